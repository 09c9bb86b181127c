/**
 * A word of a plan's name that is also the subject: "does personal accident guard cover fractures"
 * names the accident plan and asks about an accident (a broken bone). The name's words only boost
 * the plan in the search; the accident is still searched for, so the plan's accident-hospitalisation
 * wording answers, not a passage that merely shares the plan's name.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { withoutProductNames } from "../../../src/assistant/planner/product-names";
import { productHint } from "../../../workers/tools/knowledge/product-hint";
import { corpusAnswer, HELD, PA } from "../../support/corpus-answer";

const PRODUCTS = ["PlanCover Family Shield", "PlanCover Personal Accident Guard"];

describe("a plan's name that shares a word with the question's subject", () => {
  it.each(["does personal accident guard cover fractures", "does the personal accident plan cover a broken arm"])(
    "adds the accident the injury is to the search for %j, though the plan's name says 'accident'",
    (message) => {
      expect(withoutProductNames(planMessage(message).knowledgeQuery ?? "")).toMatch(/\baccident\b/);
    },
  );

  it("takes a plan's name out of the words, and only the name", () => {
    expect(withoutProductNames("does personal accident guard cover an accident")).not.toContain("guard");
    expect(withoutProductNames("does personal accident guard cover an accident")).toContain("an accident");
  });

  it("keeps a name's word searched when the question says it again outside the name", () => {
    const hint = productHint("does personal accident guard cover fractures accident", PRODUCTS);
    expect([...hint.byName]).toEqual([PA]);
    expect(hint.namingTerms.has("accident")).toBe(false);
    expect(hint.namingTerms.has("guard")).toBe(true);
  });

  it("still searches only the boost for a name said once", () => {
    expect(productHint("does personal accident guard cover dental", PRODUCTS).namingTerms.has("accident")).toBe(true);
  });

  it.each([
    ["a guest", null],
    ["Asha, who holds the accident plan beside a family floater", HELD.asha],
  ])("answers %s's fracture question from the accident plan's hospitalisation wording", async (_who, held) => {
    const answer = await corpusAnswer("does personal accident guard cover fractures", held);
    expect(answer).toContain("Hospital expenses after an accident are covered up to ₹2,50,000");
    expect(answer).not.toContain("Accidental death benefit");
  });
  it("reads a broken bone as the hospitalisation after an accident it needs", () => {
    expect(planMessage("broke my arm, am i covered").knowledgeQuery).toMatch(/accident hospitalisation$/);
  });
});
