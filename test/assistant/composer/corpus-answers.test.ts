/**
 * The wording's answer over the committed demo corpus, for the person who asks: the planner's query,
 * the real index scoped to the caller's products, then the default composer. The products disagree,
 * so each case checks the product's own sentence is said and no other product's is.
 */
import { describe, expect, it } from "vitest";
import { corpusAnswer as answer, FS, GC, HELD, IE, PA } from "../../support/corpus-answer";

const ASHA = HELD.asha;
const RAVI = HELD.ravi;
const SYNTHETIC = HELD.synthetic;

describe("a plan the question names", () => {
  it("answers a guest who names a plan from that plan's overview alone, and asks no plan back", async () => {
    const text = await answer("what does the personal accident guard cover", null);

    expect(text).toContain(`${PA} (About this policy)`);
    expect(text).toContain("It does not cover illness of any kind.");
    for (const other of [FS, GC, IE]) expect(text).not.toContain(other);
    expect(text).not.toMatch(/waiting period|Which plan/i);
  });
});

describe("the sentence a question asks for", () => {
  it("tells a member what they pay at the hospital on a cashless claim from the cashless section", async () => {
    const question = "do I need to pay anything at the hospital for cashless";

    const asha = await answer(question, ASHA);
    expect(asha).toContain(
      `your ${FS} policy (Cashless claims at network hospitals): Non-payable items and any co-payment are paid by the patient at discharge.`,
    );
    expect(asha).not.toContain("Documents needed");

    const ravi = await answer(question, RAVI);
    expect(ravi).toContain("(Cashless claims at network hospitals): The member pays the 10% co-payment");
    expect(ravi).not.toContain("Documents needed");
  });
});

describe("the subject a question asks about", () => {
  it("answers maternity under an accident plan from its exclusions, not from its having no waiting period", async () => {
    const text = await answer("maternity waiting period for me", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Maternity and new-born cover): Maternity expenses are covered after a waiting period of 36 months`,
    );
    expect(text).toContain(
      `your ${PA} policy (Exclusions): The policy does not pay for the following: Pregnancy and childbirth.`,
    );
    expect(text).not.toContain("There is no waiting period");
  });

  it("reads a broken bone and being admitted as the accident plan's accidental hospitalisation", async () => {
    const text = await answer("Does my accident policy pay if I break my leg and get admitted?", ASHA);

    expect(text).toContain(
      `your ${PA} policy (Accidental hospitalisation and room rent): Hospital expenses after an accident are covered up to ₹2,50,000`,
    );
    expect(text).not.toContain("doesn't mention");
  });

  it("leads 'lose a thumb in an accident' with the accident plan's scale for a thumb, since every line of it is about accidents", async () => {
    const text = await answer("how much do I get if I lose a thumb in an accident", ASHA);

    expect(text).toContain(
      `your ${PA} policy (Disablement benefits): Permanent partial disablement pays a percentage of the sum insured from the scale in the schedule: for example, 50% for the loss of one hand or one foot, 50% for the total loss of sight in one eye, 25% for the loss of a thumb`,
    );
    expect(text).not.toMatch(/\(Disablement benefits\): Temporary total disablement/);
  });

  it("quotes beside the lead the sentence holding what else was asked", async () => {
    const text = await answer("is cashless available and what do i pay at discharge", SYNTHETIC);

    expect(text).toContain(`your ${IE} policy (Cashless claims at network hospitals)`);
    expect(text).toContain(
      "At discharge the insured person pays any co-payment, the deductible and non-payable items.",
    );
  });

  it("leads a plan's exclusions with the item on the subject asked, not a line sharing what is asked of it", async () => {
    const text = await answer("which plan covers maternity from day one", null);

    expect(text).toContain(
      `${IE} (Exclusions): The plan does not pay for the following: Maternity, childbirth or infertility treatment.`,
    );
    expect(text).not.toContain("Any illness within a waiting period is excluded");
  });
});

describe("a question in Hindi", () => {
  it("reads a Hindi question word as a question, not as the subject a sentence must state", async () => {
    const text = await answer("maternity cover kab se milega", []);

    expect(text).toContain(
      `${FS} (Maternity and new-born cover): Maternity expenses are covered after a waiting period of 36 months`,
    );
  });
});

describe("a plan named with a misspelling beside it", () => {
  it("answers a guest from the plan they named by its whole name, whatever word was corrected", async () => {
    const text = await answer("is cataract coverd in personal accident guard", null);

    expect(text).toContain(`${PA} (Waiting periods): Because the plan covers only accidents`);
    for (const other of [FS, GC, IE]) expect(text).not.toContain(other);
  });
});

describe("adding a relative", () => {
  it("answers whether a spouse can be added from each plan's own rule, a plan for one person by being one", async () => {
    const question = "can I add my wife to my policy";

    const synthetic = await answer(question, SYNTHETIC);
    expect(synthetic).toContain(
      `your ${IE} policy (About this policy): ${IE} is an individual health insurance plan for one person`,
    );

    const asha = await answer(question, ASHA);
    expect(asha).toContain(`your ${FS} policy (Who can be covered): The policy covers the policy holder, the spouse`);
    expect(asha).toContain(`your ${PA} policy (About this policy): ${PA} is an individual personal accident policy.`);
    expect(asha).not.toContain("added by endorsement");

    const ravi = await answer(question, RAVI);
    expect(ravi).toContain(
      `your ${GC} policy (Adding a spouse or new-born mid-year): A spouse can be added within 30 days`,
    );
  });
});

describe("a section whose heading names several subjects", () => {
  it("leads 'newborn cover limit' with the new-born's own limit, not the maternity limit beside it", async () => {
    const text = await answer("newborn cover limit", ASHA);
    expect(text).toContain(`your ${FS} policy (Maternity and new-born cover): A new-born baby is covered from birth`);
    expect(text).toContain("₹25,000");
  });
});

describe("a subject beside the sum insured", () => {
  it("tells the Individual Essential member their wording has no restoration, not its day-care limit", async () => {
    const text = await answer(
      "My dad's surgery might use most of my sum insured this year. If I then need treatment for something else, does my policy top the cover back up?",
      SYNTHETIC,
    );
    expect(text).toContain(`Your ${IE} policy wording doesn't mention this`);
    expect(text).not.toContain("Day-care");
  });
});

