/**
 * Administrators are accountable: the bootstrap secret only issues staff sessions, every other admin
 * route takes an administrator's own staff session, every change leaves an admin audit row (who,
 * what, before, after, when), and the tool audit can be searched by its filters, page by page.
 */
import { describe, expect, it } from "vitest";
import type { AdminAuditRow, AuditRow, PolicyView, ReadinessView } from "../../../src/shared/admin-api";
import { newId } from "../../../src/shared/ids";
import { registry } from "../../../workers/tools/catalogue/registry";
import { createCompany } from "../../support/company";
import { run } from "../../support/executor";
import { adminHeaders, call, signInOverHttp, staffHeaders, staffToken } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";

type Page<T> = { rows: T[]; nextCursor: string | null };
const POLICY = { dailyCallBudget: 100, callsPerMinute: 30, channels: ["mobile", "web"] };
const companyId = () => `co-${newId().slice(0, 12)}`;

async function adminAuditOf(target: string): Promise<AdminAuditRow[]> {
  const response = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
  const page = (await response.json()) as Page<AdminAuditRow>;
  return page.rows.filter((row) => row.target.startsWith(target));
}

async function search(query: string): Promise<Page<AuditRow>> {
  const response = await call(`/admin/v1/audit?${query}`, { headers: await staffHeaders() });
  expect(response.status).toBe(200);
  return (await response.json()) as Page<AuditRow>;
}

describe("who may use the admin routes", () => {
  it("lets the bootstrap secret issue a staff session and nothing else", async () => {
    const issued = await call("/admin/v1/sessions", { body: { role: "admin" }, headers: adminHeaders() });
    const audit = await call("/admin/v1/audit", { headers: adminHeaders() });
    const policy = await call(`/admin/v1/companies/${companyId()}/policy`, {
      method: "PUT",
      body: POLICY,
      headers: adminHeaders(),
    });

    expect(issued.status).toBe(200);
    expect(audit.status).toBe(403);
    expect(policy.status).toBe(403);
  });

  it.each([
    ["no token", async () => ({})],
    ["an unknown token", async () => ({ authorization: `Bearer ${"x".repeat(43)}` })],
  ])("answers 401 to %s", async (_who, headers) => {
    const response = await call("/admin/v1/audit", { headers: await headers() });

    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
  });

  it.each([
    ["a member's session", async () => signInOverHttp(uniqueMobile())],
    ["a care agent's staff session", async () => staffToken("agent")],
  ])("refuses %s with 403", async (_who, token) => {
    const response = await call("/admin/v1/audit", { token: await token() });

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
  });
});

describe("every admin change leaves an admin audit row", () => {
  it("records a company policy written, then changed, with who, before and after", async () => {
    const company = companyId();
    const headers = await staffHeaders();

    await call(`/admin/v1/companies/${company}/policy`, { method: "PUT", body: POLICY, headers });
    await call(`/admin/v1/companies/${company}/policy`, {
      method: "PUT",
      body: { ...POLICY, callsPerMinute: 5 },
      headers,
    });

    const rows = await adminAuditOf(`company:${company}`);
    expect(rows.map((row) => row.action)).toEqual(["company_policy.put", "company_policy.put"]);
    const [changed, created] = rows;
    expect(created).toMatchObject({ before: null, after: { callsPerMinute: 30 } });
    expect(changed).toMatchObject({ before: { callsPerMinute: 30 }, after: { callsPerMinute: 5 } });
    expect(changed?.actor).toMatch(/^staff:ses_/);
    expect(Date.parse(changed?.at ?? "")).not.toBeNaN();
  });

  it("records a tool's switch, its roles and channels, and the kill switch", async () => {
    const company = companyId();
    const headers = await staffHeaders();
    await call(`/admin/v1/companies/${company}/policy`, { method: "PUT", body: POLICY, headers });

    const tool = { enabled: false, roles: ["member"], channels: ["web"] };
    await call(`/admin/v1/companies/${company}/tools/get_e_card`, { method: "PUT", body: tool, headers });
    await call(`/admin/v1/companies/${company}/kill-switch`, { body: { on: true }, headers });

    const rows = await adminAuditOf(`company:${company}`);
    expect(rows.map((row) => [row.action, row.target, row.before, row.after])).toEqual([
      ["kill_switch.set", `company:${company}`, { killSwitch: false }, { killSwitch: true }],
      ["tool_policy.put", `company:${company}/tool:get_e_card`, null, tool],
      ["company_policy.put", `company:${company}`, null, expect.objectContaining(POLICY)],
    ]);
  });

  it("records a staff session issued, by the bootstrap secret, without its token", async () => {
    const response = await call("/admin/v1/sessions", { body: { role: "agent" }, headers: adminHeaders() });
    const { sessionToken } = (await response.json()) as { sessionToken: string };

    const all = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
    const text = await all.text();
    const rows = (JSON.parse(text) as Page<AdminAuditRow>).rows.filter((row) => row.action === "staff_session.issue");
    expect(
      rows.find((row) => row.actor === "admin_token" && (row.after as { role: string }).role === "agent"),
    ).toBeTruthy();
    expect(text).not.toContain(sessionToken);
  });

  it("pages the admin audit newest first with a cursor", async () => {
    const headers = await staffHeaders();
    const first = (await (await call("/admin/v1/admin-audit?limit=2", { headers })).json()) as Page<AdminAuditRow>;
    const second = (await (
      await call(`/admin/v1/admin-audit?limit=2&cursor=${first.nextCursor}`, { headers })
    ).json()) as Page<AdminAuditRow>;

    expect(first.rows).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    expect(Math.max(...second.rows.map((row) => row.id))).toBeLessThan(Math.min(...first.rows.map((row) => row.id)));
  });
});

