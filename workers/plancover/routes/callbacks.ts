/**
 * Call-back booking, the call-back tool's upstream: no credential, and not idempotent (every call books
 * another call-back, so a retried write shows up as a duplicate, as it would upstream).
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { PlanCoverApp } from "../app-env";
import { readBody } from "../http/body";
import { problem } from "../http/errors";

const CallbackSchema = v.object({
  topic: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  preferredWindow: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  note: v.optional(v.pipe(v.string(), v.maxLength(1000))),
});

export const callbackRoutes = new Hono<PlanCoverApp>();

callbackRoutes.post("/", async (c) => {
  const body = await readBody(c.req.raw, CallbackSchema);
  if (!body.ok) return problem(c, body.error);
  // A booking id, not data: random is right, and it differs on every call by design.
  const callbackId = `CB-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
  return c.json({ callbackId, scheduledWindow: body.value.preferredWindow }, 201);
});
