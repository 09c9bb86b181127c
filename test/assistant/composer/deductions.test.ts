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
  ])("reads %j as the claims paid less alone, with no wording search on the words that ask it", (message) => {
    expect(planMessage(message)).toMatchObject({
      kind: "member",
      topics: ["claims"],
      deductionsAsked: true,
      knowledgeQuery: null,
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
