/** A partner's token on /v1: runs as the member, channel partner, within the granted scopes, audited with its client. */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call, signInOverHttp, staffHeaders } from "../../support/http";
import { DEMO, syntheticPortal, uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";

type Json = Record<string, unknown>;

async function auditRow(conversationId: string, toolCallId: string) {
  return env.DB.prepare(
    "SELECT channel, failure_code, reason, partner_client_id, partner_scopes, invocation_source FROM tool_audit WHERE conversation_id = ? AND tool_call_id = ?",
  )
    .bind(conversationId, toolCallId)
    .first<Json>();
}

describe("a partner's token on /v1", () => {
  it("runs a read as the member on channel partner, audited with the client id and the granted scopes", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read"]);
    expect(tokens.scope).toBe("policies:read");
    const response = await call("/v1/tools/get_plan_details/run", {
      token: tokens.access_token,
      body: { args: { portal_ref: syntheticPortal(mobile) } },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { conversationId: string; toolCallId: string; outcome: Json };
    expect(body.outcome.status).toBe("ok");
    expect(await auditRow(body.conversationId, body.toolCallId)).toEqual({
      channel: "partner",
      failure_code: null,
      reason: null,
      partner_client_id: clientId,
      partner_scopes: '["policies:read"]',
      invocation_source: "partner",
    });
  });

  it("lists only the tools the granted scopes cover", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read", "hospitals:read"]);
    const response = await call("/v1/tools", { token: tokens.access_token });
    const { tools } = (await response.json()) as { tools: { name: string }[] };
    expect(tools.map((t) => t.name).sort()).toEqual(
      [
        "get_covered_benefits",
        "get_hospital_details",
        "get_plan_details",
        "get_policy_members",
        "get_sum_insured_balance",
        "list_my_policies",
        "search_network_hospitals",
        "search_policy_knowledge",
      ].sort(),
    );
  });

  it("answers list_my_claims outside the granted scopes exactly as a tool that does not exist, the row keeping why", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const hidden = await call("/v1/tools/list_my_claims/run", { token: tokens.access_token, body: { args: {} } });
    const absent = await call("/v1/tools/list_my_claimz/run", { token: tokens.access_token, body: { args: {} } });

    expect(hidden.status).toBe(absent.status);
    expect(hidden.status).toBe(200);
    expect(hidden.headers.get("www-authenticate")).toBeNull();
    const body = (await hidden.json()) as { conversationId: string; toolCallId: string; outcome: Json };
    const other = (await absent.json()) as { conversationId: string; toolCallId: string; outcome: Json };
    expect(Object.keys(body).sort()).toEqual(Object.keys(other).sort());
    expect(body.outcome).toEqual(other.outcome);
    expect(body.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(await auditRow(body.conversationId, body.toolCallId)).toMatchObject({
      channel: "partner",
      failure_code: "unknown_tool",
      reason: "scope_not_granted",
      partner_client_id: clientId,
    });
  });

  it("answers not_found for another member's portal", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const response = await call("/v1/tools/get_plan_details/run", {
      token: tokens.access_token,
      body: { args: { portal_ref: "PRT-40122" } },
    });
    const body = (await response.json()) as { outcome: Json };
    expect(body.outcome).toMatchObject({ status: "failed", code: "not_found" });
  });

  it("searches the policy wording without learning which products the member holds unless granted policies:read", async () => {
    const mobile = uniqueMobile();
    const search = async (scopes: string[]) => {
      const { tokens } = await connectPartner(mobile, scopes);
      const response = await call("/v1/tools/search_policy_knowledge/run", {
        token: tokens.access_token,
        body: { args: { query: "waiting period for cataract" } },
      });
      return ((await response.json()) as { outcome: Json }).outcome;
    };

    const wordingOnly = await search(["hospitals:read"]);
    expect(wordingOnly).toMatchObject({ status: "ok", dataClass: "public" });
    expect(wordingOnly.result).not.toHaveProperty("heldProducts");
    expect(JSON.stringify(wordingOnly.evidence)).not.toContain('"held"');

    const withPolicies = await search(["hospitals:read", "policies:read"]);
    expect(withPolicies).toMatchObject({ status: "ok", dataClass: "personal" });
    expect(withPolicies.result).toHaveProperty("heldProducts");
  });

  it("is refused on the admin routes", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const response = await call("/admin/v1/audit?conversationId=conv_whatever", { token: tokens.access_token });
    expect([401, 403]).toContain(response.status);
    const partners = await call("/admin/v1/partners", { token: tokens.access_token });
    expect([401, 403]).toContain(partners.status);
  });

  it("cannot decide a pending action: the member confirms every write", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["callbacks:write"]);
    const run = await call("/v1/tools/request_callback/run", {
      token: tokens.access_token,
      body: { args: { topic: "claim", preferred_window: "morning" } },
    });
    const body = (await run.json()) as { conversationId: string; outcome: { status: string; pendingActionId: string } };
    expect(body.outcome.status).toBe("pending");
    const decided = await call(`/v1/actions/${body.outcome.pendingActionId}`, {
      token: tokens.access_token,
      body: { conversationId: body.conversationId, decision: "approve" },
    });
    expect(decided.status).toBe(403);
  });

  it("is listed among the member's connections, and stops working once the member revokes it", async () => {
    const mobile = uniqueMobile();
    const { clientId, tokens } = await connectPartner(mobile, ["policies:read"]);
    const member = await signInOverHttp(mobile);
    const listed = (await (await call("/v1/me/connections", { token: member })).json()) as {
      connections: { clientId: string; clientName: string; scopes: string[] }[];
    };
    expect(listed.connections).toEqual([
      expect.objectContaining({ clientId, clientName: "Acme Health Assistant", scopes: ["policies:read"] }),
    ]);
    expect((await call("/v1/me/connections", { token: tokens.access_token })).status).toBe(403);
    expect((await call(`/v1/me/connections/${clientId}`, { method: "DELETE", token: member })).status).toBe(200);
    const after = await call("/v1/tools", { token: tokens.access_token });
    expect(after.status).toBe(401);
    expect(after.headers.get("www-authenticate")).toMatch(/resource_metadata=/);
  });

  it("lets an administrator list registrations and disable one, after which its token is refused", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const admin = await staffHeaders();
    const listed = (await (await call("/admin/v1/partners", { headers: admin })).json()) as {
      partners: { clientId: string }[];
    };
    expect(listed.partners.map((p) => p.clientId)).toContain(clientId);
    const disabled = await call(`/admin/v1/partners/${clientId}/disable`, { method: "POST", headers: admin });
    expect(disabled.status).toBe(200);
    expect((await call("/v1/tools", { token: tokens.access_token })).status).toBe(401);
  });

  it("leaves the app's own session tokens working", async () => {
    const token = await signInOverHttp(DEMO.ravi.mobile);
    const response = await call("/v1/tools/get_plan_details/run", {
      token,
      body: { args: { portal_ref: "PRT-50001" } },
    });
    expect(((await response.json()) as { outcome: Json }).outcome.status).toBe("ok");
  });
});

