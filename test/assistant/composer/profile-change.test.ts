/**
 * "Update my email", "change my address": no tool changes a member's details, so the answer shows
 * what is on record and says who can change it, rather than showing the record as if that were done.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { CANNOT_CHANGE_DETAILS, defaultComposer } from "../../../src/assistant/composer/default-composer";
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
  it.each(["update my email address", "change my address", "mera address badalna hai"])(
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
});
