/**
 * "What documents are pending on my claim?": the claims waiting for documents (a query raised) are
 * read with their status, whose remarks say what PlanCover asked for, and in detail (what it has
 * received); the answer gives that per claim, says the others wait for nothing, and says so when none
 * of the member's claims waits for a document.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { NONE_WAITING } from "../../../src/assistant/composer/pending-documents";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import { okView as ok } from "../../support/member-views";

const listed = (claimNumber: string, status: string) => ({
  claimNumber,
  portalRef: "PRT-40122",
  patientName: "Asha Rao",
  hospitalName: `Hospital ${claimNumber.slice(-1)}`,
  status,
  claimedAmount: 1000,
  approvedAmount: null,
});
const LIST = ok("list_my_claims", {
  claims: [listed("CN-2026-000001", "approved"), listed("CN-2026-000002", "query_raised")],
});
const NOTHING_WAITING = ok("list_my_claims", {
  claims: [listed("CN-2026-000001", "approved"), listed("CN-2026-000003", "under_review")],
});
const STATUS = ok(
  "get_claim_status",
  {
    claimNumber: "CN-2026-000002",
    status: "query_raised",
    stage: "Waiting for documents from the member",
    lastUpdated: "2026-07-21",
    remarks: "Please send an accident declaration and the X-ray report.",
  },
  { claim: "CN-2026-000002" },
);
const DETAILS = ok(
  "get_claim_details",
  {
    claimNumber: "CN-2026-000002",
    hospitalName: "Hospital 2",
    admissionDate: "2026-07-09",
    dischargeDate: "2026-07-10",
    claimType: "reimbursement",
    status: "query_raised",
    claimedAmount: 1000,
    approvedAmount: null,
    deductions: [],
    documentsReceived: ["Claim form", "Discharge summary"],
  },
  { claim: "CN-2026-000002" },
);
const QUESTION = "what documents are pending on my claim";

async function propose(message: string, results: ToolResultView[]) {
  const caller = { auth: {} as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("the documents a claim is waiting for", () => {
  it.each([
    QUESTION,
    "wat docs are pending on my claim",
    "which documents are still missing for my claims",
    // Documents in a state are a claim's, "claim" said or not: the wording lists none as missing.
    "which documents are missing",
    "documents pending",
  ])("reads %j as the member's claims' pending documents, not the wording's list", (message) => {
    expect(planMessage(message)).toMatchObject({
      kind: "member",
      topics: ["claims"],
      claims: [],
      documentsAsked: true,
    });
  });

  it.each([
    "how do I reply to the query on my accident claim",
    "what should I send for the query on my claim",
    "what is the query on my claim",
  ])("reads %j as what the claim's query asks for: its pending documents, no claim picked by 'query'", (message) => {
    expect(planMessage(message)).toMatchObject({
      kind: "member",
      topics: ["claims"],
      claims: [],
      claimWords: [],
      documentsAsked: true,
    });
  });

  it("reads 'I have already answered their query, why is my claim still not settled' as why it is held, not its documents", () => {
    expect(planMessage("I have already answered their query, why is my claim still not settled")).toMatchObject({
      documentsAsked: false,
      holdAsked: true,
    });
  });

  it("reads 'I have a query about maternity cover' as the wording's, a query the member asks", () => {
    expect(planMessage("I have a query about maternity cover")).toMatchObject({ documentsAsked: false });
    expect(planMessage("I have a query about maternity cover").topics).not.toContain("claims");
  });

  it.each(["what documents are needed", "how do I send the pending documents"])(
    "still reads %j as the wording's",
    (message) => {
      expect(planMessage(message).kind).toBe("knowledge");
    },
  );

  it("reads the status and details of the claims waiting for documents, once each, and no other", async () => {
    expect(await propose(QUESTION, [LIST])).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000002" } },
      { name: "get_claim_details", args: { claim: "CN-2026-000002" } },
    ]);
    expect(await propose(QUESTION, [LIST, STATUS, DETAILS])).toEqual([]);
    expect(await propose(QUESTION, [NOTHING_WAITING])).toEqual([]);
  });

  it("gives what PlanCover asked for and what it has received, and says the other claims wait for nothing", async () => {
    const text = await compose(QUESTION, [LIST, STATUS, DETAILS]);
    expect(text).toBe(
      [
        "Claim CN-2026-000002 at Hospital 2 is waiting for documents from you. PlanCover asks: Please send an accident declaration and the X-ray report.",
        "Received so far: Claim form, Discharge summary.",
        "",
        "Your other claims (CN-2026-000001) are not waiting for any documents.",
      ].join("\n"),
    );
  });

  it("says so beside the list when none of the member's claims is waiting for documents", async () => {
    const text = await compose(QUESTION, [NOTHING_WAITING]);
    expect(text).toContain("CN-2026-000003 for Asha Rao at Hospital 3: under review");
    expect(text.endsWith(NONE_WAITING)).toBe(true);
  });

  it("reads a claim named by number with its status too, whose remarks say what is missing", async () => {
    const message = "which documents are still missing for CN-2026-000002";
    expect(memberReads(planMessage(message), []).map((read) => read.name)).toEqual([
      "get_claim_details",
      "get_claim_status",
    ]);
    const text = await compose(message, [DETAILS, STATUS]);
    expect(text).toContain("PlanCover asks: Please send an accident declaration and the X-ray report.");
    expect(text).not.toContain("Nothing has been deducted");
  });

  it("still reads a claim's status alone when its documents are not asked about", () => {
    expect(memberReads(planMessage("status of CN-2026-000002"), []).map((read) => read.name)).toEqual([
      "get_claim_status",
    ]);
  });
});
