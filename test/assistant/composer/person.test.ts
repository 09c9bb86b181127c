/**
 * A relative's e-card or claims in the default composer: the person is looked for among the people
 * insured on the member's policies; their card is read by their member id, their claims picked by
 * patient, and someone not insured there is told so, with nobody else's card or claim shown as theirs.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { okView as ok } from "../../support/member-views";

const ASHA_FAMILY = ok(
  "get_policy_members",
  {
    members: [
      { memberId: "MBR-1001", name: "Asha Rao", relation: "self" },
      { memberId: "MBR-1002", name: "Vikram Rao", relation: "spouse" },
      { memberId: "MBR-1003", name: "Kabir Rao", relation: "son" },
    ],
  },
  { portal_ref: "PRT-40122" },
);
const ASHA_ALONE = ok(
  "get_policy_members",
  { members: [{ memberId: "MBR-1001", name: "Asha Rao", relation: "self" }] },
  { portal_ref: "PRT-40123" },
);
const card = (memberId: string, name: string) =>
  ok(
    "get_e_card",
    { memberId, name, cardNumber: "PCH-1", validTill: "2027-03-31", link: `/v1/documents/ECARD-${memberId}` },
    { portal_ref: "PRT-40122", member_id: memberId },
  );
const CLAIMS = ok("list_my_claims", {
  claims: [
    {
      claimNumber: "CN-2026-000001",
      portalRef: "PRT-40122",
      patientName: "Asha Rao",
      hospitalName: "City Hospital",
      status: "approved",
      claimedAmount: 1000,
      approvedAmount: 900,
    },
    {
      claimNumber: "CN-2026-000002",
      portalRef: "PRT-40122",
      patientName: "Kabir Rao",
      hospitalName: "Sunrise Children's Hospital",
      status: "submitted",
      claimedAmount: 2000,
      approvedAmount: null,
    },
  ],
});

async function propose(message: string, results: ToolResultView[]) {
  const plan = planMessage(message);
  const caller = { auth: {} as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan, results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("a relative's e-card or claims", () => {
  it("reads the card of the person found, by their member id, and only theirs", async () => {
    for (const message of ["my son Kabir's e-card", "my son's e-card", "mere bete ka ecard bhejo"]) {
      expect(await propose(message, [ASHA_FAMILY, ASHA_ALONE])).toEqual([
        { name: "get_e_card", args: { portal_ref: "PRT-40122", member_id: "MBR-1003" } },
      ]);
    }
    expect(await propose("my wife's e-card", [ASHA_FAMILY, ASHA_ALONE])).toEqual([
      { name: "get_e_card", args: { portal_ref: "PRT-40122", member_id: "MBR-1002" } },
    ]);
  });

  it("reads no card once the person's is read, and none for someone not insured", async () => {
    expect(await propose("my son's e-card", [ASHA_FAMILY, ASHA_ALONE, card("MBR-1003", "Kabir Rao")])).toEqual([]);
    expect(await propose("my son Rahul's e-card", [ASHA_FAMILY, ASHA_ALONE])).toEqual([]);
    expect(await propose("my daughter's e-card", [ASHA_FAMILY, ASHA_ALONE])).toEqual([]);
  });

  it("answers with the person's card, without the members list it was found in", async () => {
    const text = await compose("my son's e-card", [ASHA_FAMILY, ASHA_ALONE, card("MBR-1003", "Kabir Rao")]);
    expect(text).toContain(
      "The e-card for Kabir Rao (member ID MBR-1003) on your policy PRT-40122 is valid until 2027-03-31.",
    );
    expect(text).not.toContain("Asha");
    expect(text).not.toContain("Covered on");
  });

  it("tells the member when the person is not insured on their policies, naming who is", async () => {
    const text = await compose("my daughter's e-card", [ASHA_FAMILY, ASHA_ALONE]);
    expect(text).toBe(
      "I couldn't find your daughter among the people insured on your policies (Asha Rao, Vikram Rao, Kabir Rao). " +
        "I can only show the e-cards and claims of people insured on your policies.",
    );
    const father = await compose("my father's claims", [CLAIMS, ASHA_FAMILY]);
    expect(father).toContain("I couldn't find your father among");
    expect(father).not.toContain("CN-2026");
    expect(await compose("my son Rahul's claims", [CLAIMS, ASHA_FAMILY])).toContain("I couldn't find Rahul among");
  });

  it("lists only the person's own claims from the member's, by patient", async () => {
    const text = await compose("my son's claims", [CLAIMS, ASHA_FAMILY, ASHA_ALONE]);
    expect(text).toBe(
      "Claims for Kabir Rao on your policy PRT-40122:\n- CN-2026-000002 at Sunrise Children's Hospital: submitted, claimed ₹2,000",
    );
    expect(await compose("my wife's claims", [CLAIMS, ASHA_FAMILY])).toBe("There are no claims for Vikram Rao.");
  });

  it("reads the card of each relative named, and says who of them is not insured", async () => {
    expect(await propose("e-card for my son and my husband", [ASHA_FAMILY, ASHA_ALONE])).toEqual([
      { name: "get_e_card", args: { portal_ref: "PRT-40122", member_id: "MBR-1002" } },
      { name: "get_e_card", args: { portal_ref: "PRT-40122", member_id: "MBR-1003" } },
    ]);
    const text = await compose("e-card of my daughter and my husband", [ASHA_FAMILY, card("MBR-1002", "Vikram Rao")]);
    expect(text).toContain("I couldn't find your daughter among the people insured on your policies");
    expect(text).toContain("The e-card for Vikram Rao (member ID MBR-1002) on your policy PRT-40122");
  });

  it("lists the member's own claims beside a relative's when both are asked for", async () => {
    const text = await compose("my son's claim and my own", [CLAIMS, ASHA_FAMILY, ASHA_ALONE]);
    expect(text).toBe(
      "Claims for Asha Rao and Kabir Rao on your policy PRT-40122:\n" +
        "- CN-2026-000001 for Asha Rao at City Hospital: approved, claimed ₹1,000, approved ₹900\n" +
        "- CN-2026-000002 for Kabir Rao at Sunrise Children's Hospital: submitted, claimed ₹2,000",
    );
    expect(await compose("my husband's claims and mine", [CLAIMS, ASHA_FAMILY])).toContain(
      "There are no claims for Vikram Rao.",
    );
  });

  it("reads a relative's claims in detail when their deductions are asked about, and shows them under their name", async () => {
    const message = "why did they cut money from my son's claim";
    expect(await propose(message, [CLAIMS, ASHA_FAMILY])).toEqual([
      { name: "get_claim_details", args: { claim: "CN-2026-000002" } },
    ]);
    const details = ok(
      "get_claim_details",
      {
        claimNumber: "CN-2026-000002",
        claimType: "cashless",
        hospitalName: "Sunrise Children's Hospital",
        admissionDate: "2026-02-11",
        dischargeDate: "2026-02-14",
        status: "approved",
        claimedAmount: 2000,
        approvedAmount: 1500,
        deductions: [{ reason: "Non-medical consumables", amount: 500 }],
        documentsReceived: ["Discharge summary"],
      },
      { claim: "CN-2026-000002" },
    );
    const text = await compose(message, [CLAIMS, ASHA_FAMILY, details]);
    expect(text).toMatch(/^Claims for Kabir Rao on your policy PRT-40122:\nClaim CN-2026-000002 \(cashless/);
    expect(text).toContain("- Non-medical consumables: ₹500");
    expect(text).not.toContain("CN-2026-000001");
  });

  it("says a relative is not insured only on the policy asked about when the question named one", async () => {
    const policies = [
      { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
      { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
    ];
    const answer = async (results: ToolResultView[]) =>
      (
        await defaultComposer.compose({
          plan: planMessage("my husband's e-card on the accident policy"),
          results,
          preferences: {},
          policies,
        })
      ).text;
    expect(await answer([ASHA_ALONE])).toContain(
      "I couldn't find your husband among the people insured on your PlanCover Personal Accident Guard policy " +
        "(PRT-40123), the one you asked about (Asha Rao).",
    );
    expect(await answer([ASHA_FAMILY, ASHA_ALONE])).not.toContain("among the people insured");
    const daughter = await defaultComposer.compose({
      plan: planMessage("my daughter's e-card"),
      results: [ASHA_FAMILY, ASHA_ALONE],
      preferences: {},
      policies,
    });
    expect(daughter.text).toContain("I couldn't find your daughter among the people insured on your policies (");
  });

  it("shows the members list too when who is insured was asked as well", async () => {
    const plan = { ...planMessage("my son's e-card"), topics: ["ecard", "members"] as const };
    const { text } = await defaultComposer.compose({
      plan: { ...plan, topics: [...plan.topics] },
      results: [ASHA_FAMILY, card("MBR-1003", "Kabir Rao")],
      preferences: {},
    });
    expect(text).toContain("Covered on your policy PRT-40122: Asha Rao (self), Vikram Rao (spouse), Kabir Rao (son).");
  });
});
