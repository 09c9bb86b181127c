/**
 * The truth part of the Quality Lab report: per case whether the answer was true for the member who
 * asked and why not; the share true per fold, per product (whose answer it was) and per intent
 * (the subject); and the failing families with their reasons. JSON and Markdown. Pure.
 */
import { FOLDS, type Fold, TRUTH_INTENTS, type TruthCase } from "../case";
import type { CaseRun } from "../run-case";
import type { TruthVerdict } from "./grade";
import { PRODUCT, PRODUCTS, type Product } from "./products";

/** Whose answer a case measures: a product's holder, a member holding none, or someone signed out. */
export const TRUTH_SUBJECTS = [...PRODUCTS, "no_policy", "signed_out"] as const;
export type TruthSubject = (typeof TRUTH_SUBJECTS)[number];

export interface TruthCaseReport {
  readonly id: string;
  readonly family: string;
  readonly fold: Fold;
  readonly intent: string;
  readonly caller: string;
  readonly question: string;
  /** The products (or no_policy, signed_out) whose figure the case measures. */
  readonly subjects: TruthSubject[];
  readonly selected: string[];
  readonly outcome: string;
  readonly citations: string[];
  /** Who composed the answer: the configured model, code, or none (no answer). */
  readonly composer: "deterministic" | "model" | "none";
  /** The answer's first characters, for reading a failure. */
  readonly answer: string;
  /** True for this member. */
  readonly pass: boolean;
  readonly uncaught_server_error: boolean;
  readonly reasons: string[];
}

export interface TruthShare {
  readonly key: string;
  readonly cases: number;
  readonly true_cases: number;
  /** true_cases / cases, to a tenth of a percent; null with no case. */
  readonly rate: number | null;
}

export interface TruthReport {
  readonly cases: number;
  readonly true_cases: number;
  /** Answers the configured model composed (the rest were composed by code, or there was none). */
  readonly composed_by_model: number;
  readonly folds: TruthShare[];
  readonly products: TruthShare[];
  readonly intents: TruthShare[];
  readonly failing_families: {
    family: string;
    fold: Fold;
    failed: number;
    cases: number;
    why: { reason: string; cases: number }[];
  }[];
  readonly case_reports: TruthCaseReport[];
}

/** How much of each answer the JSON report keeps, in characters. */
const ANSWER_EXCERPT_CHARS = 600;

export function subjectsOf(lab: TruthCase): TruthSubject[] {
  if (lab.truth.about.length > 0) return [...lab.truth.about];
  return lab.caller === "signed_out" && lab.sign_in_when_asked === undefined ? ["signed_out"] : ["no_policy"];
}

export function truthCaseReport(lab: TruthCase, run: CaseRun, verdict: TruthVerdict): TruthCaseReport {
  return {
    id: lab.id,
    family: lab.family,
    fold: lab.fold,
    intent: lab.intent,
    caller: lab.sign_in_when_asked ? `signed_out, then ${lab.sign_in_when_asked}` : lab.caller,
    question: lab.question,
    subjects: subjectsOf(lab),
    selected: [...new Set(run.selected)],
    outcome: run.turnFailure ? `${run.outcome} (${run.turnFailure})` : run.outcome,
    citations: run.citations.map((c) => `${c.title} — ${c.section}`),
    composer: run.composer ?? "none",
    answer: run.answer.slice(0, ANSWER_EXCERPT_CHARS),
    pass: verdict.pass,
    uncaught_server_error: verdict.uncaughtServerError,
    reasons: verdict.reasons,
  };
}

const rate = (n: number, of: number) => (of === 0 ? null : Math.round((n / of) * 1000) / 10);

function share(key: string, cases: readonly TruthCaseReport[]): TruthShare {
  const trueCases = cases.filter((c) => c.pass).length;
  return { key, cases: cases.length, true_cases: trueCases, rate: rate(trueCases, cases.length) };
}

