/**
 * WebSockets through the Durable Object hibernation API, so an idle mobile connection costs
 * nothing: the runtime holds the socket, and this object wakes only for a frame. The attachment
 * keeps which session (and, for a partner, which grant) the socket connected as (the chat Worker
 * checked it; no token is kept), but a socket is served as its session is NOW: every frame and
 * every delivery asks the session store first, so a guest who signed in receives their member
 * events, and a session that was signed out, expired or revoked, or a partner's socket whose grant
 * no longer stands, gets one error frame and a close instead (and nothing after it).
 */
import * as v from "valibot";
import { type AuthContext, AuthContextSchema, CHANNELS } from "../../../src/shared/auth-context";
import type { ErrorFrame } from "../../../src/shared/chat-protocol";
import { viewerOf } from "../../../src/shared/conversation-api";
import type { ChatEvent } from "../../../src/shared/events";
import { type PartnerGrant, PartnerGrantSchema } from "../../../src/shared/partner-scopes";
import { type Audience, canSee } from "../store/audience";

const AttachmentSchema = v.object({
  auth: AuthContextSchema,
  channel: v.picklist(CHANNELS),
  /** The partner grant the socket was opened with; null (or absent, on a socket older than grants) for a person's own. */
  partner: v.optional(v.nullable(PartnerGrantSchema), null),
  participantId: v.string(),
  /** The last seq logged when the socket was accepted: later events reached it live. */
  acceptedAtSeq: v.number(),
  /** When the partner access token it was opened with expires (ms since the epoch); null for none. */
  until: v.optional(v.nullable(v.number()), null),
});
export type SocketAttachment = v.InferOutput<typeof AttachmentSchema>;

/** A session as the store says it is now, with the grant it is bound to. */
export interface LiveSession {
  readonly auth: AuthContext;
  readonly partner: PartnerGrant | null;
}

/** What the session store says sessions are now: live ones by id; an ended one is absent. */
export type LiveSessions = (sessionIds: readonly string[]) => Promise<Record<string, LiveSession>>;

/**
 * The caller a socket is served as now: its live session, and the grant it opened with, re-checked. A
 * partner's socket stands only while its session is still bound to that same client's grant; a
 * person's socket never turns into a partner's. Null: the socket is no longer served.
 */
export function servedAs(
  attachment: SocketAttachment,
  live: LiveSession | undefined,
  now: number,
): { auth: AuthContext; partner: PartnerGrant | null } | null {
  if (!live || tokenExpired(attachment, now)) return null;
  // A socket serves the person it was opened as: one opened with a guest's token is not the member
  // that guest signs in as (whoever held the old token would be), and the client connects again.
  if (signedInSince(attachment, live)) return null;
  const opened = attachment.partner;
  if ((opened?.clientId ?? null) !== (live.partner?.clientId ?? null)) return null;
  return { auth: live.auth, partner: opened === null ? null : live.partner };
}

/**
 * The partner access token the socket was opened with has expired: a token lives minutes, its grant
 * days, and a socket must not carry a partner past what its token allowed. It reconnects with a fresh one.
 */
export function tokenExpired(attachment: SocketAttachment, now: number): boolean {
  return attachment.until !== null && now >= attachment.until;
}

/** The session the socket was opened with has signed in since: it is someone else now. */
export function signedInSince(attachment: SocketAttachment, live: LiveSession | undefined): boolean {
  return live !== undefined && live.auth.personId !== attachment.auth.personId;
}

/** The close code of a socket whose participant left the conversation. */
export const LEFT_CLOSE = 4403;
/** The close code of a socket whose session ended (4000-4999 are the application's). */
export const SESSION_ENDED_CLOSE = 4401;
/** The close code of a socket opened before its session signed in: connect again with the new token. */
export const SIGNED_IN_CLOSE = 4409;

const SESSION_ENDED: ErrorFrame = {
  type: "error",
  code: "session_ended",
  message: "This session has ended: sign in again and reconnect.",
};

