/**
 * The SDK's chat: turns over Server-Sent Events or a conversation's WebSocket, with one payload.
 * Each conversation the client follows keeps one seen-set (an event is delivered once, whichever
 * way it came), at most one socket, and the turns waiting on it. Every `send` and `resume` ends in
 * the turn's end event or a typed error, after which the client is ready for the next one.
 */

import type { ChatEvent } from "../shared/events";
import { type ClientResult, clientError } from "./errors";
import { type EventListener, parseEvent, SeenEvents, type TurnResult } from "./events";
import { type HttpOptions, requestJson } from "./http";
import type { ClientOptions, ResumeInput, SendInput, Transport, TurnOptions } from "./options";
import type { SessionHolder } from "./session";
import { ChatSocket, defaultWebSocketFactory } from "./socket";
import { offerErrorFrame, offerEvent, SESSION_ENDED_FRAMES, type TurnWait } from "./socket-turn";
import { streamTurn } from "./sse-turn";

/** One conversation as this client follows it: its seen events, its socket and the waits on it. */
interface Followed {
  readonly seen: SeenEvents;
  socket: ChatSocket | null;
  waits: TurnWait[];
  readonly startedTurns: Set<string>;
  readonly listeners: Set<EventListener>;
  /** This client's participant handle (`pt_…`) here, once known. */
  me: string | null;
}

export interface ChatPorts {
  readonly http: HttpOptions;
  readonly session: SessionHolder;
  readonly transport: Transport;
  readonly turnTimeoutMs: number;
  readonly options: Pick<ClientOptions, "webSocket" | "onConnection">;
}

