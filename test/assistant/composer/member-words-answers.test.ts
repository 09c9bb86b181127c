/**
 * Questions in a member's own words over the committed demo corpus (the planner's query, the real index
 * scoped to the caller's products, the default composer): what they ask about is read as the wording
 * says it ("by when should I send the bills" is the claim's deadline, "abortion" its medical termination
 * of pregnancy), and the sentence that answers leads.
 */
import { describe, expect, it } from "vitest";
import { corpusAnswer as answer, FS, GC, HELD, IE, opensWith, PA } from "../../support/corpus-answer";

const ASHA = HELD.asha;
const RAVI = HELD.ravi;
const SYNTHETIC = HELD.synthetic;

describe("the time there is to send a claim", () => {
  it.each([
    [
      "how long do i have to submit bills after discharge",
      ASHA,
      FS,
      "Submit the claim with all documents within 30 days of discharge.",
    ],
    [
      "deadline to file claim after discharge",
      RAVI,
      GC,
      "Submit the claim with all documents within 30 days of discharge",
    ],
    [
      "by when should I send the bills after discharge",
      SYNTHETIC,
      IE,
      "Submit the claim form and documents within 30 days of discharge",
    ],
  ])(
    "answers '%s' with the claim's deadline, not how long expenses after discharge are covered",
    async (question, held, product, deadline) => {
      const text = await answer(question, held);

      expect(text).toContain(`your ${product} policy (Reimbursement claims): ${deadline}`);
      expect(text).not.toMatch(/\(Pre- and post-hospitalisation expenses\): (Medical expenses|The plan pays)/);
    },
  );

  it("leads 'when should I submit post hospitalisation bills' with the post-hospitalisation bills' own deadline", async () => {
    const text = await answer("when should I submit post hospitalisation bills", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Pre- and post-hospitalisation expenses): Bills for post-hospitalisation expenses can be submitted together within 30 days of finishing that treatment.`,
    );
  });

  it("still answers medicines bought after discharge from the expenses after a stay", async () => {
    const text = await answer("can I claim medicines bought after discharge", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Pre- and post-hospitalisation expenses): Medical expenses incurred in the 60 days before the date of admission and in the 180 days after discharge are covered`,
    );
  });
});

describe("the premium after a claim", () => {
  it.each(["will my premium increase if I claim", "does the premium go up after a claim"])(
    "answers '%s' with the family plan's rule that claims do not raise it",
    async (question) => {
      const text = await answer(question, ASHA);

      expect(text).toContain(
        `your ${FS} policy (Renewal, grace period and portability): The premium does not go up because of claims made.`,
      );
    },
  );
});

describe("a child's education", () => {
  it("answers 'will the accident plan pay my kids school fees if I die' from its education benefit", async () => {
    const text = await answer("will the accident plan pay my kids school fees if I die", ASHA);

    expect(text).toContain(
      `your ${PA} policy (Children's education and ambulance benefits): If the insured person dies or suffers permanent total disablement from an accident, the policy pays up to ₹1,00,000 as a one-time education benefit`,
    );
  });

  it("tells Asha her family plan's wording has no education benefit, and quotes her accident plan's", async () => {
    const text = await answer("is there any education benefit for my children", ASHA);

    expect(text).toMatch(opensWith(PA, "Children's education and ambulance benefits"));
    expect(text).toContain(`Your ${FS} policy's wording doesn't mention this.`);
  });
});

describe("where a claim is paid", () => {
  it("tells Ravi his group plan settles a claim to his salary bank account", async () => {
    const text = await answer("where does the claim money get paid", RAVI);

    expect(text).toContain(
      `your ${GC} policy (Reimbursement claims): The claim is settled to the employee's salary bank account`,
    );
  });

  it("quotes Asha's family plan's cheque for the bank transfer, not that its wording is silent", async () => {
    const text = await answer("where does the claim money get paid", ASHA);

    expect(text).toContain("a cancelled cheque for the bank transfer");
    expect(text).not.toContain(`${FS} and ${PA} policy wordings don't mention`);
  });
});

describe("ending a pregnancy", () => {
  it("answers 'is abortion covered' with the family plan's medical termination of pregnancy", async () => {
    const text = await answer("is abortion covered", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Maternity and new-born cover): Medical termination of pregnancy is covered only when it is medically necessary.`,
    );
  });

  it("answers it from the exclusions of a plan that does not pay for maternity", async () => {
    const text = await answer("is abortion covered", SYNTHETIC);

    expect(text).toContain(
      `your ${IE} policy (Exclusions): The plan does not pay for the following: Maternity, childbirth or infertility treatment.`,
    );
  });
});

describe("an amount the member names as their own", () => {
  it("leads 'room rent on 7 lakh policy' with the rule, not the wording's example for ₹5 lakh", async () => {
    const text = await answer("room rent on 7 lakh policy", SYNTHETIC);

    expect(text).toContain(
      `your ${IE} policy (Room rent limit): Room rent is covered up to 1% of the sum insured per day for a normal room`,
    );
  });

  it("quotes the family plan's room rent rule to 'my sum insured is 10 lakh, what is the room rent'", async () => {
    const text = await answer("my sum insured is 10 lakh, what is the room rent", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Room rent limit): Room rent is covered up to the cost of a single private air-conditioned room`,
    );
  });
});

