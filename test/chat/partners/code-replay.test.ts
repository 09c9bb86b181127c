/**
 * An authorization code presented again after its exchange: the library revokes the grant with every
 * token of it, and the edge ends what the grant held, as refresh-token reuse does (its member session,
 * its open sockets closed at once, its pending proposals withdrawn with a row each) and leaves an admin
 * audit row. A code the grant never issued, or another client's replay, ends nothing.
 */
import { describe, expect, it } from "vitest";
import { chat, one } from "../../support/chat";
import { approveAsMember, expectWithdrawnRow, grantSessions } from "../../support/grant-ended";
import { call, signInOverHttp, staffHeaders } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner, registerClient, tokenRequest } from "../../support/partner";
import { openSocket, SESSION_ENDED_CLOSE, socketStatus } from "../../support/socket";
import { ledgerMark, requestsSince } from "../../support/stand-in";

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: string }).error).toBe("invalid_grant");
}

/** Whether an access token still works on /v1. */
const accessStatus = async (token: string) => (await call("/v1/tools", { token })).status;

async function replayRows(clientId: string): Promise<{ actor: string; target: string; after: unknown }[]> {
  const response = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
  const { rows } = (await response.json()) as {
    rows: { actor: string; action: string; target: string; after: unknown }[];
  };
  return rows.filter((row) => row.action === "partner.code_replay" && row.target.startsWith(`client:${clientId}/`));
}

describe("an authorization code presented again after its exchange", () => {
  it("ends what the grant held: its session, its open socket at once, its pending proposal withdrawn with a row, and the admin audit says why", async () => {
    const mobile = uniqueMobile();
    const partner = await connectPartner(mobile, ["callbacks:write"]);
    const member = await signInOverHttp(mobile);
    const turn = await chat(partner.tokens.access_token, {
      message: "Please call me back about my claim in the evening.",
    });
    const prompt = one(turn.events, "confirmation.required");
    const socket = await openSocket(turn.conversationId, partner.tokens.access_token);

    await expectRefused(await tokenRequest(partner.exchange));

    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: expect.any(String), credential_ref: null }]);
    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([{ type: "error", code: "session_ended" }]);
    await expectWithdrawnRow(turn.conversationId, prompt.pendingActionId, partner.clientId);
    expect(await replayRows(partner.clientId)).toEqual([
      expect.objectContaining({ actor: "oauth_server", after: expect.objectContaining({ granted: false }) }),
    ]);

    // Nothing of the grant works after: its tokens, a new socket, the withdrawn proposal.
    const mark = await ledgerMark();
    expect(await accessStatus(partner.tokens.access_token)).toBe(401);
    await expectRefused(
      await tokenRequest({
        grant_type: "refresh_token",
        refresh_token: partner.tokens.refresh_token,
        client_id: partner.clientId,
      }),
    );
    expect(await socketStatus(turn.conversationId, partner.tokens.access_token)).toBe(401);
    expect(await approveAsMember(member, turn.conversationId, prompt.pendingActionId)).toMatchObject({
      status: "failed",
      code: "already_resolved",
    });
    expect((await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks")).toEqual([]);
  });

  it("leaves nothing for the member to revoke: the ended grant is off their connections", async () => {
    const mobile = uniqueMobile();
    const partner = await connectPartner(mobile, ["policies:read"]);
    const member = await signInOverHttp(mobile);

    await expectRefused(await tokenRequest(partner.exchange));

    const listed = (await (await call("/v1/me/connections", { token: member })).json()) as {
      connections: { clientId: string }[];
    };
    expect(listed.connections.map((connection) => connection.clientId)).not.toContain(partner.clientId);
    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: expect.any(String), credential_ref: null }]);
  });
});

describe("a code exchange that is not a replay", () => {
  it("ends nothing for a code the grant never issued", async () => {
    const partner = await connectPartner(uniqueMobile(), ["policies:read"]);
    const [userId, grantId] = partner.exchange.code?.split(":") ?? [];

    await expectRefused(await tokenRequest({ ...partner.exchange, code: `${userId}:${grantId}:NotThisGrantsCode` }));

    expect(await accessStatus(partner.tokens.access_token)).toBe(200);
    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: null, credential_ref: expect.any(String) }]);
    expect(await replayRows(partner.clientId)).toEqual([]);
  });

  it("ends nothing when another client presents a grant's exchanged code", async () => {
    const partner = await connectPartner(uniqueMobile(), ["policies:read"]);
    const otherClient = await registerClient("Another App");

    await expectRefused(await tokenRequest({ ...partner.exchange, client_id: otherClient }));

    expect(await accessStatus(partner.tokens.access_token)).toBe(200);
    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: null, credential_ref: expect.any(String) }]);
    expect(await replayRows(partner.clientId)).toEqual([]);
  });
});
