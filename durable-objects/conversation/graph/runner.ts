/**
 * The turn graph: plan_turn -> auth_gate -> prefetch -> gather <-> execute_tools -> confirm ->
 * finalize. The runner moves a turn node by node, checkpointing the node in storage before it runs,
 * so a turn survives an eviction: the next resume starts at the stored node, and each node skips
 * what it already did. One runner per turn per instance; a second resume of a turn already moving
 * here joins it instead of running the graph twice.
 */
import type { ConversationTouch } from "../../../src/shared/conversation-index";
import { failureMessage } from "../../../src/shared/failure-messages";
import { logError } from "../../../src/shared/log";
import {
  TURN_FAILURE_CODES,
  type TurnEndCode,
  type TurnFailureCode,
  turnFailureMessage,
} from "../../../src/shared/turn-failure-codes";
import type { SlotAnswer } from "../../../src/shared/turn-quota";
import { othersThan, PUBLIC } from "../store/audience";
import type { NodeName, Turn } from "../store/turns";
import { completeProposal, confirm, undecided } from "./nodes/confirm";
import { finalize } from "./nodes/finalize";
import { executeTools, gather } from "./nodes/gather";
import { authGate, planTurn, prefetch } from "./nodes/plan-auth-prefetch";
import { type GraphPorts, type Run, senderOf } from "./ports";
import { plannedCalls, stopCalls } from "./run-calls";
import { turnClass } from "./turn-class";
import type { Verdict } from "./verdict";
import { resultViews } from "./views";

type Node = (ports: GraphPorts, run: Run, turn: Turn) => Promise<Verdict>;

const NODES: Readonly<Record<NodeName, Node>> = {
  plan_turn: planTurn,
  auth_gate: authGate,
  prefetch,
  gather,
  execute_tools: executeTools,
  confirm,
  finalize,
};

const isTurnFailure = (code: TurnEndCode): code is TurnFailureCode =>
  (TURN_FAILURE_CODES as readonly string[]).includes(code);

/** Ends a running or paused turn with `turn.failed` (public: no client is left waiting); false if it had ended. */
export function failTurn(ports: GraphPorts, turnId: string, code: TurnEndCode): boolean {
  if (!ports.stores.turns.fail(turnId, code, ports.now())) return false;
  ports.stores.interrupts.resolveAll(turnId, ports.now());
  const message = isTurnFailure(code) ? turnFailureMessage(code) : failureMessage(code);
  ports.emit(turnId, `${turnId}:failed`, { type: "turn.failed", code, message }, PUBLIC);
  return true;
}

/**
 * Ends a running turn at its sender's word (`turn_stopped`). It ends at once, in the log and for every
 * stream: the run moving it stops at its next step and reports nothing more (run-calls.ts, finalize).
 * A call already sent still finishes in the tool-call service, with its audit row, and an approved
 * write still runs at most once (the pending action's claim); a call checkpointed and not yet sent is
 * never sent, and gets its audit row here. False when the turn was not running.
 */
export async function stopTurn(ports: GraphPorts, run: Run, turn: Turn): Promise<boolean> {
  const planned = plannedCalls(ports, turn.id);
  if (!failTurn(ports, turn.id, "turn_stopped")) return false;
  await stopCalls(ports, run, turn, planned, "turn_stopped");
  return true;
}

/**
 * Ends a running turn whose sender's session ended under it (a partner's grant revoked or disabled):
 * at once, in the log and for every stream following it, with `turn.failed` (session_mismatch), so
 * nothing the turn reads afterwards reaches anyone through it. As a stop: the run moving it reports
 * nothing more, and calls checkpointed and not yet sent get their rows (`turn_stopped`) when this
 * instance moves the turn (`run`, the session it runs as); an evicted one's are never sent.
 */
export async function endWithSession(ports: GraphPorts, turn: Turn, run: Run | null): Promise<boolean> {
  const planned = plannedCalls(ports, turn.id);
  if (!failTurn(ports, turn.id, "session_mismatch")) return false;
  if (run !== null) await stopCalls(ports, run, turn, planned, "turn_stopped");
  return true;
}

/**
 * Ends a paused turn whose sender's grant ended (revoked, disabled, or revoked by the authorization
 * server), once the ending withdrew its proposals: nobody may carry it on, so each withdrawn proposal
 * is reported as a decision is (`tool.completed`, `confirmation_rejected`) and the turn ends as a
 * running one does (`turn.failed`, session_mismatch). Without this the log would end at
 * `confirmation.required`, and every client would go on offering an approval that can do nothing.
 */
