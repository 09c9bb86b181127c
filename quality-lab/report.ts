/**
 * The Quality Lab's report: per case what was selected, how the turn ended, pass or fail and why;
 * totals; tool coverage; and whether any uncaught server error happened. JSON for CI, Markdown for
 * people. Pure: the drivers write the files.
 */
import type { ToolTrace } from "../src/shared/events";
import { type Baseline, type Fold, type LabCase, TOOL_NAMES } from "./case";
import type { Verdict } from "./evaluate";
import { intentsOf, type Metrics, measure } from "./metrics";
import { metricsMarkdown } from "./report-metrics";
import type { CallReadiness, CaseRun } from "./run-case";
import { type TruthReport, truthHeadline, truthMarkdown } from "./truth/report";

export interface CaseReport {
  readonly id: string;
  readonly family: string;
  readonly fold: Fold;
  readonly style: string | null;
  readonly covers: string;
  readonly caller: string;
  readonly question: string;
  readonly expected_tools: string[];
  readonly selected: string[];
  readonly outcome: string;
  readonly failure_codes: string[];
  /** Each failed call's auth readiness, as its `tool.completed` trace carried it (JSON report only). */
  readonly auth_readiness: { readonly tool: string; readonly code: string; readonly trace: ToolTrace | null }[];
  /** The failure reasons the case allows (seed 001's `allowed_failure_reasons`). */
  readonly allowed_failure_reasons: string[];
  /** Each call's auth readiness, as its event carried it. */
  readonly readiness: CallReadiness[];
  readonly expected_intents: string[];
  readonly planned_intents: string[];
  readonly sign_in_only: boolean;
  readonly citations: number;
  /** The answer's first characters, for reading a failure (JSON report only). */
  readonly answer: string;
  readonly pass: boolean;
  readonly known_failure: boolean;
  readonly uncaught_server_error: boolean;
  readonly reasons: string[];
}

export interface Report {
  readonly generated_at: string;
  readonly target: string;
  readonly model: string;
  readonly totals: {
    readonly cases: number;
    readonly passed: number;
    readonly failed: number;
    readonly known_failures: number;
    readonly unexpected_failures: number;
    readonly uncaught_server_errors: number;
    readonly tools_reached: number;
    readonly tools_total: number;
  };
  readonly no_uncaught_server_error: boolean;
  /** No failure outside the baseline and no uncaught server error. */
  readonly ok: boolean;
  /** Cases in the baseline that passed: the baseline should lose them. */
  readonly baseline_now_passing: string[];
  readonly tools: { readonly tool: string; readonly cases: number; readonly reached: number }[];
  readonly metrics: Metrics;
  readonly cases: CaseReport[];
  /** The truth cases' figures and verdicts; null when the run had none. Not part of `ok`: see TRUTH.md. */
  readonly truth: TruthReport | null;
}

/** How much of each answer the JSON report keeps, in characters. */
const ANSWER_EXCERPT_CHARS = 400;

export function caseReport(lab: LabCase, run: CaseRun, verdict: Verdict, baseline: Baseline): CaseReport {
  return {
    id: lab.id,
    family: lab.family ?? lab.id,
    fold: lab.fold,
    style: lab.style ?? null,
    covers: lab.covers,
    caller: lab.sign_in_when_asked ? `${lab.caller} → ${lab.sign_in_when_asked}` : lab.caller,
    question: lab.question,
    expected_tools: [...lab.expect.tools],
    selected: [...new Set(run.selected)],
    outcome: run.turnFailure ? `${run.outcome} (${run.turnFailure})` : run.outcome,
    failure_codes: run.failures.map((failure) => `${failure.tool}: ${failure.code}`),
    auth_readiness: run.failures.map((failure) => ({ tool: failure.tool, code: failure.code, trace: failure.trace })),
    allowed_failure_reasons: [...lab.expect.allowed_failure_reasons],
    readiness: run.readiness,
    expected_intents: intentsOf(lab.expect.tools),
    planned_intents: intentsOf([...new Set(run.selected)]),
    sign_in_only: lab.expect.tools.length === 0 && lab.expect.outcomes.every((o) => o === "sign_in_required"),
    citations: run.citations.length,
    answer: run.answer.slice(0, ANSWER_EXCERPT_CHARS),
    pass: verdict.pass,
    known_failure: !verdict.pass && baseline.known_failures.some((known) => known.id === lab.id),
    uncaught_server_error: verdict.uncaughtServerError,
    reasons: verdict.reasons,
  };
}

