/**
 * Waiting for a turn over a conversation's socket. A `message` frame's turn is the next
 * `turn.started` by this participant (or, before the client knows its handle, the next new turn);
 * a `resume` continues a known turn. Either wait ends with the turn's end event, the server's error
 * frame for it, or a typed timeout: never an open promise.
 */

import type { ChatEvent } from "../shared/events";
import { type ClientResult, clientError } from "./errors";
import type { TurnEndEvent } from "./events";
import { isTurnEnd } from "./events";
import type { ErrorFrame } from "./socket";

export interface TurnWait {
  readonly kind: "message" | "resume";
  /** The turn, when known (a resume); a message's is adopted from its `turn.started`. */
  turnId: string | null;
  readonly by: string | null;
  readonly afterSeq: number;
  readonly events: ChatEvent[];
  readonly onEvent: (event: ChatEvent) => void;
  readonly settle: (result: ClientResult<{ turnId: string; end: TurnEndEvent }>) => void;
}

/** Offers an event to the waits; resolves the one it ends. Returns the waits still open. */
export function offerEvent(waits: readonly TurnWait[], event: ChatEvent, startedTurns: Set<string>): TurnWait[] {
  const open: TurnWait[] = [];
  let adopted = false;
  for (const wait of waits) {
    if (
      !adopted &&
      wait.turnId === null &&
      event.type === "turn.started" &&
      event.seq > wait.afterSeq &&
      !startedTurns.has(event.turnId) &&
      (wait.by === null || wait.by === event.by)
    ) {
      wait.turnId = event.turnId;
      adopted = true;
    }
    if (wait.turnId === event.turnId) {
      wait.events.push(event);
      wait.onEvent(event);
      if (isTurnEnd(event) && event.seq > wait.afterSeq) {
        wait.settle({ ok: true, value: { turnId: event.turnId, end: event } });
        continue;
      }
    }
    open.push(wait);
  }
  if (event.type === "turn.started") startedTurns.add(event.turnId);
  return open;
}

/** Error frames that say the socket's session has ended: every wait on it ends, as session_expired. */
export const SESSION_ENDED_FRAMES: readonly string[] = ["session_ended", "session_expired", "invalid_session"];

/**
 * An error frame answers the oldest wait it can belong to (a bad frame: any; not resumable: a
 * resume); a frame saying the session ended answers every wait.
 */
export function offerErrorFrame(waits: readonly TurnWait[], frame: ErrorFrame): TurnWait[] {
  if (SESSION_ENDED_FRAMES.includes(frame.code)) {
    for (const wait of waits) wait.settle(clientError("session_expired", frame.message, { serverCode: frame.code }));
    return [];
  }
  // A stop frame's refusal belongs to no turn, and a socket closed for a sign-in is opened again with
  // the new token: the turns waiting here go on.
  if (frame.code === "not_running" || frame.code === "signed_in") return [...waits];
  const index = waits.findIndex((wait) => frame.code !== "not_resumable" || wait.kind === "resume");
  if (index < 0) return [...waits];
  waits[index]?.settle(clientError("rejected", frame.message, { serverCode: frame.code }));
  return waits.filter((_, i) => i !== index);
}
