/**
 * A partner's token on the chat routes carries its grant end to end: a turn runs only the tools its
 * scopes cover and within its client's company rule, every audit row names the client and scopes, a
 * partner never decides a pending action (HTTP or socket) while the member's own session can, and a
 * partner sees only the conversations it started.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, one, only, replay, sendChat, sendResume } from "../../support/chat";
import { BASE, call, signInOverHttp, staffHeaders } from "../../support/http";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";
import { openSocket, socketStatus } from "../../support/socket";
import { ledgerMark, requestsSince } from "../../support/stand-in";

type Row = {
  tool_name: string;
  channel: string;
  outcome: string;
  failure_code: string | null;
  reason: string | null;
  partner_client_id: string | null;
  partner_scopes: string | null;
};

const ASK_CALLBACK = "Please call me back about my claim in the evening.";

async function rowsOf(conversationId: string): Promise<Row[]> {
  const result = await env.DB.prepare(
    "SELECT tool_name, channel, outcome, failure_code, reason, partner_client_id, partner_scopes FROM tool_audit WHERE conversation_id = ? ORDER BY id",
  )
    .bind(conversationId)
    .all<Row>();
  return result.results;
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

/** The company's rule for one client, as an administrator sets it. */
async function switchOff(clientId: string): Promise<void> {
  const response = await call(`/admin/v1/companies/demo/partners/${clientId}`, {
    method: "PUT",
    headers: await staffHeaders(),
    body: { enabled: false, reason: "Contract under review" },
  });
  expect(response.status).toBe(200);
}

/** A partner granted callbacks:write whose /chat turn proposed a call-back, paused for the member's confirmation. */
async function partnerProposal() {
  const mobile = uniqueMobile();
  const partner = await connectPartner(mobile, ["callbacks:write"]);
  const turn = await chat(partner.tokens.access_token, { message: ASK_CALLBACK });
  const prompt = one(turn.events, "confirmation.required");
  return { mobile, partner, turn, prompt, conversationId: turn.conversationId };
}

describe("a partner's /chat turn", () => {
  it("runs only the tools its scopes cover: a claims question with hospitals:read is refused as an unknown tool (the row says scope_not_granted) and PlanCover is never asked", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["hospitals:read"]);
    const mark = await ledgerMark();
    const turn = await chat(tokens.access_token, { message: "Show me my claims" });

    const completed = only(turn.events, "tool.completed");
    expect(completed.length).toBeGreaterThan(0);
    for (const event of completed) expect(event).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect((await requestsSince(mark)).filter((request) => request.path.includes("/claims"))).toEqual([]);
    const rows = await rowsOf(turn.conversationId);
    expect(rows.length).toBe(completed.length);
    for (const row of rows) {
      expect(row).toMatchObject({
        channel: "partner",
        failure_code: "unknown_tool",
        reason: "scope_not_granted",
        partner_client_id: clientId,
        partner_scopes: '["hospitals:read"]',
      });
    }
  });

  it("names the client and the granted scopes on the audit row of every call it runs", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read"]);
    const turn = await chat(tokens.access_token, { message: "What is my balance?" });
    expect(one(turn.events, "tool.completed")).toMatchObject({ toolName: "get_sum_insured_balance", status: "ok" });
    const rows = await rowsOf(turn.conversationId);
    expect(rows).toEqual([
      {
        tool_name: "get_sum_insured_balance",
        channel: "partner",
        outcome: "ok",
        failure_code: null,
        reason: null,
        partner_client_id: clientId,
        partner_scopes: '["policies:read"]',
      },
    ]);
  });

  it("gets nothing once the company switched its client off: every call refused (the row says client_switched_off), PlanCover never asked", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read", "hospitals:read"]);
    await switchOff(clientId);
    const mark = await ledgerMark();
    const turn = await chat(tokens.access_token, { message: "What is my balance?" });
    const completed = only(turn.events, "tool.completed");
    expect(completed.length).toBeGreaterThan(0);
    for (const event of completed) expect(event).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(await requestsSince(mark)).toEqual([]);
    for (const row of await rowsOf(turn.conversationId)) expect(row.reason).toBe("client_switched_off");
  });
});

/** Reads made once for each of the member's policies, by its portal. */
const PER_PORTAL_READS = ["get_plan_details", "get_covered_benefits", "get_policy_members", "get_sum_insured_balance"];

describe("what a partner's /chat answer says of the member's policies", () => {
  it.each([
    "show my group policy details",
    "does my family floater policy cover cataract",
    "what is my premium",
    "how much is left for my husband",
  ])("names none of them, nor how many, to a partner without policies:read: %j", async (message) => {
    const mobile = uniqueMobile();
    const portal = syntheticPortal(mobile);
    const { tokens } = await connectPartner(mobile, ["hospitals:read"]);
    const turn = await chat(tokens.access_token, { message });
    const text = one(turn.events, "message.completed").text;
    expect(text).not.toContain(portal);
    // "You don't hold a group policy with us. Your policy is …", "PlanCover doesn't give me the premium of your policies".
    expect(text).not.toMatch(/\byour polic(?:y|ies) (?:is|are)\b|\bpremium of your policies\b/i);
    // A read refused per policy would tell how many the member holds: none is planned per portal.
    const started = only(turn.events, "tool.started").map((event) => event.toolName);
    for (const perPortal of PER_PORTAL_READS) expect(started).not.toContain(perPortal);
  });

  it("still reads the e-card for a partner granted documents:read alone", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["documents:read"]);
    const turn = await chat(tokens.access_token, { message: "show my e-card" });
    expect(only(turn.events, "tool.completed")).toContainEqual(
      expect.objectContaining({ toolName: "get_e_card", status: "ok" }),
    );
  });

  it("names them to a partner the member let read them", async () => {
    const mobile = uniqueMobile();
    const { tokens } = await connectPartner(mobile, ["policies:read", "hospitals:read"]);
    const turn = await chat(tokens.access_token, { message: "show my group policy details" });
    expect(one(turn.events, "message.completed").text).toContain(syntheticPortal(mobile));
  });
});

