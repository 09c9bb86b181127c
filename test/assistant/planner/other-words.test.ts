/**
 * The same questions in other words than the planner's examples: "whom" for "who", a parent being put
 * on a policy in Hindi's word order or named a sentence before, leaving a job said another way, the
 * sum insured "topped up" after it is spent, a policy that "started ten days ago" in Hindi, a phone's
 * shorthand ("hw", "wht", "docs", "amt"), and what is paid before the insurance pays at all. Each reads
 * what its plainer wording reads: who is insured, the schedule's figure, or the wording's section on it.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { scheduleFiguresAsked } from "../../../src/assistant/planner/schedule-figures";

const searched = (message: string) => planMessage(message).knowledgeQuery ?? "";

describe("questions asked in other words", () => {
  it.each([
    "my plan covers whom?",
    "whom does my group policy cover",
    "Please list the people insured under my Family Shield policy.",
  ])("reads %j as who is insured", (message) => {
    expect(planMessage(message).topics).toContain("members");
  });

  it.each([
    "mummy papa ko family shield policy mein add kar sakti hu?",
    "papa ko policy mein add kar sakte hai kya",
    "My mom and dad are both in their sixties and don't have any health insurance of their own. Could I include them in the family policy I already have?",
  ])("searches %j as who the policy can cover", (message) => {
    expect(searched(message)).toContain("eligibility");
  });

  it.each([
    "march mein job chhod rahi hu, toh kya meri family shield band ho jayegi?",
    "Would my health policy stay in force if I move to a different employer?",
    "Once I am no longer with my employer, what becomes of my health cover?",
  ])("searches %j as what leaving the employer does to the cover", (message) => {
    expect(searched(message)).toContain("leaving the company");
  });

  it.each([
    "suppose the whole 5 lakh is spent, will it get topped up again?",
    "what if all 3 lakh is spent in one claim, do i get cover for another illness that year",
  ])("searches %j as the sum insured's restoration", (message) => {
    expect(searched(message)).toContain("restoration");
  });

  it("searches a policy that started days ago, said in Hindi, as the initial waiting period", () => {
    const message =
      "Mera policy sirf das din pehle start hua hai aur ab typhoid ho gaya hai, doctor bol rahe admit karna pad sakta hai. Kya policy se cover hoga?";
    expect(searched(message)).toContain("initial waiting period");
  });

  it("reads a phone's shorthand as the words it stands for: 'hw much of the bill do i pay myself' is the co-pay", () => {
    expect(searched("hw much of the hospital bill do i pay myself on family shield")).toContain("copayment");
  });

  it("reads 'wht is my policy cover amt' and 'mera insurance kitne ka hai' as a read of the member's cover, not their policy list", () => {
    for (const message of ["wht is my policy cover amt", "mera insurance kitne ka hai"]) {
      expect(planMessage(message).topics, message).toEqual(["balance"]);
    }
  });

  it("does not take 'insurance kitne time baad cover karega' (after how long) for the cover's amount", () => {
    expect(searched("knee replacement chahiye. insurance kitne time baad cover karega?")).not.toContain("sum insured");
  });

  it("reads what is paid before the insurance pays at all as the deductible, not the co-pay", () => {
    expect(planMessage("hw much do i pay myself before insurance kicks in").scheduleFigures).toEqual(["deductible"]);
    expect(scheduleFiguresAsked("how much do i pay before the policy starts paying")).toEqual(["deductible"]);
    expect(scheduleFiguresAsked("how much will i have to pay for my knee surgery")).toEqual(["copay"]);
  });

  it("does not take a stay's days before admission, in Hindi, for a policy just started", () => {
    expect(searched("admit hone se 30 din pehle ka kharcha milega?")).not.toContain("initial waiting period");
  });

  it("does not take moving to a new city for leaving a job", () => {
    expect(searched("I am moving to a new city, is my cover valid there")).not.toContain("leaving the company");
  });
});
