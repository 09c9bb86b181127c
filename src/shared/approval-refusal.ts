/**
 * The refusal contract of an approval, the same wherever a member approves a pending action
 * (`POST /v1/actions/:id`, `POST /chat/resume`, a socket `resume` frame): one the kill switch refuses
 * answers 503 (everything is stopped for now: try later) and one refused because the tool is switched
 * off for this caller answers 403. The action stays pending either way, for the member to approve once
 * the switch is back. Every other refused approval is answered as its surface answers any outcome.
 */
import type { FailureCode } from "./failure-codes";
import { failureMessage } from "./failure-messages";
import type { ToolOutcome } from "./outcome";

export const APPROVAL_REFUSALS = [
  /** An administrator switched tool calling off for the company: 503. */
  "kill_switch",
  /** Policy does not offer the tool to this caller (or its company) now: 403. */
  "tool_disabled",
] as const;
export type ApprovalRefusal = (typeof APPROVAL_REFUSALS)[number];

/** The contract's refusal a failure code is, or null (any other refusal). */
export function approvalRefusalOf(code: FailureCode): ApprovalRefusal | null {
  return APPROVAL_REFUSALS.find((refusal) => refusal === code) ?? null;
}

/** The contract's refusal an approval's outcome carries, or null (it ran, or was refused otherwise). */
export function approvalRefusal(outcome: ToolOutcome): ApprovalRefusal | null {
  return outcome.status === "failed" ? approvalRefusalOf(outcome.code) : null;
}

/** The HTTP status each refusal answers with. */
export function approvalRefusalStatus(code: ApprovalRefusal): 503 | 403 {
  switch (code) {
    case "kill_switch":
      return 503;
    case "tool_disabled":
      return 403;
  }
}

/** What the member is told of a refused approval, over HTTP and on the socket alike. */
export function approvalRefusalMessage(code: ApprovalRefusal): string {
  return `${failureMessage(code)} Your request is still waiting: approve it again once it is back.`;
}
