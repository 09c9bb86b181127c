/**
 * The Quality Lab's one implementation: runs every case in order over a LabFetch and builds the
 * report. Two drivers share it — `npm run quality-lab` over HTTP against a running system, and the
 * test suite through `SELF` in workerd. Cases run one at a time, so a person's turn limits
 * (turns at once, turns per minute) are never what a case measures.
 */
import * as v from "valibot";
import { type Baseline, BaselineSchema, CasesSchema, type LabCase, type TruthCase, TruthCasesSchema } from "./case";
import { LabClient, type LabFetch } from "./client";
import { evaluate } from "./evaluate";
import { buildReport, type CaseReport, caseReport, type Report } from "./report";
import { runCase, Sessions } from "./run-case";
import { askerOf } from "./truth/asker";
import { gradeTruth } from "./truth/grade";
import { buildTruthReport, type TruthCaseReport, truthCaseReport } from "./truth/report";

export function parseCases(data: unknown): LabCase[] {
  return v.parse(CasesSchema, data);
}

export function parseTruthCases(data: unknown): TruthCase[] {
  return v.parse(TruthCasesSchema, data);
}

export function parseBaseline(data: unknown): Baseline {
  return v.parse(BaselineSchema, data);
}

/** One case's run and verdict, over a client whose demo sessions are shared by the run. */
export async function labCase(fetch: LabFetch, sessions: Sessions, lab: LabCase, baseline: Baseline) {
  const client = new LabClient(fetch);
  const run = await runCase(client, sessions, lab);
  return caseReport(lab, run, evaluate(lab, run), baseline);
}

/**
 * One truth case's run and verdict: graded for the member who asks (the caller, or the member a
 * signed-out caller signs in as), whose products and live figures come from the stand-in's data.
 */
export async function labTruthCase(fetch: LabFetch, sessions: Sessions, lab: TruthCase): Promise<TruthCaseReport> {
  const client = new LabClient(fetch);
  const run = await runCase(client, sessions, lab);
  const member = lab.sign_in_when_asked ?? (lab.caller === "signed_out" ? null : lab.caller);
  const asker = askerOf(member === null ? null : sessions.mobileOf(member));
  return truthCaseReport(lab, run, gradeTruth(lab, run, asker));
}

export interface LabOptions {
  readonly target: string;
  readonly model: string;
  readonly onCase?: (report: CaseReport) => void;
  /** Truth cases to run after the routing cases (the report's "true for this member" part). */
  readonly truthCases?: readonly TruthCase[];
  readonly onTruthCase?: (report: TruthCaseReport) => void;
  /**
   * A client honouring the person's turn limit: a case refused with turn_rate_limited (say, a second
   * run within the minute) waits this long, in milliseconds, and runs once more. Off when absent.
   */
  readonly rateLimitWaitMs?: number;
  readonly onWait?: (id: string, ms: number) => void;
  /**
   * The longest the run waits, in milliseconds, when the sign-in throttles refuse a sign-in (their
   * Retry-After, say after an earlier run in the same window); a longer wait, or none allowed, fails
   * the case's sign-in. Off when absent.
   */
  readonly signInWaitMaxMs?: number;
  readonly onSignInWait?: (ms: number) => void;
}

const rateLimited = (report: { outcome: string }) => report.outcome === "turn_failed (turn_rate_limited)";

export async function runLab(
  fetch: LabFetch,
  cases: readonly LabCase[],
  baseline: Baseline,
  options: LabOptions,
): Promise<Report> {
  const sessions = new Sessions(async (retryAfterMs) => {
    if (options.signInWaitMaxMs === undefined || retryAfterMs > options.signInWaitMaxMs) return false;
    options.onSignInWait?.(retryAfterMs);
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs));
    return true;
  });
  const reports: CaseReport[] = [];
  for (const lab of cases) {
    let report = await labCase(fetch, sessions, lab, baseline);
    if (options.rateLimitWaitMs !== undefined && rateLimited(report)) {
      options.onWait?.(lab.id, options.rateLimitWaitMs);
      await new Promise((resolve) => setTimeout(resolve, options.rateLimitWaitMs));
      report = await labCase(fetch, sessions, lab, baseline);
    }
    options.onCase?.(report);
    reports.push(report);
  }
  const truths: TruthCaseReport[] = [];
  for (const lab of options.truthCases ?? []) {
    let report = await labTruthCase(fetch, sessions, lab);
    if (options.rateLimitWaitMs !== undefined && rateLimited(report)) {
      options.onWait?.(lab.id, options.rateLimitWaitMs);
      await new Promise((resolve) => setTimeout(resolve, options.rateLimitWaitMs));
      report = await labTruthCase(fetch, sessions, lab);
    }
    options.onTruthCase?.(report);
    truths.push(report);
  }
  const meta = { target: options.target, model: options.model, at: new Date() };
  return buildReport(meta, reports, baseline, options.truthCases ? buildTruthReport(truths) : null);
}
