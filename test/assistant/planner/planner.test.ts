/** The default planner and prefetch's reads: classification, extraction, what is stored, and only registered reads. */
import { describe, expect, it } from "vitest";
import { SUM_INSURED_YEAR } from "../../../src/assistant/planner/claim-cues";
import { defaultPlanner, planMessage } from "../../../src/assistant/planner/default-planner";
import { extractCity, extractClaims, extractHospitalIds, extractPinCode } from "../../../src/assistant/planner/extract";
import { KNOWLEDGE_TOOL, MEMBER_READ_TOOLS, memberReads } from "../../../src/assistant/planner/member-reads";
import { storedPart } from "../../../src/assistant/planner/plan";
import { registry } from "../../../workers/tools/catalogue/registry";

describe("the default planner classifies a message", () => {
  it.each([
    ["What is my balance?", "member", ["balance"]],
    ["Show my policies", "member", ["policies"]],
    ["What does my policy cover?", "member", ["cover"]],
    ["Who is covered on my family floater?", "member", ["members"]],
    ["Where is my claim CN-2026-000123?", "member", ["claims"]],
    ["Why was money deducted from my claim CN-2026-004127?", "member", ["claims"]],
    ["Which documents have you received for my claim CN-2026-015904?", "member", ["claims"]],
    ["Does hospital HSP-KAS-0022 have 24x7 emergency?", "member", ["hospitals"]],
    ["What are the cashless desk hours at HSP-KAS-0022?", "member", ["hospitals"]],
    ["Send me my e-card", "member", ["ecard"]],
    ["Network hospitals near 560034", "member", ["hospitals"]],
    ["Any cashless hospitals in Bangalore?", "member", ["hospitals"]],
    ["What is the waiting period for pre-existing diseases?", "knowledge", []],
    ["How do I make a reimbursement claim?", "knowledge", []],
    ["Does my policy cover cataract, and what is the waiting period?", "mixed", ["cover"]],
    ["Please call me back about billing", "callback", []],
    ["hello", "other", []],
    ["What is the weather today?", "other", []],
  ])("%s -> %s %j", (message, kind, topics) => {
    const plan = planMessage(message);
    expect(plan.kind).toBe(kind);
    expect(plan.topics).toEqual(topics);
  });

  it("extracts claim numbers and ids, a pin code and a city, never a mobile number as a pin code", () => {
    expect(extractClaims("status of cn-2026-000123 and clm_0123456789ab please")).toEqual([
      "CN-2026-000123",
      "clm_0123456789ab",
    ]);
    expect(extractPinCode("my number is 9812345678")).toBeNull();
    expect(extractPinCode("near 400001 please")).toBe("400001");
    expect(extractCity("hospitals in Bombay")).toBe("Mumbai");
    expect(extractHospitalIds("hsp-kas-0022, HSP-MHW-0101 or XHSP-KAS-0003 and HSP-KAS-00041")).toEqual([
      "HSP-KAS-0022",
      "HSP-MHW-0101",
    ]);
  });

  it("reads the call-back's topic and window, proposing the earliest window (and saying so) when no time is said", () => {
    expect(planMessage("Call me back about my claim in the evening").callback).toEqual({
      topic: "claim",
      window: "evening",
      windowSaid: true,
      unbookable: [],
      answers: null,
    });
    expect(planMessage("Can someone call me back?").callback).toMatchObject({ window: "morning", windowSaid: false });
  });

  it("reads what the insurer paid or what was claimed in all as the member's claims", () => {
    for (const message of [
      "how much did the insurer pay for my appendix surgery",
      "how much have I claimed in total",
      "total kitna claim hua hai is saal",
      "how much claim amount was approved till now",
      "how much did we get for kabir dengue treatment",
      "total amount I have claimed so far",
      "what I have claimed so far",
      "amount claimed to date",
      "kabir ka claim kitna approve hua",
      "claim kitna pass hua",
      "claim me kitna mila",
    ]) {
      expect(planMessage(message).topics, message).toEqual(["claims"]);
    }
    expect(planMessage("how much will the insurer pay for appendix surgery").kind).toBe("knowledge");
    // Having claimed, said beside a question of the wording, is no request for the claims.
    expect(planMessage("I claimed last year, will my no claim bonus reduce").kind).toBe("knowledge");
    // What a plan lets one claim is the wording's, in the past tense's words too.
    for (const message of [
      "how much claim can i make this year for opd",
      "kitna claim kar sakte hai is saal",
      "how much will i get for maternity",
      "cashless claim kitne time me approve hota hai",
    ]) {
      expect(planMessage(message).topics).not.toContain("claims");
    }
  });

  it.each(["How many claims have I made?", "how many claims have I made this year", "number of claims on my policy"])(
    "reads the member's claims alone, and no wording, for a count of them: %j",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], knowledgeQuery: null });
    },
  );

  it("reads a relative's claims for a count of them, and not how many a policy allows", () => {
    expect(planMessage("how many claims has my son made")).toMatchObject({
      kind: "member",
      topics: ["claims"],
      person: { relation: "son", name: null },
    });
    expect(planMessage("how many claims can I make in a year")).not.toMatchObject({
      kind: "member",
      topics: ["claims"],
    });
  });

  it.each([
    "how many claims can I make in a year?",
    "is there a limit on number of claims?",
    "how many times can I claim in a policy year",
  ])(
    "reads %j, how many claims a policy allows, as what is left of the sum insured beside the wording on it",
    (message) => {
      expect(planMessage(message)).toMatchObject({
        kind: "mixed",
        topics: ["balance"],
        knowledgeQuery: SUM_INSURED_YEAR,
      });
    },
  );

  it.each(["what is the maximum i can claim in a year", "what is the maximum amount i can claim"])(
    "reads %j, the most a policy pays, as what is left of the sum insured, never a claim the word 'maximum' describes",
    (message) => {
      const plan = planMessage(message);
      expect(plan.topics).toContain("balance");
      expect(plan.topics).not.toContain("claims");
      expect(plan.claimWords).toEqual([]);
    },
  );

  it("reads 'what is the reason my accident claim is pending' as the member's claims, none picked by 'reason'", () => {
    expect(planMessage("what is the reason my accident claim is pending")).toMatchObject({
      kind: "member",
      topics: ["claims"],
      claimWords: [],
    });
  });

  it.each(["how much co payment did i pay in my claim", "what did i pay from my pocket for my claim"])(
    "reads %j as the member's claim's deductions, the co-payment among them, not a claim 'pocket' describes",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", deductionsAsked: true, claimWords: [] });
    },
  );

  it.each(["what is non payable items in my claim", "which items were not paid in my claim"])(
    "reads %j as the member's claim's deductions, the non-payable items among them, not the wording's cashless rule",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", deductionsAsked: true, claimWords: [] });
    },
  );

  it.each([
    "what are non payable items",
    "what happens if bills were not paid by the hospital for my claim",
    "will gloves and masks be non payable in my claim next week",
  ])("still reads %j as no claim's deductions alone", (message) => {
    expect(planMessage(message).deductionsAsked).not.toBe(true);
  });

  it("reads 'how do I claim for my father's surgery' as how to claim, not who can be covered", () => {
    expect(planMessage("how do I claim for my father's surgery").knowledgeQuery).not.toContain("eligibility");
  });

  it("keeps what else is asked beside what to do before a stay in the wording's search", () => {
    const query = planMessage(
      "what should I do before admission for cataract surgery, and is it covered",
    ).knowledgeQuery;
    expect(query).toContain("cataract");
  });

  it.each(["what is the reason for deduction in my claim", "reason for deduction in my claim"])(
    "reads %j as the member's claim's deductions alone, as 'why was money deducted' is",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"] });
    },
  );

  it.each(["how do I renew my policy?", "how can I renew my family shield policy"])(
    "reads %j as the member's renewal dates beside the wording's renewal section",
    (message) => {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "mixed", topics: ["plan"], scheduleFigures: ["dates"] });
      expect(plan.knowledgeQuery).toContain("renewal grace period");
    },
  );

  it("notices a question about when a claim will be settled", () => {
    expect(planMessage("When will my claim CN-2026-000123 be settled?").asksSettlementDate).toBe(true);
    expect(planMessage("What is the status of my claim?").asksSettlementDate).toBe(false);
    expect(planMessage("when will I get the money for Priya delivery claim").asksSettlementDate).toBe(true);
    expect(planMessage("when will i receive my reimbursement").asksSettlementDate).toBe(true);
    expect(planMessage("when will I get my e-card").asksSettlementDate).toBe(false);
  });

  it("reads how long a claim in general takes to settle as the wording's rule, not a claim's date", () => {
    expect(planMessage("how long does a reimbursement claim take to settle").asksSettlementDate).toBe(false);
    expect(planMessage("how soon is a claim settled after the documents are sent").asksSettlementDate).toBe(false);
    expect(planMessage("how long will it take to settle a claim I made last week").asksSettlementDate).toBe(true);
    expect(planMessage("when will a claim of mine be paid").asksSettlementDate).toBe(true);
    // A claim told of is the member's own, "a" or not: no "how long" asks about claims in general.
    expect(planMessage("submitted a claim on 3rd june, when will it be paid").asksSettlementDate).toBe(true);
    expect(
      planMessage("filed a reimbursement claim 20 days back, when will amount be credited").asksSettlementDate,
    ).toBe(true);
  });

  it("keeps claim numbers and the question's words out of the part of a plan that is stored", () => {
    const plan = planMessage("Does my policy cover claim CN-2026-000123 and what is the waiting period?");
    const stored = JSON.stringify(storedPart(plan));
    expect(plan.claims).toEqual(["CN-2026-000123"]);
    expect(stored).not.toContain("CN-2026-000123");
    expect(stored).not.toContain("waiting period");
  });

  it("keeps hospital ids out of the stored part, and reads them and the claims' details again on recall", async () => {
    const message = "Does HSP-KAS-0022 take cashless, and why was my claim CN-2026-004127 cut?";
    const plan = planMessage(message);
    const stored = storedPart(plan);

    expect(JSON.stringify(stored)).not.toContain("HSP-KAS-0022");
    expect(await defaultPlanner.recall(stored, message)).toEqual(plan);
    expect(plan).toMatchObject({ hospitalIds: ["HSP-KAS-0022"], claims: ["CN-2026-004127"], claimDetails: true });
  });

  it("answers a turn's recall of the message it just planned with that reading, and reads any other message afresh", async () => {
    const message = "Why was money deducted from my claim CN-2026-004127?";
    const planned = await defaultPlanner.plan(message);
    const recalled = await defaultPlanner.recall(storedPart(planned), message);
    // The same reading, not a second one: the claims it found are the very same list.
    expect(recalled.claims).toBe(planned.claims);
    expect(recalled).toEqual(planMessage(message));

    await defaultPlanner.plan("Where is my claim CN-2026-000123?");
    const again = await defaultPlanner.recall(storedPart(planned), message);
    expect(again.claims).not.toBe(planned.claims);
    expect(again).toEqual(recalled);
  });
});