export function chatApi({ http, session, transport, turnTimeoutMs, options }: ChatPorts) {
  const followed = new Map<string, Followed>();
  const path = (conversationId: string) => `/chat/${encodeURIComponent(conversationId)}`;

  function follow(conversationId: string): Followed {
    let entry = followed.get(conversationId);
    if (!entry) {
      entry = {
        seen: new SeenEvents(),
        socket: null,
        waits: [],
        startedTurns: new Set(),
        listeners: new Set(),
        me: null,
      };
      followed.set(conversationId, entry);
    }
    return entry;
  }

  function publish(entry: Followed, event: ChatEvent): void {
    for (const listener of entry.listeners) listener(event);
  }

  function socketFor(conversationId: string): Followed {
    const entry = follow(conversationId);
    if (!entry.socket) {
      entry.socket = new ChatSocket({
        baseUrl: http.baseUrl,
        conversationId,
        session,
        seen: entry.seen,
        factory: options.webSocket ?? defaultWebSocketFactory,
        onEvent: (event) => {
          publish(entry, event);
          entry.waits = offerEvent(entry.waits, event, entry.startedTurns);
        },
        onErrorFrame: (frame) => {
          entry.waits = offerErrorFrame(entry.waits, frame);
          if (SESSION_ENDED_FRAMES.includes(frame.code)) session.forget();
        },
        onStatus: (status) => options.onConnection?.(conversationId, status),
      });
    }
    return entry;
  }

  /** Sends a frame and waits for its turn on the socket, with the turn's deadline. */
  function overSocket(
    conversationId: string,
    frame: Parameters<ChatSocket["send"]>[0],
    turnId: string | null,
    onEvent: EventListener,
  ): Promise<ClientResult<TurnResult>> {
    const entry = socketFor(conversationId);
    return new Promise((resolve) => {
      const events: ChatEvent[] = [];
      const timer = setTimeout(() => {
        entry.waits = entry.waits.filter((w) => w !== wait);
        const down = entry.socket?.status !== "open";
        resolve(
          down
            ? clientError("network", "The connection is down and did not come back in time.")
            : clientError("timeout", "The turn did not finish in time."),
        );
      }, turnTimeoutMs);
      const wait: TurnWait = {
        kind: frame.type === "resume" ? "resume" : "message",
        turnId,
        by: entry.me,
        afterSeq: entry.seen.last,
        events,
        onEvent,
        settle: (result) => {
          clearTimeout(timer);
          resolve(result.ok ? { ok: true, value: { conversationId, ...result.value, events } } : result);
        },
      };
      entry.waits.push(wait);
      entry.socket?.send(frame);
    });
  }

  /** A turn over SSE; a new conversation learns its id and this client's handle from the stream. */
  async function overSse(
    route: "/chat" | "/chat/resume",
    body: Record<string, unknown>,
    onEvent: EventListener,
  ): Promise<ClientResult<TurnResult>> {
    const events: ChatEvent[] = [];
    const streamed = await streamTurn(http, {
      path: route,
      body,
      timeoutMs: turnTimeoutMs,
      seenFor: (conversationId) => follow(conversationId).seen,
      onEvent: (event) => {
        const entry = follow(event.conversationId);
        if (event.type === "turn.started" && route === "/chat" && entry.me === null) entry.me = event.by;
        events.push(event);
        onEvent(event);
        publish(entry, event);
      },
    });
    return streamed.ok ? { ok: true, value: { ...streamed.value, events } } : streamed;
  }

  const chat = {
    /** One turn. Over a WebSocket, a new conversation's first turn goes over SSE (it creates the id). */
    send(input: SendInput, turn: TurnOptions = {}): Promise<ClientResult<TurnResult>> {
      const payload = {
        message: input.message,
        explicitlySelectedTools: input.explicitlySelectedTools ? [...input.explicitlySelectedTools] : [],
        preferences: input.preferences ?? {},
      };
      const onEvent = turn.onEvent ?? (() => {});
      if (transport === "websocket" && turn.conversationId) {
        return overSocket(turn.conversationId, { type: "message", ...payload }, null, onEvent);
      }
      return overSse("/chat", { conversationId: turn.conversationId, ...payload }, onEvent);
    },
    /** Carries a paused turn on: after sign-in, or with a decision on a confirmation. */
    resume(input: ResumeInput, turn: Pick<TurnOptions, "onEvent"> & { turnId?: string } = {}) {
      const onEvent = turn.onEvent ?? (() => {});
      const { conversationId, ...payload } = input;
      if (transport === "websocket" && turn.turnId) {
        return overSocket(conversationId, { type: "resume", ...payload }, turn.turnId, onEvent);
      }
      return overSse("/chat/resume", { conversationId, ...payload }, onEvent);
    },
    /**
     * Stops this caller's running turn in the conversation (the named one, or their latest): the
     * turn's own `send` or `resume` then ends with `turn.failed` (`turn_stopped`), whichever way it
     * came. Answers `rejected` with `serverCode: "not_running"` when nothing of theirs is running.
     */
    stop(conversationId: string, turnId?: string) {
      return requestJson<{ conversationId: string; turnId: string; stopped: true }>(
        http,
        "POST",
        `${path(conversationId)}/stop`,
        turnId === undefined ? {} : { turnId },
      );
    },
    /** The logged events after `after` that this caller may see, each validated. */
    async events(conversationId: string, after = 0): Promise<ClientResult<readonly ChatEvent[]>> {
      const answer = await requestJson<{ events: unknown[] }>(
        http,
        "GET",
        `${path(conversationId)}/events?after=${after}`,
      );
      if (!answer.ok) return answer;
      const events: ChatEvent[] = [];
      for (const raw of answer.value.events) {
        const parsed = parseEvent(raw);
        if (!parsed.ok) return parsed;
        events.push(parsed.value);
      }
      return { ok: true, value: events };
    },
    /**
     * Every event of a conversation as it happens (group turns by others included), over its socket,
     * which reconnects and replays by itself.
     */
    subscribe(conversationId: string, listener: EventListener): () => void {
      const entry = socketFor(conversationId);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    /**
     * Stops following a conversation: closes its socket and forgets what it delivered, so a later
     * `subscribe` replays the conversation from its start (an app that shows one conversation at a
     * time and reopens an earlier one).
     */
    forget(conversationId: string): void {
      followed.get(conversationId)?.socket?.close();
      followed.delete(conversationId);
    },
    /** The socket of a conversation, if open: tests and apps use it to drop the line on purpose. */
    socket: (conversationId: string) => followed.get(conversationId)?.socket ?? null,
    /** Closes every socket this client holds. */
    close(): void {
      for (const entry of followed.values()) entry.socket?.close();
    },
  };

  /** A join names this client's participant handle, so its socket waits know its own turns. */
  const joined = (conversationId: string, participantId: string) => {
    follow(conversationId).me = participantId;
  };

  return { chat, joined };
}
