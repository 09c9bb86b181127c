/**
 * Answers where several products meet, true for the person who asks: a guest asking which plans cover
 * something hears from every plan whose wording states it (one that excludes it included); a member
 * comparing their plan with another hears each under its own name, theirs first. Over the committed
 * demo corpus, the real index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { corpusAnswer as answer, FS, GC, HELD, IE, PA } from "../../support/corpus-answer";

const ASHA = HELD.asha;
const SYNTHETIC = HELD.synthetic;

describe("a guest asking which plans cover something", () => {
  it.each([
    ["which plans cover maternity?", null],
    ["is maternity covered", null],
    ["which plan covers maternity", []],
  ] as const)(
    "tells '%s' that Individual Essential does not cover maternity, not leave it out",
    async (question, held) => {
      const text = await answer(question, held);

      expect(text).toContain(
        `${FS} (Maternity and new-born cover): Maternity expenses are covered after a waiting period`,
      );
      expect(text).toContain(`${GC} (Maternity and new-born cover): Maternity expenses are covered from day one`);
      expect(text).toContain(
        `${PA} (Exclusions): The policy does not pay for the following: Pregnancy and childbirth.`,
      );
      // The overview's sentence leans on the one before it ("It does not cover…"), which leads with it.
      expect(text).toMatch(
        new RegExp(
          `${IE} \\((About this policy|Exclusions)\\): [^\\n]*(It does not cover maternity|Maternity, childbirth)`,
        ),
      );
    },
  );

  it("quotes an exclusion cut out of a long list with the line that says it is not paid", async () => {
    const text = await answer("do you cover dental treatment", null);

    expect(text).toContain(
      `${FS} (Exclusions): The policy does not pay for the following: Dental treatment unless it needs hospitalisation`,
    );
  });

  it.each(["is ambulance covered", "ambulance covered?"])(
    "tells '%s' every plan's ambulance line, though one plan's 'Who can be covered' outranks its own",
    async (question) => {
      const text = await answer(question, null);

      expect(text).toContain(`${PA} (Children's education and ambulance benefits): Road ambulance charges`);
      expect(text).toContain(`${IE} (Day-care, AYUSH and ambulance cover): Road ambulance charges`);
      expect(text).toContain(
        `${FS} (Day-care, AYUSH, ambulance and organ donor cover): Road ambulance charges are paid up to ₹3,000`,
      );
      expect(text).not.toContain("Who can be covered");
    },
  );
});

describe("comparing plans", () => {
  it("compares a guest's two named plans by what each covers", async () => {
    const text = await answer("compare family shield and group care", null);

    expect(text).toContain(`${FS} (About this policy): ${FS} is a family floater health insurance policy`);
    expect(text).toContain(`${GC} (About this policy): ${GC} is a corporate group health insurance policy`);
  });

  it.each(["family shield vs individual essential", "compare family shield and individual essential"])(
    "searches '%s', which names nothing but plans, and compares their overviews",
    async (question) => {
      expect(planMessage(question).knowledgeQuery).not.toBeNull();

      const text = await answer(question, null);
      expect(text).toContain(`${FS} (About this policy): ${FS} is a family floater health insurance policy`);
      expect(text).toContain(`${IE} (About this policy): ${IE} is an individual health insurance plan for one person`);
    },
  );

  it("answers a member comparing their plans with one they do not hold, theirs first, each under its name", async () => {
    const text = await answer("how is my policy different from group care", ASHA);

    const fs = text.indexOf(`your ${FS} policy (About this policy): ${FS} is a family floater`);
    const pa = text.indexOf(`your ${PA} policy (About this policy): ${PA} is an individual personal accident policy.`);
    const gc = text.indexOf(`${GC} (not a policy you hold) (About this policy): ${GC} is a corporate group`);
    expect(fs).toBeGreaterThanOrEqual(0);
    expect(pa).toBeGreaterThan(fs);
    expect(gc).toBeGreaterThan(pa);
    expect(text).not.toContain("doesn't mention");
  });

  it("answers Ravi's 'what is PA guard' with the accident plan's overview, as one he does not hold", async () => {
    // "PA" stands for the kind's words beside "guard", the name's own: he was refused another plan's wording.
    const text = await answer("what is PA guard", HELD.ravi);

    expect(text).toContain(
      `${PA} (not a policy you hold) (About this policy): ${PA} is an individual personal accident`,
    );
    expect(text).not.toContain("won't quote another plan's wording");
  });

  it.each([
    ["what is family shield", HELD.ravi, FS, GC],
    ["what does group care cover", HELD.asha, GC, FS],
  ] as const)(
    "answers '%s' from a member who does not hold it with that plan's wording alone, said not to be theirs",
    async (question, held, named, own) => {
      const text = await answer(question, held);

      expect(text).toMatch(new RegExp(`^${named} is not a policy you hold \\(yours: ${own}`));
      expect(text).toContain(`${named} (not a policy you hold) (About this policy): ${named} is a`);
      expect(text).not.toContain(`your ${own} policy`);
    },
  );

  it("says a member's own wording is silent without refusing to quote the plan they named", async () => {
    const text = await answer("does my plan have restoration like family shield", SYNTHETIC);

    expect(text).toContain(`Your ${IE} policy wording doesn't mention this.`);
    expect(text).toContain(`${FS} (not a policy you hold) (Sum insured and restoration)`);
    expect(text).not.toContain("won't quote another plan's wording");
  });
});

describe("a question about something no plan's wording names", () => {
  it("tells a guest asking 'is IVF covered' each plan's exclusion of infertility treatment, which is what IVF is", async () => {
    const text = await answer("is IVF covered", null);

    expect(text).toContain(
      "PlanCover Group Care (Exclusions): The policy does not pay for the following: Infertility treatment.",
    );
    expect(text).toContain("Infertility and assisted reproduction treatment.");
  });

  it.each([
    ["kya mental illness cover hota hai", null],
    ["is lasik surgery covered", null],
  ] as const)(
    "tells a guest asking '%s' that the wording does not mention it, quoting nothing",
    async (question, held) => {
      const text = await answer(question, held);

      expect(text).toBe("I couldn't find this in the policy wording, so I won't guess.");
    },
  );

  it("tells a member their own wording does not mention it, rather than quote waiting periods", async () => {
    const text = await answer("is lasik surgery covered", ASHA);

    expect(text).toContain(`Your ${FS} and ${PA} policy wordings don't mention this`);
    expect(text).not.toContain("Waiting period");
  });

  it("tells Ravi his wording does not state a claim settlement ratio, rather than quote how a claim is settled", async () => {
    const text = await answer("what is the claim settlement ratio", HELD.ravi);

    expect(text).toContain(`Your ${GC} policy wording doesn't mention this`);
    expect(text).not.toContain("(Reimbursement claims)");
  });

  it.each(["kya maternity covered hai", "are contact lenses covered", "is my son covered till 25"])(
    "still quotes the wording for '%s', whose subject it names",
    async (question) => {
      expect(await answer(question, null)).toContain("From the policy wording");
    },
  );
});
