/**
 * /chat*: turns streamed as Server-Sent Events, stopping a running turn, the replay of a
 * conversation's event log, its WebSocket, and invitations into a group conversation. Every route runs as the session the request
 * carries (a guest gets one); the conversation refuses anyone who is not its participant with 404,
 * exactly as if it did not exist.
 */
import { vValidator } from "@hono/valibot-validator";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { ChatBodySchema, ResumeBodySchema, StopBodySchema } from "../../../src/shared/chat-protocol";
import { CALLER_HEADER, SOCKET_UNTIL_HEADER } from "../../../src/shared/conversation-api";
import { ConversationIdSchema, newId } from "../../../src/shared/ids";
import { logError } from "../../../src/shared/log";
import { redactText } from "../../../src/shared/sanitizer";
import { type GrantedSlot, quotaKey, SLOT_LIMITS, TURN_DEADLINE_MS } from "../../../src/shared/turn-quota";
import type { AppEnv } from "../http/app-env";
import { noBodyOrJson, requireJson } from "../http/body-limits";
import { callerOf, conversation, refused } from "../http/conversation";
import { badRequest, jsonError } from "../http/errors";
import { existingSession, sessionMiddleware } from "../http/session";

export const ConversationParam = v.object({ conversationId: ConversationIdSchema });
const Seq = v.pipe(v.string(), v.regex(/^\d{1,15}$/, "after is a sequence number"));
export const AfterQuery = v.object({ after: v.optional(Seq, "0") });
/** On the socket, `after` is optional: without it nothing is replayed until a `hello` frame. */
export const SocketQuery = v.object({ after: v.optional(Seq) });
export const JoinBody = v.strictObject({ inviteCode: v.pipe(v.string(), v.regex(/^inv_[A-Za-z0-9_-]{16,64}$/)) });

/** A turn's events as `text/event-stream`, ending when the turn completes, fails or pauses. */
function eventStream(c: Context<AppEnv>, body: ReadableStream<Uint8Array>, conversationId: string, turnId: string) {
  return c.body(body, 200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    "x-conversation-id": conversationId,
    "x-turn-id": turnId,
  });
}

/**
 * A conversation a person starts, from their TurnQuota object in one call: its id (the one the object
 * made ready, its object and tables already made off any turn's path, else a fresh one) and the slot
 * of its first turn, so the Conversation object need not ask for it before the turn's first write. A
 * quota that cannot answer costs only the head start: a fresh id, and the turn asks for its slot
 * itself, failing there if it must. A slot whose turn never starts frees itself at its lease's end,
 * as a turn lost to an eviction does.
 */
async function startingConversation(
  c: Context<AppEnv>,
  message: string,
): Promise<{ conversationId: string; slot?: GrantedSlot }> {
  const auth = c.get("auth");
  // A guest or staff session is counted per session and mostly starts one conversation: an object
  // made ready for its next would mostly stay empty, so it is never asked.
  if (auth.personId === null) return { conversationId: newId("conv_") };
  const partner = c.get("partner") ?? null;
  const turnId = newId("turn_");
  const now = Date.now();
  try {
    const quota = c.env.TURN_QUOTAS.get(c.env.TURN_QUOTAS.idFromName(quotaKey(auth)));
    const started = await quota.startConversation({
      turnId,
      now,
      leaseUntil: now + TURN_DEADLINE_MS,
      limits: SLOT_LIMITS,
      question: redactText(message),
      grant: partner === null ? null : { client: partner.clientId, session: auth.sessionId },
    });
    return { conversationId: started.conversationId, slot: { turnId, answer: started.slot } };
  } catch (error) {
    logError("conversation_start_unavailable", error);
    return { conversationId: newId("conv_") };
  }
}

