import { describe, expect, it } from "vitest";
import { DEMO } from "../support/members";
import { callStandIn, getJson, standInToken } from "../support/stand-in";

type ClaimSummary = { claimId: string; claimNumber: string; status: string; approvedAmount: number | null };

async function claimsOf(mobile: string): Promise<ClaimSummary[]> {
  return (await getJson<{ claims: ClaimSummary[] }>("/v1/claims", await standInToken(mobile))).claims;
}

describe("claims", () => {
  it("lists Asha's three claims and Ravi's two, each with a claim number and a different internal id", async () => {
    const asha = await claimsOf(DEMO.asha.mobile);
    const ravi = await claimsOf(DEMO.ravi.mobile);
    expect(asha).toHaveLength(3);
    expect(ravi).toHaveLength(2);
    for (const claim of [...asha, ...ravi]) {
      expect(claim.claimNumber).toMatch(/^CN-2026-\d{6}$/);
      expect(claim.claimId).toMatch(/^clm_[0-9a-f]{12}$/);
      expect(Object.keys(claim).sort()).toEqual(
        [
          "claimId",
          "claimNumber",
          "portalRef",
          "patientName",
          "hospitalName",
          "admissionDate",
          "claimType",
          "status",
          "claimedAmount",
          "approvedAmount",
        ].sort(),
      );
    }
  });

  it("lists no claims for Meera or a synthetic member", async () => {
    expect(await claimsOf(DEMO.meera.mobile)).toEqual([]);
    expect(await claimsOf("9800000043")).toEqual([]);
  });

  it("gives a claim's status by its claim number", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const status = await getJson<Record<string, unknown>>("/v1/claims/status?claimNumber=CN-2026-011583", token);
    expect(Object.keys(status).sort()).toEqual(["claimNumber", "lastUpdated", "remarks", "stage", "status"]);
    expect(status).toMatchObject({ claimNumber: "CN-2026-011583", status: "under_review" });
  });

  it.each([
    ["an internal id", "?claimNumber=clm_8d21e06b5ac3"],
    ["no claim number", ""],
    ["a number of another year", "?claimNumber=CN-2025-011583"],
  ])("answers 400 invalid_claim_number to a status asked with %s", async (_what, query) => {
    const response = await callStandIn(`/v1/claims/status${query}`, { token: await standInToken(DEMO.asha.mobile) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_claim_number" });
  });

  it("gives a claim's details by its internal id", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const details = await getJson<Record<string, unknown>>("/v1/claims/clm_3f9a1c2e7b04", token);
    expect(Object.keys(details).sort()).toEqual(
      [
        "claimId",
        "claimNumber",
        "portalRef",
        "patientName",
        "hospitalName",
        "admissionDate",
        "dischargeDate",
        "diagnosis",
        "claimType",
        "status",
        "claimedAmount",
        "approvedAmount",
        "deductions",
        "documentsReceived",
      ].sort(),
    );
    expect(details).toMatchObject({ claimNumber: "CN-2026-004127", claimedAmount: 86_500, approvedAmount: 79_200 });
  });

  it("answers 400 invalid_claim_id to details asked with a claim number", async () => {
    const response = await callStandIn("/v1/claims/CN-2026-004127", { token: await standInToken(DEMO.asha.mobile) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "invalid_claim_id" });
  });

  it("answers 404 for another member's claim, by number or by id", async () => {
    const ravisClaim = (await claimsOf(DEMO.ravi.mobile))[0];
    const token = await standInToken(DEMO.asha.mobile);
    const byNumber = await callStandIn(`/v1/claims/status?claimNumber=${ravisClaim?.claimNumber}`, { token });
    const byId = await callStandIn(`/v1/claims/${ravisClaim?.claimId}`, { token });
    expect([byNumber.status, byId.status]).toEqual([404, 404]);
    expect(await byId.json()).toEqual({ error: "not_found" });
  });

  it("answers 404 for a claim that does not exist", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    expect((await callStandIn("/v1/claims/status?claimNumber=CN-2026-999999", { token })).status).toBe(404);
    expect((await callStandIn("/v1/claims/clm_000000000000", { token })).status).toBe(404);
  });

  it("never returns a settlement date from any claim route", async () => {
    for (const mobile of [DEMO.asha.mobile, DEMO.ravi.mobile]) {
      const token = await standInToken(mobile);
      const bodies = [await (await callStandIn("/v1/claims", { token })).text()];
      for (const claim of await claimsOf(mobile)) {
        bodies.push(await (await callStandIn(`/v1/claims/status?claimNumber=${claim.claimNumber}`, { token })).text());
        bodies.push(await (await callStandIn(`/v1/claims/${claim.claimId}`, { token })).text());
      }
      for (const body of bodies) expect(body).not.toMatch(/settle/i);
    }
  });
});
