/**
 * Questions a member puts in general words, answered for the member's own plan: when an illness is
 * covered (the initial waiting period first, each illness's own wait after), whether the policy pays
 * hospital bills (how it pays them, not the documents a claim sends) and what a claim does to "my
 * bonus" (the no-claim bonus, not a claim of theirs), and whether it covers them abroad. Over the
 * committed demo corpus, the real index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import { corpusAnswer as answer, FS, GC, HELD, IE, opensWith, PA } from "../../support/corpus-answer";

describe("when an illness is covered", () => {
  it.each(["when is an illness covered", "when will my illness be covered"])(
    "tells Asha, asking '%s', her plan's 30-day initial wait first and the 24-month specific-illness wait after",
    async (question) => {
      const text = await answer(question, HELD.asha);

      expect(text).toMatch(opensWith(FS, "Initial waiting period", "No illness is covered during the first 30 days"));
      const specific = text.indexOf(`Also in the wording of your ${FS} policy (Waiting period for specific illnesses)`);
      expect(specific).toBeGreaterThan(0);
      expect(text.indexOf("24 months")).toBeGreaterThan(specific);
      expect(text).toContain(`your ${PA} policy (Waiting periods): There is no waiting period`);
    },
  );

  it("tells Ravi his group plan covers illness from the first day before its waived specific-illness wait", async () => {
    const text = await answer("when is an illness covered", HELD.ravi);

    expect(text).toMatch(opensWith(GC, "Initial waiting period"));
    expect(text).toContain("illnesses are covered from the first day of cover");
  });

  it.each([
    ["is typhoid covered", "ravi", "illnesses are covered from the first day of cover"],
    ["am I covered for dengue", "asha", "No illness is covered during the first 30 days"],
    ["will my policy pay for covid hospitalisation", "asha", "No illness is covered during the first 30 days"],
  ] as const)(
    "answers %j, an illness no wording names, with when any illness is covered (%s)",
    async (question, who, rule) => {
      const text = await answer(question, HELD[who]);

      expect(text).toContain(rule);
      expect(text).not.toContain("wording doesn't mention this");
    },
  );

  it("still answers an illness named by its own wait", async () => {
    const text = await answer("when is cataract covered", HELD.synthetic);

    expect(text).toMatch(opensWith(IE, "Waiting period for specific illnesses"));
  });
});

describe("whether the policy pays hospital bills", () => {
  it("reads 'does my policy pay hospital bills' as the member's cover, not their policy documents", () => {
    const plan = planMessage("does my policy pay hospital bills");

    expect(plan.topics).not.toContain("documents");
    const reads = memberReads(plan, ["PRT-40122", "PRT-40123"]).map((call) => call.name);
    expect(reads).not.toContain("list_policy_documents");
    expect(reads).toContain("get_covered_benefits");
  });

  it("tells Asha how her family plan pays a hospital's bills and what her accident plan pays, not the claim documents", async () => {
    const text = await answer("does my policy pay hospital bills", HELD.asha);

    expect(text).toMatch(opensWith(FS, "Cashless claims at network hospitals"));
    expect(text).toContain(
      `your ${PA} policy (Accidental hospitalisation and room rent): Hospital expenses after an accident are covered`,
    );
    expect(text).not.toContain("Documents needed for a claim");
  });

  it("tells Ravi his group plan pays cashless or pays back, asked 'will insurance cover my hospital bill'", async () => {
    const text = await answer("will insurance cover my hospital bill", HELD.ravi);

    expect(text).toContain(`your ${GC} policy (Cashless claims at network hospitals)`);
    expect(text).toContain(`your ${GC} policy (Reimbursement claims)`);
  });

  it("still reads the bills a claim sends as its documents", () => {
    expect(planMessage("what papers and bills do I send for a reimbursement claim").knowledgeQuery).toContain(
      "documents",
    );
  });
});

describe("whether an accident is covered", () => {
  it.each(["Am I covered for an accident?", "are accidents covered"])(
    "tells Asha, asking '%s', that her family plan covers an accident from the first day and what her accident plan pays, quoting no exclusion",
    async (question) => {
      const text = await answer(question, HELD.asha);

      expect(text).toMatch(opensWith(FS, "Initial waiting period"));
      expect(text).toContain("hospitalisation caused by an accident, which is covered from the first day");
      expect(text).toContain(
        `your ${PA} policy (Accidental hospitalisation and room rent): Hospital expenses after an accident are covered`,
      );
      expect(text).not.toContain("(Exclusions)");
    },
  );

  it.each(["is an accident covered", "am I covered if I get hurt in a road accident"])(
    "tells Ravi, asking '%s', that his group plan covers accidents from the first day, quoting no exclusion",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toMatch(opensWith(GC, "Initial waiting period", "Accidents are also covered from the first day"));
      expect(text).not.toContain("(Exclusions)");
    },
  );

  it("tells Asha, asking about an accidental injury under her family plan, that it is covered from the first day before any exclusion", async () => {
    const text = await answer("is accidental injury covered under my family shield plan", HELD.asha);

    expect(text).toMatch(opensWith(FS, "Initial waiting period"));
    expect(text).toContain("hospitalisation caused by an accident, which is covered from the first day");
  });

  it("still answers an injury the member does to themselves, and an accident plan's named benefit, from their own sections", async () => {
    const selfInjury = await answer("is self-injury covered", HELD.asha);
    const death = await answer("is accidental death covered", HELD.asha);

    expect(selfInjury).toMatch(opensWith(FS, "Exclusions"));
    expect(selfInjury).toContain("Intentional self-injury");
    expect(death).toMatch(opensWith(PA, "Accidental death benefit"));
  });

  it("still answers what an accident plan does not cover from its exclusions", async () => {
    const text = await answer("what is not covered in my personal accident policy", HELD.asha);

    expect(text).toMatch(opensWith(PA, "Exclusions"));
  });

  it("answers what a plan named by its name does not cover from that plan's exclusions, not its schedule alone", async () => {
    for (const question of ["what is not covered in my family shield policy", "what does my family shield not cover"]) {
      const text = await answer(question, HELD.asha);

      expect(text, question).toMatch(opensWith(FS, "Exclusions"));
      expect(text, question).not.toContain(`your ${PA} policy (Exclusions)`);
    }
  });
});

describe("whether a wait applies to an illness", () => {
  it("tells Asha, asking if the 2 year wait applies to cataract, the 24-month rule first, not the longer wait of a pre-existing one", async () => {
    const text = await answer("does the 2 year wait apply to cataract", HELD.asha);

    expect(text).toMatch(
      opensWith(
        FS,
        "Waiting period for specific illnesses",
        "The following illnesses and procedures are covered only after 24 months",
      ),
    );
  });
});

describe("a specific illness a group plan's waiver does not name", () => {
  it("tells Ravi, asking about varicose veins surgery, that his group plan waives the specific illnesses' wait", async () => {
    const text = await answer("varicose veins surgery covered?", HELD.ravi);

    expect(text).toMatch(opensWith(GC, "Waiting period for specific illnesses"));
    expect(text).toContain(
      "The 24-month waiting period for specific illnesses that applies to retail health plans is waived.",
    );
  });
});

describe("moving a policy to another insurer", () => {
  it("tells Asha, asking to shift her policy to another company, how her family plan's portability works", async () => {
    const text = await answer("can I shift my policy to another company", HELD.asha);

    expect(text).toMatch(
      opensWith(FS, "Renewal, grace period and portability", "To move to another insurer, apply for portability"),
    );
  });

  it("tells Ravi his group plan's wording does not say, rather than quote how a cashless claim is made", async () => {
    const text = await answer("can I shift my policy to another company", HELD.ravi);

    expect(text).toContain(`Your ${GC} policy wording doesn't mention this`);
    expect(text).not.toContain("(Cashless claims at network hospitals)");
  });
});

describe("how many claims a policy allows", () => {
  it("tells Ravi his group plan's sum insured for the policy year, not what happens to his cover when he leaves", async () => {
    const text = await answer("how many claims can I make in a year", HELD.ravi);

    expect(text).toMatch(
      opensWith(
        GC,
        "About this policy",
        "The standard plan gives a sum insured of ₹5 lakh per employee family on a floater basis for the policy year",
      ),
    );
    expect(text).not.toContain("(Cover after leaving the company)");
  });

  it("tells Asha that each claim reduces her family plan's sum insured for the rest of the policy year", async () => {
    const text = await answer("how many claims can I make in a year", HELD.asha);

    expect(text).toMatch(
      opensWith(
        FS,
        "Sum insured and restoration",
        "Every admissible claim reduces the sum insured available for the rest of the policy year",
      ),
    );
  });
});

describe("what a claim does to the member's bonus", () => {
  it.each(["what happens to my bonus when i claim", "will I lose my bonus if I make a claim"])(
    "reads '%s' as the no-claim bonus the wording is asked about, not one of their claims",
    (question) => {
      const plan = planMessage(question);

      expect(plan.topics).not.toContain("claims");
      expect(plan.claimWords ?? []).toEqual([]);
      expect(plan.knowledgeQuery).toContain("cumulative bonus");
    },
  );

  it("tells Asha her wording describes no no-claim bonus, rather than listing her claims", async () => {
    const text = await answer("what happens to my bonus when i claim", HELD.asha);

    expect(text).toContain(`Your ${FS} and ${PA} policy wordings don't describe a no-claim bonus`);
    expect(text).not.toContain("CN-2026");
  });

  it("still reads 'status of my knee surgery claim' as a claim described", () => {
    expect(planMessage("status of my knee surgery claim").claimWords).toEqual(["knee", "surgery"]);
  });
});

describe("a treatment named in other words than the wording's", () => {
  it("tells Ravi his group plan excludes infertility treatment, asked about IVF", async () => {
    expect(await answer("is ivf covered", HELD.ravi)).toContain(
      `your ${GC} policy (Exclusions): The policy does not pay for the following: Infertility treatment.`,
    );
  });

  it.each([
    ["is cancer treatment covered", "asha", FS, "Day-care, AYUSH, ambulance and organ donor cover"],
    ["is cancer covered", "synthetic", IE, "Day-care, AYUSH and ambulance cover"],
  ] as const)(
    "answers %j for %s from the day-care rule that lists chemotherapy, never a cancellation",
    async (question, who, product, section) => {
      expect(planMessage(question).knowledgeQuery).not.toContain("cancel");
      expect(await answer(question, HELD[who])).toMatch(opensWith(product, section));
    },
  );

  it("still reads 'kitna balance bacha hai' as the balance left, and 'mera bacha' as the member's child", () => {
    expect(planMessage("kitna balance bacha hai")).toMatchObject({ topics: ["balance"], person: null });
    expect(planMessage("kya mera bacha covered hai").person).toMatchObject({ relation: "child" });
  });
});

describe("cover outside the country", () => {
  it("does not read a country named in a question about something else as cover abroad", () => {
    expect(planMessage("What is the capital of France?").topics).toEqual([]);
    expect(planMessage("What is the capital of France?").knowledgeQuery).toBeNull();
  });

  it.each([
    "am I covered outside India",
    "does my policy work abroad",
    "will i be covered if i get hospitalised in dubai",
    "going to the US next month, does my insurance work there",
  ])(
    "tells Asha, asking '%s', that her accident plan applies worldwide and her family plan's wording says nothing of it",
    async (question) => {
      const text = await answer(question, HELD.asha);

      expect(text).toContain(`your ${PA} policy (About this policy): Cover applies worldwide`);
      expect(text).toContain(`Your ${FS} policy's wording doesn't mention this.`);
    },
  );

  it.each(["can i use my policy abroad", "I am travelling to Singapore, am I covered"])(
    "tells Ravi, asking '%s', that his group plan's wording says nothing of cover abroad, quoting no other plan's",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toContain(`Your ${GC} policy wording doesn't mention this`);
      expect(text).not.toContain("worldwide");
    },
  );
});
