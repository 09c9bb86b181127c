/**
 * A claim described instead of numbered ("status of my knee surgery claim", "the claim at Manipal"):
 * the planner keeps the describing words and reads the claim list; the composer matches them against
 * each claim's hospital, then (reading the claims in detail) its diagnosis, and answers for the claims
 * that match alone, or says that none does beside the whole list.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { okView as ok } from "../../support/member-views";

const CLAIMS = [
  ["CN-2026-000011", "Sunrise Children's Hospital, Koramangala", "Dengue fever with low platelet count", "approved"],
  ["CN-2026-000012", "Lakeview Orthopaedic Centre, Indiranagar", "Medial meniscus tear, left knee", "under_review"],
  ["CN-2026-000013", "Koramangala Trauma and Accident Care", "Fracture of the right wrist", "query_raised"],
] as const;

const LIST = ok("list_my_claims", {
  claims: CLAIMS.map(([claimNumber, hospitalName, , status]) => ({
    claimNumber,
    hospitalName,
    status,
    claimedAmount: 1000,
    approvedAmount: status === "approved" ? 900 : null,
  })),
});
const details = ([claimNumber, hospitalName, diagnosis, status]: (typeof CLAIMS)[number]) =>
  ok(
    "get_claim_details",
    {
      claimNumber,
      hospitalName,
      diagnosis,
      admissionDate: "2026-05-01",
      dischargeDate: "2026-05-03",
      claimType: "reimbursement",
      status,
      claimedAmount: 1000,
      approvedAmount: status === "approved" ? 900 : null,
      deductions: status === "approved" ? [{ reason: "Non-medical consumables", amount: 100 }] : [],
      documentsReceived: ["Discharge summary"],
    },
    { claim: claimNumber },
  );
const DETAILS = CLAIMS.map(details);
/** The same list with whose each claim is: Kabir's, Vikram's, Asha's. */
const NAMED = ok("list_my_claims", {
  claims: CLAIMS.map(([claimNumber, hospitalName, , status], i) => ({
    claimNumber,
    hospitalName,
    status,
    patientName: ["Kabir Rao", "Vikram Rao", "Asha Rao"][i] ?? "",
    claimedAmount: 1000,
    approvedAmount: status === "approved" ? 900 : null,
  })),
});