const TOKEN_EXPIRED: ErrorFrame = {
  type: "error",
  code: "session_ended",
  message: "The access token this connection was opened with has expired: reconnect with a fresh one.",
};

const SIGNED_IN: ErrorFrame = {
  type: "error",
  code: "signed_in",
  message: "You signed in after this connection opened: connect again to go on as yourself.",
};

/** Why a socket is no longer served. */
type Ending = "ended" | "token_expired" | "signed_in";

function endingOf(attachment: SocketAttachment, live: LiveSession | undefined, now: number): Ending {
  if (signedInSince(attachment, live)) return "signed_in";
  return tokenExpired(attachment, now) ? "token_expired" : "ended";
}

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

  /** The socket's caller as it is now (session and grant); null (after ending the socket) when it no longer stands. */
  async current(
    ws: WebSocket,
    attachment: SocketAttachment,
  ): Promise<{ auth: AuthContext; partner: PartnerGrant | null } | null> {
    const live = await this.liveSessions([attachment.auth.sessionId]);
    const now = Date.now();
    const caller = servedAs(attachment, live[attachment.auth.sessionId], now);
    if (caller === null) this.end(ws, endingOf(attachment, live[attachment.auth.sessionId], now));
    return caller;
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

  /** Ends every socket open on the session (a partner's grant ended): at once, not at its next frame. */
  endSession(sessionId: string): void {
    for (const ws of this.ctx.getWebSockets()) {
      if (this.attachment(ws)?.auth.sessionId === sessionId) this.end(ws);
    }
  }

  /** Closes the sockets of a participant who left (4403: not a participant any more). */
  closeFor(participantId: string): void {
    for (const ws of this.ctx.getWebSockets()) {
      if (this.attachment(ws)?.participantId === participantId && ws.readyState === WebSocket.OPEN) {
        ws.close(LEFT_CLOSE, "left the conversation");
      }
    }
  }

  /**
   * Tells the client why it is no longer served (its session ended, its access token expired, or it
   * signed in since the socket opened), then closes: nothing more is served on this socket.
   */
  end(ws: WebSocket, ending: Ending = "ended"): void {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ending === "signed_in") {
      this.send(ws, SIGNED_IN);
      ws.close(SIGNED_IN_CLOSE, "signed in since");
      return;
    }
    this.send(ws, ending === "token_expired" ? TOKEN_EXPIRED : SESSION_ENDED);
    ws.close(SESSION_ENDED_CLOSE, ending === "token_expired" ? "access token expired" : "session ended");
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        const sockets = [...new Set(batch.flatMap((item) => item.targets))];
        const attachments = new Map(sockets.map((ws) => [ws, this.attachment(ws)]));
        const sessionIds = [...attachments.values()].flatMap((a) => (a ? [a.auth.sessionId] : []));
        const live = await this.sessionsOrNone(sessionIds);
        // The store could not be asked: nobody is served this batch, and nobody is cut off for it.
        if (live === null) continue;
        for (const { event, audience, had, targets } of batch) {
          for (const ws of targets) {
            const attachment = attachments.get(ws);
            const now = Date.now();
            const caller = attachment ? servedAs(attachment, live[attachment.auth.sessionId], now) : null;
            if (!caller)
              this.end(ws, attachment ? endingOf(attachment, live[attachment.auth.sessionId], now) : "ended");
            else if (canSee(audience, viewerOf(caller)) && !(had !== null && canSee(had, viewerOf(caller))))
              this.send(ws, event);
          }
        }
      }
    } finally {
      // Synchronously after the last batch: a delivery queued from here on starts a new flush.
      this.flushing = null;
    }
  }

  /** The live sessions; null (the reason logged) when the store cannot be asked. */
  private async sessionsOrNone(sessionIds: string[]): Promise<Record<string, LiveSession> | null> {
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
