/**
 * Two questions whose words meet the wrong sections, over the committed demo corpus (the planner's
 * query, the real index scoped to the caller's products, the default composer): the amounts a plan is
 * sold with ("sum insured options"), whose "options" meets the co-payment's and deductible's options and
 * whose "what are" reads like a definition; and a heart procedure no wording names ("angioplasty"),
 * whose "covered" meets the heading of who is covered; and a hair transplant, whose "transplant" meets
 * the organ donor's; and a treatment the planner has no word for, put to the member's policy ("does my
 * policy cover lasik"), which the schedule alone cannot answer; and an accident in a member's words
 * (a finger lost, hurt playing cricket, what the accident policy leaves out).
 */
import { describe, expect, it } from "vitest";
import { asksDefinition } from "../../../src/assistant/planner/cues";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { asksWhatIsExcluded } from "../../../src/assistant/planner/general-cover";
import { corpusAnswer as answer, FS, GC, HELD, IE, opensWith, PA } from "../../support/corpus-answer";

const FAMILY_AMOUNTS = "The sum insured can be ₹5 lakh, ₹10 lakh, ₹15 lakh or ₹25 lakh for the whole family";
const INDIVIDUAL_AMOUNTS = "The sum insured is ₹3 lakh, ₹5 lakh or ₹7 lakh, chosen at purchase";

describe("the amounts a plan is sold with", () => {
  it("reads 'what are the sum insured options' as a list to quote, not a term to define", () => {
    expect(asksDefinition("what are the sum insured options")).toBe(false);
    expect(asksDefinition("what is a deductible")).toBe(true);
  });

  it("quotes Asha's family plan's amounts to 'what are the sum insured options', not the glossary", async () => {
    const text = await answer("what are the sum insured options", HELD.asha);

    expect(text).toContain(`your ${FS} policy (Sum insured and restoration): ${FAMILY_AMOUNTS}`);
    expect(text).not.toContain("(Glossary)");
  });

  it.each([
    "what are the sum insured options in individual essential",
    "how much cover can I choose in individual essential",
  ])(
    "quotes Individual Essential's amounts to a guest's %j, not its co-payment or deductible option",
    async (question) => {
      const text = await answer(question, null);

      expect(text).toContain(`${IE} (About this policy): ${INDIVIDUAL_AMOUNTS}`);
      expect(text).not.toMatch(/\((Co-payment|Voluntary deductible|Glossary)\)/);
    },
  );

  it.each(["can I increase my sum insured", "how to upgrade my cover"])(
    "quotes Asha's family plan's amounts to %j, not her accident plan's disablement benefits",
    async (question) => {
      const text = await answer(question, HELD.asha);

      expect(text).toContain(`your ${FS} policy (Sum insured and restoration): ${FAMILY_AMOUNTS}`);
      expect(text).not.toContain("Disablement benefits");
    },
  );

  it("quotes the plan Ravi named, as one he does not hold, to 'sum insured options for individual essential'", async () => {
    const text = await answer("sum insured options for individual essential", HELD.ravi);

    expect(text).toContain(`${IE} (not a policy you hold) (About this policy): ${INDIVIDUAL_AMOUNTS}`);
  });
});

describe("a heart procedure no wording names", () => {
  it.each(["is angioplasty covered", "will my policy pay for bypass surgery"])(
    "answers Ravi's %j from what his group plan pays for, a stay in hospital, not who is covered",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toContain(`your ${GC} policy (About this policy):`);
      expect(text).toContain("it covers in-patient hospitalisation");
      expect(text).not.toMatch(/\((Who is covered and enrolment|Exclusions)\)/);
    },
  );

  it("reads angioplasty as a treatment, never as a person's name", () => {
    expect(planMessage("is angioplasty covered").person).toBeNull();
  });
});

describe("a transplant that is no organ's", () => {
  it("answers Asha's 'is hair transplant covered' from the cosmetic surgery her exclusions name, not the organ donor's cover", async () => {
    const text = await answer("is hair transplant covered", HELD.asha);

    expect(text).toContain(`your ${FS} policy (Exclusions): The policy does not pay for the following: Cosmetic`);
    expect(text).not.toContain("organ donor");
  });

  it("still answers a kidney transplant from the organ donor's cover", async () => {
    const text = await answer("is kidney transplant covered", HELD.asha);

    expect(text).toContain("The harvesting costs of an organ donor are paid up to ₹1,00,000");
  });
});

describe("a treatment the planner has no word for, put to the member's policy", () => {
  it("reads 'does my policy cover lasik' as the schedule and the wording, not the schedule alone", () => {
    expect(planMessage("does my policy cover lasik")).toMatchObject({ kind: "mixed", topics: ["cover"] });
    expect(planMessage("does my policy cover lasik").knowledgeQuery).toContain("lasik");
    // A thing the planner knows, which the schedule names, is still the schedule's.
    expect(planMessage("does my policy cover hospitalisation")).toMatchObject({ kind: "member", topics: ["cover"] });
    expect(planMessage("what does my policy cover")).toMatchObject({ kind: "member", topics: ["cover"] });
  });
});

describe("an accident in a member's words", () => {
  it("answers 'how much will i get if i lose a finger in an accident' from the accident plan's disablement benefits", async () => {
    const text = await answer("how much will i get if i lose a finger in an accident", HELD.asha);

    expect(text).toContain(`your ${PA} policy (Disablement benefits):`);
    expect(text).toContain("Permanent partial disablement pays a percentage of the sum insured");
  });

  it("reads 'will my PA policy pay if i am injured playing cricket' as a question of cover, not the policy list alone", () => {
    const plan = planMessage("will my PA policy pay if i am injured playing cricket");
    expect(plan.kind).toBe("mixed");
    expect(plan.knowledgeQuery).toContain("accident");
    // "Injured" is known as typed, never corrected to "insured".
    expect(planMessage("will my policy pay if i am injured").knowledgeQuery).toContain("injured");
  });

  it("answers Asha's 'i fell and broke my wrist, how much will accident policy pay' from the accident plan's hospital cover, not the help text", async () => {
    const question = "i fell and broke my wrist, how much will accident policy pay";
    expect(planMessage(question).kind).toBe("knowledge");

    const text = await answer(question, HELD.asha);
    expect(text).toMatch(
      opensWith(PA, "Accidental hospitalisation and room rent", "Hospital expenses after an accident"),
    );
  });

  it("reads 'I broke my leg playing football, what will my PA policy pay' as what the policy pays, not the policy list alone", () => {
    const plan = planMessage("I broke my leg playing football, what will my PA policy pay");

    expect(plan.kind).toBe("mixed");
    expect(plan.knowledgeQuery).toContain("accident");
  });

  it("answers Asha's 'i sprained my ankle, is it covered' with her accident cover, from the first day and after an accident", async () => {
    const text = await answer("i sprained my ankle, is it covered", HELD.asha);

    expect(text).toContain("does not apply to hospitalisation caused by an accident");
    expect(text).toContain(
      `your ${PA} policy (Accidental hospitalisation and room rent): Hospital expenses after an accident`,
    );
  });

  it("reads 'what is not covered in my accident policy' as the exclusions, the policy's kind saying whose", () => {
    expect(asksWhatIsExcluded("what is not covered in my accident policy")).toBe(true);
    expect(planMessage("what is not covered in my accident policy")).toMatchObject({
      kind: "mixed",
      topics: ["cover"],
    });
  });
});