async function propose(message: string, results: readonly ToolResultView[]) {
  const caller = { auth: {} as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: readonly ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("a claim described by its treatment or hospital", () => {
  it.each([
    ["status of my knee surgery claim", ["knee", "surgery"]],
    ["what was approved on the claim at Sunrise Children's hospital?", ["sunrise"]],
    ["status of the Koramangala Trauma claim", ["koramangala", "trauma"]],
    ["the claim at Manipal", ["manipal"]],
    ["kitna paisa kata mere dengue claim me aur kyun", ["dengue"]],
    ["how much was deducted in vikram claim", ["vikram"]],
    ["status of vikram claim", ["vikram"]],
    ["tell me about kabir claim", ["kabir"]],
    ["show kabir claims", ["kabir"]],
    // Asked of its state with no "my" or preposition, it once quoted the wording on cashless approval.
    ["is vikram claim approved", ["vikram"]],
    ["is kabir claim settled", ["kabir"]],
    // What was paid for a treatment of theirs is its claim; it once quoted the wording's exclusions.
    ["how much did my company policy pay for my appendix surgery", ["appendix", "surgery"]],
    ["how much did my policy pay for the dengue treatment", ["dengue"]],
    // A name's possessive before what the claim was for: it once quoted the knee replacement waiting period.
    ["how long will vikram's knee claim take", ["vikram", "knee"]],
    // What the claim was for opening a Hindi message: it once listed every claim.
    ["wrist claim ke liye kya bhejna hai", ["wrist"]],
  ])("reads %j as the member's claims, described by %j", (message, words) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], claims: [], claimWords: words });
  });

  it.each([
    "my claim status",
    "why is my accident claim on hold",
    "how do I claim for my knee surgery",
    "priya ke claim",
    "what is covered in maternity claim",
    "what is the time limit for cashless claim",
    "waiting period for knee claim",
    "my balance and my claims",
    "my balance and claims",
    // What a policy will pay for a treatment is the wording's.
    "will my policy pay for my knee surgery",
  ])("finds no description in %j", (message) => {
    expect(planMessage(message).claimWords ?? []).toEqual([]);
  });

  it("reads what is left after a claim as the balance and the claims, no claim described by 'after'", () => {
    const plan = planMessage("how much is left in my policy after my claim");
    expect(plan.topics).toEqual(expect.arrayContaining(["balance", "claims"]));
    expect(plan.claimWords ?? []).toEqual([]);
  });

  it.each(["show ongoing claims", "show recent claims", "list open claims"])(
    "reads %j, whose word picks no claim, as the member's claims (not as nothing asked)",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"] });
      expect(planMessage(message).claimWords ?? []).toEqual([]);
    },
  );

  it.each(["cashless claim?", "explain cashless claim", "tell me about cashless claim", "is dental claim allowed"])(
    "still reads %j as a wording question",
    (message) => {
      expect(planMessage(message).kind).toBe("knowledge");
    },
  );

  it("reads the claim whose hospital matches, with its status while it is undecided", async () => {
    expect(await propose("status of the Koramangala Trauma claim", [LIST])).toEqual([
      { name: "get_claim_details", args: { claim: "CN-2026-000013" } },
      { name: "get_claim_status", args: { claim: "CN-2026-000013" } },
    ]);
  });

  it("reads every listed claim in detail when no hospital matches, to match their diagnoses", async () => {
    expect(await propose("status of my knee surgery claim", [LIST])).toEqual(
      CLAIMS.map(([claim]) => ({ name: "get_claim_details", args: { claim } })),
    );
    expect(await propose("status of my knee surgery claim", [LIST, ...DETAILS])).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000012" } },
    ]);
  });

  it("answers for the matching claim alone", async () => {
    const text = await compose("status of my knee surgery claim", [LIST, ...DETAILS]);
    expect(text).toContain("Claim CN-2026-000012");
    expect(text).not.toContain("CN-2026-000011");
    expect(text).not.toContain("CN-2026-000013");
  });

  it("answers what was paid for a treatment with the claim for it alone", async () => {
    const text = await compose("how much did my policy pay for the dengue treatment", [LIST, ...DETAILS]);
    expect(text).toContain("Claim CN-2026-000011");
    expect(text).not.toContain("CN-2026-000012");
  });

  it("gives the deductions of the described claim, not of every claim paid less", async () => {
    const text = await compose("kitna paisa kata mere dengue claim me aur kyun", [LIST, ...DETAILS]);
    expect(text).toContain("Non-medical consumables");
    expect(text).not.toContain("CN-2026-000012");
  });

  it("says no claim matches beside the whole list, showing none of them as the one asked", async () => {
    const text = await compose("the claim at Manipal", [LIST, ...DETAILS]);
    expect(text).toContain('None of your claims is for or at "manipal"');
    for (const [claim] of CLAIMS) expect(text).toContain(claim);
    expect(text).not.toContain("Deducted");
  });

  it("answers for the claim of the person the description names, never saying none is theirs", async () => {
    expect(planMessage("what happened to my claim for Vikram").claimWords).toEqual(["vikram"]);
    expect(await propose("what happened to my claim for Vikram", [NAMED])).toEqual([
      { name: "get_claim_details", args: { claim: "CN-2026-000012" } },
      { name: "get_claim_status", args: { claim: "CN-2026-000012" } },
    ]);
    const text = await compose("status of the kabir claim", [NAMED, details(CLAIMS[0])]);
    expect(text).toContain("Claim CN-2026-000011");
    expect(text).not.toContain("None of your claims");
    expect(text).not.toContain("CN-2026-000012");
  });

  it("says that the described claim, not every claim, was not approved for less, when another was", async () => {
    const text = await compose("how much was deducted in vikram claim", [NAMED, details(CLAIMS[1])]);
    expect(text).toContain("Claim CN-2026-000012");
    expect(text).toContain("That claim has not been approved for less than was claimed so far.");
    expect(text).not.toContain("None of your claims");
    expect(text).not.toContain("CN-2026-000011");
  });

  it("says no claim of kabir's is for his knee, beside the whole list, rather than show his dengue claim as it", async () => {
    const question = "how long will kabir's knee claim take";
    expect(await propose(question, [NAMED])).toEqual([
      { name: "get_claim_details", args: { claim: "CN-2026-000011" } },
    ]);
    const text = await compose(question, [NAMED, details(CLAIMS[0])]);
    expect(text).toContain("None of your claims is for or at");
    for (const [claim] of CLAIMS) expect(text).toContain(claim);
    expect(text).not.toContain("Claim CN-2026-000011");
    expect(text).not.toContain("Dengue");
  });

  it("asks how long vikram's knee claim will take as that claim's state, with no date promised", async () => {
    const question = "how long will vikram's knee claim take";
    expect(planMessage(question)).toMatchObject({ asksSettlementDate: true, knowledgeQuery: null });
    const text = await compose(question, [NAMED, details(CLAIMS[1])]);
    expect(text).toContain("Claim CN-2026-000012");
    expect(text).toContain("I can't tell you when a claim will be settled");
    expect(text).not.toContain("CN-2026-000011");
    expect(text).not.toContain("waiting period");
  });

  it.each([
    "wrist claim ke liye kya bhejna hai",
    "what do i need to send for my wrist claim",
    "what documents for my wrist claim",
  ])("asks %j as the documents the described claim waits for", (question) => {
    expect(planMessage(question)).toMatchObject({ topics: ["claims"], claimWords: ["wrist"], documentsAsked: true });
  });

  it("says nothing of a description to a member who has no claims: the list says they have none", async () => {
    const text = await compose("status of my knee surgery claim", [ok("list_my_claims", { claims: [] })]);
    expect(text).toBe("You have no claims.");
  });
});

