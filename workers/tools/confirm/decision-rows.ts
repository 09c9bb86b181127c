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
import type { ExecutorPorts } from "../chain/ports";
import { buildReadiness } from "../chain/readiness";

/** The tool name an audit row carries when the decision named no action this conversation holds. */
export const UNKNOWN_ACTION_TOOL = "(unknown action)";
/**
 * The ids this service issues (chain/pending-actions.ts `pendingActionIdFor`). Any other id names no
 * action, and its text is the caller's own (it could hold an OTP, a number or another's token): its
 * rows say only that it was not one of ours, never the text.
 */
const ISSUED_ACTION_ID = /^pa_[0-9a-f]{32}$/;

export function decisionRows(
  input: ParsedActionDecision,
  context: ParsedCallContext,
  ports: ExecutorPorts,
  startedAt: Date,
) {
  const actionKey = `action:${ISSUED_ACTION_ID.test(input.pendingActionId) ? input.pendingActionId : "unissued"}`;

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
