/**
 * The outcomes a composer sees: each call of the turn once, with a retry standing in for the
 * attempt it retried, a run as the member who signed in standing in for the refusal that asked them
 * to, and a decided pending action standing in for its proposal. Only sanitized
 * outcomes exist here; the service sanitized them before they left it.
 */
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import type { Calls } from "../store/calls";

export function resultViews(calls: Calls, turnId: string): ToolResultView[] {
  const records = calls.ofTurn(turnId);
  // A retry stands in for the attempt it retried, a signed-in run for the refusal it answers (and
  // that run's own retry for it): follow each call to its latest attempt.
  const attempts = new Map(
    records.filter((r) => r.kind === "retry" || r.kind === "signed_in").map((r) => [r.ofCall, r]),
  );
  const decisions = new Map(records.filter((r) => r.kind === "decision").map((r) => [r.ofCall, r]));
  const views: ToolResultView[] = [];
  for (const record of records) {
    if (record.kind !== "call") continue;
    let latest = record;
    for (let next = attempts.get(latest.toolCallId); next; next = attempts.get(latest.toolCallId)) latest = next;
    const decided = decisions.get(record.toolCallId);
    const outcome = decided?.outcome ?? latest.outcome;
    if (outcome) views.push({ toolName: record.toolName, args: record.args, outcome });
  }
  return views;
}
