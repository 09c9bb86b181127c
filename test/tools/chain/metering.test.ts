/**
 * Only calls that pass the checks spend the daily budget and the per-minute rates. A call is counted
 * with its step's load, before the policy is known, and gives its count back when the chain refuses
 * it (a tool not offered, the kill switch, bad arguments, another member's portal, an exhausted
 * budget itself), so a flood of refused calls (a misbehaving partner, say) leaves the budget whole.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { executeStep } from "../../../workers/tools/chain/executor";
import { ormFor } from "../../../workers/tools/d1/orm";
import { partnerPolicyUpsert } from "../../../workers/tools/policy/partner-policy";
import { setKillSwitch } from "../../../workers/tools/policy/policy";
import { createCompany } from "../../support/company";
import { contextFor, run, testPorts } from "../../support/executor";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { type Person, signIn } from "../../support/people";

const OFF = { enabled: false, roles: null, channels: null };
/** Every call of a test in one minute, whatever the wall clock does. */
const inOneMinute = () => testPorts({ now: () => new Date("2026-12-01T09:30:15Z") });

const codeOf = (outcome: ToolOutcome) => (outcome.status === "failed" ? outcome.code : outcome.status);

/** What the person's counters hold now: the day's and the minute's. */
async function counted(person: Person): Promise<number[]> {
  const { results } = await env.DB.prepare("SELECT count FROM usage_counter WHERE person_key = ? ORDER BY window")
    .bind(`person:${person.auth.personId}`)
    .all<{ count: number }>();
  return results.map((row) => row.count);
}

/** Calls the chain refuses for every reason a flood may carry, all at once. */
async function flood(person: Person, ports = testPorts()) {
  const refused = await Promise.all([
    ...Array.from({ length: 6 }, () => run(person, "get_e_card", { args: { portal_ref: "PRT-X" }, ports })),
    ...Array.from({ length: 6 }, () => run(person, "list_my_policies", { args: { access_token: "x" }, ports })),
    ...Array.from({ length: 6 }, () => run(person, "get_plan_details", { args: { portal_ref: "PRT-40122" }, ports })),
  ]);
  expect(new Set(refused.map((ran) => codeOf(ran.outcome)))).toEqual(
    new Set(["unknown_tool", "invalid_arguments", "not_found"]),
  );
}

describe("refused calls do not spend the budget", () => {
  it("leaves the day's budget whole for legitimate calls after a flood the chain refused", async () => {
    const companyId = await createCompany({ dailyCallBudget: 2, tools: { get_e_card: OFF } });
    const person = await signIn(uniqueMobile(), companyId);

    await flood(person);
    await setKillSwitch(env.DB, companyId, true, new Date());
    const killed = await Promise.all(Array.from({ length: 5 }, () => run(person, "list_my_policies")));
    await setKillSwitch(env.DB, companyId, false, new Date());
    const legitimate = [];
    for (let i = 0; i < 3; i++) legitimate.push(codeOf((await run(person, "list_my_policies")).outcome));

    expect(killed.map((ran) => codeOf(ran.outcome))).toEqual(Array(5).fill("kill_switch"));
    expect(legitimate).toEqual(["ok", "ok", "budget_exhausted"]);
    // The two calls that ran, and nothing else: not the flood, not the one the budget refused.
    expect((await counted(person))[0]).toBe(2);
  });

  it("leaves the minute's rate whole for legitimate calls after a flood in the same minute", async () => {
    const person = await signIn(uniqueMobile(), await createCompany({ callsPerMinute: 2, tools: { get_e_card: OFF } }));
    const ports = inOneMinute();

    await flood(person, ports);
    const legitimate = [];
    for (let i = 0; i < 3; i++) legitimate.push(codeOf((await run(person, "list_my_policies", { ports })).outcome));

    expect(legitimate).toEqual(["ok", "ok", "rate_limited"]);
    expect(await counted(person)).toEqual([2, 2]);
  });

  it("gives a refused call of a step its count back before the next call of the step is counted", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany({ dailyCallBudget: 1, tools: { get_e_card: OFF } }));
    const calls = [
      { toolCallId: newId("call_"), name: "get_e_card", args: { portal_ref: syntheticPortal(mobile) } },
      { toolCallId: newId("call_"), name: "list_my_policies", args: {} },
    ];

    const outcomes = await executeStep(
      calls,
      await contextFor(person, { conversationId: newId("conv_") }),
      testPorts(),
    );

    expect(outcomes.map(codeOf)).toEqual(["unknown_tool", "ok"]);
  });

  it("leaves a partner client's own rate whole for its member after calls outside its grant", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    await partnerPolicyUpsert(
      ormFor(env.DB),
      { companyId, clientId },
      { enabled: true, reason: null, tools: null, callsPerMinute: 1 },
      new Date(),
    );
    const ports = inOneMinute();
    const context = async () => ({
      ...(await contextFor(person, { channel: "partner", conversationId: newId("conv_") })),
      invocationSource: "agent" as const,
      partner: { clientId, scopes: ["policies:read" as const] },
    });

    const outside = await executeStep(
      Array.from({ length: 5 }, () => ({ toolCallId: newId("call_"), name: "list_my_claims", args: {} })),
      await context(),
      ports,
    );
    const within = await executeStep(
      [0, 1].map(() => ({ toolCallId: newId("call_"), name: "list_my_policies", args: {} })),
      await context(),
      ports,
    );

    expect(outside.map(codeOf)).toEqual(Array(5).fill("unknown_tool"));
    expect(within.map(codeOf)).toEqual(["ok", "rate_limited"]);
  });
});
