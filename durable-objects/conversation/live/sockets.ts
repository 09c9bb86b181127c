/**
 * WebSockets through the Durable Object hibernation API, so an idle mobile connection costs
 * nothing: the runtime holds the socket, and this object wakes only for a frame. Each socket is
 * tagged with its session and person; a private event goes only to the sockets of the session or
 * person it belongs to, a public one to every participant's sockets. The attachment keeps who the
 * socket authenticated as when it connected (the chat Worker checked the session; no token is kept).
 */
import * as v from "valibot";
import { AuthContextSchema, CHANNELS } from "../../../src/shared/auth-context";
import type { ErrorFrame } from "../../../src/shared/chat-protocol";
import type { ChatEvent } from "../../../src/shared/events";
import type { Audience } from "../store/audience";

const AttachmentSchema = v.object({
  auth: AuthContextSchema,
  channel: v.picklist(CHANNELS),
  participantId: v.string(),
  /** The last seq logged when the socket was accepted: later events reached it live. */
  acceptedAtSeq: v.number(),
});
export type SocketAttachment = v.InferOutput<typeof AttachmentSchema>;

const sessionTag = (sessionId: string) => `s:${sessionId}`;
const personTag = (personId: string) => `p:${personId}`;

export class Sockets {
  constructor(private readonly ctx: DurableObjectState) {}

  /** Accepts the server end for hibernation; the client end goes back in the 101 response. */
  accept(attachment: SocketAttachment): { client: WebSocket; server: WebSocket } {
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    const { auth } = attachment;
    const tags = [sessionTag(auth.sessionId), ...(auth.personId === null ? [] : [personTag(auth.personId)])];
    this.ctx.acceptWebSocket(server, tags);
    server.serializeAttachment(attachment);
    return { client, server };
  }

  /** Who the socket is; null for a socket this object did not accept (which cannot happen). */
  attachment(ws: WebSocket): SocketAttachment | null {
    const parsed = v.safeParse(AttachmentSchema, ws.deserializeAttachment());
    return parsed.success ? parsed.output : null;
  }

  deliver(event: ChatEvent, audience: Audience | null): void {
    for (const ws of this.audienceSockets(audience)) this.send(ws, event);
  }

  send(ws: WebSocket, frame: ChatEvent | ErrorFrame): void {
    // A socket that is closing can no longer be written to; the client replays on reconnect.
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame));
  }

  private audienceSockets(audience: Audience | null): WebSocket[] {
    if (audience === null) return this.ctx.getWebSockets();
    const sockets = new Set(this.ctx.getWebSockets(sessionTag(audience.session)));
    if (audience.person !== null) for (const ws of this.ctx.getWebSockets(personTag(audience.person))) sockets.add(ws);
    return [...sockets];
  }
}
