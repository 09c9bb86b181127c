/**
 * A partner never decides a pending action, and its attempt is still a decision: on each surface it
 * can reach (POST /v1/actions/:id, POST /chat/resume, a socket's resume frame) the refusal leaves
 * exactly one audit row (confirmation_mismatch, the internal reason `pending_action_partner_decision`,
 * the partner's client and scopes, nothing secret) and changes nothing: the action stays pending and
 * the turn paused for the member, who approves it once, with a session of their own.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, one, sendResume } from "../../support/chat";
import { type AuditRowView, auditRows } from "../../support/executor";
import { call, signInOverHttp } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";
import { openSocket } from "../../support/socket";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const ASK_CALLBACK = "Please call me back about my claim in the evening.";
const SCOPES = ["callbacks:write"];

/** A partner's /chat turn that proposed a call-back and paused for the member's confirmation. */
async function partnerProposal() {
  const mobile = uniqueMobile();
  const partner = await connectPartner(mobile, SCOPES);
  const turn = await chat(partner.tokens.access_token, { message: ASK_CALLBACK });
  const prompt = one(turn.events, "confirmation.required");
  return { mobile, partner, prompt, conversationId: turn.conversationId };
}

type Proposal = Awaited<ReturnType<typeof partnerProposal>>;
type Decision = "approve" | "reject";

/** Each surface a partner's token decides on, answering what the partner was told. */
const surfaces = {
  "POST /v1/actions/:id": async (proposal: Proposal, decision: Decision) => {
    const response = await call(`/v1/actions/${proposal.prompt.pendingActionId}`, {
      token: proposal.partner.tokens.access_token,
      body: { conversationId: proposal.conversationId, decision },
    });
    return { status: response.status, body: await response.json() };
  },
  "POST /chat/resume": async (proposal: Proposal, decision: Decision) => {
    const response = await sendResume(proposal.partner.tokens.access_token, {
      conversationId: proposal.conversationId,
      interruptId: proposal.prompt.interruptId,
      decision,
    });
    return { status: response.status, body: await response.json() };
  },
  "a socket's resume frame": async (proposal: Proposal, decision: Decision) => {
    const socket = await openSocket(proposal.conversationId, proposal.partner.tokens.access_token);
    socket.send({ type: "resume", interruptId: proposal.prompt.interruptId, decision });
    const [frame] = await socket.errorFrames(1);
    socket.close();
    return { status: 403, body: { error: { code: frame?.code } } };
  },
} as const;

/** The action's state and its turn's status, as the conversation's object holds them. */
function held(proposal: Proposal) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(proposal.conversationId));
  return runInDurableObject(stub, (_instance, state) => ({
    action: state.storage.sql
      .exec<{ state: string }>("SELECT state FROM pending_actions WHERE id = ?", proposal.prompt.pendingActionId)
      .toArray()[0]?.state,
    turn: state.storage.sql
      .exec<{ status: string }>("SELECT status FROM turns WHERE id = ?", proposal.prompt.turnId)
      .toArray()[0]?.status,
  }));
}

/** An audit row with the columns that name the caller's conversation, channel and grant. */
type Row = AuditRowView & {
  conversation_id: string;
  channel: string;
  partner_client_id: string | null;
  partner_scopes: string | null;
};

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

/** The rows written since `before` (the conversation's rows as they were). */
async function rowsSince(conversationId: string, before: readonly AuditRowView[]) {
  return (await auditRows(conversationId)).slice(before.length);
}

describe.each(Object.entries(surfaces))("a partner's decision over %s", (_surface, decide) => {
  it.each(["approve", "reject"] as const)(
    "(%s) is refused with exactly one audit row naming the client, and leaves the action pending for the member",
    async (decision) => {
      const proposal = await partnerProposal();
      const before = await auditRows(proposal.conversationId);
      const mark = await ledgerMark();

      const answered = await decide(proposal, decision);

      expect(answered).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
      const rows = await rowsSince(proposal.conversationId, before);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tool_call_id: expect.stringMatching(new RegExp(`^action:${proposal.prompt.pendingActionId}:decision:`)),
        tool_name: "request_callback",
        outcome: "failed",
        failure_code: "confirmation_mismatch",
        reason: "pending_action_partner_decision",
        channel: "partner",
        invocation_source: "partner",
        partner_client_id: proposal.partner.clientId,
        partner_scopes: JSON.stringify(SCOPES),
      });
      const written = JSON.stringify(rows);
      for (const secret of [proposal.partner.tokens.access_token, proposal.partner.tokens.refresh_token]) {
        if (secret) expect(written).not.toContain(secret);
      }
      expect(written).not.toContain(proposal.mobile);
      expect(await callbacksSince(mark)).toEqual([]);
      expect(await held(proposal)).toEqual({ action: "pending", turn: "paused" });

      // The member's own session still decides it, once.
      const member = await signInOverHttp(proposal.mobile);
      const approved = await call(`/v1/actions/${proposal.prompt.pendingActionId}`, {
        token: member,
        body: { conversationId: proposal.conversationId, decision: "approve" },
      });
      expect(((await approved.json()) as { outcome: { status: string } }).outcome.status).toBe("ok");
      expect(await callbacksSince(mark)).toHaveLength(1);
    },
  );
});

describe("a partner's decision naming a conversation it is no participant of", () => {
  it("is 403 with one audit row of its own, and nothing under the member's conversation", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const own = await chat(member, { message: ASK_CALLBACK });
    const prompt = one(own.events, "confirmation.required");
    const before = await auditRows(own.conversationId);
    const { clientId, tokens } = await connectPartner(mobile, SCOPES);

    const response = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: tokens.access_token,
      body: { conversationId: own.conversationId, decision: "approve" },
    });

    expect(response.status).toBe(403);
    expect(await auditRows(own.conversationId)).toEqual(before);
    const partnerRows = await env.DB.prepare("SELECT * FROM tool_audit WHERE partner_client_id = ?")
      .bind(clientId)
      .all<Row>();
    expect(partnerRows.results).toHaveLength(1);
    expect(partnerRows.results[0]).toMatchObject({
      tool_name: "(unknown action)",
      failure_code: "confirmation_mismatch",
      reason: "pending_action_partner_decision",
    });
    expect(partnerRows.results[0]?.conversation_id).not.toBe(own.conversationId);
  });
});
