import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setKillSwitch } from "../../../workers/tools/policy/policy";
import { createCompany } from "../../support/company";
import { auditRows, run, testPorts } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { guest, signIn, staff } from "../../support/people";
import { withExplicitOnly } from "../../support/registry";

const CALLBACK = { topic: "policy", preferred_window: "afternoon" };

describe("policy narrows, never widens", () => {
  it("cannot give a guest a tool whose own roles leave guests out", async () => {
    const companyId = await createCompany({
      tools: { request_callback: { enabled: true, roles: ["guest", "member", "agent", "admin"], channels: null } },
    });

    const ran = await run(await guest(companyId), "request_callback", { args: CALLBACK });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "permission_denied" });
  });

  it("takes a role away from a tool that the tool itself allows", async () => {
    const companyId = await createCompany({
      tools: { request_callback: { enabled: true, roles: ["agent"], channels: null } },
    });

    const asMember = await run(await signIn(uniqueMobile(), companyId), "request_callback", { args: CALLBACK });
    const asAgent = await run(await staff("agent", companyId), "request_callback", { args: CALLBACK });

    expect(asMember.outcome).toMatchObject({ status: "failed", code: "permission_denied" });
    expect(asAgent.outcome.status).toBe("pending");
  });

  it("offers nothing for a tool with no policy row: answered as unknown, the row keeping why", async () => {
    const companyId = await createCompany({ tools: { list_my_claims: "absent" } });

    const ran = await run(await signIn(uniqueMobile(), companyId), "list_my_claims");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(await auditRows(ran.conversationId)).toMatchObject([{ reason: "tool_not_in_policy" }]);
  });

  it("refuses a channel the company does not allow, whatever the tool's own row says", async () => {
    const companyId = await createCompany({ channels: ["web"] });
    const person = await signIn(uniqueMobile(), companyId);

    const fromMobile = await run(person, "list_my_policies", { channel: "mobile" });
    const fromWeb = await run(person, "list_my_policies", { channel: "web" });

    expect(fromMobile.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(await auditRows(fromMobile.conversationId)).toMatchObject([{ reason: "company_channel_not_allowed" }]);
    expect(fromWeb.outcome.status).toBe("ok");
  });

  it("reads a role list it cannot use as nobody, never as the tool's own roles", async () => {
    const companyId = await createCompany();
    await env.DB.prepare("UPDATE tool_policy SET roles = ?1 WHERE company_id = ?2 AND tool_name = 'list_my_policies'")
      .bind(JSON.stringify(["member", "superuser"]), companyId)
      .run();

    const ran = await run(await signIn(uniqueMobile(), companyId), "list_my_policies");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "permission_denied" });
  });

  it("reads a channel list it cannot use as no channel, never as every channel", async () => {
    const companyId = await createCompany();
    await env.DB.prepare(
      "UPDATE tool_policy SET channels = ?1 WHERE company_id = ?2 AND tool_name = 'list_my_policies'",
    )
      .bind(JSON.stringify(["mobile", "carrier-pigeon"]), companyId)
      .run();

    const ran = await run(await signIn(uniqueMobile(), companyId), "list_my_policies", { channel: "mobile" });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(await auditRows(ran.conversationId)).toMatchObject([{ reason: "tool_channel_not_allowed" }]);
  });
});

