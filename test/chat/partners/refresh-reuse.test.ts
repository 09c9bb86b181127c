/**
 * Refresh-token reuse: a refresh token the grant rotated out, used again, revokes the grant with
 * every token of it (access and refresh), and leaves an admin audit row. One retry of a lost response
 * is tolerated: the token before the newest works once more while the newest was never used. A
 * token the grant never issued, or one presented by another client, revokes nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat } from "../../support/chat";
import { call, staffHeaders } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner, registerClient, type Tokens, tokenRequest } from "../../support/partner";
import { openSocket } from "../../support/socket";

const refresh = (clientId: string, refreshToken: string) =>
  tokenRequest({ grant_type: "refresh_token", refresh_token: refreshToken, client_id: clientId });

async function refreshed(clientId: string, refreshToken: string): Promise<Tokens> {
  const response = await refresh(clientId, refreshToken);
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBe("invalid_grant");
}

/** Whether an access token still works on /v1. */
const accessStatus = async (token: string) => (await call("/v1/tools", { token })).status;

async function reuseRows(clientId: string): Promise<{ actor: string; target: string }[]> {
  const response = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
  const { rows } = (await response.json()) as { rows: { actor: string; action: string; target: string }[] };
  return rows.filter((row) => row.action === "partner.refresh_reuse" && row.target.startsWith(`client:${clientId}/`));
}

describe("a rotated-out refresh token used again", () => {
  it("revokes the grant: the newest refresh token and every access token stop working, and the admin audit says why", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const second = await refreshed(clientId, tokens.refresh_token);
    const third = await refreshed(clientId, second.refresh_token);
    expect(await accessStatus(third.access_token)).toBe(200);

    await expectRefused(await refresh(clientId, tokens.refresh_token));

    await expectRefused(await refresh(clientId, third.refresh_token));
    expect(await accessStatus(third.access_token)).toBe(401);
    expect(await accessStatus(second.access_token)).toBe(401);
    expect(await reuseRows(clientId)).toEqual([
      {
        actor: "oauth_server",
        target: expect.stringMatching(new RegExp(`^client:${clientId}/grant:`)),
        action: "partner.refresh_reuse",
        id: expect.any(Number),
        at: expect.any(String),
        before: expect.anything(),
        after: expect.anything(),
      },
    ]);
  });

  it("ends what the revoked grant held: its member session, and the socket the partner had open closes at once", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const { conversationId } = await chat(tokens.access_token, { message: "hello" });
    const socket = await openSocket(conversationId, tokens.access_token);
    const second = await refreshed(clientId, tokens.refresh_token);
    await refreshed(clientId, second.refresh_token);

    await expectRefused(await refresh(clientId, tokens.refresh_token));

    expect(await socket.closed).toMatchObject({ code: 4401 });
    const held = await env.DB.prepare("SELECT revoked_at FROM sessions WHERE partner_client_id = ?")
      .bind(clientId)
      .all<{ revoked_at: string | null }>();
    expect(held.results).toEqual([{ revoked_at: expect.any(String) }]);
  });

  it("revokes the grant when the token before the newest is used a second time", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    await refreshed(clientId, tokens.refresh_token);
    const retried = await refreshed(clientId, tokens.refresh_token);

    await expectRefused(await refresh(clientId, tokens.refresh_token));

    await expectRefused(await refresh(clientId, retried.refresh_token));
    expect(await accessStatus(retried.access_token)).toBe(401);
  });

  it("revokes the grant when the legitimate client uses the newest token after a thief retried the one before it", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const legitimate = await refreshed(clientId, tokens.refresh_token);
    const stolen = await refreshed(clientId, tokens.refresh_token);

    await expectRefused(await refresh(clientId, legitimate.refresh_token));

    await expectRefused(await refresh(clientId, stolen.refresh_token));
    expect(await accessStatus(stolen.access_token)).toBe(401);
  });
});

describe("a refresh that is not reuse", () => {
  it("tolerates one retry of a lost response: the token before the newest works once, and the grant goes on", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    await refreshed(clientId, tokens.refresh_token); // its response lost on the way
    const retried = await refreshed(clientId, tokens.refresh_token);
    const next = await refreshed(clientId, retried.refresh_token);
    const after = await refreshed(clientId, next.refresh_token);

    expect(await accessStatus(after.access_token)).toBe(200);
    expect(await reuseRows(clientId)).toEqual([]);
  });

  it("revokes nothing for a token the grant never issued", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const [userId, grantId] = tokens.refresh_token.split(":");

    await expectRefused(await refresh(clientId, `${userId}:${grantId}:NotATokenThisGrantEverHad`));

    expect(await accessStatus((await refreshed(clientId, tokens.refresh_token)).access_token)).toBe(200);
  });

  it("revokes nothing when another client presents a grant's rotated-out token", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const second = await refreshed(clientId, tokens.refresh_token);
    const third = await refreshed(clientId, second.refresh_token);
    const otherClient = await registerClient("Another App");

    await expectRefused(await refresh(otherClient, tokens.refresh_token));

    expect(await accessStatus((await refreshed(clientId, third.refresh_token)).access_token)).toBe(200);
  });
});
