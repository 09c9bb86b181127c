/**
 * The one way a turn describes a finished call on the event stream: `tool.completed` with its
 * status, code, retryability and duration, and for a failed call the trace (failure code, the
 * upstream's HTTP status when it was called, the readiness diagnostic). Never a result or a value.
 */
import type { ChatEventDraft } from "../../../src/shared/events";
import type { ToolOutcome } from "../../../src/shared/outcome";

export function toolCompleted(
  call: { readonly toolCallId: string; readonly toolName: string },
  outcome: ToolOutcome,
  durationMs: number,
): ChatEventDraft {
  const base = { type: "tool.completed" as const, toolCallId: call.toolCallId, toolName: call.toolName, durationMs };
  switch (outcome.status) {
    case "ok":
      return { ...base, status: "ok", code: null, retryable: false };
    case "pending":
      // A decided action never comes back pending; should one, it did not complete, and says no more.
      return { ...base, status: "failed", code: null, retryable: false };
    case "failed":
      break;
  }
  return {
    ...base,
    status: "failed",
    code: outcome.code,
    retryable: outcome.retryable,
    trace: { failureCode: outcome.code, httpStatus: outcome.httpStatus ?? null, readiness: outcome.readiness },
  };
}
