/**
 * GET /v1/me/conversations: the caller's conversations to reopen, newest first, paged with `before`.
 * Read from the caller's own index (their TurnQuota object): a person's session sees every
 * conversation they started or joined; a partner's token sees only those its own grant started (not an
 * earlier grant of the same client, revoked since).
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import * as v from "valibot";
import { CONVERSATION_PAGE_MAX } from "../../../src/shared/conversation-index";
import { quotaKey } from "../../../src/shared/turn-quota";
import type { AppEnv } from "../http/app-env";
import { badRequest } from "../http/errors";
import { existingSession } from "../http/session";

/** A page's size when the client names none. */
const DEFAULT_PAGE = 20;

export const ConversationListQuery = v.object({
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}\.[A-Za-z0-9_-]{1,64}$/, "before is a page's next"))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "limit is a number"),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(CONVERSATION_PAGE_MAX),
    ),
  ),
});

export const myConversationRoutes = new Hono<AppEnv>()
  .use(existingSession)
  .get("/", vValidator("query", ConversationListQuery, badRequest), async (c) => {
    const query = c.req.valid("query");
    const auth = c.get("auth");
    const index = c.env.TURN_QUOTAS.get(c.env.TURN_QUOTAS.idFromName(quotaKey(auth)));
    const page = await index.listConversations({
      grantSession: c.get("partner") ? auth.sessionId : null,
      before: query.before ?? null,
      limit: query.limit ?? DEFAULT_PAGE,
    });
    return c.json(page);
  });