describe("a partner's token on /v1/documents", () => {
  it("opens the member's document only with the documents scope, and the audit row names the client", async () => {
    const withoutScope = await connectPartner(DEMO.asha.mobile, ["policies:read"]);
    const refused = await call("/v1/documents/DOC-40122-01", { token: withoutScope.tokens.access_token });
    expect(refused.status).toBe(403);

    const granted = await connectPartner(DEMO.asha.mobile, ["documents:read"]);
    const opened = await SELF.fetch(`${BASE}/v1/documents/DOC-40122-01`, {
      headers: { authorization: `Bearer ${granted.tokens.access_token}` },
      redirect: "manual",
    });
    expect(opened.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT channel, partner_client_id, outcome FROM tool_audit WHERE partner_client_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(granted.clientId)
      .first<Json>();
    expect(row).toEqual({ channel: "partner", partner_client_id: granted.clientId, outcome: "ok" });
  });
});

/** A conversation another member started, with one turn in it. */
async function someoneElsesConversation(): Promise<string> {
  const owner = await signInOverHttp(uniqueMobile());
  const turn = await call("/chat", { token: owner, body: { message: "What is a waiting period?" } });
  const conversationId = turn.headers.get("x-conversation-id");
  await turn.text();
  if (!conversationId) throw new Error("no conversation");
  return conversationId;
}

describe("a partner's token and conversations", () => {
  it("reads nothing of a conversation its member is not part of, exactly as if it did not exist", async () => {
    const conversationId = await someoneElsesConversation();
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const theirs = await call(`/chat/${conversationId}/events`, { token: tokens.access_token });
    const missing = await call("/chat/conv_doesnotexist01/events", { token: tokens.access_token });
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
  });

  it("cannot run a tool or resume a turn in a conversation its member is not part of", async () => {
    const conversationId = await someoneElsesConversation();
    const { tokens } = await connectPartner(uniqueMobile(), ["hospitals:read"]);
    const run = await call("/v1/tools/search_policy_knowledge/run", {
      token: tokens.access_token,
      body: { args: { query: "waiting period" }, conversationId },
    });
    expect(run.status).toBe(404);
    const resume = await call("/chat/resume", {
      token: tokens.access_token,
      body: { conversationId, interruptId: "int_anything", decision: "approve" },
    });
    expect(resume.status).toBe(404);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM tool_audit WHERE conversation_id = ? AND channel = 'partner'",
    )
      .bind(conversationId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });
});
