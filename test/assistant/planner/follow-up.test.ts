/**
 * The question a follow-up stands for, made from the turn before's question and answer: pure.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { standaloneQuestion } from "../../../src/assistant/planner/follow-up";

const LIST = "Your claims:\n- CN-2026-004127 at A\n- CN-2026-011583 at B\n- CN-2026-018842 at C";
const ONE = "Claim CN-2026-018842 (reimbursement, C) is query raised.";

describe("the question a follow-up stands for", () => {
  it.each([
    ["and the second one?", LIST, "what's the status of my claims and claim CN-2026-011583?"],
    ["what were the deductions on the first one?", LIST, "what were the deductions on claim CN-2026-004127?"],
    ["aur aakhri wala?", LIST, "what's the status of my claims aur claim CN-2026-018842?"],
    ["uska status kya hai", ONE, "claim CN-2026-018842 status kya hai"],
    ["which documents are pending for it", ONE, "which documents are pending for claim CN-2026-018842"],
  ])("reads %j after an answer naming claims as about the claim it refers to", (message, answer, question) => {
    expect(standaloneQuestion(message, { question: "what's the status of my claims", answer })).toBe(question);
  });

  it.each([
    ["what about the dengue one?", "show my claims: my dengue claim"],
    ["aur knee wala?", "show my claims: my aur knee claim"],
  ])("reads %j after a list of claims as the claim so described: %j", (message, question) => {
    expect(standaloneQuestion(message, { question: "show my claims", answer: LIST })).toBe(question);
  });

  it.each([
    // A wife or a husband stays one: "my spouse's" was any spouse, and Asha's "what about my wife's?"
    // after her claims showed her husband's.
    ["what about my wife's?", "my son's claim status", "my wife's claim status"],
    ["and my husband Vikram?", "my claim status", "my husband Vikram's claim status"],
    ["aur biwi ka?", "mera e-card", "my wife's e-card"],
    ["what about mine?", "status of my wife's claim", "status of my claim"],
  ])("reads %j after %j as the same question about that person", (message, question, standalone) => {
    expect(standaloneQuestion(message, { question, answer: "…" })).toBe(standalone);
  });

  it.each([
    ["and for my son?", "why is claim CN-2026-011583 on hold", "my son's why is claim on hold"],
    [
      "what about my husband",
      "how much was deducted from claim CN-2026-004127",
      "my husband's how much was deducted from claim",
    ],
  ])(
    "reads %j after %j as that person's claims, not again the claim just answered",
    (message, question, standalone) => {
      expect(standaloneQuestion(message, { question, answer: "Claim CN-2026-011583 is under review." })).toBe(
        standalone,
      );
      expect(planMessage(standalone)).toMatchObject({ topics: ["claims"], claims: [], person: { name: null } });
    },
  );

  it.each([
    ["and my e-card?", LIST],
    ["is it covered under my policy?", LIST],
    ["and the second one?", "Network hospitals near 560034: …"],
    ["what is the waiting period for cataract and does it apply to my wife's treatment too", LIST],
  ])("leaves %j as it is", (message, answer) => {
    expect(standaloneQuestion(message, { question: "my claim status", answer })).toBeNull();
  });

  it.each([
    ["how much was claimed?", "how much was claimed? (claim CN-2026-018842)"],
    ["is it approved?", "is claim CN-2026-018842 approved?"],
    // What the claim will come to, asked of whoever it is for.
    ["how much will she get", "how much will she get (claim CN-2026-018842)"],
    ["kitna milega", "kitna milega (claim CN-2026-018842)"],
    ["how much will I get", null],
    ["where can she get treatment", null],
    ["my claim status", null],
    ["what is the claim process", null],
    ["what is the waiting period for cataract", null],
  ])("reads %j after one claim's answer as %j", (message, question) => {
    expect(standaloneQuestion(message, { question: "the claim at Koramangala Trauma", answer: ONE })).toBe(question);
  });

  it("reads 'and the second one?' after one claim picked from a list as the same question of the list's second claim", () => {
    const standalone = standaloneQuestion("and the second one?", {
      question: "show my claims why was claim CN-2026-004127 reduced",
      answer: "Claim CN-2026-004127 (cashless, A) is approved.",
      earlierAnswers: [LIST],
    });

    expect(standalone).toBe("show my claims why was claim CN-2026-011583 reduced");
    expect(planMessage(standalone ?? "")).toMatchObject({ claims: ["CN-2026-011583"] });
    // And "the third one?" after that, the list two answers back.
    expect(
      standaloneQuestion("and the third one?", {
        question: "show my claims why was claim CN-2026-011583 reduced",
        answer: "Claim CN-2026-011583 (reimbursement, B) is under review.",
        earlierAnswers: ["Claim CN-2026-004127 (cashless, A) is approved.", LIST],
      }),
    ).toBe("show my claims why was claim CN-2026-018842 reduced");
  });

  it("reads nothing into a first message", () => {
    expect(standaloneQuestion("and the second one?", null)).toBeNull();
  });
});
