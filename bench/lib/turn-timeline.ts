/**
 * A chat turn as B5 and B7 read it from its event stream: the events parsed against the one event
 * schema, and where the turn's time went, from its own events' timestamps and the client's clock.
 */
import * as v from "valibot";
import { type ChatEvent, ChatEventSchema } from "../../src/shared/events";

export function parseEvents(stream: string): ChatEvent[] {
  return stream
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => v.parse(ChatEventSchema, JSON.parse(line.slice("data:".length).trim())));
}

/** Where one turn's time went, from its own events' timestamps (ms) and the client's clock. */
export interface Timeline {
  /** Request sent to turn.started: session, routing to the Conversation object, its set-up. */
  readonly before: number;
  /** turn.started to the first tool.started: planning and the sign-in gate. */
  readonly plan: number;
  /** The first tool.started to the last tool.completed: prefetch. */
  readonly prefetch: number;
  /** The reads' own durations (each measured by the executor), summed. */
  readonly readsSum: number;
  /** The last tool.completed to turn.completed: composing and finalizing. */
  readonly after: number;
}

export function timelineOf(events: readonly ChatEvent[], wallMs: number): Timeline {
  const at = (e: ChatEvent | undefined) => (e ? Date.parse(e.at) : Number.NaN);
  const started = events.find((e) => e.type === "turn.started");
  const firstTool = events.find((e) => e.type === "tool.started");
  const tools = events.filter((e) => e.type === "tool.completed");
  const lastTool = tools.at(-1);
  const done = events.at(-1);
  const inside = at(done) - at(started);
  return {
    before: wallMs - inside,
    plan: at(firstTool) - at(started),
    prefetch: at(lastTool) - at(firstTool),
    readsSum: tools.reduce((sum, e) => sum + (e.type === "tool.completed" ? e.durationMs : 0), 0),
    after: at(done) - at(lastTool),
  };
}
