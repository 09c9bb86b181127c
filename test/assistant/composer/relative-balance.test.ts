/**
 * A relative's balance on a member with two policies: the balance that is theirs is that of the
 * policy they are insured on, read after who is insured on each; the other policy's is left out, and
 * a relative on none is told so once. A word in a name's place typed in lower case is a name only if
 * someone insured bears it.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer, POLICY_WIDE_BALANCE } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { AuthContext } from "../../../src/shared/auth-context";
import type { JsonValue } from "../../../src/shared/json";
import { readyMember as readiness } from "../../support/readiness";

const POLICIES = [
  { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
  { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
];
const ok = (toolName: string, args: Record<string, unknown>, result: JsonValue): ToolResultView => ({
  toolName,
  args,
  outcome: { status: "ok", result, readiness },
});
const balance = (portal: string, sumInsured: number, utilised: number) =>
  ok(
    "get_sum_insured_balance",
    { portal_ref: portal },
    { currency: "INR", sumInsured, utilised, available: sumInsured - utilised, asOf: "2026-08-01" },
  );
const members = (portal: string, people: [string, string][]) =>
  ok(
    "get_policy_members",
    { portal_ref: portal },
    { members: people.map(([name, relation], i) => ({ memberId: `MBR-10${i}`, name, relation })) },
  );
const BALANCES = [balance("PRT-40122", 1_000_000, 79_200), balance("PRT-40123", 2_500_000, 0)];
const MEMBERS = [
  members("PRT-40122", [
    ["Asha Rao", "self"],
    ["Vikram Rao", "spouse"],
    ["Kabir Rao", "son"],
  ]),
  members("PRT-40123", [["Asha Rao", "self"]]),
];

async function propose(message: string, results: ToolResultView[]) {
  const auth = { policies: POLICIES } as unknown as AuthContext;
  const caller = { auth, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {}, policies: POLICIES })).text;

describe("a relative's balance on a member's two policies", () => {
  it("reads who is insured on each policy once the balances are in", async () => {
    expect(await propose("how much balance is left for my son", BALANCES)).toEqual([
      { name: "get_policy_members", args: { portal_ref: "PRT-40122" } },
      { name: "get_policy_members", args: { portal_ref: "PRT-40123" } },
    ]);
    expect(await propose("how much balance is left for my son", [...BALANCES, ...MEMBERS])).toEqual([]);
  });

  // A person named by name alone gets the balance of the policy they are on, as "my son" does.
  // "my son's balance" once read as the member's own balance beside a wording search ("doesn't mention this").
  it.each([
    "how much balance is left for my son",
    "How much balance is left for Kabir?",
    "how much is left for kabir",
    "what is my son's balance",
    "what is my son Kabir's balance",
  ])(
    "says where the son is insured and gives only that policy's balance, not the accident policy's: %j",
    async (message) => {
      const text = await compose(message, [...BALANCES, ...MEMBERS]);
      expect(text).toMatch(
        /^Kabir Rao is insured on your PlanCover Family Shield policy \(PRT-40122\), not on your PlanCover Personal Accident Guard policy \(PRT-40123\)\./,
      );
      expect(text).toContain("₹9,20,800 of ₹10,00,000 left on PRT-40122");
      expect(text).not.toContain("₹25,00,000");
      expect(text).toContain(POLICY_WIDE_BALANCE);
    },
  );

  it("tells once that a father is on none of the policies, and quotes no wording or balance for him", async () => {
    const text = await compose("balance left for my father", [...BALANCES, ...MEMBERS]);
    expect(text.match(/isn't insured|couldn't find/g)).toEqual(["isn't insured"]);
    expect(text).not.toContain("wording");
    // The member's own balances are not his, and no balance shown needs the policy-wide note.
    expect(text).not.toMatch(/left on PRT-/);
    expect(text).not.toContain(POLICY_WIDE_BALANCE);
  });

  it("takes a lower-case word nobody insured bears for no name: both balances, nobody said to be uninsured", async () => {
    const text = await compose("how much is left for dengue", [...BALANCES, ...MEMBERS]);
    expect(text).toContain("₹9,20,800 of ₹10,00,000 left on PRT-40122");
    expect(text).toContain("₹25,00,000 of ₹25,00,000 left on PRT-40123");
    expect(text).not.toMatch(/Dengue|isn't insured|couldn't find/);
    expect(text).not.toContain(POLICY_WIDE_BALANCE);
  });
});
