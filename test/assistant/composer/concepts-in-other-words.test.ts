/**
 * Wording concepts members put in their own words: returning a policy (the free look period), a
 * cover that reloads once used up (restoration), a reward for not claiming (a no-claim bonus), how
 * long a stay a claim needs, and moving a policy to another insurer ("is my policy portable"). Each is answered from the asker's own plan, or said to be absent
 * from it; never from a section that only shares a word. Over the committed demo corpus, the real
 * index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { wordingAdded } from "../../../src/assistant/planner/language/synonyms";
import { MINIMUM_STAY } from "../../../src/assistant/planner/language/wordings";
import { corpusAnswer as answer, FS, GC, HELD, IE, opensWith, PA } from "../../support/corpus-answer";

const NOT_MENTIONED = (products: string) => `Your ${products} policy wording doesn't mention this`;

describe("returning a new policy", () => {
  it("keeps 'return' as typed: another form of the wording's 'returns' is no misspelling", () => {
    expect(planMessage("if i return the policy in 10 days will i get full refund").knowledgeQuery).toMatch(
      /^if i return the policy/,
    );
  });

  it("quotes the Individual Essential member's free look period", async () => {
    const text = await answer("if i return the policy in 10 days will i get full refund", HELD.synthetic);

    expect(text).toContain(`your ${IE} policy (Free look period and cancellation)`);
    expect(text).toContain("A new policy can be returned within 30 days");
  });

  it("tells Asha her wordings do not mention it, rather than quoting her room rent limit's 'paid in full'", async () => {
    const text = await answer("if i return the policy in 10 days will i get full refund", HELD.asha);

    expect(text).toContain(`Your ${FS} and ${PA} policy wordings don't mention this`);
    expect(text).not.toContain("Room rent");
  });
});

describe("a cover used up", () => {
  it("tells Ravi his group wording does not restore it, rather than quoting his maternity cover", async () => {
    const text = await answer("does the cover reload after I use it up", HELD.ravi);

    expect(text).toContain(NOT_MENTIONED(GC));
    expect(text).not.toContain("Maternity");
  });

  it("quotes Asha's restoration clause", async () => {
    const text = await answer("what happens if I use my cover up", HELD.asha);

    expect(text).toContain(`your ${FS} policy (Sum insured and restoration)`);
  });
});

describe("a reward for not claiming", () => {
  it.each([
    ["synthetic", "do I get a discount if I dont claim", IE],
    ["asha", "is there a benefit if I never claim", `${FS} and ${PA}`],
  ] as const)("tells %s, asking %j, that the wording describes no no-claim bonus", async (who, question, products) => {
    const text = await answer(question, HELD[who]);

    expect(text).toMatch(new RegExp(`^Your ${products} policy wordings? do(es)?n't describe a no-claim bonus`));
    expect(text).not.toContain("Voluntary deductible");
  });
});

describe("how long a stay a claim needs", () => {
  it.each([
    ["asha", "how many days in hospital minimum for a claim", FS],
    ["synthetic", "how many hours should i be admitted to claim", IE],
  ] as const)(
    "answers %s's %j with their plan's in-patient hospitalisation of 24 hours or more",
    async (who, question, product) => {
      const text = await answer(question, HELD[who]);

      expect(text).toContain(`your ${product} policy (About this policy)`);
      expect(text).toContain("in-patient hospitalisation of 24 hours or more");
    },
  );

  it.each([
    "within 24 hours of admission inform",
    "must send pre-auth within 24 hours of admission",
    "how many days hospital bills",
    "how long will i stay in hospital for knee replacement",
  ])("does not read %j as asking the stay a claim needs", (question) => {
    expect(wordingAdded(question)).not.toContain(MINIMUM_STAY);
  });
});

describe("care without admission", () => {
  // "Fever" made it any illness's question (the initial waiting period), and Ravi was told illnesses
  // are covered from the first day, of a clinic visit his wording does not pay for.
  it.each(["is fever treatment at a clinic covered", "is a visit to a clinic covered"])(
    "quotes Ravi's exclusion of out-patient consultations for %j",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toContain(`your ${GC} policy (Exclusions)`);
      expect(text).toContain("Out-patient consultations and treatment");
      expect(text).not.toContain("Initial waiting period");
    },
  );

  it("still answers 'is dengue covered' with the rule for any illness", async () => {
    const text = await answer("is dengue covered", HELD.asha);

    expect(text).toContain(`your ${FS} policy (Initial waiting period)`);
  });
});

describe("cashless, asked around a stay", () => {
  // "Admitted" made it a question of hospitalisation, and the pre- and post-hospitalisation section was
  // quoted as how to get cashless.
  it.each([
    "my husband was admitted yesterday, how do I get cashless",
    "I was admitted yesterday, how do I get cashless",
  ])("quotes Asha's cashless section for %j", async (question) => {
    const text = await answer(question, HELD.asha);

    expect(text).toMatch(opensWith(FS, "Cashless claims at network hospitals"));
    expect(text).toContain("within 24 hours of admission");
  });

  // Asked in Hindi, Ravi was quoted his cashless section, which says nothing of a refusal.
  it.each(["hospital ne cashless mana kar diya", "the hospital denied cashless, what now"])(
    "tells Ravi to pay and claim the bills back when cashless is refused: %j",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toMatch(opensWith(GC, "Reimbursement claims"));
      expect(text).toContain("pay the bills and claim them back");
    },
  );

  it("quotes Asha's own line on a declined cashless request", async () => {
    const text = await answer("the hospital denied cashless, what now", HELD.asha);

    expect(text).toContain("If cashless is declined or the hospital is not in the network");
  });
});

describe("moving a policy to another insurer", () => {
  it("answers Asha's 'is my policy portable' from her family plan's portability, not her policy list alone", async () => {
    expect(planMessage("is my policy portable").kind).toBe("mixed");
    const text = await answer("is my policy portable", HELD.asha);

    expect(text).toContain(
      `your ${FS} policy (Renewal, grace period and portability): To move to another insurer, apply for portability`,
    );
  });
});

describe("care that follows a stay", () => {
  it.each([
    "is physiotherapy covered after my accident",
    "are medicines after the operation covered",
    "physio covered?",
  ])("reads %j as the expenses of the days after a stay", (question) => {
    expect(wordingAdded(question.toLowerCase())).toContain("pre- and post-hospitalisation expenses");
  });

  it("quotes Asha's health plan on the days after a stay, which names physiotherapy, beside her accident plan's", async () => {
    const text = await answer("is physiotherapy covered after my accident", HELD.asha);

    expect(text).toMatch(opensWith(FS, "Pre- and post-hospitalisation expenses"));
    expect(text).toContain("physiotherapy prescribed by the treating doctor");
    expect(text).not.toContain("Initial waiting period");
  });
});

describe("time off work after an accident", () => {
  it.each([
    "weekly compensation if im off work after accident?",
    "if i cant work because of my wrist do i get any weekly money",
    "i cannot go to office after the fracture, will the policy pay",
  ])("reads %j as a question for the wording", (question) => {
    expect(planMessage(question).kind).toBe("knowledge");
  });

  it("quotes Asha's accident plan's weekly benefit, with its start and its length", async () => {
    const text = await answer("if i cant work because of my wrist do i get any weekly money", HELD.asha);

    expect(text).toMatch(opensWith(PA, "Disablement benefits", "Temporary total disablement"));
    expect(text).toContain("pays ₹10,000 per week, from the eighth day of disablement, for up to 100 weeks");
  });

  it("tells Ravi his group wording does not mention it, rather than quoting another plan", async () => {
    const text = await answer("if i cant work after an accident do i get weekly money", HELD.ravi);

    expect(text).toContain(NOT_MENTIONED(GC));
    expect(text).not.toContain("₹10,000 per week");
  });
});

describe("when a pre-authorisation is sent", () => {
  it.each(["pre-authorisation kitne time pehle bhejna hai", "pre auth kab bhejna hai", "when to send pre auth"])(
    "reads %j as the hospital's request before a planned admission, not a claim's 30-day deadline",
    (question) => {
      const query = planMessage(question).knowledgeQuery ?? "";
      expect(query).toContain("pre-authorisation request");
      expect(query).not.toContain("within 30 days of discharge");
    },
  );

  it.each([
    ["pre-authorisation kitne time pehle bhejna hai", HELD.ravi, GC],
    ["pre auth kab bhejna hai", HELD.asha, FS],
  ] as const)("quotes the 48 hours of %j from the member's own cashless section", async (question, held, product) => {
    const text = await answer(question, held);

    expect(text).toMatch(opensWith(product, "Cashless claims at network hospitals", "For a planned admission"));
    expect(text).toContain("48 hours");
  });
});

describe("a plan for one person", () => {
  it.each(["what plans do you have for a single person", "which plan is for one person"])(
    "reads %j as who each plan covers",
    (question) => {
      expect(planMessage(question).knowledgeQuery).toContain("eligibility");
    },
  );

  it("quotes the one-person plan saying it is one, not a room rent limit's 'single room'", async () => {
    const text = await answer("which plan is for one person", null);

    expect(text).toContain(`${IE} (About this policy): ${IE} is an individual health insurance plan for one person`);
    expect(text).not.toContain("Room rent");
  });
});

describe("what a kind of policy is", () => {
  it.each(["what is PA policy", "what is a personal accident policy"])(
    "reads %j as a question for the wording, not a sign-in for the member's own policies",
    (question) => {
      expect(planMessage(question)).toMatchObject({ kind: "knowledge", topics: [] });
    },
  );

  it.each(["what is PA policy", "what is a personal accident policy", "family floater kya hota hai"])(
    "answers a guest asking %j from that plan's overview",
    async (question) => {
      const text = await answer(question, null);
      expect(text).toMatch(
        /^From the policy wording of PlanCover (Personal Accident Guard|Family Shield) \(About this policy\)/,
      );
    },
  );

  it("asks the search a Hindi definition as the English one", () => {
    expect(planMessage("co-pay ka matlab kya hai").knowledgeQuery).toBe("what is co-pay");
  });
});

describe("a benefit's own amount, and a plan by its initials", () => {
  it("reads 'newborn cover amount' as the new-born benefit's limit, not the policy's sum insured", () => {
    const query = planMessage("newborn cover amount?").knowledgeQuery ?? "";
    expect(query).not.toContain("sum insured");
  });

  it("quotes Asha's new-born limit first, not who can join", async () => {
    const text = await answer("newborn cover amount?", HELD.asha);
    expect(text).toMatch(opensWith(FS, "Maternity and new-born cover", "A new-born baby is covered"));
    expect(text).toContain("up to ₹25,000");
  });

  it("answers 'will PA pay' for Asha's accident plan alone, not her health plan's waiting periods", async () => {
    const text = await answer("if i get dengue will PA pay?", HELD.asha);
    expect(text).toContain(`your ${PA} policy`);
    expect(text).not.toContain(`your ${FS} policy`);
  });
});
