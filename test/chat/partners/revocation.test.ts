/**
 * Revoking a partner (the member's Revoke), disabling its client (an administrator) or the partner
 * revoking its own refresh token (RFC 7009) ends everything the grant holds: its tokens, its session, its open sockets (closed at once, not at their next
 * frame) and its pending proposals (withdrawn, each with its audit row; a turn paused on one ends in
 * the log, so no client keeps a card to approve). A frame on a socket the ending did not reach still
 * runs nothing: every frame re-checks the grant.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { applyEvent, EMPTY_CHAT, turnsOf } from "../../../web/member/view-model";
import { chat, one, replay } from "../../support/chat";
import { approveAsMember, expectWithdrawnRow, grantSessions } from "../../support/grant-ended";
import { call, signInOverHttp, staffHeaders } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner, tokenRequest } from "../../support/partner";
import { openSocket, SESSION_ENDED_CLOSE } from "../../support/socket";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const ASK_CALLBACK = "Please call me back about my claim in the evening.";

const revoke = (member: string, clientId: string) =>
  call(`/v1/me/connections/${clientId}`, { method: "DELETE", token: member });

const disable = async (clientId: string) =>
  call(`/admin/v1/partners/${clientId}/disable`, { method: "POST", headers: await staffHeaders() });

/** A partner's own conversation, with the member's app signed in beside it. */
async function partnerInConversation(scopes: string[]) {
  const mobile = uniqueMobile();
  const partner = await connectPartner(mobile, scopes);
  const member = await signInOverHttp(mobile);
  const turn = await chat(partner.tokens.access_token, { message: ASK_CALLBACK });
  return { mobile, member, partner, turn, conversationId: turn.conversationId };
}

/** RFC 7009 at the token endpoint: the partner revokes a token of its own. */
const revokeOwn = (token: string, clientId: string) => tokenRequest({ token, client_id: clientId });

