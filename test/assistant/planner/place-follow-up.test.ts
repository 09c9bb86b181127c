import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { standaloneQuestion } from "../../../src/assistant/planner/follow-up";

const SEARCH = {
  question: "hospitals in powai",
  answer: "Network hospitals near 400076:\n- Carewell Heart Institute, Powai",
};

describe("a place named after a hospital search", () => {
  it.each([
    ["what about andheri east", "400069", null],
    ["aur bandra west mein?", "400050", null],
    ["and in pune?", null, "Pune"],
    ["what about 560038", "560038", null],
  ])("reads %j as the same search there", (message, pin, city) => {
    const question = standaloneQuestion(message, SEARCH);
    expect(question).not.toBeNull();
    const plan = planMessage(question ?? "");
    expect(plan.topics).toEqual(["hospitals"]);
    expect([plan.pinCode, plan.city]).toEqual([pin, city]);
  });

  it("reads a place as no search after a question that searched no hospitals", () => {
    expect(
      standaloneQuestion("what about pune", { question: "show my claims", answer: "Your claims: none" }),
    ).toBeNull();
  });

  it("reads a message with a subject of its own as it is", () => {
    expect(standaloneQuestion("and my claims in pune?", SEARCH) ?? "").not.toMatch(/^network hospitals/);
  });
});
