/**
 * "Show claims of my family members": the claims of the relatives insured with the member, found on
 * the policies that cover them, each line saying whose it is; not the list of who is insured, and not
 * the member's own claim on a policy that covers only them. A product's name ("my family floater") is
 * no relative.
 */
import { describe, expect, it } from "vitest";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import { corpusAnswer, GC, HELD } from "../../support/corpus-answer";
import { okView as ok } from "../../support/member-views";

const members = (portal: string, people: readonly (readonly [string, string, string])[]) =>
  ok(
    "get_policy_members",
    { members: people.map(([memberId, name, relation]) => ({ memberId, name, relation })) },
    { portal_ref: portal },
  );

const claim = (claimNumber: string, portalRef: string, patientName: string, hospitalName: string) => ({
  claimNumber,
  portalRef,
  patientName,
  hospitalName,
  status: "submitted",
  claimedAmount: 1000,
  approvedAmount: null,
});

const ASHA = [
  members("PRT-40122", [
    ["MBR-1001", "Asha Rao", "self"],
    ["MBR-1002", "Vikram Rao", "spouse"],
    ["MBR-1003", "Kabir Rao", "son"],
  ]),
  members("PRT-40123", [["MBR-1001", "Asha Rao", "self"]]),
  ok("list_my_claims", {
    claims: [
      claim("CN-2026-004127", "PRT-40122", "Kabir Rao", "Sunrise Children's Hospital"),
      claim("CN-2026-011583", "PRT-40122", "Vikram Rao", "Lakeview Orthopaedic Centre"),
      claim("CN-2026-018842", "PRT-40123", "Asha Rao", "Koramangala Trauma and Accident Care"),
    ],
  }),
];
const POLICIES = [
  { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
  { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
];

describe("the claims of the member's family", () => {
  it.each(["show claims of my family members", "claims of my family", "mere parivar ke claims"])(
    "reads '%s' as the relatives' claims: the claims, and who is insured on each policy to tell whose",
    (question) => {
      const plan = planMessage(question);

      expect(plan.topics).toEqual(["claims"]);
      expect(plan.person).toMatchObject({ relation: "family" });
      const reads = memberReads(plan, ["PRT-40122", "PRT-40123"]).map((call) => call.name);
      expect(reads).toEqual(["list_my_claims", "get_policy_members", "get_policy_members"]);
    },
  );

  it("shows Asha her husband's and son's claims on her family policy, each by name, not her own accident claim", async () => {
    const text = (
      await defaultComposer.compose({
        plan: planMessage("show claims of my family members"),
        results: ASHA,
        preferences: {},
        policies: POLICIES,
      })
    ).text;

    expect(text).toContain("Claims for Vikram Rao and Kabir Rao on your PlanCover Family Shield policy (PRT-40122):");
    expect(text).toContain("- CN-2026-004127 for Kabir Rao at Sunrise Children's Hospital");
    expect(text).toContain("- CN-2026-011583 for Vikram Rao at Lakeview Orthopaedic Centre");
    expect(text).not.toContain("CN-2026-018842");
    expect(text).not.toContain("Covered on your");
  });

  it.each(["who is covered on my family floater", "my family shield policy details"])(
    "reads '%s' as a product's name, not the member's relatives",
    (question) => {
      expect(planMessage(question).person ?? null).toBeNull();
    },
  );
});

describe("what was paid for a relative's treatment", () => {
  it.each([
    ["how much has been paid for my son treatment", "son"],
    ["how much was paid for my wife delivery", "spouse"],
    ["how much has been approved for my husband surgery", "spouse"],
  ])("reads %j as the relative's claims, not who the policy can cover", (message, relation) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], person: { relation } });
  });

  it("still reads what will be paid for a relative's surgery as the wording's", () => {
    expect(planMessage("how much will be paid for my son's surgery").topics).not.toContain("claims");
  });
});

describe("the documents a relative's claim needs", () => {
  it.each(["what documents for my wife delivery claim", "i want to claim for my wifes delivery, what documents"])(
    "reads %j as her claims beside the wording's claim documents, not the policy's own documents",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "mixed", topics: ["claims"], person: { relation: "spouse" } });
    },
  );

  it("quotes Ravi's own plan's documents for a claim, with what a maternity claim adds", async () => {
    const text = await corpusAnswer("what documents for my wife delivery claim", HELD.ravi);

    expect(text).toContain(`your ${GC} policy (Documents needed for a claim):`);
    expect(text).toContain("for a maternity claim, add the birth discharge card of the baby");
  });

  it("still reads the policy's own documents when they are named beside a claim", () => {
    expect(planMessage("send me my policy documents and claim status").topics).toEqual(
      expect.arrayContaining(["claims", "documents"]),
    );
  });
});