describe("prefetch's reads, chosen by code", () => {
  const portals = ["PRT-40122", "PRT-40123", "PRT-40124", "PRT-40125"];

  it("fills each portal_ref from the caller's own portals, at most three portals and six reads", () => {
    const reads = memberReads(planMessage("What are my plan details, balance and cover?"), portals);

    expect(reads).toHaveLength(6);
    expect(new Set(reads.map((read) => read.args.portal_ref))).toEqual(new Set(portals.slice(0, 3)));
  });

  it("adds the policy-wording search to a mixed turn", () => {
    const reads = memberReads(planMessage("Does my policy cover cataract, and what is the waiting period?"), portals);

    expect(reads.at(-1)?.name).toBe(KNOWLEDGE_TOOL);
    // The member's own words first; the wording's words for them and the best-matching section after.
    expect(String(reads.at(-1)?.args.query)).toMatch(
      /^Does my policy cover cataract, and what is the waiting period\?/,
    );
  });

  it("looks up each named claim, and lists the policies of a member who holds no portal", () => {
    expect(memberReads(planMessage("Where is my claim CN-2026-000123?"), portals)).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000123" } },
    ]);
    expect(memberReads(planMessage("What is my balance?"), [])).toEqual([{ name: "list_my_policies", args: {} }]);
  });

  it("reads a claim in full when asked about its deductions or documents, and only its status otherwise", () => {
    expect(memberReads(planMessage("Why was money deducted from my claim CN-2026-004127?"), portals)).toEqual([
      { name: "get_claim_details", args: { claim: "CN-2026-004127" } },
    ]);
    expect(memberReads(planMessage("Which documents have you received for my claim CN-2026-015904?"), portals)).toEqual(
      [{ name: "get_claim_details", args: { claim: "CN-2026-015904" } }],
    );
    expect(memberReads(planMessage("When will my claim CN-2026-015904 be settled?"), portals)).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-015904" } },
    ]);
    expect(memberReads(planMessage("Send me my policy documents"), portals.slice(0, 1))).toEqual([
      { name: "list_policy_documents", args: { portal_ref: "PRT-40122" } },
    ]);
  });

  it("reads each named hospital's details, and searches as well when a place is named", () => {
    expect(memberReads(planMessage("Does hospital HSP-KAS-0022 have 24x7 emergency?"), portals)).toEqual([
      { name: "get_hospital_details", args: { hospital_id: "HSP-KAS-0022" } },
    ]);
    expect(memberReads(planMessage("Is hsp-kas-0022 better than other hospitals near 560034?"), portals)).toEqual([
      { name: "get_hospital_details", args: { hospital_id: "HSP-KAS-0022" } },
      { name: "search_network_hospitals", args: { pin_code: "560034" } },
    ]);
  });

  it("plans nothing for a hospital question without a place, nor for a knowledge question", () => {
    expect(memberReads(planMessage("Which hospitals are in my network?"), portals)).toEqual([]);
    expect(memberReads(planMessage("What are the exclusions?"), portals)).toEqual([]);
  });

  it("names only registered read tools, each needing the member's credential", () => {
    for (const name of MEMBER_READ_TOOLS) {
      const spec = registry.get(name);
      expect(spec, name).toBeDefined();
      expect(spec?.risk).toBe("read");
      expect(spec?.requiresCredential).toBe(true);
    }
    expect(registry.get(KNOWLEDGE_TOOL)?.risk).toBe("read");
  });
});
