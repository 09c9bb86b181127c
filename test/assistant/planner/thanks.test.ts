/**
 * A message that only thanks asks nothing: nothing is read, and the answer says you're welcome before
 * what else the assistant can do, with no list of questions to try. Thanks said beside a question
 * leave the question as it was.
 */
import { describe, expect, it } from "vitest";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { defaultPlanner, planMessage } from "../../../src/assistant/planner/default-planner";
import { storedPart } from "../../../src/assistant/planner/plan";

describe("a message that only thanks", () => {
  it.each(["thanks", "Thanks!", "thank you", "ok thank you so much", "thx", "great, thanks a lot."])(
    "reads %j as thanks, reading nothing",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "other", topics: [], thanks: true, knowledgeQuery: null });
    },
  );

  it.each(["thanks, what is my balance", "thank you, and what are my claims", "no thanks needed, how do I claim"])(
    "still reads the question asked beside the thanks in %j",
    (message) => {
      const plan = planMessage(message);
      expect(plan.thanks).toBeUndefined();
      expect(plan.kind).not.toBe("other");
    },
  );

  it("answers you're welcome before what the assistant can do, with no questions to try", async () => {
    const plan = planMessage("thanks!");
    const { text } = await defaultComposer.compose({ plan, results: [], preferences: {} });

    expect(text).toMatch(/^You're welcome\.\n\nI can help with your policies/);
    expect(text).not.toContain("You could ask");
  });

  it("reads the thanks again from the message when the stored turn is recalled", async () => {
    const plan = planMessage("thank you");
    const recalled = await defaultPlanner.recall(storedPart(plan), "thank you");

    expect(recalled.thanks).toBe(true);
  });
});
