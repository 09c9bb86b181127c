/**
 * A chat WebSocket as a client holds one: upgraded through the chat Worker (`SELF.fetch` with
 * `Upgrade: websocket`), every event frame parsed and checked as support/chat.ts does. Waiting is
 * on events, never on time: the test's own timeout bounds a wait that never ends.
 */
import { SELF } from "cloudflare:test";
import type { ErrorFrame } from "../../src/shared/chat-protocol";
import type { ChatEvent } from "../../src/shared/events";
import { parseEvent } from "./chat";
import { BASE } from "./http";

/** The close code of a socket whose session ended (docs/events.md). */
export const SESSION_ENDED_CLOSE = 4401;
/** The close code of a socket opened before its session signed in (docs/events.md). */
export const SIGNED_IN_CLOSE = 4409;

type Waiter = { match: (event: ChatEvent) => boolean; resolve: (event: ChatEvent) => void };

export class TestSocket {
  readonly events: ChatEvent[] = [];
  readonly errors: ErrorFrame[] = [];
  private waiters: Waiter[] = [];
  private errorWaiters: (() => void)[] = [];
  /** Resolves with the close code and reason when the server closes the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(private readonly ws: WebSocket) {
    this.closed = new Promise((resolve) =>
      ws.addEventListener("close", (event) => resolve({ code: event.code, reason: event.reason })),
    );
    ws.addEventListener("message", (message) => {
      const data: unknown = JSON.parse(String(message.data));
      if (typeof data === "object" && data !== null && "type" in data && data.type === "error") {
        const frame = data as ErrorFrame;
        this.errors.push(frame);
        for (const wake of this.errorWaiters.splice(0)) wake();
        return;
      }
      const event = parseEvent(data);
      this.events.push(event);
      const ready = this.waiters.filter((waiter) => waiter.match(event));
      this.waiters = this.waiters.filter((waiter) => !waiter.match(event));
      for (const waiter of ready) waiter.resolve(event);
    });
  }

  /** The first event (already received or still to come) that matches. */
  next(match: (event: ChatEvent) => boolean): Promise<ChatEvent> {
    const found = this.events.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /** The error frames, once `count` have arrived. */
  async errorFrames(count: number): Promise<ErrorFrame[]> {
    while (this.errors.length < count) await new Promise<void>((wake) => this.errorWaiters.push(wake));
    return this.errors;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  close(): void {
    this.ws.close(1000, "done");
  }

  /** Whether the socket can still be sent a frame (the server has not closed it). */
  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }
}

/** Opens `GET /chat/:id/ws`; resolves to the socket, or to the refusal's status when not upgraded. */
export async function openSocket(
  conversationId: string,
  token: string,
  after?: number,
  headers: Record<string, string> = {},
): Promise<TestSocket> {
  const query = after === undefined ? "" : `?after=${after}`;
  const response = await SELF.fetch(`${BASE}/chat/${conversationId}/ws${query}`, {
    headers: { ...headers, upgrade: "websocket", authorization: `Bearer ${token}` },
  });
  const ws = response.webSocket;
  if (response.status !== 101 || !ws) throw new Error(`no upgrade: ${response.status}`);
  ws.accept();
  return new TestSocket(ws);
}

export async function socketStatus(conversationId: string, token: string): Promise<number> {
  const response = await SELF.fetch(`${BASE}/chat/${conversationId}/ws`, {
    headers: { upgrade: "websocket", authorization: `Bearer ${token}` },
  });
  return response.status;
}