export function buildReport(
  meta: { target: string; model: string; at: Date },
  cases: CaseReport[],
  baseline: Baseline,
  truth: TruthReport | null = null,
): Report {
  const failed = cases.filter((c) => !c.pass);
  const known = failed.filter((c) => c.known_failure);
  const uncaught = cases.filter((c) => c.uncaught_server_error).length;
  const tools = TOOL_NAMES.map((tool) => ({
    tool,
    cases: cases.filter((c) => c.expected_tools.includes(tool)).length,
    reached: cases.filter((c) => c.selected.includes(tool)).length,
  }));
  const passedIds = new Set(cases.filter((c) => c.pass).map((c) => c.id));
  return {
    generated_at: meta.at.toISOString(),
    target: meta.target,
    model: meta.model,
    totals: {
      cases: cases.length,
      passed: cases.length - failed.length,
      failed: failed.length,
      known_failures: known.length,
      unexpected_failures: failed.length - known.length,
      uncaught_server_errors: uncaught,
      tools_reached: tools.filter((t) => t.reached > 0).length,
      tools_total: TOOL_NAMES.length,
    },
    no_uncaught_server_error: uncaught === 0,
    ok: failed.length === known.length && uncaught === 0,
    baseline_now_passing: baseline.known_failures.map((k) => k.id).filter((id) => passedIds.has(id)),
    tools,
    metrics: measure(cases),
    cases,
    truth,
  };
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");
const list = (items: readonly string[]) => (items.length === 0 ? "—" : items.map((i) => `\`${i}\``).join(", "));

export function reportMarkdown(report: Report, baseline: Baseline): string {
  const t = report.totals;
  const lines = [
    "# Quality Lab report",
    "",
    `Generated ${report.generated_at} by \`npm run quality-lab\` against ${report.target}, model: ${report.model}.`,
    "Cases: [`quality-lab/cases.json`](cases.json); known failures: [`quality-lab/baseline.json`](baseline.json).",
    "",
    `**${t.cases} cases: ${t.passed} passed, ${t.failed} failed (${t.known_failures} known, ${t.unexpected_failures} unexpected). ` +
      `No uncaught server error: ${report.no_uncaught_server_error ? "yes" : `**no** (${t.uncaught_server_errors})`}. ` +
      `Tools reached: ${t.tools_reached} of ${t.tools_total}.**`,
    "",
    ...(report.truth ? [truthHeadline(report.truth), ""] : []),
    ...metricsMarkdown(report.metrics),
    "| tool | cases expecting it | cases reaching it |",
    "| --- | ---: | ---: |",
    ...report.tools.map((tool) => `| \`${tool.tool}\` | ${tool.cases} | ${tool.reached} |`),
    "",
    "## Cases",
    "",
    "| case | fold | caller | question | expected | selected | outcome | result |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...report.cases.map((c) => {
      const result = c.pass ? "pass" : c.known_failure ? "known failure" : "**FAIL**";
      const codes = c.failure_codes.length > 0 ? `; ${c.failure_codes.join(", ")}` : "";
      return `| ${c.id} | ${c.fold} | ${c.caller} | ${cell(c.question)} | ${list(c.expected_tools)} | ${list(c.selected)} | ${cell(c.outcome + codes)} | ${result} |`;
    }),
  ];
  const failed = report.cases.filter((c) => !c.pass);
  if (failed.length > 0) {
    lines.push("", "## Failures", "");
    for (const c of failed) {
      const why = baseline.known_failures.find((k) => k.id === c.id)?.why;
      lines.push(`- **${c.id}**${why ? ` (known: ${why})` : ""}: ${cell(c.reasons.join("; "))}`);
    }
  }
  if (report.truth) lines.push("", ...truthMarkdown(report.truth));
  if (report.baseline_now_passing.length > 0) {
    lines.push(
      "",
      `Baseline cases that now pass (remove them from the baseline): ${list(report.baseline_now_passing)}.`,
    );
  }
  return `${lines.join("\n")}\n`;
}
