/** The Quality Lab's own rules: what the cases cover, how a run is judged, and what the report counts. Pure. */
import { describe, expect, it } from "vitest";
import baselineJson from "../../quality-lab/baseline.json";
import { type LabCase, TOOL_NAMES } from "../../quality-lab/case";
import casesJson from "../../quality-lab/cases.json";
import { evaluate } from "../../quality-lab/evaluate";
import { DEV_FAMILIES, FAMILIES, generatedCases, SPLIT_FAMILIES, splitFamilies } from "../../quality-lab/families";
import type { Style } from "../../quality-lab/families/family";
import foldsJson from "../../quality-lab/folds.json";
import { parseBaseline, parseCases } from "../../quality-lab/lab";
import { buildReport, caseReport, reportMarkdown } from "../../quality-lab/report";
import type { CaseRun } from "../../quality-lab/run-case";
import { registry } from "../../workers/tools/catalogue/registry";

const cases = parseCases(casesJson);
const baseline = parseBaseline(baselineJson);

const allowing = (code: string) => cases.filter((c) => (c.expect.allowed_failure_reasons as string[]).includes(code));

describe("the Quality Lab's cases", () => {
  it("are at least three hundred and cover every registered tool as a target", () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect([...TOOL_NAMES].sort()).toEqual([...registry.names].sort());
    for (const tool of TOOL_NAMES)
      expect(
        cases.some((c) => c.expect.tools.includes(tool)),
        tool,
      ).toBe(true);
  });

  it("cover the failure paths a person can reach, knowledge and mixed questions, and questions that must not reach a member read", () => {
    expect(
      cases.filter((c) => c.caller === "signed_out" && c.expect.outcomes.includes("sign_in_required")).length,
    ).toBeGreaterThanOrEqual(5);
    expect(cases.filter((c) => c.sign_in_when_asked !== undefined).length).toBeGreaterThanOrEqual(3);
    for (const code of ["credential_unavailable", "not_found", "invalid_arguments", "confirmation_rejected"]) {
      expect(allowing(code).length, code).toBeGreaterThan(0);
    }
    expect(cases.filter((c) => c.expect.citations === true).length).toBeGreaterThanOrEqual(8);
    expect(
      cases.filter((c) => c.expect.tools.length === 2 && c.expect.tools.includes("search_policy_knowledge")).length,
    ).toBeGreaterThanOrEqual(2);
    expect(cases.filter((c) => c.expect.no_member_read).length).toBeGreaterThanOrEqual(10);
  });

  it("come in families of at least eight, each intent asked formally, casually, misspelt, tersely and with detail", () => {
    for (const spec of FAMILIES) {
      expect(spec.rows.length, spec.family).toBeGreaterThanOrEqual(8);
      const styles = new Set<Style>(spec.rows.map((row) => row[0]));
      // A family of combined questions is combined throughout; every other family is asked five ways.
      if (styles.size === 1 && styles.has("combined")) continue;
      for (const style of ["formal", "casual", "misspelt", "terse", "detail"] as const) {
        expect(styles.has(style), `${spec.family}: ${style}`).toBe(true);
      }
    }
    const callers = new Set(cases.map((c) => c.caller));
    for (const caller of ["signed_out", "9000000001", "9000000002", "9000000003"])
      expect(callers.has(caller as never)).toBe(true);
  });

  it("are exactly what the families and the seeded split give, with about a third of the families held out", () => {
    const folds = splitFamilies(
      SPLIT_FAMILIES.map((f) => f.family),
      undefined,
      DEV_FAMILIES.map((f) => f.family),
    );
    const { truth: _truthFolds, ...routingFolds } = foldsJson;
    expect(routingFolds).toEqual(folds);
    expect(folds.holdout.length).toBe(Math.round(SPLIT_FAMILIES.length / 3));
    const generated = generatedCases(folds);
    expect(cases.filter((c) => !c.family?.startsWith("legacy-"))).toEqual(parseCases(generated));
    for (const c of cases) expect(c.fold, c.id).toBe(folds.holdout.includes(c.family ?? "") ? "holdout" : "dev");
  });

  it("keep families written after the split in dev, leaving the held-out families as the seed chose them", () => {
    const before = splitFamilies(SPLIT_FAMILIES.map((f) => f.family));
    const after = splitFamilies(
      SPLIT_FAMILIES.map((f) => f.family),
      undefined,
      DEV_FAMILIES.map((f) => f.family),
    );
    expect(after.holdout).toEqual(before.holdout);
    for (const spec of DEV_FAMILIES) {
      expect(after.dev, spec.family).toContain(spec.family);
      for (const c of cases.filter((lab) => lab.family === spec.family)) expect(c.fold, c.id).toBe("dev");
    }
  });

  it("keep a baseline that names only existing cases, each with its reason", () => {
    const ids = new Set(cases.map((c) => c.id));
    for (const known of baseline.known_failures) expect(ids.has(known.id), known.id).toBe(true);
  });
});

