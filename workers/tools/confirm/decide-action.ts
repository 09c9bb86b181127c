/**
 * The confirm path: a person approves or rejects a pending action. Holding the action's id proves
 * nothing: the caller must be the session and person the action is bound to, and (if they say
 * what they approve) the same arguments. An approval re-runs the whole chain (policy, kill switch,
 * role, arguments, credential, ownership) before the action is claimed; a refusal leaves it pending.
 * Those checks are one judgement (./judge-decision.ts), which a resume's pre-check asks too.
 * The claim is written to the Durable Object before the upstream call, so N concurrent approvals
 * give one upstream call, and a claim with no recorded result is outcome_unknown.
 *
 * Every decision leaves exactly one audit row (./decision-rows.ts): the one that ran (or rejected) the
 * action under the action's own key, and every other answer (an unknown or mismatched id, a refusal,
 * already_resolved, outcome_unknown) under a key of its own, with the internal reason the public code
 * collapses.
 */
import * as v from "valibot";
import { approvalRefusalOf } from "../../../src/shared/approval-refusal";
import { type AuthContext, type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import { type ActionDecision, type ActionDecisionResult, ActionDecisionSchema } from "../../../src/shared/tool-service";
import type { PendingActionsPort } from "../chain/pending-actions";
import { perform } from "../chain/perform";
import type { ExecutorPorts } from "../chain/ports";
import { decisionRows } from "./decision-rows";
import { judgeDecision } from "./judge-decision";

/** Extra time a concurrent approval waits for the claimant beyond the tool's own timeout. */
const SETTLE_MARGIN_MS = 2_000;

/**
 * `actions` is the store the decision reads and claims through: the Conversation object over RPC
 * (a direct decision, POST /v1/actions/:id), or the action the object handed in with the claim it
 * holds (./held-action.ts: the confirm node), so the object is never called back while it waits.
 */
export async function decideAction(
  rawInput: ActionDecision,
  rawContext: CallContext,
  ports: ExecutorPorts,
  actions: PendingActionsPort = ports.pendingActions,
  /** Set when this decision is taken anew after a claim it waited for was given back. */
  retried = false,
): Promise<ActionDecisionResult> {
  const startedAt = ports.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  const context = v.parse(CallContextSchema, rawContext);
  const { actionKey, failed, audit, answer } = decisionRows(input, context, ports, startedAt);
  const { auth } = context;

  const judged = await judgeDecision(input, context, ports, actions, startedAt);
  switch (judged.kind) {
    case "answer":
      return answer(judged.code, judged.stored, auth, judged.reason, judged.previous);
    case "settle":
      return settle(judged.stored, auth);
    case "reject": {
      const { record } = judged.stored;
      const rejected = failed("confirmation_rejected", judged.stored, auth);
      const transition = await actions.reject(record.conversationId, record.id, rejected, ports.now());
      if (!transition.claimed) {
        // An approval claimed it after this read it as pending: wait for its result, as an approval would.
        if (transition.current?.state === "executing") {
          return settle(judged.stored, auth, ports.registry.get(record.toolName)?.timeoutMs);
        }
        const previous = transition.current?.outcome ?? null;
        return answer("already_resolved", judged.stored, auth, "pending_action_decided_before", previous);
      }
      await audit({ stored: judged.stored, toolCallId: actionKey, outcome: rejected, auth });
      return { outcome: rejected, previous: null };
    }
    case "approve": {
      const { stored, spec } = judged;
      const { record } = stored;
      const claim = await actions.claim(record.conversationId, record.id, ports.now());
      if (!claim.claimed) return settle(stored, auth, spec.timeoutMs);

      const performed = await perform(spec, judged.args, judged.auth, record.partner ?? null, judged.credential, ports);
      await actions.complete(record.conversationId, record.id, performed.outcome, ports.now());
      await audit(
        { stored, toolCallId: actionKey, outcome: performed.outcome, auth },
        { reason: performed.reason, httpStatus: performed.httpStatus, detail: performed.detail },
      );
      return { outcome: performed.outcome, previous: null };
    }
  }

  /** Another approval holds the claim: wait for its result, or report that it was lost. */
  async function settle(held: StoredPendingAction, caller: AuthContext, timeoutMs = 10_000) {
    const { conversationId, id } = held.record;
    const settled = await actions.settled(conversationId, id, timeoutMs + SETTLE_MARGIN_MS);
    if (settled?.outcome) {
      return answer("already_resolved", held, caller, "pending_action_settled_by_another", settled.outcome);
    }
    // The object gave its claim back (its decision was refused, the action still waits): decide anew, once.
    if (settled?.state === "pending" && !retried) return decideAction(rawInput, rawContext, ports, actions, true);
    return answer("outcome_unknown", held, caller, "pending_action_result_lost");
  }
}

/**
 * A resume's approval, judged before its turn moves on (the Conversation object hands the action it
 * holds, unclaimed) by the same judgement as decideAction. One the refusal contract answers with a
 * status of its own (the kill switch, a switched-off tool: src/shared/approval-refusal.ts) is answered
 * here, with the decision's audit row, and the resume is refused: nothing is claimed, the action stays
 * pending. Anything else is null and writes nothing: the turn decides as ever, and its chain runs
 * again then, so a switch thrown in between still stops the write (the turn pauses again with it).
 */
export async function precheckApproval(
  rawInput: ActionDecision,
  rawContext: CallContext,
  ports: ExecutorPorts,
  actions: PendingActionsPort,
): Promise<ToolOutcome | null> {
  const startedAt = ports.now();
  const input = v.parse(ActionDecisionSchema, rawInput);
  if (input.decision !== "approve") return null;
  const context = v.parse(CallContextSchema, rawContext);
  const judged = await judgeDecision(input, context, ports, actions, startedAt);
  if (judged.kind !== "answer" || approvalRefusalOf(judged.code) === null) return null;
  const { answer } = decisionRows(input, context, ports, startedAt);
  return (await answer(judged.code, judged.stored, context.auth, judged.reason, judged.previous)).outcome;
}
