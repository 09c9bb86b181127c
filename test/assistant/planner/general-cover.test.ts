/**
 * "What is covered?" with nothing named is the member's own benefit schedule, with or without "my":
 * a search on its bare words quotes whichever passage happens to say "covered". A question that
 * names a treatment, a person, a product or a negation stays the wording's.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";

describe("a question about what is covered in general", () => {
  it.each([
    "what benefits are covered",
    "what is covered?",
    "what are the benefits",
    "what all is covered in this insurance",
    "what does the policy cover",
    "kya kya cover hai",
    "coverage details",
  ])("reads the member's benefit schedule for %j, not the wording", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["cover"], knowledgeQuery: null });
  });

  it.each([
    ["not covered", "exclusions"],
    ["what is not covered", "not"],
    ["is maternity covered", "maternity"],
    ["kids cover", "children"],
    ["what does the family shield cover", "family shield"],
  ])("leaves %j to the wording, which it names a subject of", (message, subject) => {
    const plan = planMessage(message);
    expect(plan.kind).toBe("knowledge");
    expect(plan.knowledgeQuery).toContain(subject);
  });

  it("still reads the schedule for 'what does my policy cover', as before", () => {
    expect(planMessage("what does my policy cover")).toMatchObject({ kind: "member", topics: ["cover"] });
  });

  it.each(["what is not covered in my policy", "exclusions in my plan", "what all is excluded under my policy"])(
    "reads %j as the member's benefit schedule beside their wording's exclusions, not the schedule alone",
    (message) => {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "mixed", topics: ["cover"] });
      expect(plan.knowledgeQuery).toContain(message);
    },
  );

  // The balance's own words ("how much cover is left") took the word "cover", and the message read as
  // the balance alone: the member asked what is covered and was told only what is left.
  it.each([
    ["what is covered under my policy and how much is left", ["cover", "balance"]],
    ["what is covered and how much is left", ["cover", "balance"]],
    ["how much is left and what is covered", ["cover", "balance"]],
    ["whats covered and whats my balance", ["cover", "balance"]],
    ["coverage and balance", ["cover", "balance"]],
    ["what is covered, and show my claims", ["cover", "claims"]],
  ])("reads %j as the benefit schedule beside the other read asked with it", (message, topics) => {
    const plan = planMessage(message);
    expect(plan.kind).toBe("member");
    expect([...plan.topics].sort()).toEqual([...topics].sort());
  });

  it("leaves 'what is covered and is diabetes covered' to the wording: its other part names a treatment", () => {
    const plan = planMessage("what is covered and is diabetes covered");
    expect(plan.topics).not.toContain("balance");
    expect(plan.knowledgeQuery).toContain("diabetes");
  });

  // The second "covered" left unsaid: the answer was the schedule alone, and the search (taking the short
  // "what is …" for a definition) was sent no word of the exclusions.
  it.each(["what is covered under my policy and what is not", "what is covered and what is not?"])(
    "reads %j as the schedule beside the wording's exclusions",
    (message) => {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "mixed", topics: ["cover"] });
      expect(plan.knowledgeQuery).toContain("exclusions");
    },
  );

  it("still searches a definition as it is typed", () => {
    expect(planMessage("what is a deductible").knowledgeQuery).toBe("what is a deductible");
  });
});