export function buildTruthReport(cases: TruthCaseReport[]): TruthReport {
  const families = [...new Set(cases.map((c) => c.family))];
  return {
    cases: cases.length,
    true_cases: cases.filter((c) => c.pass).length,
    composed_by_model: cases.filter((c) => c.composer === "model").length,
    folds: FOLDS.map((fold) =>
      share(
        fold,
        cases.filter((c) => c.fold === fold),
      ),
    ),
    products: TRUTH_SUBJECTS.map((subject) =>
      share(
        subject,
        cases.filter((c) => c.subjects.includes(subject)),
      ),
    ),
    intents: TRUTH_INTENTS.map((intent) =>
      share(
        intent,
        cases.filter((c) => c.intent === intent),
      ),
    ).filter((s) => s.cases > 0),
    failing_families: families.flatMap((family) => {
      const inFamily = cases.filter((c) => c.family === family);
      const failed = inFamily.filter((c) => !c.pass);
      if (failed.length === 0) return [];
      const why = new Map<string, number>();
      for (const c of failed)
        for (const reason of new Set(c.reasons.map(reasonKind))) why.set(reason, (why.get(reason) ?? 0) + 1);
      const reasons = [...why].map(([reason, n]) => ({ reason, cases: n })).sort((a, b) => b.cases - a.cases);
      return [
        { family, fold: inFamily[0]?.fold ?? "dev", failed: failed.length, cases: inFamily.length, why: reasons },
      ];
    }),
    case_reports: cases,
  };
}

/** A reason without its quoted excerpt, so a family's reasons group by kind. */
function reasonKind(reason: string): string {
  return reason.replace(/: ".*"$/, "");
}

const pct = (value: number | null) => (value === null ? "—" : `${value}%`);
const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " / ");
const subjectName = (key: string) =>
  key === "no_policy" ? "no policy (Meera)" : key === "signed_out" ? "signed out" : PRODUCT[key as Product].name;

/** The truth figures in one line, for the top of the report. */
export function truthHeadline(truth: TruthReport): string {
  const folds = truth.folds.map((f) => `${f.key} ${f.true_cases} of ${f.cases} (${pct(f.rate)})`).join(", ");
  return `**True for this member: ${truth.true_cases} of ${truth.cases} truth cases — ${folds}.** See "True for this member" below.`;
}

export function truthMarkdown(truth: TruthReport): string[] {
  const lines = [
    "## True for this member",
    "",
    `Truth cases ([\`truth-cases.json\`](truth-cases.json)), graded by the rule in [\`TRUTH.md\`](TRUTH.md): ` +
      `**${truth.true_cases} of ${truth.cases} true for the member who asked.** ` +
      `Answers composed by the configured model: ${truth.composed_by_model} of ${truth.cases} (the rest by code).`,
    "",
    "| fold | cases | true for this member | share |",
    "| --- | ---: | ---: | ---: |",
    ...truth.folds.map((f) => `| ${f.key} | ${f.cases} | ${f.true_cases} | ${pct(f.rate)} |`),
    "",
    "### Per product (whose answer it is)",
    "",
    "| product | cases | true for this member | share |",
    "| --- | ---: | ---: | ---: |",
    ...truth.products.map((p) => `| ${subjectName(p.key)} | ${p.cases} | ${p.true_cases} | ${pct(p.rate)} |`),
    "",
    "### Per intent",
    "",
    "| intent | cases | true for this member | share |",
    "| --- | ---: | ---: | ---: |",
    ...truth.intents.map((i) => `| ${i.key} | ${i.cases} | ${i.true_cases} | ${pct(i.rate)} |`),
    "",
    "### Failing truth families",
    "",
  ];
  if (truth.failing_families.length === 0) lines.push("None.", "");
  for (const f of truth.failing_families) {
    const why = f.why.map((w) => `${w.reason} (${w.cases})`).join("; ");
    lines.push(`- **${f.family}** (${f.fold}): ${f.failed} of ${f.cases} not true — ${cell(why)}`);
  }
  lines.push(
    "",
    "### Truth cases",
    "",
    "| case | fold | caller | question | true | why not |",
    "| --- | --- | --- | --- | --- | --- |",
  );
  for (const c of truth.case_reports) {
    lines.push(
      `| ${c.id} | ${c.fold} | ${c.caller} | ${cell(c.question)} | ${c.pass ? "yes" : "**no**"} | ${cell(c.reasons.join("; "))} |`,
    );
  }
  lines.push("");
  return lines;
}