const lab: LabCase = parseCases([
  {
    id: "balance",
    question: "What is my balance?",
    caller: "9000000002",
    covers: "a test case",
    expect: {
      tools: ["get_sum_insured_balance"],
      allowed_failure_reasons: ["not_found"],
      answer_contains: ["₹5,00,000"],
    },
  },
])[0] as LabCase;

const run = (overrides: Partial<CaseRun> = {}): CaseRun => ({
  selected: ["get_sum_insured_balance"],
  failures: [],
  readiness: [],
  outcome: "answered",
  turnFailure: null,
  answer: "You have ₹5,00,000 of ₹5,00,000 left on PRT-50001.",
  citations: [],
  problems: [],
  ...overrides,
});

describe("judging a case's run", () => {
  it("passes a run that reached the target, ended as expected and holds the facts", () => {
    expect(evaluate(lab, run())).toEqual({ pass: true, reasons: [], uncaughtServerError: false });
  });

  it.each([
    [{ selected: [] }, "did not reach get_sum_insured_balance"],
    [
      { failures: [{ tool: "get_sum_insured_balance", code: "timeout", trace: null }] },
      "get_sum_insured_balance failed with timeout, which is not allowed",
    ],
    [{ outcome: "sign_in_required" as const }, "ended sign_in_required, expected answered"],
    [{ answer: "Sign in to see your balance." }, 'the answer lacks "₹5,00,000"'],
  ])("fails a run that %j", (overrides, reason) => {
    const verdict = evaluate(lab, run(overrides));
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons).toContain(reason);
    expect(verdict.uncaughtServerError).toBe(false);
  });

  it("fails any case with an uncaught server error: a 5xx, or a turn that failed with internal_error", () => {
    const crashed = evaluate(lab, run({ outcome: "turn_failed", turnFailure: "internal_error" }));
    const fivexx = evaluate(lab, run({ problems: [{ path: "/chat", detail: "HTTP 500", server: true }] }));

    expect(crashed).toMatchObject({ pass: false, uncaughtServerError: true });
    expect(fivexx).toMatchObject({ pass: false, uncaughtServerError: true });
    expect(fivexx.reasons).toContain("/chat: HTTP 500");
  });
});

describe("the report", () => {
  it("counts known and unexpected failures apart, and is ok only with neither unexpected failures nor server errors", () => {
    const known = { known_failures: [{ id: "balance", why: "a known gap" }] };
    const none = { known_failures: [] };
    const missed = run({ selected: [] });
    const at = new Date("2026-11-20T10:00:00.000Z");
    const meta = { target: "workerd", model: "default", at };

    const withBaseline = buildReport(meta, [caseReport(lab, missed, evaluate(lab, missed), known)], known);
    const without = buildReport(meta, [caseReport(lab, missed, evaluate(lab, missed), none)], none);

    expect(withBaseline.totals).toMatchObject({
      cases: 1,
      passed: 0,
      failed: 1,
      known_failures: 1,
      unexpected_failures: 0,
    });
    expect(withBaseline.ok).toBe(true);
    expect(without.ok).toBe(false);
    expect(reportMarkdown(without, none)).toContain(
      "**1 cases: 0 passed, 1 failed (0 known, 1 unexpected). No uncaught server error: yes. Tools reached: 0 of 15.**",
    );
  });
});