describe("revoking a partner", () => {
  it("closes its open socket at once, before it sends anything", async () => {
    const { member, partner, conversationId } = await partnerInConversation(["callbacks:write"]);
    const socket = await openSocket(conversationId, partner.tokens.access_token);
    expect((await revoke(member, partner.clientId)).status).toBe(200);
    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([{ type: "error", code: "session_ended" }]);
  });

  it("ends the session the grant held and forgets its credential", async () => {
    const { member, partner } = await partnerInConversation(["policies:read"]);
    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: null, credential_ref: expect.any(String) }]);
    expect((await revoke(member, partner.clientId)).status).toBe(200);
    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: expect.any(String), credential_ref: null }]);
    expect((await call("/v1/tools", { token: partner.tokens.access_token })).status).toBe(401);
  });

  it("withdraws its pending proposals with an audit row each, and the member's approval books nothing after", async () => {
    const { member, partner, turn, conversationId } = await partnerInConversation(["callbacks:write"]);
    const prompt = one(turn.events, "confirmation.required");
    const run = await call("/v1/tools/request_callback/run", {
      token: partner.tokens.access_token,
      body: { args: { topic: "policy", preferred_window: "morning" } },
    });
    const direct = (await run.json()) as { conversationId: string; outcome: { pendingActionId: string } };
    expect((await revoke(member, partner.clientId)).status).toBe(200);

    const mark = await ledgerMark();
    for (const action of [
      { conversationId, pendingActionId: prompt.pendingActionId },
      { conversationId: direct.conversationId, pendingActionId: direct.outcome.pendingActionId },
    ]) {
      await expectWithdrawnRow(action.conversationId, action.pendingActionId, partner.clientId);
      expect(await approveAsMember(member, action.conversationId, action.pendingActionId)).toMatchObject({
        status: "failed",
        code: "already_resolved",
      });
    }
    expect((await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks")).toEqual([]);
  });

  it("leaves a frame on a socket the ending did not reach unserved: the frame re-checks the grant", async () => {
    const { member, partner, conversationId } = await partnerInConversation(["policies:read"]);
    const socket = await openSocket(conversationId, partner.tokens.access_token);
    // As if the conversation had been out of reach when the grant ended: only the session ends.
    await env.DB.prepare("DELETE FROM grant_conversations WHERE conversation_id = ?").bind(conversationId).run();
    expect((await revoke(member, partner.clientId)).status).toBe(200);
    const mark = await ledgerMark();
    const before = (await replay(member, conversationId)).length;

    socket.send({ type: "message", message: "What is my balance?" });

    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([{ type: "error", code: "session_ended" }]);
    // The member sees everything in the conversation: no turn was started by the frame.
    expect((await replay(member, conversationId)).slice(before)).toEqual([]);
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("ends only the revoking member's grant: another member's grant of the same client goes on", async () => {
    const mobile = uniqueMobile();
    const mine = await connectPartner(mobile, ["policies:read"]);
    const theirs = await connectPartner(uniqueMobile(), ["policies:read"], mine.clientId);
    const member = await signInOverHttp(mobile);

    expect((await revoke(member, mine.clientId)).status).toBe(200);

    expect((await call("/v1/tools", { token: mine.tokens.access_token })).status).toBe(401);
    expect((await call("/v1/tools", { token: theirs.tokens.access_token })).status).toBe(200);
    const sessions = await grantSessions(mine.clientId);
    expect(sessions).toHaveLength(2);
    expect(sessions).toEqual(
      expect.arrayContaining([
        { revoked_at: expect.any(String), credential_ref: null },
        { revoked_at: null, credential_ref: expect.any(String) },
      ]),
    );
  });

  it("leaves the member's own sockets and app session untouched", async () => {
    const { member, partner, conversationId } = await partnerInConversation(["policies:read"]);
    const own = await openSocket(conversationId, member);
    expect((await revoke(member, partner.clientId)).status).toBe(200);
    own.send({ type: "message", message: "What is my balance?" });
    await own.next((event) => event.type === "turn.completed");
    expect(own.errors).toEqual([]);
    own.close();
  });
});

describe("a partner's turn paused on its proposal, when the grant ends", () => {
  it.each([
    ["the member revokes the partner", (member: string, clientId: string) => revoke(member, clientId)],
    ["an administrator disables its client", (_member: string, clientId: string) => disable(clientId)],
  ])(
    "ends in the log when %s: the proposal completes as withdrawn, the turn fails, and the member's screen keeps no card to approve",
    async (_how, end) => {
      const { member, partner, turn, conversationId } = await partnerInConversation(["callbacks:write"]);
      const prompt = one(turn.events, "confirmation.required");
      const cards = (events: Awaited<ReturnType<typeof replay>>) =>
        turnsOf(events.reduce(applyEvent, EMPTY_CHAT)).flatMap((shown) => shown.confirmation?.pendingActionId ?? []);
      expect(cards(await replay(member, conversationId))).toEqual([prompt.pendingActionId]);

      expect((await end(member, partner.clientId)).status).toBe(200);

      const events = await replay(member, conversationId);
      expect(events.filter((event) => event.seq > prompt.seq)).toMatchObject([
        {
          type: "tool.completed",
          turnId: prompt.turnId,
          toolCallId: prompt.toolCallId,
          status: "failed",
          code: "confirmation_rejected",
        },
        { type: "turn.failed", turnId: prompt.turnId, code: "session_mismatch" },
      ]);
      expect(cards(events)).toEqual([]);
    },
  );
});

describe("a partner's proposal the member approved from their own app, when the grant ends", () => {
  it("stays in the log as the booked call-back it is, before the turn ends", async () => {
    const { member, partner, turn, conversationId } = await partnerInConversation(["callbacks:write"]);
    const prompt = one(turn.events, "confirmation.required");
    const decided = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: member,
      body: { conversationId, decision: "approve" },
    });
    expect(decided.status).toBe(200);

    expect((await revoke(member, partner.clientId)).status).toBe(200);

    const events = await replay(member, conversationId);
    expect(events.filter((event) => event.seq > prompt.seq)).toMatchObject([
      { type: "tool.completed", turnId: prompt.turnId, toolCallId: prompt.toolCallId, status: "ok" },
      { type: "turn.failed", turnId: prompt.turnId, code: "session_mismatch" },
    ]);
  });
});

describe("disabling a partner's client", () => {
  it("closes every member's open socket of it at once and ends their sessions", async () => {
    const first = await partnerInConversation(["policies:read"]);
    const socket = await openSocket(first.conversationId, first.partner.tokens.access_token);
    expect((await disable(first.partner.clientId)).status).toBe(200);
    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(await grantSessions(first.partner.clientId)).toEqual([
      { revoked_at: expect.any(String), credential_ref: null },
    ]);
  });
});

describe("a partner revoking its own refresh token", () => {
  it("ends what the grant held: its session, its open socket closed at once, its proposals withdrawn with a row each", async () => {
    const { partner, turn, conversationId } = await partnerInConversation(["callbacks:write"]);
    const prompt = one(turn.events, "confirmation.required");
    const socket = await openSocket(conversationId, partner.tokens.access_token);

    expect((await revokeOwn(partner.tokens.refresh_token, partner.clientId)).status).toBe(200);

    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: expect.any(String), credential_ref: null }]);
    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    await expectWithdrawnRow(conversationId, prompt.pendingActionId, partner.clientId);
  });

  it("ends nothing when it revokes only an access token: the grant, its session and its socket go on", async () => {
    const { partner, conversationId } = await partnerInConversation(["policies:read"]);
    const socket = await openSocket(conversationId, partner.tokens.access_token);

    expect((await revokeOwn(partner.tokens.access_token, partner.clientId)).status).toBe(200);

    expect(await grantSessions(partner.clientId)).toEqual([{ revoked_at: null, credential_ref: expect.any(String) }]);
    expect(socket.open).toBe(true);
    socket.close();
  });
});
