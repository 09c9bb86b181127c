/**
 * A relative's policy ("my husband Vikram's policy number"): the answer names the policy they are
 * insured on, by product, portal and number, and not the member's other policies as theirs.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { HeldPolicy } from "../../../src/shared/auth-context";
import { okView as ok } from "../../support/member-views";

const members = (portal: string, people: [string, string, string][]) =>
  ok(
    "get_policy_members",
    { members: people.map(([memberId, name, relation]) => ({ memberId, name, relation })) },
    { portal_ref: portal },
  );
const FAMILY = members("PRT-40122", [
  ["MBR-1001", "Asha Rao", "self"],
  ["MBR-1002", "Vikram Rao", "spouse"],
]);
const ALONE = members("PRT-40123", [["MBR-1001", "Asha Rao", "self"]]);
const POLICIES = ok("list_my_policies", {
  policies: [
    { portalRef: "PRT-40122", productName: "PlanCover Family Shield", policyNumber: "PC-FF-1", endDate: "2027-03-31" },
    {
      portalRef: "PRT-40123",
      productName: "PlanCover Personal Accident Guard",
      policyNumber: "PC-PA-2",
      endDate: "2027-01-14",
    },
  ],
});
const plan = (portalRef: string, productName: string, policyNumber: string) =>
  ok(
    "get_plan_details",
    { portalRef, productName, policyNumber, sumInsured: 100, deductible: null, copayPercent: null, renewalDue: null },
    { portal_ref: portalRef },
  );
const HELD: HeldPolicy[] = [
  { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
  { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
];
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {}, policies: HELD })).text;

describe("which policy a relative is on", () => {
  it("names the policy the relative is insured on, with its number, and not the member's other policy", async () => {
    const text = await compose("my husband Vikram's policy number", [POLICIES, FAMILY, ALONE]);
    expect(text).toBe(
      "Vikram Rao is insured on your PlanCover Family Shield policy (PRT-40122), policy number PC-FF-1.",
    );
  });

  it("gives the details of the relative's policy only", async () => {
    const details = [plan("PRT-40122", "PlanCover Family Shield", "PC-FF-1"), plan("PRT-40123", "PA Guard", "PC-PA-2")];
    const text = await compose("my husband's policy details", [...details, FAMILY, ALONE]);
    expect(text).toContain(
      "Vikram Rao is insured on your PlanCover Family Shield policy (PRT-40122), policy number PC-FF-1.",
    );
    expect(text).toContain("PlanCover Family Shield (PRT-40122): policy number PC-FF-1");
    expect(text).not.toContain("PRT-40123");
  });

  it("names every policy of the member's own beside the relative's, and someone not insured as not found", async () => {
    const both = await compose("my husband's and my policy number", [POLICIES, FAMILY, ALONE]);
    expect(both).toContain(
      "You are insured on your PlanCover Family Shield policy (PRT-40122), policy number PC-FF-1, and on your PlanCover Personal Accident Guard policy (PRT-40123), policy number PC-PA-2.",
    );
    const daughter = await compose("my daughter's policy number", [POLICIES, FAMILY, ALONE]);
    expect(daughter).toContain("I couldn't find your daughter among the people insured on your policies");
    expect(daughter).not.toContain("PC-FF-1");
  });
});