describe("a pending action a partner's turn proposed", () => {
  it("is never approved by the partner over /chat/resume: 403, and nothing is booked", async () => {
    const { partner, prompt, conversationId } = await partnerProposal();
    const mark = await ledgerMark();
    const resumed = await sendResume(partner.tokens.access_token, {
      conversationId,
      interruptId: prompt.interruptId,
      decision: "approve",
    });
    expect(resumed.status).toBe(403);
    expect(await resumed.json()).toMatchObject({ error: { code: "forbidden" } });
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("is never approved by the partner over a socket resume frame: an error frame, and nothing is booked", async () => {
    const { partner, prompt, conversationId } = await partnerProposal();
    const socket = await openSocket(conversationId, partner.tokens.access_token);
    const mark = await ledgerMark();
    socket.send({ type: "resume", interruptId: prompt.interruptId, decision: "approve" });
    expect(await socket.errorFrames(1)).toMatchObject([{ type: "error", code: "forbidden" }]);
    expect(await callbacksSince(mark)).toEqual([]);
    socket.close();
  });

  it("is never approved by the partner over /v1/actions", async () => {
    const { partner, prompt, conversationId } = await partnerProposal();
    const mark = await ledgerMark();
    const decided = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: partner.tokens.access_token,
      body: { conversationId, decision: "approve" },
    });
    expect(decided.status).toBe(403);
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("is approved by the member from their own app session, books once, and the row names the partner", async () => {
    const { mobile, partner, prompt, conversationId } = await partnerProposal();
    const member = await signInOverHttp(mobile);
    const mark = await ledgerMark();
    const decided = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: member,
      body: { conversationId, decision: "approve" },
    });
    expect(decided.status).toBe(200);
    expect(((await decided.json()) as { outcome: { status: string } }).outcome.status).toBe("ok");
    expect(await callbacksSince(mark)).toHaveLength(1);
    const rows = await rowsOf(conversationId);
    expect(rows[0]).toMatchObject({ outcome: "pending", partner_client_id: partner.clientId });
  });

  it("is approved by the member over /chat/resume from their own app session", async () => {
    const { mobile, prompt, conversationId } = await partnerProposal();
    const member = await signInOverHttp(mobile);
    const mark = await ledgerMark();
    const response = await sendResume(member, { conversationId, interruptId: prompt.interruptId, decision: "approve" });
    expect(response.status).toBe(200);
    await response.text();
    expect(await callbacksSince(mark)).toHaveLength(1);
  });
});

describe("a partner and the member's own conversations", () => {
  it("cannot read, chat in, resume, open a socket on or run in the member's app conversation, even with its id", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const own = await chat(member, { message: "What is my balance?" });
    const { tokens } = await connectPartner(mobile, ["policies:read", "hospitals:read", "callbacks:write"]);
    const token = tokens.access_token;
    const id = own.conversationId;

    expect((await call(`/chat/${id}/events?after=0`, { token })).status).toBe(404);
    expect((await sendChat(token, { conversationId: id, message: "What is my balance?" })).status).toBe(404);
    expect((await sendResume(token, { conversationId: id })).status).toBe(404);
    expect(await socketStatus(id, token)).toBe(404);
    const run = await call("/v1/tools/get_sum_insured_balance/run", {
      token,
      body: { args: { portal_ref: `PRT-T${mobile.slice(2)}` }, conversationId: id },
    });
    expect(run.status).toBe(404);
    const mcp = await SELF.fetch(`${BASE}/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "x-conversation-id": id,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(mcp.status).toBe(404);
  });

  it("sees in a conversation it started only what its own grant caused, not the member's own turns there", async () => {
    const mobile = uniqueMobile();
    const { tokens } = await connectPartner(mobile, ["policies:read"]);
    const started = await chat(tokens.access_token, { message: "What is my balance?" });
    const member = await signInOverHttp(mobile);
    const own = await chat(member, { conversationId: started.conversationId, message: "Show me my claims" });
    expect(only(own.events, "tool.completed").length).toBeGreaterThan(0);

    const seen = await replay(tokens.access_token, started.conversationId);
    const ofMembersTurn = seen.filter((event) => event.turnId === own.turnId).map((event) => event.type);
    expect(ofMembersTurn).toEqual(["turn.started", "turn.completed"]);
    expect(seen.filter((event) => event.turnId === started.turnId).length).toBe(started.events.length);
  });

  it("still reads and continues the conversations it started itself", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const first = await chat(tokens.access_token, { message: "What is my balance?" });
    const again = await chat(tokens.access_token, {
      conversationId: first.conversationId,
      message: "Show my policies",
    });
    expect(again.conversationId).toBe(first.conversationId);
    const events = await call(`/chat/${first.conversationId}/events?after=0`, { token: tokens.access_token });
    expect(events.status).toBe(200);
  });
});