describe("how a question is put", () => {
  it("answers 'does the deductible apply to every claim' from the deductible, not the co-payment applied after it", async () => {
    const text = await answer("does the deductible apply to every claim", SYNTHETIC);

    expect(text).toContain(`your ${IE} policy (Voluntary deductible): The deductible is counted over the policy year`);
  });

  it("answers 'is copay applicable for me' from the co-payment, not the day-care line's 'applicable waiting periods'", async () => {
    const text = await answer("is copay applicable for me", SYNTHETIC);

    expect(text).toContain(`your ${IE} policy (Co-payment): The plan is sold with or without a 10% co-payment option`);
  });
});

describe("who a plan is for", () => {
  it("answers 'my dad is 67 can I add him as a new member' from who the family plan covers, not a new member's waiting period", async () => {
    const text = await answer("my dad is 67 can I add him as a new member", ASHA);

    expect(text).toContain(`your ${FS} policy (Who can be covered)`);
    expect(text).toContain("Adults can join between the ages of 18 and 65 years.");
    expect(text).not.toContain("(Initial waiting period)");
  });

  it("answers 'who can buy family shield' from who it covers and the ages it is sold at", async () => {
    const text = await answer("who can buy family shield", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Who can be covered): The policy covers the policy holder, the spouse and up to three dependent children`,
    );
    expect(text).not.toContain("doesn't mention");
  });

  it("answers Ravi's 'can I continue the policy after retirement' from his cover after leaving the company", async () => {
    const text = await answer("can I continue the policy after retirement", RAVI);

    expect(text).toContain(
      `your ${GC} policy (Cover after leaving the company): Cover under PlanCover Group Care ends for the employee and all dependants on the employee's last working day`,
    );
  });
});

describe("the first subject a heading names", () => {
  it("leads 'what is the free look period' with the rule its section opens with, not what comes after it", async () => {
    const text = await answer("what is the free look period", SYNTHETIC);

    expect(text).toContain(
      `your ${IE} policy (Free look period and cancellation): A new policy can be returned within 30 days of receiving the policy documents`,
    );
  });
});

describe("how much of a benefit's limit is left", () => {
  it("quotes Ravi's group plan's maternity limit to 'how much maternity limit is left for priya', not that its wording is silent", async () => {
    const text = await answer("how much maternity limit is left for priya", RAVI);

    expect(text).toContain(`your ${GC} policy (Maternity and new-born cover)`);
    expect(text).toContain("The policy pays up to ₹50,000 per delivery");
    expect(text).not.toContain("doesn't mention");
  });
});

describe("a section quoted beside the best one", () => {
  it.each([
    ["is cataract covered", "(Waiting period for specific illnesses)", "(Cover after leaving the company)"],
    ["what is the room rent limit", "(Room rent limit)", "(Waiting period for specific illnesses)"],
  ])("answers Ravi's %j from %s, without %s, a section on another subject", async (question, best, other) => {
    const text = await answer(question, RAVI);

    expect(text).toContain(`your ${GC} policy ${best}`);
    expect(text).not.toContain(other);
  });

  it("still quotes the claim procedure beside the documents list for 'documents needed for reimbursement claim'", async () => {
    const text = await answer("documents needed for reimbursement claim", RAVI);

    expect(text).toContain(`your ${GC} policy (Documents needed for a claim)`);
    expect(text).toContain(`Also in the wording of your ${GC} policy (Reimbursement claims)`);
  });
});

describe("renewing the member's policy", () => {
  it("answers 'how do i get my policy renewed' from the family plan's renewal rule, not the initial wait's 'renewed without a break'", async () => {
    const text = await answer("how do i get my policy renewed", ASHA);

    expect(text).toContain(
      `your ${FS} policy (Renewal, grace period and portability): Premiums are due before the end date in the schedule`,
    );
    expect(text).not.toContain("(Initial waiting period)");
  });
});

describe("a new employee's enrolment", () => {
  it("answers 'how long does hr have to add a new employee' from the group plan's enrolment from the date of joining", async () => {
    const text = await answer("how long does hr have to add a new employee", RAVI);

    expect(text).toMatch(
      opensWith(
        GC,
        "Who is covered and enrolment",
        "New employees are enrolled from their date of joining if HR adds them within 30 days of joining.",
      ),
    );
  });
});

describe("a hospital outside the network", () => {
  it("answers Asha's 'can i get cashless at a hospital not in network' with her family plan's way there: a reimbursement claim", async () => {
    const text = await answer("can i get cashless at a hospital not in network", ASHA);

    expect(text).toMatch(
      opensWith(
        FS,
        "Cashless claims at network hospitals",
        "If cashless is declined or the hospital is not in the network, treatment can continue and a reimbursement claim can be made.",
      ),
    );
  });

  it.each(["hospital outside network what to do", "my hospital is non network, how do i claim"])(
    "answers Ravi's '%s' with his group plan's: pay the bills and claim them back",
    async (question) => {
      const text = await answer(question, RAVI);

      expect(text).toMatch(
        opensWith(
          GC,
          "Reimbursement claims",
          "If treatment is taken at a non-network hospital, pay the bills and claim them back.",
        ),
      );
    },
  );
});
