// The claim tools against the real stand-in: a number or an id works for both lookups, and only one's own claims.
import { beforeAll, describe, expect, it } from "vitest";
import { getClaimDetails } from "../../../workers/tools/catalogue/claims/get-claim-details";
import { getClaimStatus } from "../../../workers/tools/catalogue/claims/get-claim-status";
import { listMyClaims } from "../../../workers/tools/catalogue/claims/list-my-claims";
import type { ToolIO } from "../../../workers/tools/registry/tool-spec";
import { dataOf, ioFor, keysDeep } from "../../support/catalogue";
import { DEMO } from "../../support/members";
import { callsSince, ledgerMark, standInToken } from "../../support/stand-in";

type Claim = { claimId: string; claimNumber: string };

let asha: ToolIO;
let ashaClaim: Claim;
let ravisClaim: Claim;

const claimsOf = async (io: ToolIO): Promise<Claim[]> =>
  (dataOf(await listMyClaims.handler({}, io)) as { claims: Claim[] }).claims;

beforeAll(async () => {
  asha = ioFor(await standInToken(DEMO.asha.mobile));
  const [first] = await claimsOf(asha);
  const [ravis] = await claimsOf(ioFor(await standInToken(DEMO.ravi.mobile)));
  if (!first || !ravis) throw new Error("the stand-in's demo members have claims");
  ashaClaim = first;
  ravisClaim = ravis;
});

describe("list_my_claims", () => {
  it("lists Asha's three claims with number, id, status and amounts", async () => {
    const data = dataOf(await listMyClaims.handler({}, asha));
    const claims = (data as { claims: Record<string, unknown>[] }).claims;
    expect(claims).toHaveLength(3);
    for (const claim of claims) {
      expect(claim).toMatchObject({
        claimId: expect.stringMatching(/^clm_[0-9a-f]{12}$/),
        claimNumber: expect.stringMatching(/^CN-2026-\d{6}$/),
        status: expect.any(String),
        claimedAmount: expect.any(Number),
      });
    }
  });
});

describe("get_claim_status", () => {
  it("asks the upstream directly when given a claim number", async () => {
    const mark = await ledgerMark();
    const data = dataOf(await getClaimStatus.handler({ claim: ashaClaim.claimNumber }, asha));
    expect(data).toMatchObject({
      claimNumber: ashaClaim.claimNumber,
      status: expect.any(String),
      stage: expect.any(String),
    });
    expect(await callsSince(mark, DEMO.asha.memberId)).toEqual(["GET /v1/claims/status"]);
  });

  it("translates a claim id to its number through the member's own claim list", async () => {
    const mark = await ledgerMark();
    const byId = dataOf(await getClaimStatus.handler({ claim: ashaClaim.claimId }, asha));
    const byNumber = dataOf(await getClaimStatus.handler({ claim: ashaClaim.claimNumber }, asha));
    expect(byId).toEqual(byNumber);
    expect((await callsSince(mark, DEMO.asha.memberId)).slice(0, 2)).toEqual([
      "GET /v1/claims",
      "GET /v1/claims/status",
    ]);
  });

  it.each([
    ["number", () => ravisClaim.claimNumber],
    ["id", () => ravisClaim.claimId],
  ])("answers not_found for another member's claim %s", async (_, claim) => {
    expect(await getClaimStatus.handler({ claim: claim() }, asha)).toMatchObject({ ok: false, code: "not_found" });
  });
});

describe("get_claim_details", () => {
  it("asks the upstream directly when given a claim id", async () => {
    const mark = await ledgerMark();
    const data = dataOf(await getClaimDetails.handler({ claim: ashaClaim.claimId }, asha));
    expect(data).toMatchObject({ claimId: ashaClaim.claimId, claimNumber: ashaClaim.claimNumber });
    expect(await callsSince(mark, DEMO.asha.memberId)).toEqual([`GET /v1/claims/${ashaClaim.claimId}`]);
  });

  it("translates a claim number to its id through the member's own claim list", async () => {
    const byNumber = dataOf(await getClaimDetails.handler({ claim: ashaClaim.claimNumber }, asha));
    const byId = dataOf(await getClaimDetails.handler({ claim: ashaClaim.claimId }, asha));
    expect(byNumber).toEqual(byId);
    expect(byNumber).toMatchObject({ deductions: expect.any(Array), documentsReceived: expect.any(Array) });
  });

  it.each([
    ["number", () => ravisClaim.claimNumber],
    ["id", () => ravisClaim.claimId],
  ])("answers not_found for another member's claim %s", async (_, claim) => {
    expect(await getClaimDetails.handler({ claim: claim() }, asha)).toMatchObject({ ok: false, code: "not_found" });
  });

  it("answers not_found for a claim number nobody has, without asking for details", async () => {
    const mark = await ledgerMark();
    expect(await getClaimDetails.handler({ claim: "CN-2026-999999" }, asha)).toEqual({ ok: false, code: "not_found" });
    expect(await callsSince(mark, DEMO.asha.memberId)).toEqual(["GET /v1/claims"]);
  });
});

describe("every claim tool", () => {
  it("returns nothing that looks like a settlement date", async () => {
    const results = [
      await listMyClaims.handler({}, asha),
      await getClaimStatus.handler({ claim: ashaClaim.claimId }, asha),
      await getClaimDetails.handler({ claim: ashaClaim.claimNumber }, asha),
    ];
    for (const result of results)
      expect(keysDeep(dataOf(result)).filter((k) => /settle|payout|paid/i.test(k))).toEqual([]);
  });
});
