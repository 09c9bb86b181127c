/**
 * A parent asked about as someone who may be insured ("can my mom be insured", "is my mother
 * eligible", "my father is 70, can he be covered under my plan"): who the member's own plan can
 * cover answers it. Over the committed demo corpus, the real index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { corpusAnswer as answer, GC, HELD, IE } from "../../support/corpus-answer";

const PARENTAL_COVER = "Dependent parents are covered only when the employer has bought the optional parental cover";

describe("whether a parent can be insured", () => {
  it.each([
    "my father is 70, can he be covered under my plan",
    "can my mom be insured",
    "is my mother eligible",
    "my parents are senior citizens, can they be covered",
    "my father is sick can I use my policy for him",
    "can I use my insurance for my mother",
  ])(
    "answers Ravi's %j from his group plan's enrolment rules: parents need the optional parental cover",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toContain(`From the policy wording of your ${GC} policy (Who is covered and enrolment)`);
      expect(text).toContain(PARENTAL_COVER);
    },
  );

  it("tells the Individual Essential member that the plan is for one person", async () => {
    const text = await answer("can my mom be insured", HELD.synthetic);

    expect(text).toContain(`your ${IE} policy (About this policy)`);
    expect(text).toContain("an individual health insurance plan for one person");
  });

  it("answers 'can I use my policy for her delivery' from maternity, not from who can be covered", async () => {
    const text = await answer("my wife is pregnant, can I use my policy for her delivery", HELD.ravi);

    expect(text).toContain(`From the policy wording of your ${GC} policy (Maternity and new-born cover)`);
    expect(text).not.toContain(PARENTAL_COVER);
  });

  it("still answers a parent's illness from the illness's rule, not from who can be covered", async () => {
    const text = await answer("my father has diabetes, is it covered", HELD.ravi);

    expect(text).toContain(`your ${GC} policy (Waiting period for pre-existing diseases)`);
    expect(text).not.toContain(PARENTAL_COVER);
  });
});
