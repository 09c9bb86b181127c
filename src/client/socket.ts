/**
 * One conversation's WebSocket, kept open: it reconnects by itself with capped, jittered backoff and
 * asks for exactly what it missed (`?after=<last seq>`), and every event passes the seen-set, so a
 * dropped connection or an evicted Durable Object loses nothing and repeats nothing. Frames sent
 * while it is down wait for the next open. It uses only the WebSocket global (browsers, React
 * Native, Node 22); an app passes its bearer token as a header where the platform allows one.
 */
import type { ClientFrame } from "../shared/chat-protocol";
import type { ChatEvent } from "../shared/events";
import { type EventListener, parseEventText, type SeenEvents } from "./events";
import type { SessionHolder } from "./session";

/** Reconnect delays grow from this, doubling, in milliseconds. */
export const RECONNECT_BASE_MS = 200;
/** …up to this. */
export const RECONNECT_MAX_MS = 5_000;

/** The least a socket needs: the WebSocket global's shape in every runtime the SDK supports. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open" | "close" | "error" | "message", listener: (event: { data?: unknown }) => void): void;
}
/** Opens a socket; the default passes headers the way Node 22 (undici) and React Native accept them. */
export type WebSocketFactory = (url: string, headers: Record<string, string>) => WebSocketLike;

export const defaultWebSocketFactory: WebSocketFactory = (url, headers) => {
  const Ctor = (globalThis as unknown as { WebSocket: new (url: string, init?: unknown) => WebSocketLike }).WebSocket;
  return Object.keys(headers).length === 0 ? new Ctor(url) : new Ctor(url, { headers });
};

export type SocketStatus = "connecting" | "open" | "reconnecting" | "closed";

/** A frame the server could not act on (not an event: it has no seq). */
export interface ErrorFrame {
  readonly type: "error";
  readonly code: string;
  readonly message: string;
}

export interface ChatSocketOptions {
  readonly baseUrl: string;
  readonly conversationId: string;
  readonly session: SessionHolder;
  readonly seen: SeenEvents;
  readonly factory: WebSocketFactory;
  readonly onEvent: EventListener;
  readonly onErrorFrame: (frame: ErrorFrame) => void;
  readonly onStatus: (status: SocketStatus) => void;
}

export class ChatSocket {
  status: SocketStatus = "connecting";
  private socket: WebSocketLike | null = null;
  private generation = -1;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly outbox: string[] = [];

  constructor(private readonly options: ChatSocketOptions) {
    this.open();
  }

  /** Sends a frame now, or on the next open; reconnects first when the session changed (sign-in). */
  send(frame: ClientFrame): void {
    this.outbox.push(JSON.stringify(frame));
    this.flush();
  }

  /** Drops the connection as a network failure would (tests, and a page that went offline). */
  drop(): void {
    if (this.retire(4001, "dropped by the client")) this.scheduleReconnect();
  }

  close(): void {
    this.setStatus("closed");
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, "closed by the client");
    this.socket = null;
  }

  private open(): void {
    const { baseUrl, conversationId, session, seen } = this.options;
    const url = `${baseUrl.replace(/^http/, "ws")}/chat/${encodeURIComponent(conversationId)}/ws?after=${seen.last}`;
    const headers: Record<string, string> = {};
    const token = session.current();
    if (token) headers.authorization = `Bearer ${token}`;
    this.generation = session.generation;
    let socket: WebSocketLike;
    try {
      socket = this.options.factory(url, headers);
    } catch {
      // A bad URL or a platform that refused the socket: treated as a failed attempt, retried later.
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.setStatus("open");
      this.flush();
    });
    socket.addEventListener("message", ({ data }) => {
      if (this.socket !== socket || typeof data !== "string") return;
      this.receive(data);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.status !== "closed") this.scheduleReconnect();
    });
    socket.addEventListener("error", () => {
      // The close that follows schedules the reconnect; an error alone says nothing more.
    });
  }

  private receive(text: string): void {
    const frame = safeJson(text);
    if (isErrorFrame(frame)) {
      this.options.onErrorFrame(frame);
      return;
    }
    const parsed = parseEventText(text);
    if (!parsed.ok) return; // Not an event of the contract: never delivered (the schema is the gate).
    const event: ChatEvent = parsed.value;
    if (this.options.seen.admit(event)) this.options.onEvent(event);
  }

  /**
   * Lets go of the current socket without waiting for its close handshake (which a peer may take
   * seconds to finish): its late messages are ignored, and the next socket replays from `seen.last`.
   */
  private retire(code: number, reason: string): boolean {
    const socket = this.socket;
    if (!socket) return false;
    this.socket = null;
    socket.close(code, reason);
    return true;
  }

  private flush(): void {
    if (this.status !== "open" || !this.socket) return;
    if (this.generation !== this.options.session.generation) {
      // Signed in (or out) since this socket opened: it speaks for the old identity, so reopen now.
      this.retire(4000, "identity changed");
      this.setStatus("connecting");
      this.open();
      return;
    }
    while (this.outbox.length > 0) {
      const frame = this.outbox.shift();
      if (frame !== undefined) this.socket.send(frame);
    }
  }

  private scheduleReconnect(): void {
    if (this.status === "closed") return;
    this.setStatus("reconnecting");
    const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** this.attempts);
    this.attempts += 1;
    // Full jitter above a floor, so many clients dropped together do not return together.
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.status !== "closed") this.open();
    }, delay);
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}

function isErrorFrame(value: unknown): value is ErrorFrame {
  const frame = value as Partial<ErrorFrame> | null;
  return frame?.type === "error" && typeof frame.code === "string" && typeof frame.message === "string";
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the event parser reports it; nothing else to learn here.
    return null;
  }
}
