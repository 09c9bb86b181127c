/**
 * Whether a case passed: pure, from the case and what its run recorded. Each unmet expectation is a
 * reason, in the report's words. An uncaught server error (a 5xx, a failed request, an event that does
 * not parse, or a turn that failed with internal_error) fails a case whatever else it expected.
 */
import { type LabCase, MEMBER_READS } from "./case";
import type { CaseRun } from "./run-case";

export interface Verdict {
  readonly pass: boolean;
  readonly reasons: string[];
  readonly uncaughtServerError: boolean;
}

export function uncaughtServerError(run: CaseRun): boolean {
  return run.turnFailure === "internal_error" || run.problems.some((problem) => problem.server);
}

export function evaluate(lab: LabCase, run: CaseRun): Verdict {
  const { expect } = lab;
  const reasons: string[] = [];
  const uncaught = uncaughtServerError(run);
  if (uncaught) reasons.push("uncaught server error");
  for (const problem of run.problems) reasons.push(`${problem.path}: ${problem.detail}`);
  for (const tool of expect.tools) {
    if (!run.selected.includes(tool)) reasons.push(`did not reach ${tool}`);
  }
  if (expect.no_member_read) {
    const reads = [...new Set(run.selected.filter((tool) => (MEMBER_READS as readonly string[]).includes(tool)))];
    if (reads.length > 0) reasons.push(`reached a member read: ${reads.join(", ")}`);
  }
  if (run.outcome === "no_end" || !expect.outcomes.includes(run.outcome)) {
    const how = run.turnFailure ? `${run.outcome} (${run.turnFailure})` : run.outcome;
    reasons.push(`ended ${how}, expected ${expect.outcomes.join(" or ")}`);
  }
  for (const failure of run.failures) {
    if (!(expect.allowed_failure_reasons as readonly string[]).includes(failure.code)) {
      reasons.push(`${failure.tool} failed with ${failure.code}, which is not allowed`);
    }
  }
  const answer = run.answer.toLowerCase();
  for (const fact of expect.answer_contains) {
    if (!answer.includes(fact.toLowerCase())) reasons.push(`the answer lacks "${fact}"`);
  }
  for (const fact of expect.answer_excludes) {
    if (answer.includes(fact.toLowerCase())) reasons.push(`the answer contains "${fact}"`);
  }
  if (expect.citations === true && run.citations.length === 0) reasons.push("the answer cites nothing");
  if (expect.citations === false && run.citations.length > 0) reasons.push("the answer cites the wording");
  return { pass: reasons.length === 0, reasons, uncaughtServerError: uncaught };
}
