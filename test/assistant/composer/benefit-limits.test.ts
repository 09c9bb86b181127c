/**
 * A claim still being decided for more than its benefit's own limit: Priya's ₹65,000 delivery on a
 * group plan that pays maternity up to ₹50,000. The answer says the limit and what is above it, from
 * the schedule of the claim's policy (read once the claim's details say what it was for); a claim
 * within its limit, or already decided, has nothing added.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { okView as ok } from "../../support/member-views";

const GROUP = "PRT-50001";
const POLICIES = [{ portalRef: GROUP, product: "PlanCover Group Care for Northwind Logistics" }];

const delivery = (claimedAmount: number, status = "submitted") =>
  ok(
    "get_claim_details",
    {
      claimNumber: "CN-2026-015904",
      portalRef: GROUP,
      patientName: "Priya Kumar",
      diagnosis: "Normal delivery",
      hospitalName: "Andheri West Maternity Home",
      admissionDate: "2026-07-28",
      dischargeDate: "2026-07-30",
      claimType: "reimbursement",
      status,
      claimedAmount,
      approvedAmount: status === "approved" ? 45_000 : null,
      deductions: [],
      documentsReceived: ["Claim form"],
    },
    { claim: "CN-2026-015904" },
  );

const SCHEDULE = ok(
  "get_covered_benefits",
  {
    benefits: [
      { name: "In-patient hospitalisation", covered: true, limit: null, waitingPeriodDays: 0, notes: "" },
      { name: "Maternity expenses", covered: true, limit: 50_000, waitingPeriodDays: 0, notes: "From day one." },
    ],
  },
  { portal_ref: GROUP },
);

const QUESTION = "my wife delivery claim is 65000, how much will i get";

async function propose(results: readonly ToolResultView[]) {
  const caller = {
    auth: { policies: POLICIES } as never,
    channel: "web" as const,
    explicitlySelectedTools: [],
    partner: null,
  };
  return defaultComposer.propose({
    plan: planMessage(QUESTION),
    results,
    preferences: {},
    round: 1,
    message: QUESTION,
    caller,
  });
}
const compose = async (results: readonly ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(QUESTION), results, preferences: {}, policies: POLICIES })).text;

describe("a claim being decided for more than its benefit's limit", () => {
  it("reads the benefit schedule of the claim's policy once its details say it was a delivery", async () => {
    expect(await propose([delivery(65_000)])).toContainEqual({
      name: "get_covered_benefits",
      args: { portal_ref: GROUP },
    });
    expect(await propose([delivery(65_000), SCHEDULE])).not.toContainEqual(
      expect.objectContaining({ name: "get_covered_benefits" }),
    );
  });

  it("reads a relative's claim in detail when whether it is paid in full is asked", () => {
    expect(planMessage("is my wife's delivery claim fully payable")).toMatchObject({
      topics: ["claims"],
      claimDetails: true,
      person: { relation: "spouse" },
    });
  });

  it("says the maternity limit caps Priya's ₹65,000 delivery claim at ₹50,000", async () => {
    const text = await compose([delivery(65_000), SCHEDULE]);

    expect(text).toContain(
      "Your PlanCover Group Care for Northwind Logistics policy (PRT-50001) pays Maternity expenses up to ₹50,000: " +
        "claim CN-2026-015904 asks ₹65,000, so at most ₹50,000 of it can be paid, and ₹15,000 is above that limit.",
    );
  });

  it("adds nothing to a claim within its limit, or to one already decided", async () => {
    expect(await compose([delivery(40_000), SCHEDULE])).not.toContain("above that limit");
    expect(await compose([delivery(65_000, "approved"), SCHEDULE])).not.toContain("above that limit");
  });
});
