/**
 * The confirm path: a person approves or rejects a pending action. Holding the action's id proves
 * nothing: the caller must be the session and person the action is bound to, and (if they say
 * what they approve) the same arguments. An approval re-runs the whole chain (policy, kill switch,
 * role, arguments, credential, ownership) before the action is claimed; a refusal leaves it pending.
 * The claim is written to the Durable Object before the upstream call, so N concurrent approvals
 * give one upstream call and one audit row, and a claim with no recorded result is outcome_unknown.
 */
import * as v from "valibot";
import { type AuthContext, type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import { sanitize } from "../../../src/shared/sanitizer";
import { type ActionDecision, type ActionDecisionResult, ActionDecisionSchema } from "../../../src/shared/tool-service";
import { recordDecision } from "../chain/audit-row";
import { checkSession } from "../chain/checks";
import { decide } from "../chain/decide";
import type { ExecutorDeps } from "../chain/deps";
import { failedOutcome } from "../chain/outcomes";
import { perform } from "../chain/perform";
import { readinessFor } from "../chain/readiness";
import { hashArguments } from "./pending-actions-port";

export type { ActionDecision, ActionDecisionResult };

/** Extra time a concurrent approval waits for the claimant beyond the tool's own timeout. */
const SETTLE_MARGIN_MS = 2_000;

export async function decideAction(
  rawInput: ActionDecision,
  rawContext: CallContext,
  deps: ExecutorDeps,
): Promise<ActionDecisionResult> {
  const startedAt = deps.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  const context = v.parse(CallContextSchema, rawContext);
  const actionKey = `action:${input.pendingActionId}`;

  const answer = (code: FailureCode, auth: AuthContext | null, previous: ToolOutcome | null = null) => ({
    outcome: failedOutcome(
      code,
      null,
      readinessFor({
        requiresCredential: false,
        auth,
        profilePresent: deps.authProfileConfigured,
        resolverAttempted: false,
        headerNames: [],
        failure: null,
      }),
    ),
    previous,
  });
  const audit = async (
    stored: StoredPendingAction,
    toolCallId: string,
    outcome: ToolOutcome,
    auth: AuthContext,
    httpStatus: number | null = null,
  ) =>
    recordDecision(deps, {
      conversationId: stored.record.conversationId,
      toolCallId,
      toolName: stored.record.toolName,
      args: stored.record.args,
      outcome,
      httpStatus,
      auth,
      context,
      startedAt,
    });
  /** A refused attempt is a decision too: it gets its own row, never the action's own key. */
  const refuse = async (code: FailureCode, stored: StoredPendingAction, auth: AuthContext) => {
    const result = answer(code, auth);
    await audit(stored, `${actionKey}:refused:${crypto.randomUUID()}`, result.outcome, auth);
    return result;
  };

  const { auth } = context;
  const stored =
    input.conversationId === context.conversationId
      ? await deps.pendingActions.get(input.conversationId, input.pendingActionId)
      : null;
  if (!stored) return answer("confirmation_mismatch", auth);
  if (!checkSession(context.sessionLive).ok) return refuse("session_mismatch", stored, auth);
  const { record } = stored;

  const boundToCaller = record.personId === auth.personId && record.sessionId === auth.sessionId;
  if (!boundToCaller) return refuse("confirmation_mismatch", stored, auth);
  if (input.args !== undefined) {
    const shown = sanitize(input.args, { maxChars: Number.POSITIVE_INFINITY }).value;
    if ((await hashArguments(shown)) !== record.argsHash) return refuse("confirmation_mismatch", stored, auth);
  }

  if (stored.state === "done" || stored.state === "rejected") return answer("already_resolved", auth, stored.outcome);
  if (stored.state === "executing") return settle(record.conversationId, record.id, auth);
  if (startedAt.getTime() >= Date.parse(record.expiresAt)) return refuse("confirmation_expired", stored, auth);

  if (input.decision === "reject") {
    const rejected = answer("confirmation_rejected", auth).outcome;
    const transition = await deps.pendingActions.reject(record.conversationId, record.id, rejected, deps.now());
    if (!transition.claimed) return answer("already_resolved", auth, transition.current?.outcome ?? null);
    await audit(stored, actionKey, rejected, auth);
    return { outcome: rejected, previous: null };
  }

  const again = await decide(
    { name: record.toolName, args: record.args },
    {
      auth,
      sessionLive: context.sessionLive,
      channel: context.channel,
      conversationId: record.conversationId,
      invocationSource: record.invocationSource,
      explicitlySelectedTools: [...record.explicitlySelectedTools],
    },
    deps,
    "confirm",
  );
  if (again.kind !== "run") return refuse(again.kind === "refused" ? again.code : "internal_error", stored, auth);

  const claim = await deps.pendingActions.claim(record.conversationId, record.id, deps.now());
  if (!claim.claimed) return settle(record.conversationId, record.id, auth, again.spec.timeoutMs);

  const performed = await perform(again.spec, again.args, again.auth, deps);
  await deps.pendingActions.complete(record.conversationId, record.id, performed.outcome, deps.now());
  await audit(stored, actionKey, performed.outcome, auth, performed.httpStatus);
  return { outcome: performed.outcome, previous: null };

  /** Another approval holds the claim: wait for its result, or report that it was lost. */
  async function settle(conversationId: string, id: string, caller: AuthContext, timeoutMs = 10_000) {
    const settled = await deps.pendingActions.settled(conversationId, id, timeoutMs + SETTLE_MARGIN_MS);
    if (settled?.outcome) return answer("already_resolved", caller, settled.outcome);
    return answer("outcome_unknown", caller);
  }
}
