/**
 * A relative's cover asked about ("my dad has diabetes, is it covered"): the turn reads who is insured
 * on each of the member's policies beside the wording, and the answer says first whether, and where,
 * the relative is insured, then quotes only the wording of the policies they are on; someone on none
 * of them is told so plainly, with who is. Over the committed demo corpus, the real index and the
 * default composer, with the stand-in's members lists.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import type { HeldPolicy } from "../../../src/shared/auth-context";
import type { JsonValue } from "../../../src/shared/json";
import { type BenefitPlan, benefitsFor } from "../../../workers/plancover/data/benefits";
import { corpusSearch, FS, GC, HELD, PA } from "../../support/corpus-answer";
import { membersView as members, okView } from "../../support/member-views";
import { readyMember as readiness } from "../../support/readiness";

/** A policy's benefit schedule as get_covered_benefits answers it (the stand-in's own schedule). */
const schedule = (portal: string, plan: BenefitPlan): ToolResultView => ({
  toolName: "get_covered_benefits",
  args: { portal_ref: portal },
  outcome: { status: "ok", result: { benefits: benefitsFor(plan) } as unknown as JsonValue, readiness },
});

const ASHA: readonly HeldPolicy[] = [
  { portalRef: "PRT-40122", product: FS },
  { portalRef: "PRT-40123", product: PA },
];
const ASHA_MEMBERS = [
  members("PRT-40122", [
    ["MBR-1001", "Asha Rao", "self"],
    ["MBR-1002", "Vikram Rao", "spouse"],
    ["MBR-1003", "Kabir Rao", "son"],
  ]),
  members("PRT-40123", [["MBR-1001", "Asha Rao", "self"]]),
];
const RAVI: readonly HeldPolicy[] = [{ portalRef: "PRT-50001", product: `${GC} for Northwind Logistics` }];
const RAVI_MEMBERS = [
  members("PRT-50001", [
    ["MBR-2001", "Ravi Kumar", "self"],
    ["MBR-2002", "Priya Kumar", "spouse"],
  ]),
];

async function answer(
  question: string,
  held: readonly string[],
  policies: readonly HeldPolicy[],
  insured: readonly ToolResultView[],
): Promise<string> {
  const results = [await corpusSearch(question, held), ...insured];
  return (await defaultComposer.compose({ plan: planMessage(question), results, preferences: {}, policies })).text;
}

describe("the plan for a question about a relative's cover", () => {
  it.each([
    "my dad has diabetes, is it covered",
    "mere papa ko sugar hai, kya cover hoga",
    "is my father covered",
    "my husband needs a cataract operation, will it be paid",
    "biwi ki delivery cover hogi kya",
  ])("reads who is insured on each policy for '%s', beside the wording", (question) => {
    const plan = planMessage(question);

    expect(plan).toMatchObject({ relativeCover: true });
    expect(plan.person).not.toBeNull();
    const reads = memberReads(plan, ["PRT-40122", "PRT-40123"]).map((call) => call.name);
    expect(reads.filter((name) => name === "get_policy_members")).toHaveLength(2);
  });

  it.each([
    "what is covered for my son",
    "what benefits does my son get",
    "what is my husband covered for",
    "mere bete ke liye kya kya cover hai",
    // His name beside the relation once made it a question of who is insured.
    "what is my son Kabir covered for",
    "what benefits does my husband Vikram get",
  ])("reads the benefit schedule for '%s', beside who is insured", (question) => {
    const plan = planMessage(question);

    expect(plan).toMatchObject({ kind: "member", topics: ["cover"], relativeCover: true });
    const reads = memberReads(plan, ["PRT-40122", "PRT-40123"]).map((call) => call.name);
    expect(reads.filter((name) => name === "get_covered_benefits")).toHaveLength(2);
  });

  it.each([
    "what is covered under my family shield policy for my husband",
    "what is covered under my accident policy for my husband",
    "what is covered under my group care policy for my wife",
  ])("reads the benefit schedule for '%s', the policy named saying whose, not who is insured", (question) => {
    expect(planMessage(question)).toMatchObject({ kind: "member", topics: ["cover"], relativeCover: true });
  });

  it.each(["is my husband covered", "is my wife on my insurance", "kya mera bacha covered hai"])(
    "still asks '%s' as whether they are insured, not what is covered",
    (question) => {
      expect(planMessage(question)).toMatchObject({ topics: ["members"], relativeCover: true });
    },
  );

  it.each([
    "can my wife be added to my policy",
    "my son's e-card",
    "My mother needs a knee check-up soon, which network hospitals are close to 560034?",
    "how much cover is left for my wife",
  ])("leaves '%s' to what it asks, not a relative's cover", (question) => {
    expect(planMessage(question).relativeCover).not.toBe(true);
  });
});

