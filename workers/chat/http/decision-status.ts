/**
 * The HTTP status of a decision on a pending action. An approval the kill switch refused answers 503
 * (everything is stopped for now: try later) and one refused because the tool is switched off for
 * this caller answers 403, as the refusal contract asks; the body is the outcome as ever, with its
 * failure code, and the action stays pending, so the member can approve it once the switch is back.
 * Every other answer is 200: the outcome says what happened (another session, changed arguments,
 * already resolved), as the member's client reads it. The contract is src/shared/approval-refusal.ts,
 * which /chat/resume and the socket answer by too.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { approvalRefusal, approvalRefusalStatus } from "../../../src/shared/approval-refusal";
import type { ToolOutcome } from "../../../src/shared/outcome";

export function decisionStatus(outcome: ToolOutcome): ContentfulStatusCode {
  const refusal = approvalRefusal(outcome);
  return refusal === null ? 200 : approvalRefusalStatus(refusal);
}
