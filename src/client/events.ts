/**
 * Events as the client receives them: each one parsed by the shared event schema (the same one the
 * server logs with; no copy), and a turn's result typed by the event that ended it.
 */
import * as v from "valibot";
import { type ChatEvent, ChatEventSchema, endsStream } from "../shared/events";
import { type ClientResult, clientError } from "./errors";

/** The events that end a turn's stream: it completed, failed, or paused for sign-in or a confirmation. */
export type TurnEndEvent = Extract<
  ChatEvent,
  { type: "turn.completed" | "turn.failed" | "auth.required" | "confirmation.required" }
>;

export interface TurnResult {
  readonly conversationId: string;
  readonly turnId: string;
  /** The turn's events this client received, in order, each once. */
  readonly events: readonly ChatEvent[];
  /** How the stream ended: `turn.completed`, `turn.failed`, or a pause to resume. */
  readonly end: TurnEndEvent;
}

export type EventListener = (event: ChatEvent) => void;

export function isTurnEnd(event: ChatEvent): event is TurnEndEvent {
  return endsStream(event.type);
}

/** Validates one event (already JSON-decoded) by the shared schema. */
export function parseEvent(raw: unknown): ClientResult<ChatEvent> {
  const parsed = v.safeParse(ChatEventSchema, raw);
  if (parsed.success) return { ok: true, value: parsed.output };
  const where = parsed.issues[0]?.path?.map((item) => String(item.key)).join(".") ?? "the event";
  return clientError("invalid_response", `An event did not match the contract (${where}).`);
}

/** Decodes and validates an event's JSON text. */
export function parseEventText(text: string): ClientResult<ChatEvent> {
  try {
    return parseEvent(JSON.parse(text));
  } catch {
    // The text itself is the server's; only the fact that it is not JSON matters here.
    return clientError("invalid_response", "An event was not JSON.");
  }
}

/**
 * The seqs a client has delivered for one conversation: an event is delivered once, whichever
 * way it came (stream, replay, socket, reconnect replay); `last` is what a reconnect sends back.
 */
export class SeenEvents {
  private readonly seen = new Set<number>();
  /** Seqs at or below this were delivered before this client started (the `after` it began with). */
  private readonly floor: number;
  last: number;

  constructor(after = 0) {
    this.floor = after;
    this.last = after;
  }

  /** True the first time a seq is offered (and above what was known when the client started). */
  admit(event: ChatEvent): boolean {
    if (event.seq <= this.floor || this.seen.has(event.seq)) return false;
    this.seen.add(event.seq);
    if (event.seq > this.last) this.last = event.seq;
    return true;
  }
}
