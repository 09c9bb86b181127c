/**
 * Chat as a client sees it: turns over SSE (`POST /chat`, `POST /chat/resume`), the replay route,
 * and the WebSocket (upgraded through the Worker). Every event any helper receives is parsed with
 * the one event schema (and checked for secrets), so every test turn checks the contract; a frame
 * that does not parse fails the test where it arrives.
 */
import { env, runInDurableObject } from "cloudflare:test";
import * as v from "valibot";
import { type ChatEvent, ChatEventSchema, type ChatEventType } from "../../src/shared/events";
import { call, signInOverHttp } from "./http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "./members";
import { ledgerMark, setFault } from "./stand-in";

export type EventOf<T extends ChatEventType> = Extract<ChatEvent, { type: T }>;

/** Every event a helper received in this test file, for whole-run checks. */
export const seen: ChatEvent[] = [];

/** What no event may carry: an upstream token, a bearer header, a mobile number in clear. */
const SECRETS = [/pc1\./, /bearer /i, /(?<![\p{L}\p{N}_])[6-9]\d{9}(?![\p{L}\p{N}_])/u];

/** Parses an event with the one schema and checks it carries no secret; throws (fails the test) if not. */
export function parseEvent(data: unknown): ChatEvent {
  const event = v.parse(ChatEventSchema, data);
  const text = JSON.stringify(event);
  for (const secret of SECRETS) if (secret.test(text)) throw new Error(`an event carries a secret: ${text}`);
  seen.push(event);
  return event;
}

/** Parses `text/event-stream` frames; the `id` and `event` fields must agree with the JSON. */
export function parseSse(text: string): ChatEvent[] {
  return text
    .split("\n\n")
    .filter((frame) => frame.trim() !== "")
    .map((frame) => {
      const fields = Object.fromEntries(
        frame.split("\n").map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
      );
      const event = parseEvent(JSON.parse(fields.data ?? "null"));
      if (fields.id !== String(event.seq) || fields.event !== event.type)
        throw new Error(`frame fields disagree: ${frame}`);
      return event;
    });
}

/** Reads an SSE body event by event, so a test can act in the middle of a turn. */
export class SseReader {
  private buffer = "";
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  readonly events: ChatEvent[] = [];

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  /** Reads until an event matches (returned), or the stream ends (null). */
  async until(match: (event: ChatEvent) => boolean): Promise<ChatEvent | null> {
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const [event] = parseSse(this.buffer.slice(0, end + 2));
        this.buffer = this.buffer.slice(end + 2);
        if (event) {
          this.events.push(event);
          if (match(event)) return event;
        }
        continue;
      }
      const chunk = await this.reader.read();
      if (chunk.done) return null;
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** Every remaining event, to the end of the stream. */
  async rest(): Promise<ChatEvent[]> {
    await this.until(() => false);
    return this.events;
  }

  async cancel(): Promise<void> {
    await this.reader.cancel();
  }
}

export interface Turn {
  response: Response;
  events: ChatEvent[];
  conversationId: string;
  turnId: string;
}

async function streamed(response: Response): Promise<Turn> {
  if (response.status !== 200 || !response.body)
    throw new Error(`expected a stream, got ${response.status}: ${await response.text()}`);
  const events = await new SseReader(response.body).rest();
  return {
    response,
    events,
    conversationId: response.headers.get("x-conversation-id") ?? "",
    turnId: response.headers.get("x-turn-id") ?? "",
  };
}

export interface ChatBody {
  conversationId?: string;
  message: string;
  explicitlySelectedTools?: string[];
  preferences?: Record<string, string>;
}

export const sendChat = (token: string, body: ChatBody) => call("/chat", { token, body });
export const chat = async (token: string, body: ChatBody) => streamed(await sendChat(token, body));

export interface ResumeBody {
  conversationId: string;
  interruptId?: string;
  decision?: "approve" | "reject";
}

export const sendResume = (token: string, body: ResumeBody) => call("/chat/resume", { token, body });
export const resume = async (token: string, body: ResumeBody) => streamed(await sendResume(token, body));

/** `POST /chat/:id/stop`: ends the caller's running turn there (or the one `body` names). */
export const stopTurn = (token: string, conversationId: string, body?: { turnId: string }) =>
  call(`/chat/${conversationId}/stop`, { token, ...(body ? { body } : { method: "POST" }) });

