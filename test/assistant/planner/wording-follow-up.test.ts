/**
 * A follow-up of an answer about the member's plans (not their claims), made whole with the turn
 * before it: pure. The subject carries over to a message that names none, and a plan picked by its
 * place or kind is asked the same question.
 */
import { describe, expect, it } from "vitest";
import { standaloneQuestion } from "../../../src/assistant/planner/follow-up";

const TWO_PLANS =
  "From the policy wording of your PlanCover Family Shield policy (Maternity and new-born cover): … [1]\n\n" +
  "From the policy wording of your PlanCover Personal Accident Guard policy (Exclusions): … [2]";
const ONE_PLAN = "From the policy wording of your PlanCover Group Care policy (Maternity and new-born cover): … [1]";
const CLAIMS =
  "Your claims on your PlanCover Group Care for Northwind Logistics policy (PRT-50001):\n- CN-2026-007356 …";

describe("a follow-up of an answer about the member's plans", () => {
  it.each([
    ["how long is the wait", "how long is the wait (is maternity covered)"],
    ["and how much will it pay?", "and how much will it pay? (is maternity covered)"],
    ["kitna milega", "kitna milega (is maternity covered)"],
    ["how long do I have to wait for it", "how long do I have to wait for it (is maternity covered)"],
    ["within how many hours?", "within how many hours? (is maternity covered)"],
    ["why not", "why not (is maternity covered)"],
  ])("reads %j, which names no subject, as asked of the previous question's: %j", (message, question) => {
    expect(standaloneQuestion(message, { question: "is maternity covered", answer: ONE_PLAN })).toBe(question);
  });

  it.each([
    ["what about the second one", "PlanCover Personal Accident Guard"],
    ["and for the first policy?", "PlanCover Family Shield"],
    ["what about the accident one", "PlanCover Personal Accident Guard"],
    ["aur family wala?", "PlanCover Family Shield"],
  ])("reads %j after an answer quoting two plans as the same question of %s", (message, plan) => {
    const previous = { question: "what is the waiting period for maternity?", answer: TWO_PLANS };
    expect(standaloneQuestion(message, previous)).toBe(`what is the waiting period for maternity? (${plan})`);
  });

  it("asks again of every plan when a place is picked that the answer before did not list", () => {
    const previous = {
      question: "what is the waiting period for maternity? (PlanCover Personal Accident Guard)",
      answer: "From the policy wording of your PlanCover Personal Accident Guard policy (Exclusions): … [1]",
    };
    expect(standaloneQuestion("and for the first policy?", previous)).toBe("what is the waiting period for maternity?");
  });

  it.each([
    ["is cataract covered", ONE_PLAN],
    ["ok thanks", ONE_PLAN],
    ["how long is the wait", "Network hospitals near 560034: …"],
    ["is it covered under my policy?", CLAIMS],
  ])("leaves %j as it is after that answer", (message, answer) => {
    expect(standaloneQuestion(message, { question: "is maternity covered", answer })).toBeNull();
  });
});
