/**
 * /v1/me/connections: the partners a member has let act for them (each client's name marked as not
 * verified: a self-registered app chose it), and revoking one. Revoking ends everything the grant
 * holds: its tokens (the next call is 401), its session, its open sockets (closed at once) and its
 * pending proposals (withdrawn, each with its audit row); an admin audit row, `partner.revoke`, names
 * the member by hashed id. Only the member's own
 * session may do this, never a partner's token.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import * as v from "valibot";
import { grantUserId } from "../../../src/shared/grant-user";
import type { AppEnv } from "../http/app-env";
import { badRequest, jsonError } from "../http/errors";
import { existingSession } from "../http/session";
import { toolService } from "../http/tool-service";
import { oauthHelpers } from "../oauth/caller";

export const ClientParam = v.object({ clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const connectionRoutes = new Hono<AppEnv>()
  .use(existingSession)
  .use(async (c, next) => {
    if (c.get("partner")) return jsonError(c, 403, "forbidden", "A partner cannot manage connections.");
    const personId = c.get("auth").personId;
    if (c.get("auth").role !== "member" || !personId) return jsonError(c, 401, "unauthorized", "Sign in first.");
    await next();
  })
  .get("/connections", async (c) => {
    const helpers = oauthHelpers(c.env);
    const userId = await grantUserId(c.get("auth").personId ?? "");
    const grants = helpers ? (await helpers.listUserGrants(userId)).items : [];
    const connections = await Promise.all(
      grants.map(async (grant) => ({
        clientId: grant.clientId,
        clientName: (await helpers?.lookupClient(grant.clientId))?.clientName ?? null,
        // Dynamic registration lets an app name itself; nothing here verifies that name.
        clientNameVerified: false,
        scopes: grant.scope,
        connectedAt: new Date(grant.createdAt * 1000).toISOString(),
      })),
    );
    return c.json({ connections });
  })
  .delete("/connections/:clientId", vValidator("param", ClientParam, badRequest), async (c) => {
    const helpers = oauthHelpers(c.env);
    const userId = await grantUserId(c.get("auth").personId ?? "");
    const grants = helpers ? (await helpers.listUserGrants(userId)).items : [];
    const ofClient = grants.filter((grant) => grant.clientId === c.req.valid("param").clientId);
    if (ofClient.length === 0) return jsonError(c, 404, "not_found", "No such connection.");
    for (const grant of ofClient) await helpers?.revokeGrant(grant.id, userId);
    // The tokens are gone; now what the grants held: their sessions, sockets and proposals.
    await toolService(c.env).endGrants({ clientId: c.req.valid("param").clientId, personId: c.get("auth").personId });
    await c.var.session.recordPartnerConsent({
      action: "partner.revoke",
      clientId: c.req.valid("param").clientId,
      clientName: (await helpers?.lookupClient(c.req.valid("param").clientId))?.clientName ?? null,
      scopes: [...new Set(ofClient.flatMap((grant) => grant.scope))],
    });
    return c.json({ ok: true, revoked: ofClient.length });
  });
