/**
 * The audit row of a decision on a pending action, and the failed outcome it answers with. Every
 * decision leaves exactly one row: the one that ran (or rejected) the action under the action's own
 * key, and every other answer under a key of its own (`action:<id>:decision:<uuid>`), with the
 * internal reason the public code collapses.
 */
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import type { ActionDecisionResult, ParsedActionDecision } from "../../../src/shared/tool-service";
import { recordDecision } from "../audit/audit-row";
import type { ArgsForm } from "../audit/bounded-args";
import { failedOutcome } from "../chain/outcomes";
import { isIssuedActionId } from "../chain/pending-actions";
import type { ExecutorPorts } from "../chain/ports";
import { buildReadiness } from "../chain/readiness";

/** The tool name an audit row carries when the decision named no action this conversation holds. */
export const UNKNOWN_ACTION_TOOL = "(unknown action)";

export function decisionRows(
  input: ParsedActionDecision,
  context: ParsedCallContext,
  ports: ExecutorPorts,
  startedAt: Date,
) {
  // An id it never issued names no action, and its text (an OTP, a number, a token) stays out of the rows.
  const actionKey = `action:${isIssuedActionId(input.pendingActionId) ? input.pendingActionId : "unissued"}`;

  const failed = (code: FailureCode, stored: StoredPendingAction | null, auth: AuthContext) =>
    failedOutcome(
      code,
      null,
      buildReadiness({
        spec: stored ? (ports.registry.get(stored.record.toolName) ?? null) : null,
        auth,
        profilePresent: ports.authProfileConfigured,
      }),
    );
  /** Writes the decision's row. `toolCallId` is the action's key only for the decision that ran or rejected it. */
  const audit = (
    row: { stored: StoredPendingAction | null; toolCallId: string; outcome: ToolOutcome; auth: AuthContext },
    extra: { reason?: RefusalReason | null; httpStatus?: number | null; detail?: string | null } = {},
  ) => {
    const argsForm: ArgsForm = row.stored ? "values" : "shape";
    return recordDecision(ports, {
      conversationId: row.stored?.record.conversationId ?? context.conversationId,
      toolCallId: row.toolCallId,
      toolName: row.stored?.record.toolName ?? UNKNOWN_ACTION_TOOL,
      args: row.stored ? row.stored.record.args : (input.args ?? {}),
      argsForm,
      outcome: row.outcome,
      reason: extra.reason ?? null,
      httpStatus: extra.httpStatus ?? null,
      detail: extra.detail ?? null,
      auth: row.auth,
      context,
      startedAt,
    });
  };
  /** Any answer but the one that ran or rejected the action: its own row under its own key. */
  const answer = async (
    code: FailureCode,
    stored: StoredPendingAction | null,
    auth: AuthContext,
    reason: RefusalReason | null,
    previous: ToolOutcome | null = null,
  ): Promise<ActionDecisionResult> => {
    const outcome = failed(code, stored, auth);
    await audit({ stored, toolCallId: `${actionKey}:decision:${crypto.randomUUID()}`, outcome, auth }, { reason });
    return { outcome, previous };
  };
  return { actionKey, failed, audit, answer };
}
