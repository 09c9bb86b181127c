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
import { corpusAnswer, PA } from "../../support/corpus-answer";

const PRODUCTS = ["PlanCover Family Shield", "PlanCover Personal Accident Guard"];

describe("a plan's name that shares a word with the question's subject", () => {
  it.each(["does personal accident guard cover fractures", "does the personal accident plan cover a broken arm"])(
    "adds the accident the injury is to the search for %j, though the plan's name says 'accident'",
    (message) => {
      expect(planMessage(message).knowledgeQuery).toMatch(/ accident$/);
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

  it("answers a guest's fracture question from the accident plan's hospitalisation wording", async () => {
    const answer = await corpusAnswer("does personal accident guard cover fractures", null);
    expect(answer).toContain("Hospital expenses after an accident are covered up to ₹2,50,000");
  });
});
