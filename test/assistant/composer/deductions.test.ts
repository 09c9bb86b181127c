/**
 * "Why was money deducted from my claim?" without a claim number: the claims approved for less than
 * was claimed are read in detail (their deductions and reasons), and the answer gives those; when
 * none was approved for less, it says so beside the list.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { NONE_DEDUCTED } from "../../../src/assistant/composer/deductions";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { okView as ok } from "../../support/member-views";

const claim = (claimNumber: string, claimedAmount: number, approvedAmount: number | null) => ({
  claimNumber,
  hospitalName: "City Hospital",
  status: approvedAmount === null ? "under review" : "approved",
  claimedAmount,
  approvedAmount,
});
const LIST = ok("list_my_claims", {
  claims: [claim("CN-2026-000001", 1000, 900), claim("CN-2026-000002", 2000, 2000), claim("CN-2026-000003", 500, null)],
});
const DETAILS = ok(
  "get_claim_details",
  {
    claimNumber: "CN-2026-000001",
    hospitalName: "City Hospital",
    admissionDate: "2026-05-01",
    dischargeDate: "2026-05-03",
    claimType: "reimbursement",
    status: "approved",
    claimedAmount: 1000,
    approvedAmount: 900,
    deductions: [{ reason: "Non-payable consumables", amount: 100 }],
    documentsReceived: ["Discharge summary"],
  },
  { claim: "CN-2026-000001" },
);
const QUESTION = "why was money deducted from my claim?";

async function propose(message: string, results: ToolResultView[]) {
  const caller = { auth: {} as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("a deduction asked about without a claim number", () => {
  it.each([QUESTION, "how much was cut from my claim and why", "why did I get less than I claimed"])(
    "reads %j as a question about the claims paid less",
    (message) => {
      expect(planMessage(message)).toMatchObject({ topics: ["claims"], claims: [], deductionsAsked: true });
    },
  );

  it.each([
    "why was my claim amount reduced",
    "my claim was partially paid why",
    "why did I get less for my claim",
    "why was less amount paid in my claim",
    "why didnt i get the full claim amount",
    "why didn't i get the full amount",
    "why was my claim not paid fully",
    // Money cut is only ever a claim's: these quoted the accident plan's death benefit.
    "kitna paisa kata aur kyun",
    "paisa kyu kata",
    "how much money deducted",
    "how much money was deducted and why",
    // What a claim cost the member is what it was paid less: these quoted the room rent limit.
    "how much did my claim cost me",
    "how much did i pay for my claim",
    "how much did we pay out of pocket on our claim",
  ])("reads %j as the claims paid less alone, with no wording search on the words that ask it", (message) => {
    expect(planMessage(message)).toMatchObject({
      kind: "member",
      topics: ["claims"],
      deductionsAsked: true,
      knowledgeQuery: null,
    });
  });

  it("leaves what a treatment will cost, with no claim asked about, to the wording", () => {
    expect(planMessage("what will a knee surgery cost me")).toMatchObject({ deductionsAsked: false });
    for (const message of ["how much will a delivery cost us", "how much does a delivery cost"])
      expect(planMessage(message), message).toMatchObject({ kind: "knowledge", topics: [] });
  });

  // What a stay that happened cost is on record only as its claim: these quoted the maternity wording.
  it.each([
    ["how much did my wife's delivery cost us", "spouse"],
    ["how much did we pay for my wife's delivery", "spouse"],
    ["what did my husband's knee surgery cost us so far", "spouse"],
  ])("reads %j, a past stay's cost without the word claim, as the relative's claims", (message, relation) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], person: { relation } });
  });

  it.each([
    ["how much did my son's dengue treatment cost us", ["dengue"]],
    ["how much did we pay for the delivery", ["delivery"]],
  ])("reads %j as the claims, the one so described picked out", (message, claimWords) => {
    expect(planMessage(message)).toMatchObject({ topics: ["claims"], claimWords });
  });

  it("reads what 'the hospital stay' cost the member as their claims, 'stay' describing none of them", () => {
    expect(planMessage("what did the hospital stay cost me")).toMatchObject({
      topics: ["claims"],
      claimWords: [],
      deductionsAsked: true,
    });
  });

  it("reads 'full', 'less' and 'partly' as how much was paid, not as words describing one of the claims", () => {
    for (const message of ["i did not get the full amount for my claim", "why was less amount paid", "paid partly"])
      expect(planMessage(message).claimWords, message).toEqual([]);
  });

  it("is not asked when a claim is named (its details are read directly) or nothing was asked about a deduction", () => {
    expect(planMessage("why was money deducted from CN-2026-007356").deductionsAsked).toBe(false);
    expect(planMessage("show my claims").deductionsAsked).toBe(false);
  });

  it.each([
    "why was claim CN-2026-000001 reduced",
    "why did I get less on CN-2026-000001",
    "why was CN-2026-000001 partially paid",
    "status of CN-2026-000001, why was it reduced",
  ])("reads %j, a claim named with its payment asked about, in detail", (message) => {
    expect(planMessage(message)).toMatchObject({ claims: ["CN-2026-000001"], claimDetails: true });
  });

  it("reads 'more or less' beside a named claim's status as no question about its payment", () => {
    expect(planMessage("is CN-2026-000001 approved? it has been more or less a month").claimDetails).toBe(false);
  });

  it("reads in detail only the claims approved for less than was claimed, once", async () => {
    expect(await propose(QUESTION, [LIST])).toEqual([{ name: "get_claim_details", args: { claim: "CN-2026-000001" } }]);
    expect(await propose(QUESTION, [LIST, DETAILS])).toEqual([]);
    expect(await propose("show my claims", [LIST])).toEqual([]);
  });

  it("answers with the deductions of the claims paid less, not the whole list", async () => {
    const text = await compose(QUESTION, [LIST, DETAILS]);
    expect(text).toContain("Deducted ₹100:\n- Non-payable consumables: ₹100");
    expect(text).not.toContain("CN-2026-000002");
  });

  it("says that no claim was approved for less when none was, beside the list", async () => {
    const list = ok("list_my_claims", { claims: [claim("CN-2026-000002", 2000, 2000)] });
    expect(await propose(QUESTION, [list])).toEqual([]);
    const text = await compose(QUESTION, [list]);
    expect(text).toContain("CN-2026-000002");
    expect(text).toContain(NONE_DEDUCTED);
  });
});

describe("a sum the member paid or had cut, named without a claim", () => {
  it.each([
    ["why did I pay 11150", [11150]],
    ["why was ₹6,500 cut", [6500]],
    ["why did i have to pay rs 11,150 from my pocket", [11150]],
    ["11150 kyun kata", [11150]],
    ["why did they cut 7,300", [7300]],
  ])("reads %j as the claims' deductions, the sum kept", (message, amounts) => {
    expect(planMessage(message)).toMatchObject({
      kind: "member",
      topics: ["claims"],
      deductionsAsked: true,
      amountsAsked: amounts,
    });
  });

  it("reads the wording too when the message also asks what something is", () => {
    expect(planMessage("non payable items kya hote hai, mera 6500 kyu kata")).toMatchObject({
      kind: "mixed",
      topics: ["claims"],
      amountsAsked: [6500],
    });
  });

  it.each([
    "i paid 5000 at the hospital, how do i claim it back",
    "if I pay 5000 will it be covered",
    "will 5000 be deducted",
    "why did I pay so much in 2026",
  ])("reads %j, how to claim, a supposition or a year, as no sum paid", (message) => {
    expect(planMessage(message).amountsAsked ?? []).toEqual([]);
  });

  it("says which deduction the sum is, before the claim's details", async () => {
    const text = await compose("why did I pay 100", [LIST, DETAILS]);
    expect(text).toMatch(
      /^On claim CN-2026-000001, ₹100 was deducted as: Non-payable consumables\.\n\nClaim CN-2026-000001/,
    );
  });

  it("says that no claim shows a sum that is none of its deductions, and explains nothing", async () => {
    const text = await compose("why did I pay 700 for the ambulance", [LIST, DETAILS]);
    expect(text).toMatch(/^None of your claims shows a deduction of ₹700\./);
    expect(text).not.toContain("₹700 was deducted");
  });

  it("says a sum that is every deduction of a claim together is that claim's whole deduction", async () => {
    const two = ok(
      "get_claim_details",
      {
        ...(DETAILS.outcome.status === "ok" ? (DETAILS.outcome.result as object) : {}),
        deductions: [
          { reason: "Room rent above the eligible category", amount: 60 },
          { reason: "Non-medical consumables", amount: 40 },
        ],
      },
      { claim: "CN-2026-000001" },
    );
    const text = await compose("why was 100 deducted", [LIST, two]);
    expect(text).toMatch(/^₹100 is everything deducted from claim CN-2026-000001/);
  });
});
