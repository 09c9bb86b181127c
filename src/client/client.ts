/**
 * The toolgate client: sign-in, tools, actions, chat and group conversations over the chat
 * Worker's documented routes. Every call answers a value (`{ ok, value }` or `{ ok: false, error }`);
 * every `send` and `resume` ends in the turn's end event or a typed error, after which the client
 * is ready for the next one. Chat runs over Server-Sent Events or a WebSocket, with one payload.
 */
import type { ChatPreferences, Decision } from "../shared/chat-protocol";
import type { ToolOutcome } from "../shared/outcome";
import type { AuthReadiness } from "../shared/readiness";
import { type ClientResult, clientError } from "./errors";
import { type ChatEvent, type EventListener, parseEvent, SeenEvents, type TurnResult } from "./events";
import { type HttpOptions, REQUEST_TIMEOUT_MS, requestJson } from "./http";
import { SessionHolder, type SessionMode } from "./session";
import { ChatSocket, defaultWebSocketFactory, type SocketStatus, type WebSocketFactory } from "./socket";
import { offerErrorFrame, offerEvent, SESSION_ENDED_FRAMES, type TurnWait } from "./socket-turn";
import { streamTurn } from "./sse-turn";

/** How long a turn may take, from send to its end event, before it answers `timeout`, in milliseconds. */
export const TURN_TIMEOUT_MS = 60_000;

export const TRANSPORTS = ["sse", "websocket"] as const;
export type Transport = (typeof TRANSPORTS)[number];

export interface ClientOptions {
  /** The chat Worker's origin, `http://localhost:8787`; `""` for the page's own origin. */
  readonly baseUrl: string;
  /** `bearer` (apps, Node, partners: the client keeps the token) or `cookie` (a browser page). */
  readonly session?: SessionMode;
  /** A token from an earlier run (bearer mode). */
  readonly sessionToken?: string;
  /** Told when the bearer token changes, to keep it (React Native's secure storage, say). */
  readonly onSessionToken?: (token: string | null) => void;
  readonly transport?: Transport;
  readonly fetch?: typeof fetch;
  readonly webSocket?: WebSocketFactory;
  readonly requestTimeoutMs?: number;
  readonly turnTimeoutMs?: number;
  /** Told when a conversation's socket connects, drops or comes back. */
  readonly onConnection?: (conversationId: string, status: SocketStatus) => void;
}

/** One payload for every send: one person or a group, SSE or WebSocket. */
export interface SendInput {
  readonly message: string;
  readonly explicitlySelectedTools?: readonly string[];
  readonly preferences?: ChatPreferences;
}

export interface TurnOptions {
  /** Omit to start a new conversation (only the server mints conversation ids). */
  readonly conversationId?: string;
  readonly onEvent?: EventListener;
}

export interface ResumeInput {
  readonly conversationId: string;
  readonly interruptId?: string;
  readonly decision?: Decision;
}

export interface OfferedTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
  readonly risk: "read" | "write";
  readonly needsConfirmation: boolean;
  readonly readiness: AuthReadiness;
}

export interface ToolRun {
  readonly conversationId: string;
  readonly toolCallId: string;
  readonly outcome: ToolOutcome;
}

export interface ActionDecision {
  readonly outcome: ToolOutcome;
  /** With `already_resolved`: the outcome recorded when the action was decided. */
  readonly previous?: ToolOutcome;
}

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

export function createClient(options: ClientOptions) {
  const mode = options.session ?? "bearer";
  const session = new SessionHolder(mode, options.sessionToken ?? null, options.onSessionToken);
  const http: HttpOptions = {
    baseUrl: options.baseUrl.replace(/\/$/, ""),
    session,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  };
  const transport = options.transport ?? "sse";
  const turnTimeoutMs = options.turnTimeoutMs ?? TURN_TIMEOUT_MS;
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
    path: "/chat" | "/chat/resume",
    body: Record<string, unknown>,
    onEvent: EventListener,
  ): Promise<ClientResult<TurnResult>> {
    const events: ChatEvent[] = [];
    const streamed = await streamTurn(http, {
      path,
      body,
      timeoutMs: turnTimeoutMs,
      seenFor: (conversationId) => follow(conversationId).seen,
      onEvent: (event) => {
        const entry = follow(event.conversationId);
        if (event.type === "turn.started" && path === "/chat" && entry.me === null) entry.me = event.by;
        events.push(event);
        onEvent(event);
        publish(entry, event);
      },
    });
    return streamed.ok ? { ok: true, value: { ...streamed.value, events } } : streamed;
  }

  const auth = {
    /** Starts sign-in; always a challenge for a well-formed number (no account enumeration). */
    start: (mobile: string) => requestJson<{ challengeId: string }>(http, "POST", "/auth/otp/start", { mobile }),
    /** Verifies the code; the session (and the turns it started as a guest) becomes the member's. */
    async verify(challengeId: string, otp: string): Promise<ClientResult<{ expiresAt: string }>> {
      const verified = await requestJson<{ sessionToken: string; expiresAt: string }>(
        http,
        "POST",
        "/auth/otp/verify",
        { challengeId, otp },
      );
      if (!verified.ok) return verified;
      session.replace(verified.value.sessionToken);
      return { ok: true, value: { expiresAt: verified.value.expiresAt } };
    },
    async signOut(): Promise<ClientResult<{ ok: true }>> {
      const answer = await requestJson<{ ok: true }>(http, "POST", "/auth/signout", {});
      session.forget();
      return answer;
    },
    /** The bearer token this client holds (bearer mode), to keep between runs. */
    token: () => session.current(),
  };

  const tools = {
    async list(): Promise<ClientResult<readonly OfferedTool[]>> {
      const answer = await requestJson<{ tools: OfferedTool[] }>(http, "GET", "/v1/tools");
      return answer.ok ? { ok: true, value: answer.value.tools } : answer;
    },
    run: (name: string, args: Record<string, unknown> = {}, conversationId?: string) =>
      requestJson<ToolRun>(http, "POST", `/v1/tools/${encodeURIComponent(name)}/run`, { args, conversationId }),
  };

  const decide = (decision: Decision) => (pendingActionId: string, conversationId: string) =>
    requestJson<ActionDecision>(http, "POST", `/v1/actions/${encodeURIComponent(pendingActionId)}`, {
      conversationId,
      decision,
    });
  const actions = { approve: decide("approve"), reject: decide("reject") };

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
     * which reconnects and replays by itself. `after` starts from a seq this client saw before.
     */
    subscribe(conversationId: string, listener: EventListener): () => void {
      const entry = socketFor(conversationId);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    /** The socket of a conversation, if open: tests and apps use it to drop the line on purpose. */
    socket: (conversationId: string) => followed.get(conversationId)?.socket ?? null,
    /** Closes every socket this client holds. */
    close(): void {
      for (const entry of followed.values()) entry.socket?.close();
    },
  };

  const group = {
    invite: (conversationId: string) =>
      requestJson<{ inviteCode: string; expiresAt: string }>(http, "POST", `${path(conversationId)}/invites`, {}),
    async join(conversationId: string, inviteCode: string): Promise<ClientResult<{ participantId: string }>> {
      const joined = await requestJson<{ participantId: string }>(http, "POST", `${path(conversationId)}/join`, {
        inviteCode,
      });
      if (joined.ok) follow(conversationId).me = joined.value.participantId;
      return joined;
    },
  };

  return { auth, tools, actions, chat, group };
}

export type ToolgateClient = ReturnType<typeof createClient>;
