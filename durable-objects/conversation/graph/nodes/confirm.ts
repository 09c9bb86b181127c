/**
 * confirm: an interrupt. A resume re-runs this node from its start, however many arrive at once, so
 * nothing here may act twice. This object holds the action's claim; the decision goes to the
 * tool-call service's `decideHeldAction`, which re-runs the chain, makes the one upstream call and
 * writes one audit row per decision, without calling back into this object; the action's
 * `tool.completed` is emitted under one key, so the log holds it once. An action decided elsewhere
 * (`POST /v1/actions/:id`) is read from this object's own pending-action store. A refused decision
 * (another session, say) leaves the action pending: the turn pauses again with the refusal; an
 * expired action is final. A resume's approval is judged once before the turn moves at all
 * (`approvalRefusedUpFront`): the kill switch or a switched-off tool refuses the resume itself.
 */
import { approvalRefusal } from "../../../../src/shared/approval-refusal";
import type { Decision } from "../../../../src/shared/chat-protocol";
import { approvalRefused, type Caller, type Refusal } from "../../../../src/shared/conversation-api";
import type { FailedOutcome, ToolOutcome } from "../../../../src/shared/outcome";
import type { RefusedDecision } from "../../../../src/shared/pending-action";
import { type CallRecord, decisionOf } from "../../store/calls";
import type { Turn } from "../../store/turns";
import { type GraphPorts, type Run, senderOf } from "../ports";
import { toolCompleted } from "../tool-events";
import { next, pause, type Verdict } from "../verdict";

/** Proposals of this turn still waiting for a decision, oldest first. */
export function undecided(
  ports: GraphPorts,
  turn: Turn,
): (CallRecord & { outcome: ToolOutcome & { status: "pending" } })[] {
  const records = ports.stores.calls.ofTurn(turn.id);
  const decided = new Set(records.filter((r) => r.kind === "decision").map((r) => r.ofCall));
  return records.flatMap((record) =>
    record.outcome?.status === "pending" && !decided.has(record.toolCallId)
      ? [{ ...record, outcome: record.outcome }]
      : [],
  );
}

/**
 * How long a decision waits for another that holds the claim in this object (the longest tool's
 * timeout, 10 s, and a margin); the holder's answer ends the wait at once, and after an eviction
 * there is no holder to wait for (the action's state then says outcome_unknown).
 */
const HELD_CLAIM_WAIT_MS = 12_000;

/**
 * Decides the action with the tool-call service in one round trip: this object reads the action and
 * holds the claim itself (pending -> executing, synchronous, so of many resumes one claims), hands
 * both with the decision, and writes the state the answer names; the service re-runs the whole chain
 * and never calls back into the object. Another decision's claim is waited for here, and its result
 * handed on, so the service still writes this decision's own audit row.
 */
async function decide(ports: GraphPorts, run: Run, turn: Turn, pendingActionId: string): Promise<ToolOutcome | null> {
  const { pending } = ports.stores;
  const decision = run.decision;
  if (decision === null) {
    const stored = pending.get(pendingActionId);
    return stored && (stored.state === "done" || stored.state === "rejected") ? stored.outcome : null;
  }
  run.decision = null;
  const conversationId = ports.conversationId();
  let stored = pending.get(pendingActionId);
  if (stored?.state === "executing") stored = await pending.settled(pendingActionId, HELD_CLAIM_WAIT_MS);
  const claimed = stored?.state === "pending" && pending.claim(pendingActionId, ports.now().toISOString()).claimed;
  const result = await ports.tools.decideHeldAction(
    { conversationId, pendingActionId, decision },
    { stored, claimed },
    // The decider's own grant: the tool-call service refuses a partner's decision whatever the edge let through.
    { auth: run.auth, channel: turn.channel, invocationSource: "user", conversationId, partner: run.partner },
  );
  if (claimed) pending.settleHeld(pendingActionId, result.transition, ports.now().toISOString());
  const { outcome } = result;
  if (outcome.status === "failed" && outcome.code === "already_resolved" && result.previous) return result.previous;
  return outcome;
}

/**
 * A resume's approval of the action this paused turn waits on (the first undecided, the one the
 * decision answers), judged by the tool-call service before the turn moves, with the same checks its
 * decision runs: the kill switch refusing it is the resume's 503, a switched-off tool its 403, and
 * nothing moves (the action stays pending, unclaimed, the turn paused, so the member approves it again
 * once the switch is back). Null lets the resume carry the turn on as ever. Only asked, never waited
 * on past the answer: the approved write itself runs in the turn, which a stop can end.
 */