// A caller with no credential becomes a guest only where a conversation is created or joined, and
// only once the body is one that can create or join it: a refused body makes no session.
export const chatRoutes = new Hono<AppEnv>()
  .use("/resume", existingSession)
  .use("/:conversationId/events", existingSession)
  .use("/:conversationId/ws", existingSession)
  .use("/:conversationId/invites", existingSession)
  .use("/:conversationId/stop", existingSession)
  .post("/", requireJson, vValidator("json", ChatBodySchema, badRequest), sessionMiddleware, async (c) => {
    const { conversationId: named, ...payload } = c.req.valid("json");
    const { conversationId, slot } =
      named === undefined ? await startingConversation(c, payload.message) : { conversationId: named };
    const answer = await conversation(c.env, conversationId).chat({
      ...callerOf(c, conversationId),
      create: named === undefined,
      payload,
      ...(slot ? { slot } : {}),
    });
    return answer.ok ? eventStream(c, answer.body, conversationId, answer.turnId) : refused(c, answer);
  })
  .post("/resume", requireJson, vValidator("json", ResumeBodySchema, badRequest), async (c) => {
    const { conversationId, ...payload } = c.req.valid("json");
    const answer = await conversation(c.env, conversationId).resume({ ...callerOf(c, conversationId), payload });
    return answer.ok ? eventStream(c, answer.body, conversationId, answer.turnId) : refused(c, answer);
  })
  .get(
    "/:conversationId/events",
    vValidator("param", ConversationParam, badRequest),
    vValidator("query", AfterQuery, badRequest),
    async (c) => {
      const { conversationId } = c.req.valid("param");
      const after = Number(c.req.valid("query").after);
      const answer = await conversation(c.env, conversationId).events({ ...callerOf(c, conversationId), after });
      return answer.ok ? c.json({ conversationId, events: answer.events }) : refused(c, answer);
    },
  )
  .get(
    "/:conversationId/ws",
    vValidator("param", ConversationParam, badRequest),
    vValidator("query", SocketQuery, badRequest),
    async (c) => {
      if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
        return jsonError(c, 426, "upgrade_required", "This route is a WebSocket: send Upgrade: websocket.");
      }
      const { conversationId } = c.req.valid("param");
      const { after } = c.req.valid("query");
      // A fresh request: nothing the client sent reaches the object but the upgrade and `after`.
      // A partner's socket lasts no longer than the access token it was opened with.
      const until = c.get("partnerTokenExpiresAt") ?? null;
      const forwarded = new Request(`https://conversation/ws${after === undefined ? "" : `?after=${after}`}`, {
        headers: {
          upgrade: "websocket",
          [CALLER_HEADER]: JSON.stringify(callerOf(c, conversationId)),
          ...(until === null ? {} : { [SOCKET_UNTIL_HEADER]: String(until) }),
        },
      });
      return conversation(c.env, conversationId).fetch(forwarded);
    },
  )
  .post(
    "/:conversationId/stop",
    noBodyOrJson,
    vValidator("param", ConversationParam, badRequest),
    // No body (or `{}`) stops the caller's latest running turn here; `{ turnId }` names it.
    vValidator("json", StopBodySchema, badRequest),
    async (c) => {
      const { conversationId } = c.req.valid("param");
      const payload = c.req.valid("json");
      const answer = await conversation(c.env, conversationId).stop({ ...callerOf(c, conversationId), payload });
      return answer.ok ? c.json({ conversationId, turnId: answer.turnId, stopped: true }) : refused(c, answer);
    },
  )
  .post("/:conversationId/invites", noBodyOrJson, vValidator("param", ConversationParam, badRequest), async (c) => {
    const { conversationId } = c.req.valid("param");
    const answer = await conversation(c.env, conversationId).invite(callerOf(c, conversationId));
    return answer.ok
      ? c.json({ inviteCode: answer.inviteCode, inviteId: answer.inviteId, expiresAt: answer.expiresAt })
      : refused(c, answer);
  })
  .post(
    "/:conversationId/join",
    requireJson,
    vValidator("param", ConversationParam, badRequest),
    vValidator("json", JoinBody, badRequest),
    sessionMiddleware,
    async (c) => {
      const { conversationId } = c.req.valid("param");
      const answer = await conversation(c.env, conversationId).join({
        ...callerOf(c, conversationId),
        inviteCode: c.req.valid("json").inviteCode,
      });
      return answer.ok ? c.json({ conversationId, participantId: answer.participantId }) : refused(c, answer);
    },
  );
