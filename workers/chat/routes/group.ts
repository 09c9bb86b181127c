/**
 * A group conversation as its participants see it: who is in it (and the invitations the caller
 * made, so a used code can be cleared), and leaving it. Like every route that names a conversation,
 * a caller who is not its participant is answered as for one that does not exist.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { noBodyOrJson } from "../http/body-limits";
import { callerOf, conversation, refused } from "../http/conversation";
import { badRequest } from "../http/errors";
import { existingSession } from "../http/session";
import { ConversationParam } from "./chat";

export const groupRoutes = new Hono<AppEnv>()
  .use("/:conversationId/participants", existingSession)
  .use("/:conversationId/leave", existingSession)
  .get("/:conversationId/participants", vValidator("param", ConversationParam, badRequest), async (c) => {
    const { conversationId } = c.req.valid("param");
    const answer = await conversation(c.env, conversationId).participants(callerOf(c, conversationId));
    return answer.ok
      ? c.json({ conversationId, participants: answer.participants, invites: answer.invites })
      : refused(c, answer);
  })
  .post("/:conversationId/leave", noBodyOrJson, vValidator("param", ConversationParam, badRequest), async (c) => {
    const { conversationId } = c.req.valid("param");
    const answer = await conversation(c.env, conversationId).leave(callerOf(c, conversationId));
    return answer.ok ? c.json({ conversationId, left: true }) : refused(c, answer);
  });
