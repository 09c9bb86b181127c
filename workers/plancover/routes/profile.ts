// The token's member's own profile (mobile, e-mail, PAN: personal data the gateway's sanitizer must handle).
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";

export const profileRoutes = new Hono<PlanCoverApp>();

profileRoutes.get("/me", (c) => {
  const { portalRefs: _portalRefs, ...profile } = c.get("member");
  return c.json(profile);
});
