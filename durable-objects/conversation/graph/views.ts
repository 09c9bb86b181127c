/**
 * The outcomes a composer sees: each call of the turn once, with a retry standing in for the
 * attempt it retried and a decided pending action standing in for its proposal. Only sanitized
 * outcomes exist here; the service sanitized them before they left it.
 */
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import type { Calls } from "../store/calls";

export function resultViews(calls: Calls, turnId: string): ToolResultView[] {
  const records = calls.ofTurn(turnId);
  const retries = new Map(records.filter((r) => r.kind === "retry").map((r) => [r.ofCall, r]));
  const decisions = new Map(records.filter((r) => r.kind === "decision").map((r) => [r.ofCall, r]));
  const views: ToolResultView[] = [];
  for (const record of records) {
    if (record.kind !== "call") continue;
    const latest = retries.get(record.toolCallId) ?? record;
    const decided = decisions.get(record.toolCallId);
    const outcome = decided?.outcome ?? latest.outcome;
    if (outcome) views.push({ toolName: record.toolName, args: record.args, outcome });
  }
  return views;
}
