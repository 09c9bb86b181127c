/**
 * A message that ends by asking what the assistant can do is answered with what it can do, whatever
 * the member said about themselves before it ("I just signed up" names no claim form's signature).
 * What it is asked to help with, named after it, is still a question.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";

describe("a question about what the assistant can do", () => {
  it.each([
    "hi i just signed up, what can you do",
    "I signed up today. What can you do?",
    "i just joined, what can you help with",
    "new here, how can you help me?",
  ])("reads %j as asking what the assistant does, searching no wording", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "other", topics: [], knowledgeQuery: null });
  });

  it.each(["how can you help me with room rent", "what is the grace period for"])(
    "still searches the wording for %j, which names what it asks about",
    (message) => {
      expect(planMessage(message).kind).toBe("knowledge");
    },
  );
});
