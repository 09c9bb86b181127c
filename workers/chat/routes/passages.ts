/**
 * GET /v1/passages?document=&section=: the policy wording a citation points to, so a member can
 * read the passage behind an answer's numbered source. Only the caller's own company's corpus;
 * the corpus is public policy wording, so a guest may read it too. Nothing runs, nothing is written.
 */
import { vValidator } from "@hono/valibot-validator";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import * as v from "valibot";
import { knowledgeChunks } from "../../../d1/schema";
import type { AppEnv } from "../http/app-env";
import { badRequest, jsonError } from "../http/errors";

const PassageQuery = v.strictObject({
  document: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  section: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/** Mounted inside /v1, after its session middleware. */
export const passageRoutes = new Hono<AppEnv>().get(
  "/passages",
  vValidator("query", PassageQuery, badRequest),
  async (c) => {
    const { document, section } = c.req.valid("query");
    const row = await drizzle(c.env.DB)
      .select({ document: knowledgeChunks.document, section: knowledgeChunks.section, text: knowledgeChunks.text })
      .from(knowledgeChunks)
      .where(
        and(
          eq(knowledgeChunks.companyId, c.get("auth").companyId),
          eq(knowledgeChunks.document, document),
          eq(knowledgeChunks.section, section),
        ),
      )
      .get();
    return row ? c.json(row) : jsonError(c, 404, "not_found", "No such passage.");
  },
);
