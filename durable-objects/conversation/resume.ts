/**
 * A resume (POST /chat/resume, a socket's resume frame): carries a paused or interrupted turn on, the
 * named interrupt's turn or the caller's own latest unfinished one. Only the turn's sender may resume
 * it. A turn already moving in this instance is joined (its stream replays from the run's start),
 * never run twice; a turn left running by an evicted instance is taken over from its checkpoint. An
 * interrupt already resumed (a retry, or one of many concurrent resumes arriving after the turn moved
 * on) replays what happened since. A partner's decision is refused before anything moves, with its
 * audit row (the member decides). An approval the kill switch or a switched-off tool refuses is the
 * resume's refusal (503, 403), asked first too; the turn is then looked up again, as another resume
 * may have moved it. A decision the turn does not act on (`RefusedDecision`) is answered as the resume
 * is, and still leaves its one audit row.
 */
import type { Decision, ResumePayload } from "../../src/shared/chat-protocol";
import {
  type Caller,
  FORBIDDEN,
  NOT_FOUND,
  NOT_RESUMABLE,
  type Refusal,
  viewerOf,
} from "../../src/shared/conversation-api";
import type { RefusedDecision } from "../../src/shared/pending-action";
import { approvalRefusedUpFront, refuseOnResume } from "./graph/nodes/confirm";
import type { GraphPorts } from "./graph/ports";
import type { TurnRunner } from "./graph/runner";
import { resumeTarget } from "./resume-target";
import type { Turn } from "./store/turns";

/** A turn moving (or replayed) for the caller: its id and the seq its stream follows from. */
export type Started = { readonly ok: true; readonly turnId: string; readonly fromSeq: number };

/** What a resume moves: the graph's stores and ports, the runs moving here, and how a turn is carried on. */
export interface Resuming {
  readonly graph: GraphPorts;
  readonly runner: TurnRunner;
  carryOn(turn: Turn, caller: Caller, decision: Decision | null): Promise<Started | Refusal>;
}

export async function resumeTurn(on: Resuming, caller: Caller, payload: ResumePayload): Promise<Started | Refusal> {
  const { graph, runner } = on;
  const { decision: carried, interruptId = "" } = payload;
  if (caller.partner !== null && carried !== undefined) {
    await refuseOnResume(graph, caller, interruptId, carried, "partner");
    return FORBIDDEN;
  }
  const refused = carried === "approve" ? await approvalRefused(on, caller, payload.interruptId) : null;
  if (refused !== null) return refused;
  const unheard = async <T>(why: RefusedDecision, answer: T): Promise<T> => {
    if (carried !== undefined) await refuseOnResume(graph, caller, interruptId, carried, why);
    return answer;
  };
  const found = resumeTarget(graph.stores, viewerOf(caller), payload.interruptId);
  if (found === "not_found") return unheard("not_the_sender", NOT_FOUND);
  if (found === null) return unheard("no_such_confirmation", NOT_RESUMABLE);
  const { turn, settledSince } = found;
  const joined = runner.activeSince(turn.id);
  if (joined !== null) return unheard("lost_race", { ok: true, turnId: turn.id, fromSeq: joined });
  const orphaned = turn.status === "running";
  if (!orphaned && settledSince !== null)
    return unheard("decided_before", { ok: true, turnId: turn.id, fromSeq: settledSince });
  if (!orphaned && turn.status !== "paused") return unheard("decided_before", NOT_RESUMABLE);
  // A decision only ever answers the confirmation the person was shown: one sent with a sign-in
  // resume must not approve an action the turn has not even proposed yet.
  const decision = turn.node === "confirm" ? (carried ?? null) : null;
  // Carried on first: from the target's lookup to the run's start nothing waits, so a resume arriving
  // meanwhile finds this run moving (or the turn no longer paused) rather than moving it again.
  const started = await on.carryOn(turn, caller, decision);
  if (!started.ok) return unheard("lost_race", started);
  return decision === null ? unheard("no_such_confirmation", started) : started;
}

/** The refusal of an approval that would carry a waiting confirmation on (see approvalRefusedUpFront), else null. */
async function approvalRefused(on: Resuming, caller: Caller, interruptId: string | undefined): Promise<Refusal | null> {
  const found = resumeTarget(on.graph.stores, viewerOf(caller), interruptId);
  if (found === null || found === "not_found" || found.settledSince !== null) return null;
  if (on.runner.activeSince(found.turn.id) !== null) return null;
  return approvalRefusedUpFront(on.graph, found.turn, caller);
}
