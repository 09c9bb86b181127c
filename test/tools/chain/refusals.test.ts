import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CallContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import { newId } from "../../../src/shared/ids";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { signOut } from "../../../workers/tools/auth/sessions";
import { execute } from "../../../workers/tools/chain/executor";
import { companyWithoutPolicy, createCompany } from "../../support/company";
import { auditRows, run, testPorts } from "../../support/executor";
import { DEMO, syntheticPortal, uniqueMobile } from "../../support/members";
import { guest, type Person, signIn, staff } from "../../support/people";
import { withExplicitOnly } from "../../support/registry";
import { ledgerMark, requestsSince } from "../../support/stand-in";

interface Scenario {
  code: FailureCode;
  why: string;
  /** The cause the audit row keeps beside the code, when the code collapses several. */
  reason?: RefusalReason;
  arrange(): Promise<{
    person: Person;
    tool: string;
    args?: unknown;
    ports?: ReturnType<typeof testPorts>;
    channel?: "mobile" | "web" | "partner" | "mcp";
  }>;
}

const member = async (companyId: string) => {
  const mobile = uniqueMobile();
  return { person: await signIn(mobile, companyId), portal: syntheticPortal(mobile) };
};

const scenarios: Scenario[] = [
  {
    code: "unknown_tool",
    why: "a name the registry does not hold",
    async arrange() {
      const { person } = await member(await createCompany());
      return { person, tool: "export_all_members" };
    },
  },
  {
    code: "unknown_tool",
    reason: "company_policy_missing",
    why: "the company has no policy row",
    async arrange() {
      const { person } = await member(companyWithoutPolicy());
      return { person, tool: "list_my_policies" };
    },
  },
  {
    code: "unknown_tool",
    reason: "tool_switched_off",
    why: "the policy switched the tool off",
    async arrange() {
      const companyId = await createCompany({
        tools: { list_my_policies: { enabled: false, roles: null, channels: null } },
      });
      return { person: (await member(companyId)).person, tool: "list_my_policies" };
    },
  },
  {
    code: "unknown_tool",
    reason: "tool_channel_not_allowed",
    why: "the caller's channel is not allowed for the tool",
    async arrange() {
      const companyId = await createCompany({
        tools: { list_my_policies: { enabled: true, roles: null, channels: ["web"] } },
      });
      return { person: (await member(companyId)).person, tool: "list_my_policies", channel: "mobile" };
    },
  },
  {
    code: "session_mismatch",
    reason: "session_ended",
    why: "the session ended (signed out) after it was verified",
    async arrange() {
      const { person } = await member(await createCompany());
      await signOut(env.DB, person.auth.sessionId, new Date());
      return { person, tool: "list_my_policies" };
    },
  },
  {
    code: "kill_switch",
    why: "an administrator switched tool calling off",
    async arrange() {
      return { person: (await member(await createCompany({ killSwitch: true }))).person, tool: "list_my_policies" };
    },
  },
  {
    code: "budget_exhausted",
    why: "the day's budget is zero",
    async arrange() {
      return { person: (await member(await createCompany({ dailyCallBudget: 0 }))).person, tool: "list_my_policies" };
    },
  },
  {
    code: "rate_limited",
    why: "the per-minute limit is zero",
    async arrange() {
      return { person: (await member(await createCompany({ callsPerMinute: 0 }))).person, tool: "list_my_policies" };
    },
  },
  {
    code: "permission_denied",
    reason: "role_not_in_tool",
    why: "a guest may not request a call-back",
    async arrange() {
      return {
        person: await guest(await createCompany()),
        tool: "request_callback",
        args: { topic: "claim", preferred_window: "morning" },
      };
    },
  },
  {
    code: "invalid_arguments",
    why: "an access_token argument is an unknown key",
    async arrange() {
      const { person, portal } = await member(await createCompany());
      return { person, tool: "get_plan_details", args: { portal_ref: portal, access_token: "pc1.MBR-1001.1.abc" } };
    },
  },
  {
    code: "credential_unavailable",
    why: "a signed-out caller asks for a credentialed read",
    async arrange() {
      return {
        person: await guest(await createCompany()),
        tool: "get_plan_details",
        args: { portal_ref: "PRT-40122" },
      };
    },
  },
  {
    code: "not_found",
    why: "the portal belongs to another member",
    async arrange() {
      const { person } = await member(await createCompany());
      return { person, tool: "get_plan_details", args: { portal_ref: "PRT-40122" } };
    },
  },
  {
    code: "explicit_selection_required",
    why: "the model proposes an explicit-only tool nobody selected",
    async arrange() {
      const { person } = await member(await createCompany());
      return {
        person,
        tool: "get_member_profile",
        ports: testPorts({ registry: withExplicitOnly("get_member_profile") }),
      };
    },
  },
];

