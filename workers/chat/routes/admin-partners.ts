/**
 * /admin/v1/partners: every registered partner client (read page by page to the end), and disabling one (its registration is
 * deleted and every grant and token it holds is revoked, with its admin audit row). An administrator's
 * staff session only, like every admin route but session issuance (http/staff.ts). A company's rule
 * for a client (switched off, its tools, its own rate) is /admin/v1/companies/:companyId/partners/:clientId.
 */
import type { ClientInfo, OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import * as v from "valibot";
import { badRequest, jsonError } from "../http/errors";
import { type AdminEnv, staffOnly } from "../http/staff";
import { toolService } from "../http/tool-service";
import { oauthHelpers } from "../oauth/caller";

/** Clients read from the store per round trip: one KV list page, each client read beside it. */
const CLIENTS_PER_PAGE = 100;

/** Every registered client: the store answers a page and a cursor at a time, read to the last page. */
export async function everyClient(helpers: OAuthHelpers): Promise<ClientInfo[]> {
  const clients: ClientInfo[] = [];
  let cursor: string | undefined;
  do {
    const page = await helpers.listClients({ limit: CLIENTS_PER_PAGE, cursor });
    clients.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return clients;
}

export const PartnerClientParam = v.object({ clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const adminPartnerRoutes = new Hono<AdminEnv>()
  .use(staffOnly)
  .get("/", async (c) => {
    const helpers = oauthHelpers(c.env);
    const clients = helpers ? await everyClient(helpers) : [];
    return c.json({
      partners: clients.map((client) => ({
        clientId: client.clientId,
        clientName: client.clientName ?? null,
        // Dynamic registration lets an app name itself; nothing here verifies that name.
        clientNameVerified: false,
        redirectUris: client.redirectUris,
        registeredAt: client.registrationDate ? new Date(client.registrationDate * 1000).toISOString() : null,
      })),
    });
  })
  .post("/:clientId/disable", vValidator("param", PartnerClientParam, badRequest), async (c) => {
    const helpers = oauthHelpers(c.env);
    const client = helpers ? await helpers.lookupClient(c.req.valid("param").clientId) : null;
    if (!helpers || !client) return jsonError(c, 404, "not_found", "No such partner.");
    await helpers.deleteClient(client.clientId);
    // Every member's grant of the client ends with it: sessions, open sockets, pending proposals.
    await toolService(c.env).endGrants({ clientId: client.clientId, personId: null });
    await toolService(c.env).recordPartnerDisabled(c.get("actor"), {
      clientId: client.clientId,
      clientName: client.clientName ?? null,
      redirectUris: client.redirectUris,
    });
    return c.json({ ok: true });
  });
