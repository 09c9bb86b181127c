// The test and dev knobs: set and clear faults, read the request ledger. 404 unless FAULTS_ENABLED is "true".
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import type { PlanCoverApp } from "../app-env";
import { readBody } from "../http/body";
import { problem } from "../http/errors";
import { CanariesSchema } from "./canaries";
import { FaultSchema, MemberIdSchema } from "./fault";
import { ledgerOf } from "./ledger";

/** `GET /__requests?after=N&memberId=MBR-…`: after a sequence number, and optionally one member's only. */
const LedgerQuerySchema = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.transform(Number)), "0"),
  memberId: v.optional(MemberIdSchema),
});

const whenEnabled = createMiddleware<PlanCoverApp>(async (c, next) => {
  if (c.env.FAULTS_ENABLED !== "true") return problem(c, "not_found");
  await next();
});

export const knobRoutes = new Hono<PlanCoverApp>();

knobRoutes.post("/__faults", whenEnabled, async (c) => {
  const fault = await readBody(c.req.raw, FaultSchema);
  if (!fault.ok) return problem(c, fault.error);
  const faultId = await ledgerOf(c.env).addFault(fault.value);
  return c.json({ faultId }, 201);
});

knobRoutes.delete("/__faults", whenEnabled, async (c) => {
  await ledgerOf(c.env).clearFaults();
  return c.body(null, 204);
});

knobRoutes.get("/__requests", whenEnabled, async (c) => {
  const query = v.safeParse(LedgerQuerySchema, c.req.query());
  if (!query.success) return problem(c, "bad_request");
  return c.json(await ledgerOf(c.env).requestsAfter(query.output.after, query.output.memberId ?? null));
});

knobRoutes.put("/__canaries", whenEnabled, async (c) => {
  const canaries = await readBody(c.req.raw, CanariesSchema);
  if (!canaries.ok) return problem(c, canaries.error);
  await ledgerOf(c.env).setCanaries(canaries.value.texts);
  return c.body(null, 204);
});
