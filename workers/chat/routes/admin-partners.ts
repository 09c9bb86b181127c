/**
 * /admin/v1/partners: the registered partner clients, and disabling one (its registration is
 * deleted and every grant and token it holds is revoked). An administrator's staff session only,
 * like every admin route but session issuance (http/staff.ts).
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import * as v from "valibot";
import { badRequest, jsonError } from "../http/errors";
import { type AdminEnv, staffOnly } from "../http/staff";
import { oauthHelpers } from "../oauth/caller";

const ClientParam = v.object({ clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const adminPartnerRoutes = new Hono<AdminEnv>()
  .use(staffOnly)
  .get("/", async (c) => {
    const helpers = oauthHelpers(c.env);
    const clients = helpers ? (await helpers.listClients()).items : [];
    return c.json({
      partners: clients.map((client) => ({
        clientId: client.clientId,
        clientName: client.clientName ?? null,
        redirectUris: client.redirectUris,
        registeredAt: client.registrationDate ? new Date(client.registrationDate * 1000).toISOString() : null,
      })),
    });
  })
  .post("/:clientId/disable", vValidator("param", ClientParam, badRequest), async (c) => {
    const helpers = oauthHelpers(c.env);
    const client = helpers ? await helpers.lookupClient(c.req.valid("param").clientId) : null;
    if (!helpers || !client) return jsonError(c, 404, "not_found", "No such partner.");
    await helpers.deleteClient(client.clientId);
    return c.json({ ok: true });
  });