describe("the answer about a relative's cover", () => {
  it("tells Ravi his father is not insured on his policy, and who is, before the wording", async () => {
    const text = await answer("my dad has diabetes, is it covered", HELD.ravi, RAVI, RAVI_MEMBERS);

    expect(text).toMatch(
      new RegExp(
        `^Your father isn't insured on your policy: your ${GC} for Northwind Logistics policy \\(PRT-50001\\) covers Ravi Kumar and Priya Kumar\\.`,
      ),
    );
    expect(text).toContain(`From the policy wording of your ${GC} policy (Waiting period for pre-existing diseases)`);
  });

  it("says no wording follows when the turn quoted none: 'is my husband covered under my accident policy'", async () => {
    const question = "is my husband covered under my accident policy";
    const results = ASHA_MEMBERS.slice(1);
    const { text } = await defaultComposer.compose({
      plan: planMessage(question),
      results,
      preferences: {},
      policies: ASHA,
    });

    expect(text).toMatch(/^Your husband isn't insured on your policy: your PlanCover Personal Accident Guard policy/);
    expect(text).not.toContain("The wording below");
  });

  it("tells Asha where her husband is insured, and quotes only that policy's wording", async () => {
    const text = await answer("my husband needs a cataract operation, will it be paid", HELD.asha, ASHA, ASHA_MEMBERS);

    expect(text).toMatch(
      /^Vikram Rao is insured on your PlanCover Family Shield policy \(PRT-40122\), not on your PlanCover Personal Accident Guard policy \(PRT-40123\)\./,
    );
    expect(text).toContain("24 months");
    expect(text).not.toContain(PA.concat(" (not a policy you hold)"));
    expect(text).not.toContain("Because the plan covers only accidents");
  });

  it("quotes what a relative's question asks about, not the sections about spouses: Ravi's wife and IVF", async () => {
    const text = await answer("is my wife covered for ivf", HELD.ravi, RAVI, RAVI_MEMBERS);

    expect(text).toMatch(/^Priya Kumar is insured on your /);
    expect(text).toContain(
      `your ${GC} policy (Exclusions): The policy does not pay for the following: Infertility treatment.`,
    );
  });

  it("tells Asha her father is on none of her policies, in Hinglish too, naming who is", async () => {
    const text = await answer("mere papa ko sugar hai, kya cover hoga", HELD.asha, ASHA, ASHA_MEMBERS);

    expect(text).toMatch(
      /^Your father isn't insured on any of your policies: your PlanCover Family Shield policy \(PRT-40122\) covers Asha Rao, Vikram Rao and Kabir Rao; your PlanCover Personal Accident Guard policy \(PRT-40123\) covers Asha Rao\./,
    );
  });

  it("tells Asha where Kabir, named by name alone, is insured, as it would for 'my son'", async () => {
    const text = await answer("Is Kabir covered under my policy?", HELD.asha, ASHA, ASHA_MEMBERS);
    expect(text).toMatch(
      /^Kabir Rao is insured on your PlanCover Family Shield policy \(PRT-40122\), not on your PlanCover Personal Accident Guard policy \(PRT-40123\)\./,
    );
  });

  it("tells Asha that a name nobody insured bears is on none of her policies, and who is", async () => {
    // The question asks only who is insured: the turn reads the members lists and no wording.
    const plan = planMessage("Is Rahul covered under my policy?");
    expect(plan).toMatchObject({ kind: "member", relativeCover: true });
    const text = (await defaultComposer.compose({ plan, results: ASHA_MEMBERS, preferences: {}, policies: ASHA })).text;
    expect(text).toMatch(/^Rahul isn't insured on any of your policies: your PlanCover Family Shield policy/);
    expect(text).toContain("Asha Rao, Vikram Rao and Kabir Rao");
  });

  it("answers a capitalised word beside a wording question from the wording, and speaks of no person by it", async () => {
    const text = await answer("Is Dengue covered under my policy?", HELD.asha, ASHA, ASHA_MEMBERS);
    expect(planMessage("Is Dengue covered under my policy?").person).toMatchObject({ name: "Dengue", nameOnly: true });
    expect(text).not.toContain("Dengue isn't insured");
    expect(text).toContain("From the policy wording of your PlanCover Family Shield policy");
  });

  it.each(["is priya covered", "is Priya covered?"])(
    "answers Ravi's %j, typed as on a phone, with where she is insured and nothing else",
    async (question) => {
      const text = await answer(question, HELD.ravi, RAVI, RAVI_MEMBERS);
      expect(text).toBe(`Priya Kumar is insured on your ${GC} for Northwind Logistics policy (PRT-50001).`);
    },
  );

  it("tells Asha that Vikram, asked 'can vikram use my PA policy', is not insured on it, and who is", async () => {
    // "Using" a policy is what a person does: he is spoken of though nobody on it bears his name.
    const question = "can vikram use my PA policy";
    expect(planMessage(question).person).toMatchObject({ name: "Vikram", nameOnly: true, acts: true });
    const text = await answer(question, HELD.asha, ASHA, [ASHA_MEMBERS[1] as ToolResultView]);
    expect(text).toMatch(
      /^Vikram isn't insured on your policy: your PlanCover Personal Accident Guard policy \(PRT-40123\) covers Asha Rao\./,
    );
  });

  it("answers Ravi's 'can priya claim under our plan' with where she is insured and nothing else", async () => {
    const text = await answer("can priya claim under our plan", HELD.ravi, RAVI, RAVI_MEMBERS);
    expect(text).toBe(`Priya Kumar is insured on your ${GC} for Northwind Logistics policy (PRT-50001).`);
  });

  it.each(["is appendicitis covered", "is angioplasty covered under my policy"])(
    "answers %j, a treatment's word nobody insured bears, from the wording, and speaks of no person",
    async (question) => {
      expect(planMessage(question).person).toBeNull();
      const text = await answer(question, HELD.asha, ASHA, ASHA_MEMBERS);
      expect(text).not.toMatch(/(Appendicitis|Angioplasty) isn't insured/);
    },
  );

  it("answers 'my son is 19, can he stay on the family policy' with where he is and up to which age children stay", async () => {
    const question = "my son is 19, can he stay on the family policy";
    expect(planMessage(question).knowledgeQuery).not.toBeNull();
    const text = await answer(question, HELD.asha, ASHA, ASHA_MEMBERS);
    expect(text).toMatch(/^Kabir Rao is insured on your PlanCover Family Shield policy \(PRT-40122\)/);
    expect(text).toContain("Children can be covered from 91 days of age up to 25 years");
  });

  it("answers 'if i die in an accident what will my family get' from Asha's own accident plan's death benefit", async () => {
    // Her family is whom it pays, not whose cover is asked: the policy is hers.
    const question = "if i die in an accident what will my family get";
    expect(planMessage(question).relativeCover ?? false).toBe(false);
    const text = await answer(question, HELD.asha, ASHA, ASHA_MEMBERS);
    expect(text).toMatch(
      /^From the policy wording of your PlanCover Personal Accident Guard policy \(Accidental death benefit\): If an accident causes the death of the insured person/,
    );
    expect(text).not.toContain("isn't insured");
  });

  it("answers 'is lasik covered', a word nobody insured bears, from the wording alone", async () => {
    const text = await answer("is lasik covered", HELD.ravi, RAVI, RAVI_MEMBERS);
    expect(text).toContain(`Your ${GC} policy wording doesn't mention this`);
    expect(text).not.toContain("Lasik");
  });

  it("answers 'is my wife on my insurance' with where she is and the members list", async () => {
    const text = (
      await defaultComposer.compose({
        plan: planMessage("is my wife on my insurance"),
        results: RAVI_MEMBERS,
        preferences: {},
        policies: RAVI,
      })
    ).text;

    expect(text).toContain(`Priya Kumar is insured on your ${GC} for Northwind Logistics policy (PRT-50001).`);
    expect(text).toContain("Ravi Kumar (self), Priya Kumar (spouse)");
  });

  it("shows Asha what her son's policy covers, and not her own accident policy, which covers her alone", async () => {
    const results = [
      ...ASHA_MEMBERS,
      schedule("PRT-40122", "family_floater"),
      schedule("PRT-40123", "personal_accident"),
    ];
    const text = (
      await defaultComposer.compose({
        plan: planMessage("what is covered for my son"),
        results,
        preferences: {},
        policies: ASHA,
      })
    ).text;

    expect(text).toMatch(/^Kabir Rao is insured on your PlanCover Family Shield policy \(PRT-40122\), not on/);
    expect(text).toContain("Your PlanCover Family Shield policy (PRT-40122) covers: In-patient hospitalisation");
    expect(text).not.toContain("Accidental death");
    expect(text).not.toContain("PlanCover Personal Accident Guard policy (PRT-40123) covers");
  });
});

describe("a relative's cover under a policy that does not cover them", () => {
  it("tells Asha her husband is not on her accident policy, and lists none of its benefits as his", async () => {
    const accidentMembers = ASHA_MEMBERS.filter((view) => view.args?.portal_ref === "PRT-40123");
    const text = (
      await defaultComposer.compose({
        plan: planMessage("what is covered under my accident policy for my husband"),
        results: [...accidentMembers, schedule("PRT-40123", "personal_accident")],
        preferences: {},
        policies: ASHA,
      })
    ).text;

    expect(text).toContain("isn't insured");
    expect(text).not.toContain("Accidental death");
    expect(text).not.toContain("policy (PRT-40123) covers:");
  });
});

describe("a spouse named as a wife or a husband", () => {
  /** The member's own profile, as get_member_profile answers it: what says which their spouse is. */
  const profile = (gender: "female" | "male") => okView("get_member_profile", { gender });

  it("reads the member's own profile beside who is insured when 'my wife' or 'my husband' is asked about", () => {
    for (const question of ["my wife needs cataract surgery", "my husband's claim status"]) {
      const reads = memberReads(planMessage(question), ["PRT-40122", "PRT-40123"]).map((call) => call.name);
      expect(reads).toContain("get_member_profile");
    }
    expect(memberReads(planMessage("my spouse's claim status"), ["PRT-40122"]).map((call) => call.name)).not.toContain(
      "get_member_profile",
    );
  });

  it("tells Asha, who has a husband, that no wife of hers is insured, never answering for her husband", async () => {
    const text = await answer("my wife needs cataract surgery", HELD.asha, ASHA, [...ASHA_MEMBERS, profile("female")]);

    expect(text).toMatch(/^Your wife isn't insured on any of your policies: your PlanCover Family Shield policy/);
    expect(text).not.toMatch(/^Vikram Rao is insured/);
    expect(text).not.toContain("gender");
  });

  it("still answers Asha's 'my husband' and Ravi's 'my wife' for the spouse insured with them", async () => {
    const hers = await answer("my husband needs cataract surgery", HELD.asha, ASHA, [
      ...ASHA_MEMBERS,
      profile("female"),
    ]);
    expect(hers).toMatch(/^Vikram Rao is insured on your PlanCover Family Shield policy \(PRT-40122\)/);
    const his = await answer("is my wife covered for maternity", HELD.ravi, RAVI, [...RAVI_MEMBERS, profile("male")]);
    expect(his).toMatch(/^Priya Kumar is insured on your /);
  });

  it("shows Asha no claim of her husband's as her wife's", async () => {
    const question = "my wife's claim status";
    const claims = okView("list_my_claims", {
      claims: [
        {
          claimNumber: "CN-2026-011583",
          portalRef: "PRT-40122",
          patientName: "Vikram Rao",
          hospitalName: "Lakeview Orthopaedic Centre, Indiranagar",
          status: "under_review",
          claimedAmount: 142000,
          approvedAmount: null,
        },
      ],
    });
    const results = [claims, ...ASHA_MEMBERS, profile("female")];
    const { text } = await defaultComposer.compose({
      plan: planMessage(question),
      results,
      preferences: {},
      policies: ASHA,
    });

    expect(text).toContain("I couldn't find your wife among the people insured on your policies");
    expect(text).not.toContain("CN-2026-011583");
  });
});

describe("a figure of the schedule asked for a relative", () => {
  /** A policy's schedule as get_plan_details answers it, with its room rent limit. */
  const details = (portalRef: string, productName: string, roomRentLimit: string): ToolResultView =>
    okView(
      "get_plan_details",
      {
        portalRef,
        productName,
        policyNumber: `PC-${portalRef}`,
        sumInsured: 1_000_000,
        deductible: 0,
        copayPercent: 0,
        roomRentLimit,
        renewalDue: "2027-03-31",
      },
      { portal_ref: portalRef },
    );
  const ASHA_SCHEDULES = [
    details("PRT-40122", FS, "Single private AC room"),
    details("PRT-40123", PA, "1% of sum insured per day"),
  ];

  it("reads 'the room rent limit for my husband' as his cover, keeping the schedules' figure", () => {
    const plan = planMessage("what is the room rent limit for my husband");
    expect(plan).toMatchObject({ topics: ["plan"], relativeCover: true, scheduleFigures: ["room"] });
    expect(plan.person).toMatchObject({ relation: "spouse" });
  });

  it("gives Asha the room rent limit of her husband's policy alone, not her accident plan's, which he is not on", async () => {
    const question = "what is the room rent limit for my husband";
    const results = [...ASHA_SCHEDULES, ...ASHA_MEMBERS, okView("get_member_profile", { gender: "female" })];
    const { text } = await defaultComposer.compose({
      plan: planMessage(question),
      results,
      preferences: {},
      policies: ASHA,
    });

    expect(text).toContain(`Your ${FS} policy (PRT-40122) schedule shows a room rent limit of single private AC room.`);
    expect(text).toContain("Vikram Rao is insured on your PlanCover Family Shield policy (PRT-40122), not on your");
    expect(text).not.toContain("1% of the sum insured");
    // Where he is insured is said once, not again as which policy he is on.
    expect(text).not.toContain("policy number");
  });
});

describe("any wording question about a relative, not only whether they are covered", () => {
  it("quotes only the documents of the policy her husband is on when Asha asks what his claim needs", async () => {
    const question = "what documents are needed for my husband claim";
    expect(planMessage(question).person).toMatchObject({ relation: "spouse" });
    const text = await answer(question, HELD.asha, ASHA, ASHA_MEMBERS);

    expect(text).toContain(`your ${FS} policy (Documents needed for a claim)`);
    expect(text).not.toContain(`wording of your ${PA}`);
  });

  it("quotes the days after a stay, of his policy alone, for physiotherapy after her husband's surgery", async () => {
    const text = await answer(
      "is physiotherapy covered for my husband after his knee surgery",
      HELD.asha,
      ASHA,
      ASHA_MEMBERS,
    );

    expect(text).toContain(`your ${FS} policy (Pre- and post-hospitalisation expenses)`);
    expect(text).toContain("physiotherapy prescribed by the treating doctor");
    expect(text).not.toContain(`wording of your ${PA}`);
  });

  it("quotes only the claim documents of her son's policy when Asha asks which documents claim his hospital bill", async () => {
    // "Hospital" beside the relative once made it a hospital search, and both policies' wording was quoted.
    const question = "which documents to claim my son hospital bill";
    expect(planMessage(question)).toMatchObject({ relativeCover: true, person: { relation: "son" } });
    const text = await answer(question, HELD.asha, ASHA, ASHA_MEMBERS);

    expect(text).toMatch(/^Kabir Rao is insured on your PlanCover Family Shield policy \(PRT-40122\), not on your /);
    expect(text).toContain(`your ${FS} policy (Documents needed for a claim)`);
    expect(text).not.toContain(`wording of your ${PA}`);
  });

  it("still quotes both policies' wording when Asha asks how to add her husband, the one he is not on included", async () => {
    const text = await answer("can I add my husband to my accident policy", HELD.asha, ASHA, ASHA_MEMBERS);
    expect(text).toContain(PA);
  });
});
