/**
 * An accident-only plan asked about more than accidents, in chat: Asha holds the Family Shield and
 * the Personal Accident Guard, whose schedule lists illness as not covered. Whatever she asks of the
 * accident plan about an illness (is it covered, its waiting period, a follow-up naming the plan),
 * the answer says first that it pays for accidents only; "my health policy" is the Family Shield alone.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { asksBeyondAccidents } from "../../src/assistant/composer/accident-only";
import { conversation } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { plantSection, testCompany } from "../support/knowledge";
import { DEMO } from "../support/members";

const ACCIDENTS_ONLY =
  "Your PlanCover Personal Accident Guard policy (PRT-40123) pays for accidents only: its benefit schedule lists " +
  "Illness hospitalisation as not covered, so an illness is not covered under it.";

describe("an accident-only plan asked about an illness", () => {
  // One sign-in for the file: sign-ins are throttled per person, and every test here is Asha's.
  let asha = "";
  beforeAll(async () => {
    asha = await signInOverHttp(DEMO.asha.mobile);
  });

  it("tells Asha her accident policy pays for accidents only before listing its benefits", async () => {
    const [text = ""] = await conversation(asha, ["does my accident policy cover dengue"]);
    expect(text.startsWith(ACCIDENTS_ONLY)).toBe(true);
  });

  it("says nothing of illness where she asks about the policy itself: its bonus, its grace period", async () => {
    const texts = await conversation(asha, ["is there a no claim bonus", "what is the grace period for renewal"]);
    for (const text of texts) expect(text).not.toContain(ACCIDENTS_ONLY);
  });

  it.each([
    "what is a deductible?",
    "what does TPA mean",
    "is there any co-payment",
    "can i appeal a rejected claim",
    "what are the sum insured options for my PA policy",
  ])(
    "reads %j, a word's meaning, the member's share of a bill, the sum insured or an appeal, as nothing beyond accidents",
    (question) => {
      expect(asksBeyondAccidents(question)).toBe(false);
    },
  );

  it("still reads an illness's treatment as beyond accidents, whatever it removes or whoever was added", () => {
    for (const question of [
      "does my accident plan cover cataract removal",
      "I added my wife to my accident policy, is her dengue covered",
    ])
      expect(asksBeyondAccidents(question), question).toBe(true);
    expect(asksBeyondAccidents("can I add my mother to my policy")).toBe(false);
  });

  it.each(["what is covered under my accident policy if i break my leg", "I sprained my ankle, is it covered"])(
    "reads %j, an injury, as an accident's",
    (question) => {
      expect(asksBeyondAccidents(question)).toBe(false);
    },
  );

  it("says nothing of illness where she asks who can be added to her policies", async () => {
    const [text = ""] = await conversation(asha, ["can I add my mother to my policy"]);
    expect(text).toContain("Your mother isn't insured on any of your policies");
    expect(text).not.toContain(ACCIDENTS_ONLY);
  });

  it("says the accident plan covers no illness before its 'no waiting period for pre-existing diseases'", async () => {
    const [text = ""] = await conversation(asha, ["I have thyroid since 2020, will it be covered?"]);
    expect(text).toContain("covered only after 36 months");
    const caveat = text.indexOf(ACCIDENTS_ONLY);
    expect(caveat).toBeGreaterThan(-1);
    expect(caveat).toBeLessThan(text.indexOf("there is no waiting period for pre-existing diseases"));
  });

  it("answers 'and for my accident policy?' after a knee replacement's wait with the plan's accidents-only cover, once", async () => {
    const [, accident = ""] = await conversation(asha, [
      "what is the waiting period for knee replacement in my policy?",
      "and for my accident policy?",
    ]);
    expect(accident.split(ACCIDENTS_ONLY)).toHaveLength(2);
    expect(accident).not.toContain("doesn't mention this");
  });

  it("answers what her health policy does not cover from the Family Shield alone", async () => {
    const [text] = await conversation(asha, ["what all is not covered in my health policy"]);
    expect(text).toContain("From the policy wording of your PlanCover Family Shield policy (Exclusions)");
    expect(text).not.toContain("Personal Accident Guard");
  });

  it("answers how to claim on her accident policy from its own claims section, not as unmentioned", async () => {
    const [text] = await conversation(asha, ["how do I claim on my accident policy"]);
    expect(text).toContain(
      "From the policy wording of your PlanCover Personal Accident Guard policy (Claims and documents needed)",
    );
    expect(text).not.toContain("doesn't mention this");
  });

  it("still answers how to claim on her accident policy from its claims section when another company's wording talks of claims", async () => {
    // bm25 weighs each word by every company's sections: one more section saying "claim" elsewhere once
    // tipped the accident plan's passages from its claims section to its accident benefits.
    await plantSection(testCompany(), "Grievances", "For a grievance about a rejected claim, write to us.");

    const [text] = await conversation(asha, ["how do I claim on my accident policy"]);

    expect(text).toContain(
      "From the policy wording of your PlanCover Personal Accident Guard policy (Claims and documents needed)",
    );
  });

  it("lists the claims on her accident policy alone when she asks for the claims on it", async () => {
    const [text] = await conversation(asha, ["claims on my accident policy"]);
    expect(text).toContain("Your claims on your PlanCover Personal Accident Guard policy (PRT-40123):");
    expect(text).toContain("CN-2026-018842");
    expect(text).not.toContain("PlanCover Family Shield");
  });
});
