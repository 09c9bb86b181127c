/**
 * A decision refused before it is judged (`RefusedDecision`): a partner's (a partner never decides a
 * pending action: the member does, with a session of their own), wherever it arrives; or one a resume
 * carried that its turn does not act on, as the Conversation object found it (no confirmation there,
 * another participant's, decided before, or the loser of a race to another decision). It is still a
 * decision, so it leaves its one audit row (./decision-rows.ts) under a key of its own, with the public
 * code a judged decision would answer the same case with and the internal reason. Nothing is judged,
 * claimed or changed: the action is only read, to name it on the row.
 */
import * as v from "valibot";
import { type AuthContext, type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { REFUSED_DECISIONS, type RefusedDecision, type StoredPendingAction } from "../../../src/shared/pending-action";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { type ActionDecision, ActionDecisionSchema } from "../../../src/shared/tool-service";
import type { PendingActionsPort } from "../chain/pending-actions";
import type { ExecutorPorts } from "../chain/ports";
import { decisionRows } from "./decision-rows";

/** The row's public code and internal reason for each case, as judgeDecision and decideAction name them. */
function refusalOf(
  why: RefusedDecision,
  stored: StoredPendingAction | null,
  auth: AuthContext,
): { code: FailureCode; reason: RefusalReason } {
  switch (why) {
    case "partner":
      return { code: "confirmation_mismatch", reason: "pending_action_partner_decision" };
    case "no_such_confirmation":
      return { code: "confirmation_mismatch", reason: "pending_action_unknown" };
    case "not_the_sender":
      if (stored === null) return { code: "confirmation_mismatch", reason: "pending_action_unknown" };
      return {
        code: "confirmation_mismatch",
        reason:
          stored.record.personId === auth.personId ? "pending_action_other_session" : "pending_action_other_person",
      };
    case "decided_before":
      return { code: "already_resolved", reason: "pending_action_decided_before" };
    case "lost_race":
      return { code: "already_resolved", reason: "pending_action_settled_by_another" };
  }
}

export async function refuseDecision(
  rawInput: ActionDecision,
  rawContext: CallContext,
  ports: ExecutorPorts,
  /** Only `get` is asked: the Conversation object's store over RPC, or the action it holds (./held-action.ts). */
  actions: Pick<PendingActionsPort, "get">,
  rawWhy: RefusedDecision,
): Promise<ToolOutcome> {
  const startedAt = ports.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  const context = v.parse(CallContextSchema, rawContext);
  const why = v.parse(v.picklist(REFUSED_DECISIONS), rawWhy);
  // The session's grant, never the caller's word: a member's own session is refused no decision as a partner's.
  if (why === "partner" && !context.partner) {
    throw new Error("a partner's decision was asked of a session bound to no grant");
  }
  // An action of another conversation than the one the row goes under is not read (it names none).
  const stored =
    input.conversationId === context.conversationId
      ? await actions.get(input.conversationId, input.pendingActionId)
      : null;
  const { code, reason } = refusalOf(why, stored, context.auth);
  const { answer } = decisionRows(input, context, ports, startedAt);
  return (await answer(code, stored, context.auth, reason)).outcome;
}
