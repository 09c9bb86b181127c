/**
 * The member's claim list says whose each claim is and the policy it was made on: Asha's family's
 * claims sit on her family floater and her own on her accident policy, and a list that said neither
 * left "whose claims exist under which policy" unanswered.
 */
import { describe, expect, it } from "vitest";
import { sectionFor } from "../../../src/assistant/composer/sections";

const claim = (claimNumber: string, portalRef: string, patientName: string, hospitalName: string) => ({
  claimNumber,
  portalRef,
  patientName,
  hospitalName,
  status: "submitted",
  claimedAmount: 1000,
  approvedAmount: null,
});
const products: Record<string, string> = {
  "PRT-40122": "PlanCover Family Shield",
  "PRT-40123": "PlanCover Personal Accident Guard",
};

describe("the member's claim list", () => {
  it("lists each claim with whose it is, under the policy it was made on", () => {
    const text = sectionFor(
      "list_my_claims",
      {
        claims: [
          claim("CN-2026-004127", "PRT-40122", "Kabir Rao", "Sunrise"),
          claim("CN-2026-018842", "PRT-40123", "Asha Rao", "Trauma Care"),
          claim("CN-2026-011583", "PRT-40122", "Vikram Rao", "Lakeview"),
        ],
      },
      {},
      (portal) => products[portal] ?? null,
    );

    expect(text).toBe(
      [
        "Your claims on your PlanCover Family Shield policy (PRT-40122):",
        "- CN-2026-004127 for Kabir Rao at Sunrise: submitted, claimed ₹1,000",
        "- CN-2026-011583 for Vikram Rao at Lakeview: submitted, claimed ₹1,000",
        "Your claims on your PlanCover Personal Accident Guard policy (PRT-40123):",
        "- CN-2026-018842 for Asha Rao at Trauma Care: submitted, claimed ₹1,000",
        "In all: 3 claims, ₹3,000 claimed, ₹0 approved so far.",
      ].join("\n"),
    );
  });
});
