/** The default composer: guidance for every failure code, plain text, citations, no settlement date, a bounded answer. */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer, NO_SETTLEMENT_DATE } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { EVENT_TEXT_MAX_CHARS } from "../../../src/shared/events";
import type { FailureCode } from "../../../src/shared/failure-codes";
import { FAILURE_CODES } from "../../../src/shared/failure-codes";
import type { JsonValue } from "../../../src/shared/json";
import type { Evidence } from "../../../src/shared/outcome";
import { readyMember } from "../../support/readiness";

const readiness = readyMember;

const ok = (
  toolName: string,
  result: JsonValue,
  args: Record<string, unknown> = {},
  evidence?: Evidence[],
): ToolResultView => ({
  toolName,
  args,
  outcome: { status: "ok", result, readiness, ...(evidence ? { evidence } : {}) },
});
const failed = (toolName: string, code: FailureCode): ToolResultView => ({
  toolName,
  args: {},
  outcome: { status: "failed", code, message: "x", retryable: false, readiness },
});

const compose = async (message: string, results: ToolResultView[]) =>
  defaultComposer.compose({ plan: planMessage(message), results, preferences: {} });

describe("the default composer", () => {
  it.each([
    ["credential_unavailable", "get_sum_insured_balance", "Sign in to see your balance."],
    ["not_found", "get_plan_details", "That policy is not yours or does not exist."],
    [
      "upstream_unavailable",
      "list_my_claims",
      "The service that has your claims is unavailable right now. Try again later.",
    ],
    ["auth_failed", "list_my_policies", "Your sign-in is no longer accepted. Sign in again to see your policies."],
  ] as const)("turns %s from %s into guidance", async (code, tool, guidance) => {
    expect((await compose("What is my balance?", [failed(tool, code)])).text).toBe(guidance);
  });

  it("has guidance for every failure code, and none of it is a stack or a code name", async () => {
    for (const code of FAILURE_CODES) {
      const { text } = await compose("What is my balance?", [failed("get_sum_insured_balance", code)]);
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toContain(code);
    }
  });

  it("writes plain text whatever markup the upstream data holds", async () => {
    const { text } = await compose("What are my plan details?", [
      ok("get_plan_details", {
        portalRef: "PRT-40122",
        productName: "<b>Care</b> **Shield** [Gold](https://evil.example) `x`",
        sumInsured: 500000,
        deductible: null,
        copayPercent: 10,
        renewalDue: null,
      }),
    ]);

    expect(text).toBe("Care Shield Gold x (PRT-40122): sum insured ₹5,00,000, co-pay 10%.");
  });

  it("gives the member ID the e-card carries, so 'what is my member id' is answered", async () => {
    const card = { memberId: "MBR-2001", name: "Ravi Kumar", validTill: "2027-06-30" };
    const { text } = await compose("what is my member id", [ok("get_e_card", card, { portal_ref: "PRT-50001" })]);
    expect(text).toBe(
      "The e-card for Ravi Kumar (member ID MBR-2001) on your policy PRT-50001 is valid until 2027-06-30; download it from the app.",
    );
  });

  it("gives the e-card's gateway link, named by its policy, and says where to get it when there is none", async () => {
    const card = { name: "Asha Rao", validTill: "2027-03-31", link: "/v1/documents/ECARD-PCH000000000001" };
    const linked = await compose("Show my e-card", [ok("get_e_card", card, { portal_ref: "PRT-40122" })]);
    expect(linked.text).toBe(
      "The e-card for Asha Rao on your policy PRT-40122 is valid until 2027-03-31.\n- Open the e-card for PRT-40122: /v1/documents/ECARD-PCH000000000001",
    );
    const unlinked = await compose("Show my e-card", [ok("get_e_card", { name: "Asha Rao", validTill: "2027-03-31" })]);
    expect(unlinked.text).toBe(
      "The e-card for Asha Rao on your policy is valid until 2027-03-31; download it from the app.",
    );
  });

  it("names each policy by its policy number, so asking for the policy number is answered", async () => {
    const policies = await compose("what's my policy number", [
      ok("list_my_policies", {
        policies: [
          {
            portalRef: "PRT-40122",
            productName: "PlanCover Family Shield",
            policyNumber: "PC-FF-2026-040122",
            endDate: "2027-03-31",
          },
        ],
      }),
    ]);
    expect(policies.text).toContain(
      "- PlanCover Family Shield (PRT-40122), policy number PC-FF-2026-040122, valid until 2027-03-31",
    );

    const plan = await compose("what is my policy number and product name", [
      ok("get_plan_details", {
        portalRef: "PRT-50001",
        productName: "PlanCover Group Care for Northwind Logistics",
        policyNumber: "PC-GMC-2026-050001",
        sumInsured: 500000,
        deductible: 0,
        copayPercent: 10,
        renewalDue: "2027-06-30",
      }),
    ]);
    expect(plan.text).toBe(
      "PlanCover Group Care for Northwind Logistics (PRT-50001): policy number PC-GMC-2026-050001, sum insured ₹5,00,000, deductible ₹0, co-pay 10%, renewal due 2027-06-30.",
    );
  });

  it("answers 'who is my TPA and when does my policy end' from the plan read with those alone", async () => {
    const { text } = await compose("who is my TPA and when does my policy end", [
      ok("get_plan_details", {
        portalRef: "PRT-50001",
        productName: "PlanCover Group Care for Northwind Logistics",
        policyNumber: "PC-GMC-2026-050001",
        insurer: "PlanCover General Insurance Ltd.",
        tpa: "Carewell TPA Services Pvt. Ltd.",
        startDate: "2026-07-01",
        endDate: "2027-06-30",
        sumInsured: 500000,
        deductible: 0,
        copayPercent: 10,
        renewalDue: "2027-06-30",
      }),
    ]);
    expect(text).toBe(
      "Your PlanCover Group Care for Northwind Logistics policy (PRT-50001) schedule shows cover from 2026-07-01 to " +
        "2027-06-30, renewal due 2027-06-30 and claims settled by Carewell TPA Services Pvt. Ltd. (the TPA).",
    );
  });

  it("names the insurer, the TPA and the policy period in the whole schedule when the policy's details are asked", async () => {
    const { text } = await compose("my policy details", [
      ok("get_plan_details", {
        portalRef: "PRT-50001",
        productName: "PlanCover Group Care for Northwind Logistics",
        policyNumber: "PC-GMC-2026-050001",
        insurer: "PlanCover General Insurance Ltd.",
        tpa: "Carewell TPA Services Pvt. Ltd.",
        startDate: "2026-07-01",
        endDate: "2027-06-30",
        sumInsured: 500000,
        deductible: 0,
        copayPercent: 10,
        renewalDue: "2027-06-30",
      }),
    ]);
    expect(text).toBe(
      "PlanCover Group Care for Northwind Logistics (PRT-50001): policy number PC-GMC-2026-050001, valid 2026-07-01 to 2027-06-30, insurer PlanCover General Insurance Ltd., TPA Carewell TPA Services Pvt. Ltd., sum insured ₹5,00,000, deductible ₹0, co-pay 10%, renewal due 2027-06-30.",
    );
  });

  it("shows a status written with underscores as words", async () => {
    const { text } = await compose("Where is my claim CN-2026-018842?", [
      ok("get_claim_status", {
        claimNumber: "CN-2026-018842",
        status: "query_raised",
        stage: "Waiting for documents",
        lastUpdated: "2026-07-21",
        remarks: "_Please_ send the __X-ray__ report.",
      }),
    ]);

    expect(text).toBe(
      "Claim CN-2026-018842 has a query raised (Waiting for documents), last updated 2026-07-21. Remarks: Please send the X-ray report.",
    );
  });

  it("never predicts a claim settlement date, and says so when asked", async () => {
    const { text } = await compose("When will my claim CN-2026-000123 be settled?", [
      ok("get_claim_status", {
        claimNumber: "CN-2026-000123",
        status: "in_review",
        stage: "medical scrutiny",
        lastUpdated: "2026-11-20",
        remarks: null,
      }),
    ]);

    expect(text).toContain(NO_SETTLEMENT_DATE);
    expect(text).not.toMatch(/settled (on|by)|expected (on|by)|within \d+ days/i);
  });

  it("quotes the policy wording with numbered citations", async () => {
    const evidence = [
      {
        document: "careshield",
        product: "CareShield",
        title: "CareShield wording",
        section: "Waiting periods",
        text: "Pre-existing diseases are covered after 36 months. More.",
        score: 1,
      },
    ];
    const answer = await compose("What is the waiting period?", [
      ok("search_policy_knowledge", { passages: 1 }, {}, evidence),
    ]);

    expect(answer.text).toBe(
      "From the policy wording of CareShield (Waiting periods): Pre-existing diseases are covered after 36 months. [1]\n" +
        "More. [1]\n\nWhich plan do you hold? Sign in and I'll answer for your own plan.",
    );
    expect(answer.citations).toEqual([
      { document: "careshield", title: "CareShield wording", section: "Waiting periods" },
    ]);
  });

  it("asks for a place when a hospital question names none, and keeps every answer within the event's size", async () => {
    expect((await compose("Which hospitals are in my network?", [])).text).toContain("pin code or a city");
    const many = Array.from({ length: 400 }, (_, i) => ({
      claimId: `clm_${i}`,
      claimNumber: `CN-2026-${String(i).padStart(6, "0")}`,
      portalRef: "PRT-40122",
      patientName: "A",
      hospitalName: "A long hospital name that takes room ".repeat(3),
      admissionDate: "2026-01-01",
      claimType: "cashless",
      status: "approved",
      claimedAmount: 1000,
      approvedAmount: 900,
    }));
    const { text } = await compose("Show my claims", [ok("list_my_claims", { claims: many })]);
    expect(text.length).toBeLessThanOrEqual(EVENT_TEXT_MAX_CHARS);
    expect(text).toContain("CN-2026-000000");
    expect(text.endsWith("(More was left out to keep this answer short.)")).toBe(true);
  });

  it("adds up several claims: how many, what was claimed in all, and what was approved so far", async () => {
    const claim = (claimNumber: string, claimedAmount: number, approvedAmount: number | null) => ({
      claimNumber,
      hospitalName: "City Hospital",
      status: approvedAmount === null ? "under_review" : "approved",
      claimedAmount,
      approvedAmount,
    });
    const two = ok("list_my_claims", {
      claims: [claim("CN-2026-000001", 86_500, 79_200), claim("CN-2026-000002", 58_000, null)],
    });
    expect((await compose("how much have I claimed in total", [two])).text).toContain(
      "In all: 2 claims, ₹1,44,500 claimed, ₹79,200 approved so far.",
    );
    const one = ok("list_my_claims", { claims: [claim("CN-2026-000001", 86_500, 79_200)] });
    expect((await compose("show my claims", [one])).text).not.toContain("In all");
  });
});

describe("a benefit schedule's lines", () => {
  const benefit = (name: string, limit: number | null, notes: string) => ({
    code: name.slice(0, 3).toUpperCase(),
    name,
    covered: true,
    limit,
    waitingPeriodDays: null,
    notes,
  });
  const schedule = ok("get_covered_benefits", {
    portalRef: "PRT-40123",
    benefits: [
      benefit("Temporary total disablement", 10_000, "Per week, up to 100 weeks."),
      benefit("Road ambulance", 5_000, "Per accident."),
      benefit("Accidental hospitalisation", 250_000, "Injury from an accident only."),
    ],
  });

  it("says what a limit is counted by when the schedule's note says it, so a weekly sum never reads as the whole benefit", async () => {
    const text = (
      await defaultComposer.compose({
        plan: planMessage("what does my plan cover"),
        results: [schedule],
        preferences: {},
      })
    ).text;
    expect(text).toContain("Temporary total disablement (up to ₹10,000 per week, up to 100 weeks)");
    expect(text).toContain("Road ambulance (up to ₹5,000 per accident)");
    // A note that is no basis of the limit is not run into it.
    expect(text).toContain("Accidental hospitalisation (up to ₹2,50,000)");
  });
});