describe("the member's latest claim", () => {
  /** The list as PlanCover gives it: not in date order, so the latest is found by its admission date. */
  const ADMITTED = ["2026-02-11", "2026-07-09", "2026-05-03"];
  const DATED = ok("list_my_claims", {
    claims: CLAIMS.map(([claimNumber, hospitalName, , status], i) => ({
      claimNumber,
      hospitalName,
      status,
      admissionDate: ADMITTED[i] ?? "",
      claimedAmount: 1000,
      approvedAmount: status === "approved" ? 900 : null,
    })),
  });

  it.each([
    "what is the status of my latest claim?",
    "status of my last claim",
    "how much was approved on my most recent claim",
  ])("reads %j as the member's claims, the latest of them asked", (message) => {
    expect(planMessage(message)).toMatchObject({ topics: ["claims"], claims: [], claimWords: [], latestClaim: true });
  });

  it.each(["how much was paid on my last claim", "how much was paid for my latest claim"])(
    "reads %j as the member's latest claim alone: its 'last' is not the wording's ('the last document')",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], latestClaim: true });
    },
  );

  it.each(["my last claims", "claims from last year", "my knee surgery claim status"])(
    "reads no single latest claim in %j",
    (message) => {
      expect(planMessage(message).latestClaim).toBeUndefined();
    },
  );

  it("reads the claim admitted last, with its status while it is undecided", async () => {
    expect(await propose("status of my last claim", [DATED])).toEqual([
      { name: "get_claim_details", args: { claim: "CN-2026-000012" } },
      { name: "get_claim_status", args: { claim: "CN-2026-000012" } },
    ]);
  });

  it("answers for the claim admitted last alone, not the list's last or first", async () => {
    const text = await compose("what is the status of my latest claim?", [DATED, details(CLAIMS[1])]);
    expect(text).toContain("Claim CN-2026-000012");
    expect(text).not.toContain("CN-2026-000011");
    expect(text).not.toContain("CN-2026-000013");
  });
});

describe("the hospital someone was admitted to", () => {
  // A stay that happened is on record as a claim, which names its hospital; these asked for a pin code
  // to search network hospitals near.
  it.each([
    ["which hospital was kabir admitted to", null],
    ["which hospital was my son admitted to", "son"],
    ["where was my wife admitted", "spouse"],
    ["where was I treated", null],
  ])("reads %j as the member's claims", (message, relation) => {
    const plan = planMessage(message);
    expect(plan).toMatchObject({ kind: "member", topics: ["claims"] });
    expect(plan.person?.relation ?? null).toBe(relation);
  });

  it.each(["which hospital should I go to", "which hospital is best for knee surgery"])(
    "still reads %j as a hospital search",
    (message) => {
      expect(planMessage(message).topics).toContain("hospitals");
    },
  );
});
