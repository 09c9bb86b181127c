/**
 * The confirm path: a person approves or rejects a pending action. Holding the action's id proves
 * nothing: the caller must be the session and person the action is bound to, and (if they say
 * what they approve) the same arguments. An approval re-runs the whole chain (policy, kill switch,
 * role, arguments, credential, ownership) before the action is claimed; a refusal leaves it pending.
 * The claim is written to the Durable Object before the upstream call, so N concurrent approvals
 * give one upstream call, and a claim with no recorded result is outcome_unknown.
 *
 * Every decision leaves exactly one audit row: the one that ran (or rejected) the action under the
 * action's own key, and every other answer (an unknown or mismatched id, a refusal, already_resolved,
 * outcome_unknown) under a key of its own, with the internal reason the public code collapses.
 */
import * as v from "valibot";
import { type AuthContext, type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { sanitizeArgs } from "../../../src/shared/sanitizer";
import { type ActionDecision, type ActionDecisionResult, ActionDecisionSchema } from "../../../src/shared/tool-service";
import { recordDecision } from "../audit/audit-row";
import type { ArgsForm } from "../audit/bounded-args";
import { checkSession } from "../chain/checks";
import { decide } from "../chain/decide";
import { failedOutcome } from "../chain/outcomes";
import { hashArguments, type PendingActionsPort } from "../chain/pending-actions";
import { perform } from "../chain/perform";
import type { ExecutorPorts } from "../chain/ports";
import { buildReadiness } from "../chain/readiness";
import { loadStep } from "../chain/step-load";

/** Extra time a concurrent approval waits for the claimant beyond the tool's own timeout. */
const SETTLE_MARGIN_MS = 2_000;
/** The tool name an audit row carries when the decision named no action this conversation holds. */
export const UNKNOWN_ACTION_TOOL = "(unknown action)";
/** Characters of a caller's pending-action id kept in an audit key. */
const ACTION_ID_MAX_CHARS = 80;

/**
 * `actions` is the store the decision reads and claims through: the Conversation object over RPC
 * (a direct decision, POST /v1/actions/:id), or the action the object handed in with the claim it
 * holds (./held-action.ts: the confirm node), so the object is never called back while it waits.
 */
export async function decideAction(
  rawInput: ActionDecision,
  rawContext: CallContext,
  deps: ExecutorPorts,
  actions: PendingActionsPort = deps.pendingActions,
  /** Set when this decision is taken anew after a claim it waited for was given back. */
  retried = false,
): Promise<ActionDecisionResult> {
  const startedAt = deps.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  const context = v.parse(CallContextSchema, rawContext);
  const actionKey = `action:${input.pendingActionId.slice(0, ACTION_ID_MAX_CHARS)}`;

  const failed = (code: FailureCode, stored: StoredPendingAction | null, auth: AuthContext) =>
    failedOutcome(
      code,
      null,
      buildReadiness({
        spec: stored ? (deps.registry.get(stored.record.toolName) ?? null) : null,
        auth,
        profilePresent: deps.authProfileConfigured,
      }),
    );
  /** Writes the decision's row. `toolCallId` is the action's key only for the decision that ran or rejected it. */
  const audit = (
    row: { stored: StoredPendingAction | null; toolCallId: string; outcome: ToolOutcome; auth: AuthContext },
    extra: { reason?: RefusalReason | null; httpStatus?: number | null; detail?: string | null } = {},
  ) => {
    const argsForm: ArgsForm = row.stored ? "values" : "shape";
    return recordDecision(deps, {
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

  // The service resolved the session itself; it may have ended since (a turn that outlived it).
  const { auth } = context;
  if (input.conversationId !== context.conversationId) {
    return answer("confirmation_mismatch", null, auth, "pending_action_conversation_differs");
  }
  const stored = await actions.get(input.conversationId, input.pendingActionId);
  if (!stored) return answer("confirmation_mismatch", null, auth, "pending_action_unknown");
  const session = checkSession(context.sessionLive);
  if (!session.ok) return answer("session_mismatch", stored, auth, session.error.reason);
  const { record } = stored;

  if (record.personId !== auth.personId)
    return answer("confirmation_mismatch", stored, auth, "pending_action_other_person");
  // The member confirms every write a partner proposes; the partner itself never decides.
  if (context.partner) return answer("confirmation_mismatch", stored, auth, "pending_action_partner_decision");
  // A partner's action was proposed under the grant's session, which the member never holds: any
  // session of the member's own decides it. Anyone else's stays bound to the session that caused it.
  const proposedByPartner = (record.partner ?? null) !== null;
  if (!proposedByPartner && record.sessionId !== auth.sessionId) {
    return answer("confirmation_mismatch", stored, auth, "pending_action_other_session");
  }
  if (input.args !== undefined) {
    const shown = sanitizeArgs(input.args);
    if ((await hashArguments(shown)) !== record.argsHash) {
      return answer("confirmation_mismatch", stored, auth, "pending_action_arguments_changed");
    }
  }

  if (stored.state === "done" || stored.state === "rejected") {
    return answer("already_resolved", stored, auth, "pending_action_decided_before", stored.outcome);
  }
  if (stored.state === "executing") return settle(stored, auth);
  if (startedAt.getTime() >= Date.parse(record.expiresAt)) return answer("confirmation_expired", stored, auth, null);

  if (input.decision === "reject") {
    const rejected = failed("confirmation_rejected", stored, auth);
    const transition = await actions.reject(record.conversationId, record.id, rejected, deps.now());
    if (!transition.claimed) {
      // An approval claimed it after this read it as pending: wait for its result, as an approval would.
      if (transition.current?.state === "executing") {
        return settle(stored, auth, deps.registry.get(record.toolName)?.timeoutMs);
      }
      const previous = transition.current?.outcome ?? null;
      return answer("already_resolved", stored, auth, "pending_action_decided_before", previous);
    }
    await audit({ stored, toolCallId: actionKey, outcome: rejected, auth });
    return { outcome: rejected, previous: null };
  }

  const call = { name: record.toolName, args: record.args };
  const againContext = {
    auth,
    sessionLive: context.sessionLive,
    channel: context.channel,
    conversationId: record.conversationId,
    invocationSource: record.invocationSource,
    explicitlySelectedTools: [...record.explicitlySelectedTools],
    // A partner's action is checked again against its scopes and its client's rule (read with the step).
    partner: record.partner ?? null,
  };
  // The approval is a step of one call: its policy, client rule and credential in one read (no meter: see decide).
  const step = await loadStep([call], againContext, deps, "confirm");
  const again = decide(call, againContext, deps.registry, step.load, null, "confirm");
  if (again.kind === "refused") return answer(again.code, stored, auth, again.reason);
  // decide in confirm mode never parks a call again; should it, that is a broken invariant's answer.
  if (again.kind !== "run") return answer("internal_error", stored, auth, null);

  const claim = await actions.claim(record.conversationId, record.id, deps.now());
  if (!claim.claimed) return settle(stored, auth, again.spec.timeoutMs);

  const performed = await perform(again.spec, again.args, again.auth, step.load.credential, deps);
  await actions.complete(record.conversationId, record.id, performed.outcome, deps.now());
  await audit(
    { stored, toolCallId: actionKey, outcome: performed.outcome, auth },
    { reason: performed.reason, httpStatus: performed.httpStatus, detail: performed.detail },
  );
  return { outcome: performed.outcome, previous: null };

  /** Another approval holds the claim: wait for its result, or report that it was lost. */
  async function settle(held: StoredPendingAction, caller: AuthContext, timeoutMs = 10_000) {
    const { conversationId, id } = held.record;
    const settled = await actions.settled(conversationId, id, timeoutMs + SETTLE_MARGIN_MS);
    if (settled?.outcome) {
      return answer("already_resolved", held, caller, "pending_action_settled_by_another", settled.outcome);
    }
    // The object gave its claim back (its decision was refused, the action still waits): decide anew, once.
    if (settled?.state === "pending" && !retried) return decideAction(rawInput, rawContext, deps, actions, true);
    return answer("outcome_unknown", held, caller, "pending_action_result_lost");
  }
}