/** `POST /chat/:id/invites`: an invitation into the conversation, as the raw answer. */
export const sendInvite = (token: string, conversationId: string) =>
  call(`/chat/${conversationId}/invites`, { token, method: "POST" });

/** An invitation's code (the caller must be let invite: a participant, not a partner). */
export async function invite(token: string, conversationId: string): Promise<string> {
  const response = await sendInvite(token, conversationId);
  if (response.status !== 200) throw new Error(`invite answered ${response.status}`);
  return ((await response.json()) as { inviteCode: string }).inviteCode;
}

/** `POST /chat/:id/join` with an invitation's code. */
export const join = (token: string, conversationId: string, inviteCode: string) =>
  call(`/chat/${conversationId}/join`, { token, body: { inviteCode } });

/** A new member's turn held at its policies read (the stand-in answers it after `latencyMs`), read up to its first `tool.started`. */
export async function slowTurn(latencyMs = 1_500) {
  const mobile = uniqueMobile();
  const member = await signInOverHttp(mobile);
  await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], latencyMs, times: 1 });
  const response = await sendChat(member, { message: "Show my policies" });
  const stream = new SseReader(response.body ?? new ReadableStream());
  await stream.until((event) => event.type === "tool.started");
  const conversationId = response.headers.get("x-conversation-id") ?? "";
  const turnId = response.headers.get("x-turn-id") ?? "";
  return { member, stream, conversationId, turnId };
}

export async function replay(token: string, conversationId: string, after = 0): Promise<ChatEvent[]> {
  const response = await call(`/chat/${conversationId}/events?after=${after}`, { token });
  if (response.status !== 200) throw new Error(`replay answered ${response.status}`);
  const body = (await response.json()) as { events: unknown[] };
  return body.events.map(parseEvent);
}

/**
 * The turn's shape: each event's type, a run of `message.delta` pieces as one entry (how many pieces
 * an answer comes in is the composer's business; that it comes in pieces before its end is the contract).
 */
export const types = (events: readonly ChatEvent[]) =>
  events
    .map((event) => event.type)
    .filter((type, i, all) => !(type === "message.delta" && all[i - 1] === "message.delta"));

export function only<T extends ChatEventType>(events: readonly ChatEvent[], type: T): EventOf<T>[] {
  return events.filter((event): event is EventOf<T> => event.type === type);
}

export function one<T extends ChatEventType>(events: readonly ChatEvent[], type: T): EventOf<T> {
  const found = only(events, type);
  if (found.length !== 1) throw new Error(`expected one ${type}, got ${found.length}: ${types(events).join(", ")}`);
  return found[0] as EventOf<T>;
}

/**
 * A turn caught by its object's eviction with one read done and one in flight: the member's balance
 * read hangs at the stand-in, the plan read completes, then the object is aborted. Answers the turn,
 * the ledger's mark from just before the abort, the abort's error, and the last event the member's
 * stream got before it was cut (or the error that cut it).
 */
export async function evictMidRead(member: string, mobile: string, conversationId?: string) {
  const portal = syntheticPortal(mobile);
  await setFault({ memberId: memberIdOf(mobile), paths: [`/v1/policies/${portal}/balance`], hang: true, times: 1 });
  const message = "What are my plan details and my balance?";
  const response = await sendChat(member, conversationId === undefined ? { message } : { conversationId, message });
  const turn = {
    conversationId: response.headers.get("x-conversation-id") ?? "",
    turnId: response.headers.get("x-turn-id") ?? "",
  };
  const stream = new SseReader(response.body ?? new ReadableStream());
  await stream.until((event) => event.type === "tool.completed" && event.toolName === "get_plan_details");
  const mark = await ledgerMark();
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(turn.conversationId));
  const aborted = await runInDurableObject(stub, (_instance, state) => state.abort("evicted mid-turn")).then(
    () => "not aborted",
    (error: unknown) => String(error),
  );
  const cut = await stream.rest().then(
    (events) => types(events).at(-1),
    (error: unknown) => String(error),
  );
  return { ...turn, portal, mark, aborted, cut };
}

/** Asks each message in one conversation, the next turn naming the first's; the answers' texts, in order. */
export async function conversation(token: string, messages: readonly string[]): Promise<string[]> {
  let conversationId: string | undefined;
  const answers: string[] = [];
  for (const message of messages) {
    const turn = await chat(token, conversationId ? { conversationId, message } : { message });
    conversationId = turn.conversationId;
    answers.push(only(turn.events, "message.completed").at(-1)?.text ?? "");
  }
  return answers;
}
