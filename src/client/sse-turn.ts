/**
 * A turn over Server-Sent Events (`POST /chat`, `POST /chat/resume`). If the stream breaks before
 * the turn ends, the rest is fetched from the replay route (and, when the turn stopped, by asking
 * the server to resume it), so a dropped connection still ends in the turn's end or a typed error.
 */

import type { ChatEvent } from "../shared/events";
import { type ClientResult, clientError } from "./errors";
import { isTurnEnd, parseEvent, parseEventText, type SeenEvents, type TurnEndEvent } from "./events";
import { failureOf, type HttpOptions, requestJson, send } from "./http";
import { readSseData } from "./sse";

/** Polls of the replay route after a broken stream start at this delay, in milliseconds… */
const RECOVER_BASE_MS = 250;
/** …and stop growing here. */
const RECOVER_MAX_MS = 2_000;

export interface StreamTurnInput {
  readonly path: "/chat" | "/chat/resume";
  readonly body: Record<string, unknown>;
  readonly timeoutMs: number;
  /** The seen-set of the conversation, once it is known (a new conversation's comes from the header). */
  readonly seenFor: (conversationId: string) => SeenEvents;
  readonly onEvent: (event: ChatEvent) => void;
}

export interface StreamedTurn {
  readonly conversationId: string;
  readonly turnId: string;
  readonly end: TurnEndEvent;
}

export async function streamTurn(http: HttpOptions, input: StreamTurnInput): Promise<ClientResult<StreamedTurn>> {
  const deadline = Date.now() + input.timeoutMs;
  const sent = await send(http, "POST", input.path, input.body, { timeoutMs: input.timeoutMs, keepTimerForBody: true });
  if (!sent.ok) return sent;
  const { response, abort } = sent.value;
  if (!response.ok) {
    // Read the error body before letting go of the request: aborting first would lose its code.
    const failure = await failureOf(http, response);
    abort();
    return failure;
  }
  const conversationId = response.headers.get("x-conversation-id");
  const turnId = response.headers.get("x-turn-id");
  if (!conversationId || !turnId || !response.body) {
    abort();
    return clientError("invalid_response", "The turn's stream came without its conversation and turn ids.");
  }
  const seen = input.seenFor(conversationId);
  const deliver = (event: ChatEvent): TurnEndEvent | null => {
    if (seen.admit(event)) input.onEvent(event);
    return event.turnId === turnId && isTurnEnd(event) ? event : null;
  };
  try {
    for await (const data of readSseData(response.body)) {
      const parsed = parseEventText(data);
      if (!parsed.ok) {
        abort();
        return parsed;
      }
      const end = deliver(parsed.value);
      if (end) {
        abort();
        return { ok: true, value: { conversationId, turnId, end } };
      }
    }
  } catch {
    // The stream broke (network, or our own deadline's abort); what was missed comes from the replay below.
  }
  abort();
  return recover(http, { conversationId, turnId, deadline, seen, deliver });
}

interface Recovery {
  readonly conversationId: string;
  readonly turnId: string;
  readonly deadline: number;
  readonly seen: SeenEvents;
  readonly deliver: (event: ChatEvent) => TurnEndEvent | null;
}

/** Reads the replay route until the turn's end shows up; a turn that stopped is resumed once. */
async function recover(http: HttpOptions, r: Recovery): Promise<ClientResult<StreamedTurn>> {
  let delay = RECOVER_BASE_MS;
  let quietPolls = 0;
  let resumed = false;
  let lastError: ClientResult<never> | null = null;
  while (Date.now() < r.deadline) {
    const replay = await requestJson<{ events: unknown[] }>(
      http,
      "GET",
      `/chat/${encodeURIComponent(r.conversationId)}/events?after=${r.seen.last}`,
    );
    if (replay.ok) {
      lastError = null;
      const before = r.seen.last;
      for (const raw of replay.value.events) {
        const parsed = parseEvent(raw);
        if (!parsed.ok) return parsed;
        const end = r.deliver(parsed.value);
        if (end) return { ok: true, value: { conversationId: r.conversationId, turnId: r.turnId, end } };
      }
      quietPolls = r.seen.last === before ? quietPolls + 1 : 0;
    } else if (replay.error.code === "session_expired" || replay.error.code === "rejected") {
      return replay;
    } else {
      lastError = replay;
    }
    if (quietPolls >= 4 && !resumed) {
      // Nothing moves: the turn may have stopped with its object (an eviction). Ask for it once.
      resumed = true;
      const again = await resumeStream(http, r);
      if (again) return again;
    }
    await sleep(Math.min(delay, Math.max(0, r.deadline - Date.now())));
    delay = Math.min(RECOVER_MAX_MS, delay * 2);
  }
  if (lastError && !lastError.ok && lastError.error.code === "network") return lastError;
  return clientError("timeout", "The turn did not finish in time.");
}

async function resumeStream(http: HttpOptions, r: Recovery): Promise<ClientResult<StreamedTurn> | null> {
  const sent = await send(
    http,
    "POST",
    "/chat/resume",
    { conversationId: r.conversationId },
    {
      timeoutMs: Math.max(1, r.deadline - Date.now()),
      keepTimerForBody: true,
    },
  );
  if (!sent.ok || !sent.value.response.ok || !sent.value.response.body) {
    if (sent.ok) sent.value.abort();
    return null;
  }
  try {
    for await (const data of readSseData(sent.value.response.body)) {
      const parsed = parseEventText(data);
      if (!parsed.ok) continue;
      const end = r.deliver(parsed.value);
      if (end) {
        sent.value.abort();
        return { ok: true, value: { conversationId: r.conversationId, turnId: r.turnId, end } };
      }
    }
  } catch {
    // Broken again: the replay loop goes on until the deadline.
  }
  sent.value.abort();
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