describe("what a member's policy leaves out", () => {
  it("lists every exclusion of each product the member holds, under its name, the last items included", async () => {
    const text = await answer("what is not covered in my policy", ASHA);

    expect(text).toContain(`your ${FS} policy (Exclusions): The policy does not pay for the following:`);
    expect(text).toContain("- Items listed as non-medical, such as toiletries, admission kits and attendant charges.");
    expect(text).toContain("- Conditions inside a waiting period are not covered until the waiting period ends.");
    expect(text).toContain(`your ${PA} policy (Exclusions): The policy does not pay for the following:`);
    expect(text).toContain("- An accident while serving in the armed forces.");
    for (const other of [GC, IE]) expect(text).not.toContain(other);
  });

  it("leads with the item on a subject named, not the whole list", async () => {
    const text = await answer("is dental treatment not covered in my plan", RAVI);

    expect(text).toContain("Dental treatment, unless hospitalisation is needed after an accident.");
    expect(text).not.toContain("- Infertility treatment.");
  });
});

describe("the section the search ranks first for a member's own words", () => {
  it("answers 'docs needed for reimbursement claim' from the group policy's documents list, not its claim procedure", async () => {
    const text = await answer("docs needed for reimbursement claim", RAVI);

    expect(text).toContain(
      `your ${GC} policy (Documents needed for a claim): Send the claim form signed by the employee`,
    );
    expect(text).not.toMatch(/^From the policy wording of your PlanCover Group Care policy \(Reimbursement claims\)/);
  });

  it("answers how long cashless approval takes from the cashless section's hours, not the glossary's definition", async () => {
    const text = await answer("how long does cashless approval take", RAVI);

    expect(text).toContain(
      `your ${GC} policy (Cashless claims at network hospitals): Carewell TPA answers within 1 hour and approves the final bill within 3 hours`,
    );
    expect(text).not.toContain("(Glossary)");
  });

  it("leads a condition from before joining the company with the pre-existing diseases section, not leaving the company", async () => {
    const text = await answer("i have diabetes from before joining the company, covered or not", RAVI);

    expect(text).toMatch(
      /^From the policy wording of your PlanCover Group Care policy \(Waiting period for pre-existing/,
    );
    expect(text).toContain("covered from day one");
  });
});

describe("a member's whole list of exclusions", () => {
  it.each(["what all is not covered in my health policy", "what is excluded in my medical insurance"])(
    "quotes every exclusion of their plan for %j: 'health' or 'medical' says which policy, not what is asked",
    async (question) => {
      const text = await answer(question, SYNTHETIC);

      expect(text).toContain(`your ${IE} policy (Exclusions): The plan does not pay for the following:`);
      for (const item of [
        "- Spectacles, contact lenses and hearing aids.",
        "- Alcohol or drug abuse.",
        "- Experimental treatment.",
      ])
        expect(text).toContain(item);
    },
  );
});
