/**
 * A partner's decision on a pending action, refused where it arrives (a partner never decides one: the
 * member does, with a session of their own). It is still a decision, so it leaves its one audit row,
 * written as every other refused decision's (./decision-rows.ts): confirmation_mismatch, the internal
 * reason `pending_action_partner_decision`, the partner's client and scopes. Nothing is judged, claimed
 * or changed: the action is only read, to name it on the row, and stays pending for the member.
 */
import * as v from "valibot";
import { type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { type ActionDecision, ActionDecisionSchema } from "../../../src/shared/tool-service";
import type { PendingActionsPort } from "../chain/pending-actions";
import type { ExecutorPorts } from "../chain/ports";
import { decisionRows } from "./decision-rows";

export async function refusePartnerDecision(
  rawInput: ActionDecision,
  rawContext: CallContext,
  ports: ExecutorPorts,
  /** Only `get` is asked: the Conversation object's store over RPC, or the action it holds (./held-action.ts). */
  actions: Pick<PendingActionsPort, "get">,
): Promise<ToolOutcome> {
  const startedAt = ports.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  const context = v.parse(CallContextSchema, rawContext);
  // The session's grant, never the caller's word: a member's own session is refused no decision here.
  if (!context.partner) throw new Error("a partner's decision was asked of a session bound to no grant");
  // An action of another conversation than the one the row goes under is not read (it names none).
  const stored =
    input.conversationId === context.conversationId
      ? await actions.get(input.conversationId, input.pendingActionId)
      : null;
  const { answer } = decisionRows(input, context, ports, startedAt);
  const refused = await answer("confirmation_mismatch", stored, context.auth, "pending_action_partner_decision");
  return refused.outcome;
}
