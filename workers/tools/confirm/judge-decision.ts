/**
 * Every check a decision on a pending action passes before anything is claimed, run or written for
 * it, in order: the action is this conversation's; the session is live; the caller is the person it
 * is bound to (and, for an action of their own, the session that caused it), never a partner, and
 * approves the arguments they were shown; it is still waiting and not expired; and an approval passes
 * the whole chain again (policy, scope, client rule, session, kill switch, role, arguments,
 * credential, ownership: chain/decide.ts in `confirm` mode), read in one step load. No write, no
 * claim, no upstream call. decideAction acts on the judgement; a resume's pre-check asks the same
 * judgement before its turn moves on, so an approval is answered by one verdict everywhere.
 */
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { sanitizeArgs } from "../../../src/shared/sanitizer";
import type { ParsedActionDecision } from "../../../src/shared/tool-service";
import { checkSession } from "../chain/checks";
import { decide } from "../chain/decide";
import { hashArguments, type PendingActionsPort } from "../chain/pending-actions";
import type { ExecutorPorts } from "../chain/ports";
import { loadStep, type StepLoad } from "../chain/step-load";
import type { ToolSpec } from "../registry/tool-spec";

export type Judgement =
  /** Answered without deciding: the public code, the row's reason, the earlier outcome (already_resolved). */
  | {
      readonly kind: "answer";
      readonly code: FailureCode;
      readonly stored: StoredPendingAction | null;
      readonly reason: RefusalReason | null;
      readonly previous: ToolOutcome | null;
    }
  /** Another decision holds the claim: wait for its result. */
  | { readonly kind: "settle"; readonly stored: StoredPendingAction }
  | { readonly kind: "reject"; readonly stored: StoredPendingAction }
  /** The chain says run: claim it, then perform it with the credential the step read. */
  | {
      readonly kind: "approve";
      readonly stored: StoredPendingAction;
      readonly spec: ToolSpec;
      readonly args: Record<string, unknown>;
      readonly auth: AuthContext;
      readonly credential: StepLoad["credential"];
    };

export async function judgeDecision(
  input: ParsedActionDecision,
  context: ParsedCallContext,
  ports: ExecutorPorts,
  actions: PendingActionsPort,
  now: Date,
): Promise<Judgement> {
  const answer = (
    code: FailureCode,
    stored: StoredPendingAction | null,
    reason: RefusalReason | null,
    previous: ToolOutcome | null = null,
  ): Judgement => ({ kind: "answer", code, stored, reason, previous });

  // The service resolved the session itself; it may have ended since (a turn that outlived it).
  const { auth } = context;
  if (input.conversationId !== context.conversationId) {
    return answer("confirmation_mismatch", null, "pending_action_conversation_differs");
  }
  const stored = await actions.get(input.conversationId, input.pendingActionId);
  if (!stored) return answer("confirmation_mismatch", null, "pending_action_unknown");
  const session = checkSession(context.sessionLive);
  if (!session.ok) return answer("session_mismatch", stored, session.error.reason);
  const { record } = stored;

  if (record.personId !== auth.personId) return answer("confirmation_mismatch", stored, "pending_action_other_person");
  // The member confirms every write a partner proposes; the partner itself never decides.
  if (context.partner) return answer("confirmation_mismatch", stored, "pending_action_partner_decision");
  // A partner's action was proposed under the grant's session, which the member never holds: any
  // session of the member's own decides it. Anyone else's stays bound to the session that caused it.
  const proposedByPartner = (record.partner ?? null) !== null;
  if (!proposedByPartner && record.sessionId !== auth.sessionId) {
    return answer("confirmation_mismatch", stored, "pending_action_other_session");
  }
  if (input.args !== undefined) {
    const shown = sanitizeArgs(input.args);
    if ((await hashArguments(shown)) !== record.argsHash) {
      return answer("confirmation_mismatch", stored, "pending_action_arguments_changed");
    }
  }

  if (stored.state === "done" || stored.state === "rejected") {
    return answer("already_resolved", stored, "pending_action_decided_before", stored.outcome);
  }
  if (stored.state === "executing") return { kind: "settle", stored };
  if (now.getTime() >= Date.parse(record.expiresAt)) return answer("confirmation_expired", stored, null);
  if (input.decision === "reject") return { kind: "reject", stored };

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
  const step = await loadStep([call], againContext, ports, "confirm");
  const again = decide(call, againContext, ports.registry, step.load, null, "confirm");
  if (again.kind === "refused") return answer(again.code, stored, again.reason);
  // decide in confirm mode never parks a call again; should it, that is a broken invariant's answer.
  if (again.kind !== "run") return answer("internal_error", stored, null);
  return {
    kind: "approve",
    stored,
    spec: again.spec,
    args: again.args,
    auth: again.auth,
    credential: step.load.credential,
  };
}
