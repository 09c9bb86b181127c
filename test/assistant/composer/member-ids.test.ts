/**
 * The member ID asked for ("what is my member id"): each insured person's ID after who is insured,
 * from the members lists the turn read; not said when nobody asked for it.
 */
import { describe, expect, it } from "vitest";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { membersView as members } from "../../support/member-views";

const ASHA_MEMBERS = [
  members("PRT-40122", [
    ["MBR-1001", "Asha Rao", "self"],
    ["MBR-1002", "Vikram Rao", "spouse"],
  ]),
  members("PRT-40123", [["MBR-1001", "Asha Rao", "self"]]),
];
const answer = async (message: string) =>
  (await defaultComposer.compose({ plan: planMessage(message), results: ASHA_MEMBERS, preferences: {} })).text;

describe("the member ID asked for", () => {
  it.each(["what is my member id", "my membership number", "member no of my wife"])(
    "reads %j as who is insured, with their member IDs",
    (message) => {
      expect(planMessage(message)).toMatchObject({ topics: ["members"], memberIdAsked: true });
    },
  );

  it("gives each insured person's member ID once, after who is insured on each policy", async () => {
    const text = await answer("what is my member id");

    expect(text).toContain("Asha Rao (self), Vikram Rao (spouse)");
    expect(text.endsWith("Member IDs: Asha Rao: MBR-1001; Vikram Rao: MBR-1002.")).toBe(true);
  });

  it("says no member ID when only who is insured was asked", async () => {
    expect(await answer("who is covered on my policy")).not.toContain("MBR-");
  });
});
