/**
 * What an answer says beside the data it read when the data alone would mislead: "update my email"
 * shows what is on record, and no tool changes it, so the answer says who can; "how much is left for
 * my wife" is the policy's balance, which PlanCover gives for the policy as a whole.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import {
  CANNOT_CHANGE_DETAILS,
  defaultComposer,
  MOBILE_NOT_SHOWN,
  POLICY_WIDE_BALANCE,
} from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { readyMember as readiness } from "../../support/readiness";

const PROFILE: ToolResultView = {
  toolName: "get_member_profile",
  args: {},
  outcome: {
    status: "ok",
    result: {
      name: "Ravi Kumar",
      email: "ravi.kumar@example.com",
      address: { line1: "B-12, Sea Breeze Society", city: "Mumbai", state: "Maharashtra", pinCode: "400053" },
    },
    readiness,
  },
};
const compose = async (message: string) =>
  (await defaultComposer.compose({ plan: planMessage(message), results: [PROFILE], preferences: {} })).text;

describe("a change to the member's details asked for", () => {
  it.each(["update my email address", "change my address", "mera address badalna hai", "my address is wrong"])(
    "shows what is on record for %j and says a care agent can change it",
    async (message) => {
      expect(planMessage(message)).toMatchObject({ topics: ["profile"], asksChange: true });
      const text = await compose(message);
      expect(text).toContain("Sea Breeze Society");
      expect(text).toContain(CANNOT_CHANGE_DETAILS);
    },
  );

  it("says nothing of changes when the member only asks what is on record", async () => {
    expect(planMessage("what address do you have for me").asksChange).toBe(false);
    expect(await compose("what address do you have for me")).not.toContain(CANNOT_CHANGE_DETAILS);
  });

  it("says which number is on record when the member asks for their mobile number, and shows none", async () => {
    expect(planMessage("what is my registered mobile number")).toMatchObject({
      topics: ["profile"],
      mobileAsked: true,
    });
    const text = await compose("what is my registered mobile number");
    expect(text).toContain("Sea Breeze Society");
    expect(text).toContain(MOBILE_NOT_SHOWN);
    expect(await compose("what address do you have for me")).not.toContain(MOBILE_NOT_SHOWN);
  });
});

describe("the balance asked for a relative", () => {
  const BALANCE: ToolResultView = {
    toolName: "get_sum_insured_balance",
    args: { portal_ref: "PRT-50001" },
    outcome: {
      status: "ok",
      result: { currency: "INR", sumInsured: 500000, utilised: 100350, available: 399650, asOf: "2026-08-01" },
      readiness,
    },
  };

  it.each(["how much is left for my wife", "balance for my husband", "how much balance is left for my son"])(
    "reads the policy's balance for %j, not the wording on who can be covered, and says it is the policy's",
    async (message) => {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "member", topics: ["balance"], relativeBalance: true, knowledgeQuery: null });
      const { text } = await defaultComposer.compose({ plan, results: [BALANCE], preferences: {} });
      expect(text).toContain("₹3,99,650 of ₹5,00,000 left");
      expect(text).toContain(POLICY_WIDE_BALANCE);
    },
  );

  it("leaves a wording question that names a relative to the wording: restoration after a parent's surgery", () => {
    const plan = planMessage(
      "My dad's surgery might use most of my sum insured this year. If I then need treatment for something else, does my policy top the cover back up?",
    );
    expect(plan.relativeBalance).toBe(false);
    expect(plan.kind).toBe("mixed");
    expect(plan.knowledgeQuery).toContain("restoration");
  });

  it("says nothing of it for the member's own balance", async () => {
    const plan = planMessage("how much cover is left");
    expect(plan.relativeBalance).toBe(false);
    const { text } = await defaultComposer.compose({ plan, results: [BALANCE], preferences: {} });
    expect(text).not.toContain(POLICY_WIDE_BALANCE);
  });
});