describe("service guards", () => {
  it("refuses every call once the kill switch is on, and serves again when it is off", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);

    await setKillSwitch(env.DB, companyId, true, new Date());
    const during = await run(person, "list_my_policies");
    await setKillSwitch(env.DB, companyId, false, new Date());
    const after = await run(person, "list_my_policies");

    expect(during.outcome).toMatchObject({ status: "failed", code: "kill_switch" });
    expect(after.outcome.status).toBe("ok");
  });

  it("refuses the call after the day's budget is spent", async () => {
    const person = await signIn(uniqueMobile(), await createCompany({ dailyCallBudget: 2 }));

    const codes = [];
    for (let i = 0; i < 3; i++) {
      const ran = await run(person, "search_policy_knowledge", { args: { query: "waiting period" } });
      codes.push(ran.outcome.status === "failed" ? ran.outcome.code : ran.outcome.status);
    }

    expect(codes).toEqual(["ok", "ok", "budget_exhausted"]);
  });

  it("rate-limits a person past the calls allowed in a minute", async () => {
    const person = await signIn(uniqueMobile(), await createCompany({ callsPerMinute: 3 }));

    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => run(person, "search_policy_knowledge", { args: { query: "room rent" } })),
    );

    const limited = outcomes.filter((ran) => ran.outcome.status === "failed" && ran.outcome.code === "rate_limited");
    expect(limited).toHaveLength(2);
  });

  it("counts the day and the minute apart: calls of an earlier minute spend the day's budget, not this minute's rate", async () => {
    const person = await signIn(uniqueMobile(), await createCompany({ callsPerMinute: 2, dailyCallBudget: 10 }));
    const at = (iso: string) => testPorts({ now: () => new Date(iso) });
    const call = (ports: ReturnType<typeof testPorts>) =>
      run(person, "search_policy_knowledge", { args: { query: "waiting period" }, ports });

    await call(at("2026-11-30T09:00:10Z"));
    await call(at("2026-11-30T09:00:20Z"));
    const nextMinute = [await call(at("2026-11-30T09:01:10Z")), await call(at("2026-11-30T09:01:20Z"))];
    const third = await call(at("2026-11-30T09:01:30Z"));

    expect(nextMinute.map((ran) => ran.outcome.status)).toEqual(["ok", "ok"]);
    expect(third.outcome).toMatchObject({ status: "failed", code: "rate_limited" });
  });

  it("counts budgets per person, so one member's spending does not refuse another", async () => {
    const companyId = await createCompany({ dailyCallBudget: 1 });
    const first = await signIn(uniqueMobile(), companyId);
    const second = await signIn(uniqueMobile(), companyId);

    await run(first, "search_policy_knowledge", { args: { query: "co-payment" } });
    const ran = await run(second, "search_policy_knowledge", { args: { query: "co-payment" } });

    expect(ran.outcome.status).toBe("ok");
  });
});

describe("explicit_user_selected", () => {
  const ports = () => testPorts({ registry: withExplicitOnly("get_member_profile") });

  it("refuses the model unless the person selected the tool", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());

    const unselected = await run(person, "get_member_profile", { invocationSource: "agent", ports: ports() });
    const selected = await run(person, "get_member_profile", {
      invocationSource: "agent",
      explicitlySelectedTools: ["get_member_profile"],
      ports: ports(),
    });

    expect(unselected.outcome).toMatchObject({ status: "failed", code: "explicit_selection_required" });
    expect(selected.outcome.status).toBe("ok");
  });

  it("lets the person's own direct run through, which still passes every other check", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);

    const direct = await run(person, "get_member_profile", { invocationSource: "user", ports: ports() });
    const signedOut = await run(await guest(companyId), "get_member_profile", {
      invocationSource: "user",
      ports: ports(),
    });

    expect(direct.outcome.status).toBe("ok");
    expect(signedOut.outcome).toMatchObject({ status: "failed", code: "credential_unavailable" });
  });
});

describe("a policy row that is not JSON", () => {
  it("reads as nobody: the tool is refused with one audit row, never a thrown error", async () => {
    const companyId = await createCompany();
    await env.DB.prepare(
      "UPDATE tool_policy SET roles = 'member,agent' WHERE company_id = ? AND tool_name = 'list_my_claims'",
    )
      .bind(companyId)
      .run();
    const person = await signIn(uniqueMobile(), companyId);

    const ran = await run(person, "list_my_claims");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "permission_denied" });
    expect(await auditRows(ran.conversationId)).toHaveLength(1);
  });
});