export async function approvalRefusedUpFront(ports: GraphPorts, turn: Turn, caller: Caller): Promise<Refusal | null> {
  // A paused turn, or one an evicted instance left running: either way its next node is this one.
  if (turn.node !== "confirm" || (turn.status !== "paused" && turn.status !== "running")) return null;
  const [waiting] = undecided(ports, turn);
  if (waiting === undefined) return null;
  const { pendingActionId } = waiting.outcome;
  const conversationId = ports.conversationId();
  const outcome = await ports.tools.precheckApproval(
    { conversationId, pendingActionId, decision: "approve" },
    { stored: ports.stores.pending.get(pendingActionId), claimed: false },
    { auth: caller.auth, channel: turn.channel, invocationSource: "user", conversationId, partner: caller.partner },
  );
  const refusal = outcome === null ? null : approvalRefusal(outcome);
  return refusal === null ? null : approvalRefused(refusal);
}

/**
 * A decision a resume carried, refused before anything moves (`why`: RefusedDecision): a partner's (a
 * partner never decides a pending action: the member does, with a session of their own), or one its
 * turn does not act on. The tool-call service writes its one audit row, naming the action the
 * interrupt waits on (handed in unclaimed: the service only reads it); one that names no action is
 * audited under the id it named (a resume names its interrupt whenever it carries a decision,
 * ResumePayloadSchema). The action stays as it was.
 */
export async function refuseOnResume(
  ports: GraphPorts,
  caller: Caller,
  interruptId: string,
  decision: Decision,
  why: RefusedDecision,
): Promise<void> {
  const pendingActionId = ports.stores.interrupts.get(interruptId)?.pendingActionId ?? null;
  const conversationId = ports.conversationId();
  await ports.tools.refuseDecision(
    { conversationId, pendingActionId: pendingActionId ?? interruptId, decision },
    { stored: pendingActionId === null ? null : ports.stores.pending.get(pendingActionId), claimed: false },
    {
      auth: caller.auth,
      channel: caller.channel,
      invocationSource: caller.partner === null ? "user" : "partner",
      conversationId,
      partner: caller.partner,
    },
    why,
  );
}

export async function confirm(ports: GraphPorts, run: Run, turn: Turn): Promise<Verdict> {
  const { interrupts, pending } = ports.stores;
  for (const proposal of undecided(ports, turn)) {
    const { pendingActionId, summary, expiresAt } = proposal.outcome;
    const startedAt = Date.now();
    const outcome = await decide(ports, run, turn, pendingActionId);
    if (!ports.stores.turns.isRunning(turn.id)) return { kind: "stopped" };
    // An expired action can never run, so its refusal is final; any other refusal leaves it waiting.
    const final = outcome?.status === "failed" && outcome.code === "confirmation_expired";
    if (outcome === null || (!final && pending.get(pendingActionId)?.state === "pending")) {
      const interrupt = interrupts.pauseAt(
        turn.id,
        "confirm",
        { pendingActionId, toolCallId: proposal.toolCallId },
        ports.now(),
      );
      const refusal = outcome?.status === "failed" ? refusalOf(outcome) : undefined;
      ports.emit(
        turn.id,
        `${interrupt.id}:${interrupt.attempts}`,
        {
          type: "confirmation.required",
          interruptId: interrupt.id,
          pendingActionId,
          toolCallId: proposal.toolCallId,
          summary,
          expiresAt,
          ...(refusal ? { refusal } : {}),
        },
        senderOf(turn),
      );
      return pause;
    }
    completeProposal(ports, turn, proposal, outcome, Math.max(0, Date.now() - startedAt));
  }
  return next("finalize");
}

/**
 * A proposal's decision reported, however it was decided (a resume's decision, one made elsewhere, a
 * withdrawal when the grant ended): the decision's call recorded with its outcome, `tool.completed`
 * under the proposal's own key (so the log holds it once, whoever reports it), its interrupt resolved.
 */
export function completeProposal(
  ports: GraphPorts,
  turn: Turn,
  proposal: CallRecord & { outcome: { pendingActionId: string } },
  outcome: ToolOutcome,
  durationMs: number,
): void {
  const { calls, interrupts } = ports.stores;
  const decision = calls.record(decisionOf(proposal), "started", null, ports.now());
  calls.finish(decision.toolCallId, outcome, durationMs);
  ports.emit(turn.id, `${proposal.toolCallId}:completed`, toolCompleted(proposal, outcome, durationMs), senderOf(turn));
  const waiting = interrupts.open(turn.id, "confirm", proposal.outcome.pendingActionId);
  if (waiting) interrupts.resolve(waiting.id, ports.now());
}

function refusalOf(outcome: FailedOutcome) {
  return { code: outcome.code, message: outcome.message };
}
