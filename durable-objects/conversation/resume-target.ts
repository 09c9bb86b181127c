/**
 * Which turn a resume names, read from the conversation's stores (no writes): the named interrupt's
 * turn, or the viewer's latest unfinished one. Only a turn's sender may resume it; to anyone else an
 * interrupt's turn is not found. An interrupt already resumed (a retry, or one of many concurrent
 * resumes arriving after the turn moved on) answers with the seq of its prompt, so the resume
 * replays what happened since instead of moving the turn again.
 */
import type { Stores } from "./graph/ports";
import type { Viewer } from "./store/audience";
import { isSender, type Turn } from "./store/turns";

export interface ResumeTarget {
  readonly turn: Turn;
  /** The seq of the prompt of an interrupt already resumed, else null (the turn may move on). */
  readonly settledSince: number | null;
}

/** The target, null when there is nothing to resume, "not_found" when the turn is another sender's. */
export function resumeTarget(
  stores: Pick<Stores, "turns" | "interrupts" | "log">,
  viewer: Viewer,
  interruptId: string | undefined,
): ResumeTarget | null | "not_found" {
  const { turns, interrupts, log } = stores;
  if (interruptId === undefined) {
    const turn = turns.latestUnfinished(viewer);
    return turn ? { turn, settledSince: null } : null;
  }
  const interrupt = interrupts.get(interruptId);
  const turn = interrupt ? turns.get(interrupt.turnId) : null;
  if (!interrupt || !turn) return null;
  if (!isSender(turn, viewer)) return "not_found";
  const settled = interrupt.resolved || turn.status === "completed" || turn.status === "failed";
  if (!settled) return { turn, settledSince: null };
  const prompted = log.seqOf(`${interrupt.id}:${interrupt.attempts}`);
  return prompted === null ? null : { turn, settledSince: prompted };
}
