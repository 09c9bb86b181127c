/**
 * SSE streams of `POST /chat` and `POST /chat/resume`: each follows one turn for one viewer, from
 * the events already logged since the request began (so a concurrent resume that joins late misses
 * nothing) to the event that completes, fails or pauses the turn, then ends. Held in memory only:
 * a stream cannot outlive the object that feeds it, and a client that lost one replays the log.
 */
import { type ChatEvent, endsStream } from "../../../src/shared/events";
import { type Audience, canSee, type Viewer } from "../store/audience";

interface Subscriber {
  readonly viewer: Viewer;
  readonly turnId: string;
  readonly controller: ReadableStreamDefaultController<Uint8Array>;
}

const encoder = new TextEncoder();

/** One event in `text/event-stream` framing; `id` is the seq, so EventSource's Last-Event-ID works. */
export function sseFrame(event: ChatEvent): Uint8Array {
  return encoder.encode(`id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
}

export class Streams {
  private readonly subscribers = new Set<Subscriber>();

  /** A stream of the turn's events for the viewer: `backlog` first, then live ones until the turn stops. */
  open(viewer: Viewer, turnId: string, backlog: readonly ChatEvent[]): ReadableStream<Uint8Array> {
    let subscriber: Subscriber | undefined;
    return new ReadableStream<Uint8Array>({
      start: (controller) => {
        subscriber = { viewer, turnId, controller };
        for (const event of backlog) {
          controller.enqueue(sseFrame(event));
          if (endsStream(event.type)) {
            controller.close();
            return;
          }
        }
        this.subscribers.add(subscriber);
      },
      // The client went away: the turn goes on; its events stay in the log for a replay.
      cancel: () => {
        if (subscriber) this.subscribers.delete(subscriber);
      },
    });
  }

  /** Closes every stream a session follows (its partner's grant ended): nothing more reaches it. */
  endSession(sessionId: string): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.viewer.sessionId !== sessionId) continue;
      subscriber.controller.close();
      this.subscribers.delete(subscriber);
    }
  }

  deliver(event: ChatEvent, audience: Audience | null): void {
    for (const subscriber of this.subscribers) {
      if (subscriber.turnId !== event.turnId || !canSee(audience, subscriber.viewer)) continue;
      subscriber.controller.enqueue(sseFrame(event));
      if (endsStream(event.type)) {
        subscriber.controller.close();
        this.subscribers.delete(subscriber);
      }
    }
  }
}
