/**
 * A write granted to a partner is still confirmed by the member every time: the partner's call-back
 * is a pending action that calls nothing until the member approves it with a session of their own;
 * the partner can never decide it, and at approval the partner's scopes and client rule are checked again.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CallContext } from "../../../src/shared/auth-context";
import { newId } from "../../../src/shared/ids";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import { putPartnerPolicy } from "../../../workers/tools/admin/partner-admin";
import { execute } from "../../../workers/tools/chain/executor";
import { decideAction } from "../../../workers/tools/confirm/decide-action";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, testPorts } from "../../support/executor";
import { call, signInOverHttp } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";
import { type Person, signIn } from "../../support/people";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "morning" } as const;
const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

describe("a partner's call-back over HTTP", () => {
  it("is pending and calls nothing until the member approves it with their own session, then runs once", async () => {
    const mobile = uniqueMobile();
    const { tokens } = await connectPartner(mobile, ["callbacks:write"]);
    const mark = await ledgerMark();
    const run = await call("/v1/tools/request_callback/run", { token: tokens.access_token, body: { args: CALLBACK } });
    const proposed = (await run.json()) as {
      conversationId: string;
      outcome: { status: string; pendingActionId: string };
    };
    expect(proposed.outcome.status).toBe("pending");
    expect(await callbacksSince(mark)).toEqual([]);
    expect((await auditRows(proposed.conversationId)).map((row) => row.outcome)).toEqual(["pending"]);

    const refusedToPartner = await call(`/v1/actions/${proposed.outcome.pendingActionId}`, {
      token: tokens.access_token,
      body: { conversationId: proposed.conversationId, decision: "approve" },
    });
    expect(refusedToPartner.status).toBe(403);
    expect(await callbacksSince(mark)).toEqual([]);

    const member = await signInOverHttp(mobile);
    const approved = await call(`/v1/actions/${proposed.outcome.pendingActionId}`, {
      token: member,
      body: { conversationId: proposed.conversationId, decision: "approve" },
    });
    expect(((await approved.json()) as { outcome: { status: string } }).outcome.status).toBe("ok");
    expect(await callbacksSince(mark)).toHaveLength(1);
  });
});

describe("a partner's pending action in the tool-call service", () => {
  const grant: PartnerGrant = { clientId: "client-confirm-test", scopes: ["callbacks:write"] };

  /** The grant's session proposes (as a partner token's call runs), the member's own decides. */
  async function proposeAsPartner(grantSession: Person, partner: PartnerGrant = grant) {
    const conversationId = newId("conv_");
    const context: CallContext = {
      ...(await contextFor(grantSession, { conversationId, channel: "partner", invocationSource: "partner" })),
      partner,
    };
    const outcome = await execute(
      { toolCallId: newId("call_"), name: "request_callback", args: CALLBACK },
      context,
      testPorts(),
    );
    if (outcome.status !== "pending") throw new Error(`expected pending, got ${outcome.status}`);
    return { conversationId, pendingActionId: outcome.pendingActionId };
  }

  async function decideAs(
    person: Person,
    action: { conversationId: string; pendingActionId: string },
    partner?: PartnerGrant,
  ) {
    const context = await contextFor(person, {
      conversationId: action.conversationId,
      channel: partner ? "partner" : "mobile",
      invocationSource: "user",
    });
    return decideAction({ ...action, decision: "approve" }, { ...context, partner: partner ?? null }, testPorts());
  }

  it("refuses a decision made with the partner's grant, whatever the edge let through, and calls nothing", async () => {
    const companyId = await createCompany();
    const mobile = uniqueMobile();
    const grantSession = await signIn(mobile, companyId);
    const action = await proposeAsPartner(grantSession);
    const mark = await ledgerMark();
    const decided = await decideAs(grantSession, action, grant);
    expect(decided.outcome).toMatchObject({ status: "failed", code: "confirmation_mismatch" });
    expect(await callbacksSince(mark)).toEqual([]);
    const rows = await auditRows(action.conversationId);
    expect(rows.at(-1)).toMatchObject({
      failure_code: "confirmation_mismatch",
      reason: "pending_action_partner_decision",
    });
  });

  it("checks the partner's client rule again at approval: a client switched off since runs nothing", async () => {
    const companyId = await createCompany();
    const mobile = uniqueMobile();
    const grantSession = await signIn(mobile, companyId);
    const partner = { ...grant, clientId: newId("client_") };
    const action = await proposeAsPartner(grantSession, partner);
    await putPartnerPolicy(
      env.DB,
      { kind: "admin_token" },
      { companyId, clientId: partner.clientId },
      { enabled: false, reason: "Switched off while pending", tools: null, callsPerMinute: null },
      new Date(),
    );
    const mark = await ledgerMark();
    const decided = await decideAs(await signIn(mobile, companyId), action);
    expect(decided.outcome).toMatchObject({ status: "failed", code: "tool_disabled" });
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("keeps a member's own action bound to the session that caused it", async () => {
    const companyId = await createCompany();
    const mobile = uniqueMobile();
    const first = await signIn(mobile, companyId);
    const conversationId = newId("conv_");
    const outcome = await execute(
      { toolCallId: newId("call_"), name: "request_callback", args: CALLBACK },
      await contextFor(first, { conversationId, channel: "mobile", invocationSource: "user" }),
      testPorts(),
    );
    if (outcome.status !== "pending") throw new Error("expected pending");
    const decided = await decideAs(await signIn(mobile, companyId), {
      conversationId,
      pendingActionId: outcome.pendingActionId,
    });
    expect(decided.outcome).toMatchObject({ status: "failed", code: "confirmation_mismatch" });
  });
});
