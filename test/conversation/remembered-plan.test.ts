/**
 * The plan a Conversation object makes whole for a turn's nodes: read from the message once for the
 * same stored part and message, and read again as soon as either differs.
 */
import { describe, expect, it } from "vitest";
import { rememberingRecall } from "../../durable-objects/conversation/graph/remembered-plan";
import { defaultPlanner } from "../../src/assistant/planner/default-planner";
import { type Planner, storedPart } from "../../src/assistant/planner/plan";

function counted(): { planner: Planner; recalls: () => number; plans: () => number } {
  let recalls = 0;
  let plans = 0;
  return {
    planner: {
      plan: (message) => {
        plans += 1;
        return defaultPlanner.plan(message);
      },
      recall: (stored, message) => {
        recalls += 1;
        return defaultPlanner.recall(stored, message);
      },
    },
    recalls: () => recalls,
    plans: () => plans,
  };
}

describe("a turn's plan made whole again", () => {
  const message = "Plan details, covered benefits and remaining sum insured for my policy";

  it("reads the message once for the nodes that ask with the same stored part, and gives the planner's plan", async () => {
    const inner = counted();
    const planner = rememberingRecall(inner.planner);
    const stored = storedPart(await planner.plan(message));
    const answers = [
      await planner.recall(stored, message),
      await planner.recall(stored, message),
      await planner.recall(stored, message),
    ];
    expect(inner.recalls()).toBe(1);
    expect(answers).toEqual(Array.from({ length: 3 }, () => answers[0]));
    expect(answers[0]).toEqual(await defaultPlanner.recall(stored, message));
  });

  it("reads again for another message or another stored part, and never keeps a plan it was asked to make", async () => {
    const inner = counted();
    const planner = rememberingRecall(inner.planner);
    const stored = storedPart(await planner.plan(message));
    await planner.plan(message);
    expect(inner.plans()).toBe(2);

    await planner.recall(stored, message);
    await planner.recall(stored, "Which hospitals near 560034 are in my network?");
    await planner.recall({ ...stored, topics: ["claims"] }, "Which hospitals near 560034 are in my network?");
    await planner.recall(stored, message);
    expect(inner.recalls()).toBe(4);
  });
});