describe("the audit search", () => {
  it("filters by conversation, tool, outcome, code and hashed person, newest first, page by page", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    await run(person, "list_my_policies", { conversationId });
    await run(person, "get_plan_details", { conversationId, args: { portal_ref: "PRT-00000" } });
    await run(person, "list_my_claims", { conversationId });

    const all = await search(`conversationId=${conversationId}`);
    const notFound = await search(`conversationId=${conversationId}&outcome=failed&code=not_found`);
    const byTool = await search(`conversationId=${conversationId}&tool=list_my_claims`);
    const byPerson = await search(`personHash=${all.rows[0]?.personHash}`);
    const firstPage = await search(`conversationId=${conversationId}&limit=2`);
    const secondPage = await search(`conversationId=${conversationId}&limit=2&cursor=${firstPage.nextCursor}`);

    expect(all.rows.map((row) => row.tool)).toEqual(["list_my_claims", "get_plan_details", "list_my_policies"]);
    expect(all.rows[0]).toMatchObject({ outcome: "ok", role: "member", channel: "mobile", invocationSource: "agent" });
    expect(all.rows[0]?.readiness).toMatchObject({ required: true, failureReason: null });
    expect(notFound.rows).toMatchObject([{ tool: "get_plan_details", code: "not_found", args: { type: "object" } }]);
    expect(byTool.rows.map((row) => row.tool)).toEqual(["list_my_claims"]);
    expect(byPerson.rows).toHaveLength(3);
    expect(firstPage.rows).toHaveLength(2);
    expect(secondPage).toMatchObject({ rows: [{ tool: "list_my_policies" }], nextCursor: null });
  });

  it("filters by a time range", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    await run(person, "list_my_policies", { conversationId });
    const after = new Date(Date.now() + 60_000).toISOString();
    const before = new Date(Date.now() - 60_000).toISOString();

    expect((await search(`conversationId=${conversationId}&since=${before}`)).rows).toHaveLength(1);
    expect((await search(`conversationId=${conversationId}&since=${after}`)).rows).toHaveLength(0);
    expect((await search(`conversationId=${conversationId}&until=${before}`)).rows).toHaveLength(0);
  });

  it.each([
    ["a limit over 200", "limit=201"],
    ["an outcome outside the set", "outcome=maybe"],
    ["a code outside the set", "code=made_up"],
    ["a since that is not a timestamp", "since=yesterday"],
    ["an unknown filter", "colour=blue"],
  ])("answers 400 to %s", async (_what, query) => {
    const response = await call(`/admin/v1/audit?${query}`, { headers: await staffHeaders() });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
  });
});

describe("what the console reads", () => {
  it("shows a company's policy with every registered tool and its effective switch", async () => {
    const company = await createCompany({
      tools: { get_e_card: "absent", list_my_claims: { enabled: false, roles: null, channels: null } },
    });

    const response = await call(`/admin/v1/companies/${company}/policy`, { headers: await staffHeaders() });

    const view = (await response.json()) as PolicyView;
    expect(view).toMatchObject({ companyId: company, killSwitch: false, dailyCallBudget: 1000 });
    expect(view.tools.map((tool) => tool.name).sort()).toEqual([...registry.names].sort());
    expect(view.tools.find((tool) => tool.name === "get_e_card")).toMatchObject({ enabled: false });
    expect(view.tools.find((tool) => tool.name === "list_my_claims")).toMatchObject({ enabled: false });
    expect(view.tools.find((tool) => tool.name === "list_my_policies")).toMatchObject({ enabled: true, roles: null });
  });

  it("answers 404 for a company with no policy", async () => {
    const response = await call(`/admin/v1/companies/${companyId()}/policy`, { headers: await staffHeaders() });

    expect(response.status).toBe(404);
  });

  it("previews readiness for a caller context: booleans and header names only", async () => {
    const headers = await staffHeaders();
    const out = (await (
      await call("/admin/v1/readiness?role=guest&channel=web&signedIn=false", { headers })
    ).json()) as ReadinessView;
    const member = (await (
      await call("/admin/v1/readiness?role=member&channel=mobile&signedIn=true", { headers })
    ).json()) as ReadinessView;

    const policiesFor = (view: ReadinessView) => view.tools.find((tool) => tool.name === "list_my_policies")?.readiness;
    expect(policiesFor(out)).toMatchObject({
      required: true,
      tokenPresent: false,
      failureReason: "auth_context_required",
    });
    expect(policiesFor(member)).toMatchObject({ required: true, tokenPresent: true, failureReason: null });
    expect(out.tools.map((tool) => tool.name)).not.toContain("request_callback");
  });
});
