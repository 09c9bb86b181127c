/**
 * What the administration sees of partners: the audit search names the partner behind each call (its
 * client and granted scopes) and filters by it; a member's grant and revocation each leave an admin
 * audit row naming the member by hashed id (never a number, a name or a token), and a partner revoking
 * its own token at the OAuth revocation endpoint leaves one too; and a member's connections say that a
 * client's name is not verified.
 */
import { describe, expect, it } from "vitest";
import { call, signInOverHttp, staffHeaders } from "../../support/http";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { connectPartner, registerClient, tokenRequest } from "../../support/partner";

type Json = Record<string, unknown>;

async function adminAuditFor(clientId: string): Promise<Json[]> {
  const response = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
  const { rows } = (await response.json()) as { rows: Json[] };
  return rows.filter((row) => row.target === `client:${clientId}`);
}

describe("the audit search and a partner's calls", () => {
  it("names the partner that made a call (client id and granted scopes), and finds its calls by client id", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read", "hospitals:read"]);
    const ran = await call("/v1/tools/get_plan_details/run", {
      token: tokens.access_token,
      body: { args: { portal_ref: syntheticPortal(mobile) } },
    });
    const { conversationId } = (await ran.json()) as { conversationId: string };
    const headers = await staffHeaders();

    const byConversation = await call(`/admin/v1/audit?conversationId=${conversationId}`, { headers });
    expect(byConversation.status).toBe(200);
    const { rows } = (await byConversation.json()) as { rows: Json[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tool: "get_plan_details",
      channel: "partner",
      partner: { clientId, scopes: ["policies:read", "hospitals:read"] },
    });

    const byClient = await call(`/admin/v1/audit?clientId=${clientId}`, { headers });
    expect(byClient.status).toBe(200);
    const found = ((await byClient.json()) as { rows: Json[] }).rows;
    expect(found.map((row) => row.conversationId)).toEqual([conversationId]);
  });

  it("shows partner as null on a member's own call", async () => {
    const token = await signInOverHttp(uniqueMobile());
    const ran = await call("/v1/tools/list_my_policies/run", { token, body: { args: {} } });
    const { conversationId } = (await ran.json()) as { conversationId: string };
    const response = await call(`/admin/v1/audit?conversationId=${conversationId}`, { headers: await staffHeaders() });
    const { rows } = (await response.json()) as { rows: Json[] };
    expect(rows[0]?.partner).toBeNull();
  });
});

describe("the admin audit of a member's partners", () => {
  it("records a member's grant: the member by hashed id, the client, its name and the scopes ticked", async () => {
    const mobile = uniqueMobile();
    const { clientId } = await connectPartner(mobile, ["claims:read"]);
    const rows = await adminAuditFor(clientId);

    expect(rows).toEqual([
      expect.objectContaining({
        action: "partner.grant",
        actor: expect.stringMatching(/^member:[0-9a-f]{64}$/),
        before: null,
        after: { clientName: "Acme Health Assistant", scopes: ["claims:read"], granted: true },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(mobile);
    expect(JSON.stringify(rows)).not.toContain(`Test Member ${mobile.slice(-4)}`);
  });

  it("records a member's revocation, by the same member, with what the partner held", async () => {
    const mobile = uniqueMobile();
    const { clientId } = await connectPartner(mobile, ["policies:read", "documents:read"]);
    const own = await signInOverHttp(mobile);

    const revoked = await call(`/v1/me/connections/${clientId}`, { method: "DELETE", token: own });
    expect(revoked.status).toBe(200);

    const rows = await adminAuditFor(clientId);
    const grant = rows.find((row) => row.action === "partner.grant");
    const revocation = rows.find((row) => row.action === "partner.revoke");
    expect(revocation).toMatchObject({
      actor: grant?.actor,
      before: { clientName: "Acme Health Assistant", scopes: ["policies:read", "documents:read"], granted: true },
      after: { granted: false },
    });
  });
});

/** The admin audit rows of a partner's revocations of its own tokens. */
async function selfRevocations(clientId: string): Promise<Json[]> {
  const response = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
  const { rows } = (await response.json()) as { rows: Json[] };
  return rows.filter(
    (row) => row.action === "partner.self_revoke" && String(row.target).startsWith(`client:${clientId}/grant:`),
  );
}

/** RFC 7009 at the token endpoint: the token, and the client that presents it. */
const revoke = (token: string, clientId: string) => tokenRequest({ token, client_id: clientId });

describe("the admin audit of a partner revoking its own token", () => {
  it("records a revoked refresh token as the grant ended, by the authorization server, naming no token", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);

    const revoked = await revoke(tokens.refresh_token, clientId);

    expect(revoked.status).toBe(200);
    expect((await call("/v1/tools", { token: tokens.access_token })).status).toBe(401);
    const rows = await selfRevocations(clientId);
    expect(rows).toEqual([
      expect.objectContaining({ actor: "oauth_server", before: { granted: true }, after: { granted: false } }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(tokens.refresh_token.split(":")[2]);
  });

  it("records a revoked access token as that token alone, the grant going on", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);

    expect((await revoke(tokens.access_token, clientId)).status).toBe(200);

    expect((await call("/v1/tools", { token: tokens.access_token })).status).toBe(401);
    expect(await selfRevocations(clientId)).toEqual([
      expect.objectContaining({ after: { granted: true, accessTokenRevoked: true } }),
    ]);
  });

  it("records nothing when another client presents the token, which the library leaves alone", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const other = await registerClient("Another Assistant");

    expect((await revoke(tokens.refresh_token, other)).status).toBe(200);

    expect((await call("/v1/tools", { token: tokens.access_token })).status).toBe(200);
    expect(await selfRevocations(clientId)).toEqual([]);
  });
});

describe("a member's connections", () => {
  it("say that a client's name is not verified", async () => {
    const mobile = uniqueMobile();
    const { clientId } = await connectPartner(mobile, ["policies:read"]);
    const response = await call("/v1/me/connections", { token: await signInOverHttp(mobile) });
    const { connections } = (await response.json()) as { connections: Json[] };
    expect(connections).toEqual([
      expect.objectContaining({ clientId, clientName: "Acme Health Assistant", clientNameVerified: false }),
    ]);
  });
});
