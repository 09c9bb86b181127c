/**
 * The WebSocket side of a conversation: connecting (the chat Worker forwards the upgrade with the
 * caller it authenticated), replaying what a reconnecting socket missed, and the client's frames.
 * A `message` frame runs through the same pipeline as `POST /chat`, with the same payload; a
 * `resume` frame as `POST /chat/resume`, a `stop` frame as `POST /chat/:id/stop`. Their events reach the socket as every event does.
 * Every frame runs as the socket's session is now (a guest who signed in over /auth/* resumes as
 * the member); a session that has ended gets an error frame and a close, and nothing runs.
 */
import * as v from "valibot";
import { approvalRefusalMessage } from "../../src/shared/approval-refusal";
import { ClientFrameSchema, type ErrorFrame, MESSAGE_TOO_LONG } from "../../src/shared/chat-protocol";
import {
  CALLER_HEADER,
  type Caller,
  CallerSchema,
  NOT_FOUND,
  type Refusal,
  SOCKET_UNTIL_HEADER,
  viewerOf,
} from "../../src/shared/conversation-api";
import type { ConversationEngine } from "./engine";
import type { SocketAttachment } from "./live/sockets";
import type { Viewer } from "./store/audience";

/** The largest client frame read, in characters. */
const FRAME_MAX_CHARS = 16_000;

/** When the socket's access token expires (a partner's), from the chat Worker's header; null for none. */
function untilOf(request: Request): number | null {
  const until = request.headers.get(SOCKET_UNTIL_HEADER);
  return until !== null && /^\d{1,15}$/.test(until) ? Number(until) : null;
}

/**
 * Accepts the socket for a participant; `after` replays the events it missed before it connected.
 * A sender coming back after the object was evicted mid-turn (a reset closes every socket) finds
 * that turn carried on from its checkpoint, its new events following the replay on this socket.
 */
export async function connect(
  engine: ConversationEngine,
  request: Request,
  adoptMinted: (caller: Caller) => Promise<void>,
): Promise<Response> {
  const header = request.headers.get(CALLER_HEADER);
  const parsed = header === null ? null : v.safeParse(CallerSchema, safeJson(header));
  if (!parsed?.success) return new Response("no caller", { status: 400 });
  const caller: Caller = parsed.output;
  // A conversation minted by a direct run and not made yet is made for its creator here too.
  await adoptMinted(caller);
  const participant = engine.admit(caller, false);
  if (!participant)
    return Response.json({ error: { code: NOT_FOUND.code, message: "No such conversation." } }, { status: 404 });
  const acceptedAtSeq = engine.log.last();
  const attachment: SocketAttachment = {
    auth: caller.auth,
    channel: caller.channel,
    partner: caller.partner,
    participantId: participant.id,
    acceptedAtSeq,
    until: untilOf(request),
  };
  const { client, server } = engine.sockets.accept(attachment);
  const after = new URL(request.url).searchParams.get("after");
  if (after !== null && /^\d{1,15}$/.test(after)) replayTo(engine, viewerOf(caller), attachment, Number(after), server);
  await engine.takeOverOrphans(caller);
  return new Response(null, { status: 101, webSocket: client });
}

/** Sends the socket's missed events: after `after`, up to what it has received live since it connected. */
function replayTo(
  engine: ConversationEngine,
  viewer: Viewer,
  attachment: SocketAttachment,
  after: number,
  ws: WebSocket,
): void {
  for (const event of engine.replay(viewer, after, attachment.acceptedAtSeq)) engine.sockets.send(ws, event);
}

/** A message frame refused only for its length: the person is told the limit, as over HTTP. */
const tooLong = (frame: v.SafeParseResult<typeof ClientFrameSchema> | null) =>
  frame?.issues?.[0]?.message === MESSAGE_TOO_LONG;

export async function onFrame(engine: ConversationEngine, ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
  const attachment = engine.sockets.attachment(ws);
  if (!attachment) return ws.close(1011, "unknown socket");
  // The session and the grant as they are now, not as the socket connected: a revoked grant runs nothing.
  const now = await engine.sockets.current(ws, attachment);
  if (now === null) return;
  const text = typeof data === "string" ? data : new TextDecoder().decode(data);
  const frame = text.length > FRAME_MAX_CHARS ? null : v.safeParse(ClientFrameSchema, safeJson(text));
  if (!frame?.success) {
    engine.sockets.send(ws, {
      type: "error",
      code: "bad_request",
      message: tooLong(frame) ? MESSAGE_TOO_LONG : "That frame is not a hello, message, resume or stop.",
    });
    return;
  }
  const conversationId = engine.conversationId() ?? "";
  const caller: Caller = { conversationId, auth: now.auth, channel: attachment.channel, partner: now.partner };
  const participant = engine.admit(caller, false);
  if (!participant) return ws.close(4404, "not a participant");
  switch (frame.output.type) {
    case "hello":
      replayTo(engine, viewerOf(caller), attachment, frame.output.after, ws);
      return;
    case "message": {
      const { type: _type, ...payload } = frame.output;
      await engine.startTurn(caller, participant, payload);
      return;
    }
    case "resume": {
      const { type: _type, ...payload } = frame.output;
      const resumed = await engine.resumeTurn(caller, payload);
      if (!resumed.ok) return engine.sockets.send(ws, refusalFrame(resumed));
      // As over HTTP: a guest who signed in to carry this turn on now finds it in their own list.
      engine.listEntry.remember(caller);
      return;
    }
    case "stop": {
      // The turn's end (`turn.failed`, `turn_stopped`) reaches this socket as every event does.
      const stopped = await engine.stopTurn(caller, frame.output.turnId);
      if (!stopped.ok) engine.sockets.send(ws, refusalFrame(stopped));
      return;
    }
  }
}

/** A resume the object refused, as the socket's error frame. */
function refusalFrame(refusal: Refusal): ErrorFrame {
  switch (refusal.code) {
    case "forbidden":
      return { type: "error", code: "forbidden", message: "Only the member can decide a pending action." };
    case "not_found":
    case "not_resumable":
      return { type: "error", code: "not_resumable", message: "Nothing of yours to resume here." };
    case "not_running":
      return { type: "error", code: "not_running", message: "No turn of yours is running here." };
    // Nothing ran: the turn stays paused on its confirmation and the socket open, to approve again later.
    case "kill_switch":
    case "tool_disabled":
      return { type: "error", code: refusal.code, message: approvalRefusalMessage(refusal.code) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    // Not JSON: the frame schema reports it as a bad frame; the reason is the client's text, not ours.
    return { invalid: error instanceof Error ? error.name : "SyntaxError" };
  }
}
