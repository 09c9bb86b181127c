/**
 * GET /v1/passages?document=&section=: the policy wording a citation points to, so a member can
 * read the passage behind an answer's numbered source. Only the caller's own company's corpus (read
 * by the tools Worker, which owns the database); the corpus is public policy wording, so an
 * anonymous caller may read it too, and no session is made for it. Nothing runs, nothing is written.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../http/app-env";
import { badRequest, jsonError } from "../http/errors";
import { sessionRefused } from "../http/session";

export const PassageQuery = v.strictObject({
  document: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  section: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

/** Mounted inside /v1, after its session capability middleware. */
export const passageRoutes = new Hono<AppEnv>().get(
  "/passages",
  vValidator("query", PassageQuery, badRequest),
  async (c) => {
    const { document, section } = c.req.valid("query");
    const answer = await c.var.session.passage(document, section);
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    return answer.value ? c.json(answer.value) : jsonError(c, 404, "not_found", "No such passage.");
  },
);
