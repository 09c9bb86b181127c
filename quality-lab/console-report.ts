/**
 * The Quality Lab report as the admin console reads it: the totals and, per case, only what its
 * table and filters show (no answers, no traces), about a quarter of report.json. Built into the
 * console's private assets by Vite (web/vite.config.ts) and served to staff only by
 * `GET /admin/v1/quality-lab`, so the console's JavaScript does not carry the report. Pure.
 */
import * as v from "valibot";

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The parts of report.json the console needs, checked when the console is built. */
const ReportSchema = v.object({
  generated_at: v.string(),
  model: v.string(),
  totals: v.object({
    cases: Count,
    passed: Count,
    failed: Count,
    known_failures: Count,
    unexpected_failures: Count,
    uncaught_server_errors: Count,
    tools_reached: Count,
    tools_total: Count,
  }),
  cases: v.array(
    v.object({
      id: v.string(),
      family: v.string(),
      fold: v.string(),
      question: v.string(),
      expected_tools: v.array(v.string()),
      selected: v.array(v.string()),
      outcome: v.string(),
      failure_codes: v.array(v.string()),
      readiness: v.array(v.object({ tool: v.string(), readiness: v.unknown() })),
      pass: v.boolean(),
      known_failure: v.boolean(),
      reasons: v.array(v.string()),
    }),
  ),
});

/** A call's readiness reason as its event carried it; null for a call that ran. */
const FailureReason = v.nullable(v.string());

export interface ConsoleCase {
  readonly id: string;
  readonly family: string;
  readonly fold: string;
  readonly question: string;
  readonly expectedTools: string[];
  readonly selected: string[];
  readonly outcome: string;
  readonly failureCodes: string[];
  /** Each call: its tool and the readiness failure reason (null: it had what it needed). */
  readonly calls: { readonly tool: string; readonly failureReason: string | null }[];
  readonly pass: boolean;
  /** A failure the baseline lists (known, with its reason), not a regression. */
  readonly knownFailure: boolean;
  readonly reasons: string[];
}

export interface ConsoleReport {
  readonly generatedAt: string;
  readonly model: string;
  readonly totals: {
    readonly cases: number;
    readonly passed: number;
    readonly failed: number;
    readonly knownFailures: number;
    readonly unexpectedFailures: number;
    readonly uncaughtServerErrors: number;
    readonly toolsReached: number;
    readonly toolsTotal: number;
  };
  readonly cases: ConsoleCase[];
}

function failureReasonOf(readiness: unknown): string | null {
  if (typeof readiness !== "object" || readiness === null || !("failureReason" in readiness)) return null;
  const parsed = v.safeParse(FailureReason, readiness.failureReason);
  return parsed.success ? parsed.output : null;
}

/** The console's view of a report; throws when report.json is not a Quality Lab report (the build stops). */
export function consoleReport(json: unknown): ConsoleReport {
  const report = v.parse(ReportSchema, json);
  const t = report.totals;
  return {
    generatedAt: report.generated_at,
    model: report.model,
    totals: {
      cases: t.cases,
      passed: t.passed,
      failed: t.failed,
      knownFailures: t.known_failures,
      unexpectedFailures: t.unexpected_failures,
      uncaughtServerErrors: t.uncaught_server_errors,
      toolsReached: t.tools_reached,
      toolsTotal: t.tools_total,
    },
    cases: report.cases.map((c) => ({
      id: c.id,
      family: c.family,
      fold: c.fold,
      question: c.question,
      expectedTools: c.expected_tools,
      selected: c.selected,
      outcome: c.outcome,
      failureCodes: c.failure_codes,
      calls: c.readiness.map((call) => ({ tool: call.tool, failureReason: failureReasonOf(call.readiness) })),
      pass: c.pass,
      knownFailure: c.known_failure,
      reasons: c.reasons,
    })),
  };
}
