/**
 * WebSockets through the Durable Object hibernation API, so an idle mobile connection costs
 * nothing: the runtime holds the socket, and this object wakes only for a frame. The attachment
 * keeps which session the socket connected as (the chat Worker checked it; no token is kept), but
 * a socket is served as its session is NOW: every delivery asks the session store first, so a
 * guest who signed in receives their member events, and a session that was signed out, expired or
 * revoked gets one error frame and a close instead of the event (and nothing after it).
 */
import * as v from "valibot";
import { type AuthContext, AuthContextSchema, CHANNELS } from "../../../src/shared/auth-context";
import type { ErrorFrame } from "../../../src/shared/chat-protocol";
import type { ChatEvent } from "../../../src/shared/events";
import { type Audience, canSee } from "../store/audience";

const AttachmentSchema = v.object({
  auth: AuthContextSchema,
  channel: v.picklist(CHANNELS),
  participantId: v.string(),
  /** The last seq logged when the socket was accepted: later events reached it live. */
  acceptedAtSeq: v.number(),
});
export type SocketAttachment = v.InferOutput<typeof AttachmentSchema>;

/** What the session store says sessions are now: live ones by id; an ended one is absent. */
export type LiveSessions = (sessionIds: readonly string[]) => Promise<Record<string, AuthContext>>;

/** The close code of a socket whose session ended (4000-4999 are the application's). */
export const SESSION_ENDED_CLOSE = 4401;

const SESSION_ENDED: ErrorFrame = {
  type: "error",
  code: "session_ended",
  message: "This session has ended: sign in again and reconnect.",
};

interface Queued {
  readonly event: ChatEvent;
  readonly audience: Audience | null;
  /** Who had it already (an event made public after it was logged): they are not sent it twice. */
  readonly had: Audience | null;
  /** The sockets open when the event was logged: one accepted later gets it from its replay. */
  readonly targets: readonly WebSocket[];
}

export class Sockets {
  private queue: Queued[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly ctx: DurableObjectState,
    private readonly liveSessions: LiveSessions,
  ) {}

  /** Accepts the server end for hibernation; the client end goes back in the 101 response. */
  accept(attachment: SocketAttachment): { client: WebSocket; server: WebSocket } {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(attachment);
    return { client, server };
  }

  /** Who the socket connected as; null for a socket this object did not accept (which cannot happen). */
  attachment(ws: WebSocket): SocketAttachment | null {
    const parsed = v.safeParse(AttachmentSchema, ws.deserializeAttachment());
    return parsed.success ? parsed.output : null;
  }

  /** The socket's session as it is now; null (after ending the socket) when it no longer is. */
  async current(ws: WebSocket, attachment: SocketAttachment): Promise<AuthContext | null> {
    const live = await this.liveSessions([attachment.auth.sessionId]);
    const auth = live[attachment.auth.sessionId] ?? null;
    if (auth === null) this.end(ws);
    return auth;
  }

  /**
   * Queues the event for the sockets open now. Deliveries leave in log order, each batch after one
   * look at the sessions taken after its events were logged, so a sign-out that finished before an
   * event was logged always wins over that event.
   */
  deliver(event: ChatEvent, audience: Audience | null, had: Audience | null = null): void {
    const targets = this.ctx.getWebSockets();
    if (targets.length === 0) return;
    this.queue.push({ event, audience, had, targets });
    if (this.flushing) return;
    this.flushing = this.flush();
    this.ctx.waitUntil(this.flushing);
  }

  send(ws: WebSocket, frame: ChatEvent | ErrorFrame): void {
    // A socket that is closing can no longer be written to; the client replays on reconnect.
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
  }

  /** Tells the client its session ended, then closes: nothing more is served on this socket. */
  end(ws: WebSocket): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    this.send(ws, SESSION_ENDED);
    ws.close(SESSION_ENDED_CLOSE, "session ended");
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        const sockets = [...new Set(batch.flatMap((item) => item.targets))];
        const sessionOf = new Map(sockets.map((ws) => [ws, this.attachment(ws)?.auth.sessionId ?? null]));
        const live = await this.sessionsOrNone([...sessionOf.values()].filter((id) => id !== null));
        // The store could not be asked: nobody is served this batch, and nobody is cut off for it.
        if (live === null) continue;
        for (const { event, audience, had, targets } of batch) {
          for (const ws of targets) {
            const sessionId = sessionOf.get(ws);
            const auth = sessionId ? live[sessionId] : undefined;
            if (!auth) this.end(ws);
            else if (canSee(audience, auth) && !(had !== null && canSee(had, auth))) this.send(ws, event);
          }
        }
      }
    } finally {
      // Synchronously after the last batch: a delivery queued from here on starts a new flush.
      this.flushing = null;
    }
  }

  /** The live sessions; null (the reason logged) when the store cannot be asked. */
  private async sessionsOrNone(sessionIds: string[]): Promise<Record<string, AuthContext> | null> {
    try {
      return await this.liveSessions(sessionIds);
    } catch (error) {
      console.error(
        JSON.stringify({ event: "socket_delivery_skipped", reason: error instanceof Error ? error.name : "unknown" }),
      );
      return null;
    }
  }
}
