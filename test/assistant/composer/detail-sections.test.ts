/** The default composer's answers about one claim in full and one network hospital's details. */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { JsonValue } from "../../../src/shared/json";
import { readyMember } from "../../support/readiness";

const readiness = readyMember;

const ok = (toolName: string, result: JsonValue): ToolResultView => ({
  toolName,
  args: {},
  outcome: { status: "ok", result, readiness },
});
const failed = (toolName: string, code: FailureCode): ToolResultView => ({
  toolName,
  args: {},
  outcome: { status: "failed", code, message: "x", retryable: false, readiness },
});

const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

const claim = {
  claimId: "clm_3f9a1c2e7b04",
  claimNumber: "CN-2026-004127",
  portalRef: "PRT-40122",
  patientName: "Kabir Rao",
  hospitalName: "Sunrise **Children's** Hospital",
  admissionDate: "2026-02-11",
  dischargeDate: "2026-02-14",
  diagnosis: "Dengue fever",
  claimType: "cashless",
  status: "approved",
  claimedAmount: 86_500,
  approvedAmount: 79_200,
  deductions: [
    { reason: "Non-medical consumables", amount: 4_800 },
    { reason: "Room rent above the eligible category", amount: 2_500 },
  ],
  documentsReceived: ["Discharge summary", "Final hospital bill"],
};

const hospital = {
  hospitalId: "HSP-KAS-0022",
  name: "Sahyadri Memorial Hospital",
  address: "196, 2nd Main Road, Koramangala, Bengaluru 560034",
  city: "Bengaluru",
  pinCode: "560034",
  phone: "+91 80 46760506",
  networkType: "preferred",
  specialities: ["Cardiology"],
  beds: 437,
  accreditation: "NABH",
  cashlessDesk: { hours: "8 am to 8 pm", phone: "+91 80 46760506" },
  emergency24x7: true,
  roomCategories: ["General ward", "Twin sharing"],
};

describe("the answer about one claim in full", () => {
  it("explains each deduction with its reason and amount, and lists the documents received", async () => {
    const text = await compose("Why was money deducted from my claim CN-2026-004127?", [
      ok("get_claim_details", claim),
    ]);

    expect(text).toBe(
      [
        "Claim CN-2026-004127 (cashless, Sunrise Children's Hospital, 2026-02-11 to 2026-02-14) is approved.",
        "On your policy PRT-40122, for Kabir Rao.",
        "Diagnosis: Dengue fever.",
        "Claimed ₹86,500, approved ₹79,200.",
        "Deducted ₹7,300:",
        "- Non-medical consumables: ₹4,800",
        "- Room rent above the eligible category: ₹2,500",
        "Documents received: Discharge summary, Final hospital bill.",
      ].join("\n"),
    );
  });

  it("says what the stay was for, when the claim's record says it, so 'what was the diagnosis' is answered", async () => {
    const text = await compose("what was the diagnosis in CN-2026-004127", [ok("get_claim_details", claim)]);
    expect(text).toContain("Diagnosis: Dengue fever.");
    const { diagnosis: _none, ...withoutDiagnosis } = claim;
    expect(
      await compose("what was the diagnosis in CN-2026-004127", [ok("get_claim_details", withoutDiagnosis)]),
    ).not.toContain("Diagnosis");
  });

  it("says which of a member's two policies the claim is on, by its product, and whose claim it is", async () => {
    const wrist = { ...claim, claimNumber: "CN-2026-018842", portalRef: "PRT-40123", patientName: "Asha Rao" };
    const policies = [
      { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
      { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
    ];
    const message = "is my wrist claim covered under accident policy or family shield";

    const { text } = await defaultComposer.compose({
      plan: planMessage(message),
      results: [ok("get_claim_details", wrist)],
      preferences: {},
      policies,
    });

    expect(text).toContain("On your PlanCover Personal Accident Guard policy (PRT-40123), for Asha Rao.");
    expect(text).not.toContain("Family Shield");
  });

  it("says nothing was deducted yet on a claim still open, reads its status as words, and never gives a settlement date", async () => {
    const open = { ...claim, status: "query_raised", approvedAmount: null, deductions: [], documentsReceived: [] };

    const text = await compose("When will my claim CN-2026-004127 be paid, and what was deducted?", [
      ok("get_claim_details", open),
    ]);

    expect(text).toContain("has a query raised.");
    expect(text).toContain("Claimed ₹86,500, nothing approved or paid yet.");
    expect(text).toContain("Nothing has been deducted so far.");
    expect(text).toContain("No documents received yet.");
    expect(text).toContain("I can't tell you when a claim will be settled or paid");
    expect(text).not.toMatch(/settled (on|by)|expected (on|by)|within \d+ days/i);
  });

  it("says only what was claimed on a rejected claim, never that something may still be paid", async () => {
    const rejected = { ...claim, status: "rejected", approvedAmount: null, deductions: [] };

    const text = await compose("how much was paid on CN-2026-004127", [ok("get_claim_details", rejected)]);

    expect(text).toContain("Claimed ₹86,500.");
    expect(text).not.toContain("yet");
  });
});

describe("the answer about one network hospital", () => {
  it("gives its emergency, cashless desk hours and phone, accreditation, beds and rooms, the pin code said once", async () => {
    const text = await compose("Does hospital HSP-KAS-0022 have 24x7 emergency?", [
      ok("get_hospital_details", hospital),
    ]);

    expect(text).toBe(
      [
        "Sahyadri Memorial Hospital (HSP-KAS-0022), 196, 2nd Main Road, Koramangala, Bengaluru 560034.",
        "It has a 24x7 emergency department.",
        "Cashless desk: 8 am to 8 pm, phone +91 80 46760506.",
        "NABH accredited, 437 beds. Rooms: General ward, Twin sharing.",
      ].join("\n"),
    );
  });

  it("says when there is no 24x7 emergency, and does not ask for a place when a hospital was named", async () => {
    const text = await compose("Does HSP-KAS-0022 have an emergency ward?", [
      ok("get_hospital_details", { ...hospital, emergency24x7: false }),
    ]);

    expect(text).toContain("It has no 24x7 emergency department.");
    expect(text).not.toContain("pin code or a city");
  });

  it("says an unknown hospital id was not found, not that a policy was", async () => {
    const text = await compose("Does HSP-KAS-9999 have 24x7 emergency?", [failed("get_hospital_details", "not_found")]);

    expect(text).toBe("I couldn't find a network hospital with that id. Check the id.");
  });
});
