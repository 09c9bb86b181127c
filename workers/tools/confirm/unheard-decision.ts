/**
 * A decision a resume carried that its turn does not act on, as the Conversation object found it
 * (`UnheardDecision`): it named no confirmation there, or another participant's, or one decided
 * before, or it lost the race to another decision that is carrying the turn on. It is still a
 * decision, so it leaves its one audit row (./decision-rows.ts) under a key of its own, with the
 * public code a direct decision (POST /v1/actions/:id) would answer the same case with and the
 * internal reason. Nothing is judged, claimed or changed: the action is only read, to name it.
 */
import * as v from "valibot";
import { type AuthContext, type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import {
  type ActionDecision,
  ActionDecisionSchema,
  UNHEARD_DECISIONS,
  type UnheardDecision,
} from "../../../src/shared/tool-service";
import type { PendingActionsPort } from "../chain/pending-actions";
import type { ExecutorPorts } from "../chain/ports";
import { decisionRows } from "./decision-rows";

/** The row's public code and internal reason for each case, as judgeDecision and decideAction name them. */
function refusalOf(
  why: UnheardDecision,
  stored: StoredPendingAction | null,
  auth: AuthContext,
): { code: FailureCode; reason: RefusalReason } {
  switch (why) {
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

export async function refuseUnheardDecision(
  rawInput: ActionDecision,
  rawContext: CallContext,
  ports: ExecutorPorts,
  /** Only `get` is asked: the action the object handed in (./held-action.ts). */
  actions: Pick<PendingActionsPort, "get">,
  rawWhy: UnheardDecision,
): Promise<ToolOutcome> {
  const startedAt = ports.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  const context = v.parse(CallContextSchema, rawContext);
  const why = v.parse(v.picklist(UNHEARD_DECISIONS), rawWhy);
  // An action of another conversation than the one the row goes under is not read (it names none).
  const stored =
    input.conversationId === context.conversationId
      ? await actions.get(input.conversationId, input.pendingActionId)
      : null;
  const { code, reason } = refusalOf(why, stored, context.auth);
  const { answer } = decisionRows(input, context, ports, startedAt);
  return (await answer(code, stored, context.auth, reason)).outcome;
}
