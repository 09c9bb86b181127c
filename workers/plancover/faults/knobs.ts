// The test and dev knobs: set and clear faults, read the request ledger. 404 unless FAULTS_ENABLED is "true".
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { PlanCoverApp } from "../app-env";
import { readBody } from "../http/body";
import { problem } from "../http/errors";
import { CanariesSchema } from "./canaries";
import { FaultSchema } from "./fault";
import { ledgerOf } from "./ledger";

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
  const after = Number(c.req.query("after") ?? "0");
  if (!Number.isInteger(after) || after < 0) return problem(c, "bad_request");
  return c.json(await ledgerOf(c.env).requestsAfter(after));
});

knobRoutes.put("/__canaries", whenEnabled, async (c) => {
  const canaries = await readBody(c.req.raw, CanariesSchema);
  if (!canaries.ok) return problem(c, canaries.error);
  await ledgerOf(c.env).setCanaries(canaries.value.texts);
  return c.body(null, 204);
});