describe("the chain refuses before any data action", () => {
  it.each(scenarios)("answers $code when $why, with no upstream request and one audit row", async (scenario) => {
    const { person, tool, args, ports, channel } = await scenario.arrange();
    const mark = await ledgerMark();

    const ran = await run(person, tool, { args, ports, channel });

    // Only a rate limit on a read passes with time; no other refusal changes by trying again.
    const retryable = scenario.code === "rate_limited";
    expect(ran.outcome).toMatchObject({ status: "failed", code: scenario.code, retryable });
    expect(await requestsSince(mark)).toEqual([]);
    const rows = await auditRows(ran.conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tool_call_id: ran.toolCallId,
      outcome: "failed",
      failure_code: scenario.code,
      reason: scenario.reason ?? null,
    });
  });

  it.each([
    ["switched off", { tools: { get_member_profile: { enabled: false, roles: null, channels: null } } }],
    ["not in the company's policy", { tools: { get_member_profile: "absent" as const } }],
    ["off this channel", { tools: { get_member_profile: { enabled: true, roles: null, channels: ["web" as const] } } }],
    ["of a company with no policy at all", null],
  ])("answers a tool %s exactly as a name that does not exist, even with the kill switch on", async (_how, policy) => {
    const companyId = policy === null ? companyWithoutPolicy() : await createCompany({ ...policy, killSwitch: true });
    const person = await signIn(uniqueMobile(), companyId);

    const hidden = await run(person, "get_member_profile", { channel: "mobile" });
    const absent = await run(person, "get_member_profle", { channel: "mobile" });

    expect(hidden.outcome).toEqual(absent.outcome);
    expect(hidden.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect((await auditRows(hidden.conversationId))[0]?.reason).not.toBeNull();
    expect(await auditRows(absent.conversationId)).toMatchObject([{ failure_code: "unknown_tool", reason: null }]);
  });

  it("parks a write as pending with no upstream request and one audit row", async () => {
    const { person } = await member(await createCompany());
    const mark = await ledgerMark();

    const ran = await run(person, "request_callback", { args: { topic: "claim", preferred_window: "evening" } });

    expect(ran.outcome).toMatchObject({ status: "pending", summary: expect.stringContaining("claim") });
    expect(await requestsSince(mark)).toEqual([]);
    const rows = await auditRows(ran.conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ outcome: "pending", failure_code: "confirmation_required" });
  });

  it("tells a signed-out caller to sign in, never that a portal does not exist", async () => {
    const companyId = await createCompany();
    const signedOut = await guest(companyId);
    for (const portal of ["PRT-40122", "PRT-99999"]) {
      const ran = await run(signedOut, "get_plan_details", { args: { portal_ref: portal } });
      expect(ran.outcome).toMatchObject({ status: "failed", code: "credential_unavailable" });
      expect(ran.outcome.readiness).toMatchObject({
        required: true,
        tokenPresent: false,
        failureReason: "auth_context_required",
      });
    }
  });

  it("answers another member's portal exactly like a portal that does not exist", async () => {
    const companyId = await createCompany();
    const ravi = await signIn(DEMO.ravi.mobile, companyId);
    const mark = await ledgerMark();

    const someoneElses = await run(ravi, "get_plan_details", { args: { portal_ref: "PRT-40122" } });
    const nobodys = await run(ravi, "get_plan_details", { args: { portal_ref: "PRT-99999" } });

    expect(someoneElses.outcome).toEqual(nobodys.outcome);
    expect(someoneElses.outcome).toMatchObject({ status: "failed", code: "not_found" });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("lets a member read their own portal through the same chain", async () => {
    const companyId = await createCompany();
    const asha = await signIn(DEMO.asha.mobile, companyId);
    const mark = await ledgerMark();

    const ran = await run(asha, "get_plan_details", { args: { portal_ref: "PRT-40122" } });

    expect(ran.outcome).toMatchObject({ status: "ok", result: { portalRef: "PRT-40122" } });
    expect(ran.outcome.readiness).toMatchObject({
      required: true,
      tokenPresent: true,
      resolverAttempted: true,
      headerNames: ["Authorization"],
      failureReason: null,
    });
    expect((await requestsSince(mark)).map((r) => r.path)).toEqual(["/v1/policies/PRT-40122"]);
    expect(await auditRows(ran.conversationId)).toMatchObject([
      { outcome: "ok", failure_code: null, http_status: 200 },
    ]);
  });

  it("answers a session that was signed out as session_mismatch", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    await signOut(env.DB, person.auth.sessionId, new Date());

    const ran = await run(person, "list_my_policies");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "session_mismatch" });
  });

  it("offers staff the reads but still asks them for a member credential", async () => {
    const agent = await staff("agent", await createCompany());
    const ran = await run(agent, "list_my_policies");
    expect(ran.outcome).toMatchObject({ status: "failed", code: "credential_unavailable" });
  });

  it("decides ownership from the stored session, never from the portals a context claims", async () => {
    const ravi = await signIn(DEMO.ravi.mobile, await createCompany());
    const forged: Person = { ...ravi, auth: { ...ravi.auth, portalRefs: [...ravi.auth.portalRefs, "PRT-40122"] } };
    const mark = await ledgerMark();

    const ran = await run(forged, "get_plan_details", { args: { portal_ref: "PRT-40122" } });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "not_found" });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("acts on no context that is not one: an unknown channel throws before any check, writing and calling nothing", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const mark = await ledgerMark();

    const attempt = execute(
      { toolCallId: newId("call_"), name: "list_my_policies", args: {} },
      {
        auth: person.auth,
        sessionLive: true,
        channel: "backdoor" as CallContext["channel"],
        invocationSource: "agent",
        conversationId,
      },
      testPorts(),
    );

    await expect(attempt).rejects.toThrow();
    expect(await requestsSince(mark)).toEqual([]);
    expect(await auditRows(conversationId)).toEqual([]);
  });
});
