// The policy tools against the real stand-in, for Asha: each maps the upstream answer to the promised shape.
import { beforeAll, describe, expect, it } from "vitest";
import { getCoveredBenefits } from "../../../workers/tools/catalogue/policies/get-covered-benefits";
import { getPlanDetails } from "../../../workers/tools/catalogue/policies/get-plan-details";
import { getPolicyMembers } from "../../../workers/tools/catalogue/policies/get-policy-members";
import { getSumInsuredBalance } from "../../../workers/tools/catalogue/policies/get-sum-insured-balance";
import { listMyPolicies } from "../../../workers/tools/catalogue/policies/list-my-policies";
import type { ToolIO } from "../../../workers/tools/registry/tool-spec";
import { dataOf, ioFor } from "../../support/catalogue";
import { DEMO } from "../../support/members";
import { standInToken } from "../../support/stand-in";

let asha: ToolIO;
beforeAll(async () => {
  asha = ioFor(await standInToken(DEMO.asha.mobile));
});

describe("list_my_policies", () => {
  it("lists Asha's two portals with their product and dates", async () => {
    const data = dataOf(await listMyPolicies.handler({}, asha));
    expect(data).toMatchObject({
      policies: [
        { portalRef: "PRT-40122", productType: "family_floater", status: "active" },
        { portalRef: "PRT-40123", productType: "individual", status: "active" },
      ],
    });
  });

  it("lists nothing for a member who has no policy yet", async () => {
    const meera = ioFor(await standInToken(DEMO.meera.mobile));
    expect(dataOf(await listMyPolicies.handler({}, meera))).toEqual({ policies: [] });
  });

  it("hands on the upstream's auth_failed when the token is not accepted", async () => {
    expect(await listMyPolicies.handler({}, ioFor("pc1.forged"))).toMatchObject({ ok: false, code: "auth_failed" });
  });
});

describe("the portal-scoped policy reads", () => {
  it("gets the plan's terms, keeping only the promised fields", async () => {
    const data = dataOf(await getPlanDetails.handler({ portal_ref: "PRT-40122" }, asha));
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [
        "portalRef",
        "policyNumber",
        "productName",
        "productType",
        "insurer",
        "tpa",
        "sumInsured",
        "deductible",
        "copayPercent",
        "roomRentLimit",
        "startDate",
        "endDate",
        "renewalDue",
      ].sort(),
    );
    expect(data).toMatchObject({ portalRef: "PRT-40122", sumInsured: expect.any(Number) });
  });

  it("lists the covered benefits with limits and waiting periods", async () => {
    const data = dataOf(await getCoveredBenefits.handler({ portal_ref: "PRT-40122" }, asha));
    expect(data).toMatchObject({ benefits: expect.any(Array) });
    const benefits = (data as { benefits: object[] }).benefits;
    expect(benefits.length).toBeGreaterThanOrEqual(8);
    for (const benefit of benefits) {
      expect(Object.keys(benefit).sort()).toEqual(["code", "covered", "limit", "name", "notes", "waitingPeriodDays"]);
    }
  });

  it("lists the three people on the family floater", async () => {
    const data = dataOf(await getPolicyMembers.handler({ portal_ref: "PRT-40122" }, asha));
    expect((data as { members: { relation: string }[] }).members.map((m) => m.relation)).toEqual([
      "self",
      "spouse",
      "son",
    ]);
  });

  it("gets the sum insured balance, used and available", async () => {
    const data = dataOf(await getSumInsuredBalance.handler({ portal_ref: "PRT-40122" }, asha));
    expect(data).toEqual({
      currency: "INR",
      sumInsured: expect.any(Number),
      utilised: expect.any(Number),
      available: expect.any(Number),
      asOf: expect.any(String),
    });
    const { sumInsured, utilised, available } = data as { sumInsured: number; utilised: number; available: number };
    expect(utilised + available).toBe(sumInsured);
  });

  it("hands on the upstream's not_found for a portal that does not exist", async () => {
    expect(await getPlanDetails.handler({ portal_ref: "PRT-99999" }, asha)).toEqual({
      ok: false,
      code: "not_found",
      httpStatus: 404,
    });
  });
});
