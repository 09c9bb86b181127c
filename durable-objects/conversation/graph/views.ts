/**
 * The outcomes a composer sees: each call of the turn once, with a retry standing in for the
 * attempt it retried and a decided pending action standing in for its proposal. Only sanitized
 * outcomes exist here; the service sanitized them before they left it.
 */
import type { ToolResultView } from "../composer/composer";
import type { Calls } from "../store/calls";

export const DECIDED_SUFFIX = ":decided";
const RETRY_SUFFIX = ":retry";

export function resultViews(calls: Calls, turnId: string): ToolResultView[] {
  const records = calls.ofTurn(turnId);
  const byId = new Map(records.map((record) => [record.toolCallId, record]));
  const views: ToolResultView[] = [];
  for (const record of records) {
    if (record.toolCallId.endsWith(DECIDED_SUFFIX) || record.toolCallId.endsWith(RETRY_SUFFIX)) continue;
    const latest = byId.get(`${record.toolCallId}${RETRY_SUFFIX}`) ?? record;
    const decided = byId.get(`${record.toolCallId}${DECIDED_SUFFIX}`);
    const outcome = decided?.outcome ?? latest.outcome;
    if (outcome) views.push({ toolName: record.toolName, args: record.args, outcome });
  }
  return views;
}
