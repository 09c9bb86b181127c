import { describe, expect, it } from "vitest";
import { DEMO } from "../support/members";
import { callStandIn, getJson, standInToken } from "../support/stand-in";

const SIGNED_LINK =
  /^https:\/\/docs\.plancover\.example\/documents\/[A-Za-z0-9-]+\.pdf\?X-Amz-Credential=[^&]+&X-Amz-Date=\d{8}T\d{6}Z&X-Amz-Expires=900&X-Amz-Signature=[0-9a-f]{64}$/;

type Policy = { portalRef: string; productType: string; status: string };

describe("policies", () => {
  it("lists Asha's family floater and personal cover, with the listed fields only", async () => {
    const { policies } = await getJson<{ policies: Policy[] }>("/v1/policies", await standInToken(DEMO.asha.mobile));
    expect(policies.map((p) => [p.portalRef, p.productType, p.status])).toEqual([
      ["PRT-40122", "family_floater", "active"],
      ["PRT-40123", "individual", "active"],
    ]);
    for (const policy of policies) {
      expect(Object.keys(policy).sort()).toEqual(
        ["endDate", "policyNumber", "portalRef", "productName", "productType", "startDate", "status"].sort(),
      );
    }
  });

  it("lists Ravi's one corporate policy, Meera's none, and a synthetic member's own", async () => {
    const ravi = await getJson<{ policies: Policy[] }>("/v1/policies", await standInToken(DEMO.ravi.mobile));
    expect(ravi.policies.map((p) => [p.portalRef, p.productType])).toEqual([["PRT-50001", "corporate_group"]]);
    const meera = await getJson<{ policies: Policy[] }>("/v1/policies", await standInToken(DEMO.meera.mobile));
    expect(meera.policies).toEqual([]);
    const synthetic = await getJson<{ policies: Policy[] }>("/v1/policies", await standInToken("9800000042"));
    expect(synthetic.policies.map((p) => [p.portalRef, p.productType])).toEqual([["PRT-T00000042", "individual"]]);
  });

  it("gives a policy's details", async () => {
    const details = await getJson<Record<string, unknown>>(
      "/v1/policies/PRT-40122",
      await standInToken(DEMO.asha.mobile),
    );
    expect(Object.keys(details).sort()).toEqual(
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
    expect(details).toMatchObject({ portalRef: "PRT-40122", productType: "family_floater", sumInsured: 1_000_000 });
  });

  it.each(["PRT-40122", "PRT-40123", "PRT-50001", "PRT-T00000042"])("lists 8 to 12 benefits for %s", async (portal) => {
    const { benefits } = await getJson<{ benefits: Record<string, unknown>[] }>(
      `/v1/policies/${portal}/benefits`,
      await standInToken(DEMO.asha.mobile),
    );
    expect(benefits.length).toBeGreaterThanOrEqual(8);
    expect(benefits.length).toBeLessThanOrEqual(12);
    for (const benefit of benefits) {
      expect(Object.keys(benefit).sort()).toEqual(["code", "covered", "limit", "name", "notes", "waitingPeriodDays"]);
      expect(benefit.limit === null || typeof benefit.limit === "number").toBe(true);
    }
  });

  it("lists the floater's members, each with a mobile number and an e-mail address", async () => {
    const { members } = await getJson<{ members: Record<string, string>[] }>(
      "/v1/policies/PRT-40122/members",
      await standInToken(DEMO.asha.mobile),
    );
    expect(members.map((m) => [m.name, m.relation])).toEqual([
      ["Asha Rao", "self"],
      ["Vikram Rao", "spouse"],
      ["Kabir Rao", "son"],
    ]);
    for (const member of members) {
      expect(Object.keys(member).sort()).toEqual(["dateOfBirth", "email", "memberId", "mobile", "name", "relation"]);
      expect(member.mobile).toMatch(/^\d{10}$/);
      expect(member.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
  });

  it("gives the balance in INR, the available amount being the sum insured less what is used", async () => {
    const balance = await getJson<Record<string, unknown>>(
      "/v1/policies/PRT-40122/balance",
      await standInToken(DEMO.asha.mobile),
    );
    expect(balance).toEqual({
      currency: "INR",
      sumInsured: 1_000_000,
      utilised: 79_200,
      available: 920_800,
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("lists documents with signed download links", async () => {
    const { documents } = await getJson<{ documents: Record<string, string>[] }>(
      "/v1/policies/PRT-40122/documents",
      await standInToken(DEMO.asha.mobile),
    );
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(Object.keys(document).sort()).toEqual(["documentId", "downloadUrl", "issuedOn", "title", "type"]);
      expect(document.downloadUrl).toMatch(SIGNED_LINK);
    }
  });

  it("gives the primary member's e-card without a memberId, and a named member's with one", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const primary = await getJson<Record<string, string>>("/v1/policies/PRT-40122/ecard", token);
    expect(Object.keys(primary).sort()).toEqual([
      "cardNumber",
      "documentId",
      "downloadUrl",
      "memberId",
      "name",
      "validTill",
    ]);
    expect(primary).toMatchObject({ memberId: "MBR-1001", name: "Asha Rao", validTill: "2027-03-31" });
    expect(primary.downloadUrl).toMatch(SIGNED_LINK);
    const kabir = await getJson<Record<string, string>>("/v1/policies/PRT-40122/ecard?memberId=MBR-1003", token);
    expect(kabir).toMatchObject({ memberId: "MBR-1003", name: "Kabir Rao" });
    expect(kabir.cardNumber).not.toBe(primary.cardNumber);
  });

  it("answers 404 for an e-card of someone not on the policy", async () => {
    const response = await callStandIn("/v1/policies/PRT-40122/ecard?memberId=MBR-2001", {
      token: await standInToken(DEMO.asha.mobile),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found" });
  });

  it.each(["", "/benefits", "/members", "/balance", "/documents", "/ecard"])(
    "answers 404 not_found for a portal that does not exist (%s)",
    async (suffix) => {
      const response = await callStandIn(`/v1/policies/PRT-99999${suffix}`, {
        token: await standInToken(DEMO.asha.mobile),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found" });
    },
  );

  it("answers for an existing portal whoever asks (ownership is the gateway's check)", async () => {
    const response = await callStandIn("/v1/policies/PRT-40122", { token: await standInToken(DEMO.ravi.mobile) });
    expect(response.status).toBe(200);
  });

  it("answers the same bytes for the same question, but for the signing time of its links", async () => {
    // A signed link carries the second it was signed (X-Amz-Date) and a signature over it, as S3's do:
    // two asks a second apart differ there and nowhere else.
    const unsigned = (body: string) =>
      body
        .replace(/X-Amz-Date=\d{8}T\d{6}Z/g, "X-Amz-Date=T")
        .replace(/X-Amz-Signature=[0-9a-f]{64}/g, "X-Amz-Signature=S");
    const token = await standInToken(DEMO.asha.mobile);
    const first = await (await callStandIn("/v1/policies/PRT-40122/documents", { token })).text();
    const second = await (await callStandIn("/v1/policies/PRT-40122/documents", { token })).text();
    expect(first).toMatch(/X-Amz-Signature=[0-9a-f]{64}/);
    expect(unsigned(second)).toBe(unsigned(first));
  });
});

describe("the member profile", () => {
  it("carries the member's mobile number, e-mail address and PAN", async () => {
    const profile = await getJson<Record<string, unknown>>("/v1/members/me", await standInToken(DEMO.asha.mobile));
    expect(Object.keys(profile).sort()).toEqual(
      [
        "memberId",
        "name",
        "mobile",
        "email",
        "dateOfBirth",
        "gender",
        "address",
        "panNumber",
        "communicationPreference",
      ].sort(),
    );
    expect(profile).toMatchObject({
      memberId: "MBR-1001",
      mobile: "9000000001",
      email: "asha.rao@example.com",
      address: { city: "Bengaluru", state: "Karnataka", pinCode: "560034" },
    });
    expect(profile.panNumber).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  });

  it("gives a synthetic member a profile of their own", async () => {
    const profile = await getJson<Record<string, unknown>>("/v1/members/me", await standInToken("9800000042"));
    expect(profile).toMatchObject({ memberId: "MBR-T00000042", name: "Test Member 0042", mobile: "9800000042" });
    expect(profile.panNumber).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  });
});
