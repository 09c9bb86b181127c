/**
 * The company's policy narrows one partner client: switched off (with the administrator's reason),
 * limited to some tools, or held to its own per-minute rate. Each refusal is the public code with the
 * internal reason in the audit row; each administrator change has its admin audit row.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signInOverHttp, staffHeaders, staffToken } from "../../support/http";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";

type Json = Record<string, unknown>;
/** The members of these tests sign in to the deployment's default company. */
const COMPANY = "demo";

async function setClientRule(clientId: string, rule: Json, headers?: Record<string, string>) {
  return call(`/admin/v1/companies/${COMPANY}/partners/${clientId}`, {
    method: "PUT",
    body: rule,
    headers: headers ?? (await staffHeaders()),
  });
}

async function runAs(token: string, tool: string, args: Json) {
  const response = await call(`/v1/tools/${tool}/run`, { token, body: { args } });
  const body = (await response.json()) as { conversationId: string; toolCallId: string; outcome: Json };
  const row = await env.DB.prepare(
    "SELECT failure_code, reason, channel, partner_client_id FROM tool_audit WHERE conversation_id = ? AND tool_call_id = ?",
  )
    .bind(body.conversationId, body.toolCallId)
    .first<Json>();
  return { status: response.status, outcome: body.outcome, row };
}

async function offeredTo(token: string): Promise<string[]> {
  const { tools } = (await (await call("/v1/tools", { token })).json()) as { tools: { name: string }[] };
  return tools.map((tool) => tool.name).sort();
}

describe("a partner client the company switched off", () => {
  it("gets unknown_tool for every call, the audit row keeping client_switched_off, and is offered nothing", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read"]);
    const args = { portal_ref: syntheticPortal(mobile) };
    expect((await runAs(tokens.access_token, "get_plan_details", args)).outcome.status).toBe("ok");

    const put = await setClientRule(clientId, { enabled: false, reason: "Contract under review" });
    expect(put.status).toBe(200);
    const refused = await runAs(tokens.access_token, "get_plan_details", args);
    expect(refused.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(JSON.stringify(refused.outcome)).not.toContain("Contract under review");
    expect(refused.row).toEqual({
      failure_code: "unknown_tool",
      reason: "client_switched_off",
      channel: "partner",
      partner_client_id: clientId,
    });
    expect(await offeredTo(tokens.access_token)).toEqual([]);
  });

  it("leaves the member's own session and other partner clients untouched", async () => {
    const mobile = uniqueMobile();
    const off = await connectPartner(mobile, ["policies:read"]);
    const other = await connectPartner(mobile, ["policies:read"]);
    await setClientRule(off.clientId, { enabled: false, reason: "Switched off for a test" });
    const args = { portal_ref: syntheticPortal(mobile) };
    expect((await runAs(other.tokens.access_token, "get_plan_details", args)).outcome.status).toBe("ok");
    expect((await runAs(await signInOverHttp(mobile), "get_plan_details", args)).outcome.status).toBe("ok");
  });

  it("needs the administrator's reason to switch a client off", async () => {
    const { clientId } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const response = await setClientRule(clientId, { enabled: false });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });
});

describe("a partner client limited to some tools", () => {
  it("is offered and runs only those; any other gets unknown_tool, the row keeping client_tool_not_allowed", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read"]);
    await setClientRule(clientId, { enabled: true, tools: ["list_my_policies"] });
    expect(await offeredTo(tokens.access_token)).toEqual(["list_my_policies"]);
    expect((await runAs(tokens.access_token, "list_my_policies", {})).outcome.status).toBe("ok");
    const refused = await runAs(tokens.access_token, "get_plan_details", { portal_ref: syntheticPortal(mobile) });
    expect(refused.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(refused.row).toMatchObject({ failure_code: "unknown_tool", reason: "client_tool_not_allowed" });
  });
});

describe("a partner client with its own per-minute rate", () => {
  it("is refused rate_limited with client_rate_limited past its rate, while the company's rate still allows the call", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read"]);
    await setClientRule(clientId, { enabled: true, callsPerMinute: 0 });
    const refused = await runAs(tokens.access_token, "list_my_policies", {});
    expect(refused.outcome).toMatchObject({ status: "failed", code: "rate_limited" });
    expect(refused.row).toMatchObject({ failure_code: "rate_limited", reason: "client_rate_limited" });
    // The same member, in the same minute, through their own session: the company's rate lets it run.
    expect((await runAs(await signInOverHttp(mobile), "list_my_policies", {})).outcome.status).toBe("ok");
  });
});

describe("administrator changes to a partner client", () => {
  async function adminAuditFor(target: string) {
    const rows = await env.DB.prepare(
      "SELECT actor, action, before, after FROM admin_audit WHERE target = ? ORDER BY id",
    )
      .bind(target)
      .all<{ actor: string; action: string; before: string | null; after: string | null }>();
    return rows.results.map((row) => ({
      ...row,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
    }));
  }

  it("writes an admin audit row for each rule change: who, what, before and after", async () => {
    const { clientId } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const headers = { authorization: `Bearer ${await staffToken("admin")}` };
    await setClientRule(clientId, { enabled: true, tools: ["list_my_policies"], callsPerMinute: 30 }, headers);
    await setClientRule(clientId, { enabled: false, reason: "Suspicious traffic" }, headers);
    const rows = await adminAuditFor(`company:${COMPANY}/client:${clientId}`);
    expect(rows).toEqual([
      {
        actor: expect.stringMatching(/^staff:/),
        action: "partner_policy.put",
        before: null,
        after: { enabled: true, reason: null, tools: ["list_my_policies"], callsPerMinute: 30 },
      },
      {
        actor: rows[0]?.actor,
        action: "partner_policy.put",
        before: { enabled: true, reason: null, tools: ["list_my_policies"], callsPerMinute: 30 },
        after: { enabled: false, reason: "Suspicious traffic", tools: null, callsPerMinute: null },
      },
    ]);
    const policy = (await (await call(`/admin/v1/companies/${COMPANY}/policy`, { headers })).json()) as {
      partners: Json[];
    };
    expect(policy.partners).toContainEqual({
      clientId,
      enabled: false,
      reason: "Suspicious traffic",
      tools: null,
      callsPerMinute: null,
    });
  });

  it("writes an admin audit row when a registration is disabled", async () => {
    const { clientId } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const disabled = await call(`/admin/v1/partners/${clientId}/disable`, {
      method: "POST",
      headers: await staffHeaders(),
    });
    expect(disabled.status).toBe(200);
    expect(await adminAuditFor(`client:${clientId}`)).toEqual([
      // The member's own consent came first (partner-audit.test.ts covers it).
      expect.objectContaining({ action: "partner.grant" }),
      {
        actor: expect.stringMatching(/^staff:/),
        action: "partner.disable",
        before: { clientName: "Acme Health Assistant", redirectUris: [expect.any(String)], registered: true },
        after: { registered: false },
      },
    ]);
  });

  it("refuses a partner's token on the partner rule route", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const response = await setClientRule(
      clientId,
      { enabled: true },
      { authorization: `Bearer ${tokens.access_token}` },
    );
    expect([401, 403]).toContain(response.status);
    expect(await adminAuditFor(`company:${COMPANY}/client:${clientId}`)).toEqual([]);
  });
});
