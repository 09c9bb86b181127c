/**
 * A policy's other reads (its e-card, its balance) name it by product and portal, never by its
 * policy number: asked for beside them, the number comes from the policy list. And the list asked
 * for in so many words ("my policies and claims") is read beside the rest.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";

describe("the policy number asked beside a policy's other reads", () => {
  it.each([
    "what is my customer id and policy number",
    "send my ecard and policy number",
    "my balance and policy number",
  ])("lists the policies for %j, whose list alone says the number", (message) => {
    expect(planMessage(message).topics).toContain("policies");
  });

  it("lists no policies beside a policy's read that does not ask the number, nor beside the plan's details", () => {
    expect(planMessage("my ecard").topics).toEqual(["ecard"]);
    expect(planMessage("what is my policy number and product name").topics).toEqual(["plan"]);
  });
});

describe("the policy number asked of a policy named by its product", () => {
  it.each(["what is my policy number for family shield", "policy number of my accident policy"])(
    "reads %j as the member's policy list alone: no wording holds a member's number",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["policies"], knowledgeQuery: null });
    },
  );

  it("still asks the wording what a message asks beside the number", () => {
    expect(planMessage("policy number and waiting period for maternity").kind).toBe("mixed");
  });
});

describe("a read of the member's record asked of a plan named without 'my'", () => {
  it.each([
    ["e-card for family shield", "ecard"],
    ["tax certificate for family shield", "documents"],
    ["balance of family shield", "balance"],
    ["claims on family shield", "claims"],
  ])("reads %j as the member's %s, not as a question for the plan's wording", (message, topic) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: [topic], knowledgeQuery: null });
  });

  it("names the plan's kind as the member's, so the read keeps to that policy or says it is not theirs", () => {
    expect(planMessage("claims on family shield").kindsNamed).toEqual(["family"]);
    expect(planMessage("tax certificate for personal accident guard").kindsNamed).toEqual(["accident"]);
  });

  it.each(["does family shield cover maternity", "family shield room rent", "how to claim under family shield"])(
    "leaves %j, which the plan's wording answers, to the wording",
    (message) => {
      expect(planMessage(message).kind).toBe("knowledge");
    },
  );
});

describe("the policy list asked beside another read", () => {
  it.each(["show my policies and claims", "list my policies and my claims"])(
    "lists the policies for %j as well as the claims",
    (message) => {
      expect(planMessage(message).topics).toEqual(["policies", "claims"]);
    },
  );
});
