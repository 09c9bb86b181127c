/**
 * The stand-in's routes, in the order a request meets them: the ledger and fault knobs (only in the
 * app built with faults), the knob routes, sign-in, the OpenAPI document, the realm failures, then the
 * member API behind its token. The production-shaped app (built without faults) has no fault
 * middleware and no knob routes at all, so a member's read pays for none of them.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "./app-env";
import { requireMember } from "./auth/bearer";
import { knobRoutes } from "./faults/knobs";
import { faultsAndLedger } from "./faults/middleware";
import { problem } from "./http/errors";
import { PLANCOVER_OPENAPI } from "./openapi";
import { authRoutes } from "./routes/auth";
import { callbackRoutes } from "./routes/callbacks";
import { claimRoutes } from "./routes/claims";
import { documentFileRoutes } from "./routes/document-files";
import { hospitalRoutes } from "./routes/hospitals";
import { policyRoutes } from "./routes/policies";
import { profileRoutes } from "./routes/profile";

/** Member API paths that take no credential: the call-back tool's upstream. */
const CREDENTIAL_FREE = ["/v1/callbacks"];

/** Which app to build: `faults` adds the ledger, the fault knobs and their routes (dev and tests). */
export type AppShape = { readonly faults: boolean };

export function createApp(shape: AppShape): Hono<PlanCoverApp> {
  const app = new Hono<PlanCoverApp>();

  if (shape.faults) {
    app.use(faultsAndLedger);
    app.route("/", knobRoutes);
  }
  app.route("/auth", authRoutes);
  // The API's own description, credential-free like the real API's.
  app.get("/openapi.json", (c) => c.json(PLANCOVER_OPENAPI));
  // Where signed download links lead: the link is the credential, so no member token.
  app.route("/documents", documentFileRoutes);

  // These routes exist upstream but belong to another realm: they reject the member token, always.
  for (const realm of ["/cases", "/cases/*", "/case-agent", "/case-agent/*"]) {
    app.all(realm, (c) => problem(c, "realm_mismatch"));
  }

  app.use("/v1/*", (c, next) => (CREDENTIAL_FREE.includes(c.req.path) ? next() : requireMember(c, next)));
  app.route("/v1/policies", policyRoutes);
  app.route("/v1/members", profileRoutes);
  app.route("/v1/claims", claimRoutes);
  app.route("/v1/hospitals", hospitalRoutes);
  app.route("/v1/callbacks", callbackRoutes);

  app.notFound((c) => problem(c, "not_found"));
  app.onError((error, c) => {
    // The reason stays in the log; the caller learns only that it was ours.
    console.error("plancover stand-in error", error);
    return problem(c, "internal_error");
  });
  return app;
}