export function endWithdrawn(ports: GraphPorts, turn: Turn): boolean {
  for (const proposal of undecided(ports, turn)) {
    const stored = ports.stores.pending.get(proposal.outcome.pendingActionId);
    // One the member decided elsewhere (POST /v1/actions) before the ending is reported as decided, as
    // confirm's decide() reads it: a call-back they approved and had booked is not hidden by the ending.
    const decided = stored?.state === "done" || stored?.state === "rejected";
    if (decided && stored.outcome) completeProposal(ports, turn, proposal, stored.outcome, 0);
  }
  return failTurn(ports, turn.id, "session_mismatch");
}

interface ActiveRun {
  /** What the run moves the turn as. */
  readonly run: Run;
  readonly moving: Promise<void>;
  /** The log's last seq when this run began: a stream that joins replays from here. */
  readonly fromSeq: number;
}

export class TurnRunner {
  private readonly active = new Map<string, ActiveRun>();

  /**
   * `ended` hears each run's end at once, in the same task as the run's last writes (the engine
   * re-arms its deadline alarm there, so the alarm joins their commit).
   */
  constructor(
    private readonly ports: GraphPorts,
    private readonly ended: () => void = () => undefined,
  ) {}

  /** This instance's run of the turn, or null when no run of it is moving here. */
  runOf(turnId: string): Run | null {
    return this.active.get(turnId)?.run ?? null;
  }

  /** The seq this instance's run of the turn began after, or null when no run of it is moving here. */
  activeSince(turnId: string): number | null {
    return this.active.get(turnId)?.fromSeq ?? null;
  }

  /**
   * Asks the person's quota for the turn's running slot (a new turn also counts towards turns per
   * minute). A new turn asks before it writes anything: an object's outgoing messages wait until its
   * writes are stored, so asked after them the round trip would queue behind that. `start` waits for
   * the answer before any node runs. `touch` records the conversation in the person's index in the
   * same round trip.
   */
  requestSlot(run: Run, isNewTurn: boolean, leaseUntil: number, touch?: ConversationTouch): Promise<SlotAnswer> {
    const { auth, partner, turnId } = run;
    return this.ports.quota.acquire(auth, partner, this.ports.conversationId(), turnId, isNewTurn, leaseUntil, touch);
  }

  /**
   * Moves the turn on as `run.auth` once `slot` (from `requestSlot`) is granted; a refused slot
   * fails the turn before its first node. Synchronous up to the first await, so a resume arriving
   * at the same moment finds this run active and joins it.
   */
  start(run: Run, slot: Promise<SlotAnswer>, fromSeq: number): Promise<void> {
    const existing = this.active.get(run.turnId);
    // The slot is keyed by the turn: the run already moving holds it and gives it back.
    if (existing) return existing.moving;
    const moving = this.advance(run, slot)
      .catch((error: unknown) => {
        logError("turn_crashed", error, { turnId: run.turnId });
        failTurn(this.ports, run.turnId, "internal_error");
      })
      .finally(() => {
        this.active.delete(run.turnId);
        this.ended();
        return this.ports.quota.release(run.auth, run.turnId);
      });
    this.active.set(run.turnId, { run, moving, fromSeq });
    return moving;
  }

  private async advance(run: Run, requested: Promise<SlotAnswer>): Promise<void> {
    const { turns } = this.ports.stores;
    const slot = await requested;
    if (!slot.ok) {
      failTurn(this.ports, run.turnId, slot.code);
      return;
    }
    for (;;) {
      const turn = turns.get(run.turnId);
      if (turn?.status !== "running") return;
      if (this.ports.now().getTime() >= turn.deadlineAt) {
        // Recorded before the turn ends, so whoever sees turn.failed finds the rows (a re-run adds none).
        await stopCalls(this.ports, run, turn, plannedCalls(this.ports, turn.id), "turn_deadline");
        failTurn(this.ports, turn.id, "turn_deadline");
        return;
      }
      const step = await NODES[turn.node](this.ports, run, turn);
      switch (step.kind) {
        case "next":
          if (!turns.advance(turn.id, step.node, step.round, this.ports.now())) return;
          break;
        case "pause":
          turns.pause(turn.id, this.ports.now());
          return;
        case "done":
          {
            // Every participant waiting on the turn sees it end; only the sender's view says what
            // class of their data it read (in a group, that is theirs alone).
            const dataClass = turnClass(resultViews(this.ports.stores.calls, turn.id));
            if (turns.complete(turn.id, dataClass, this.ports.now())) {
              const sender = senderOf(turn);
              this.ports.emit(turn.id, `${turn.id}:completed`, { type: "turn.completed", dataClass }, sender);
              this.ports.emit(turn.id, `${turn.id}:completed:others`, { type: "turn.completed" }, othersThan(sender));
            }
          }
          return;
        case "fail":
          failTurn(this.ports, turn.id, step.code);
          return;
        case "stopped":
          return;
      }
    }
  }
}
