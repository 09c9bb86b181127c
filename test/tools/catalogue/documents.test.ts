// The document tools against the real stand-in, for Asha: policy documents, e-cards and her profile.
import { beforeAll, describe, expect, it } from "vitest";
import { getECard } from "../../../workers/tools/catalogue/documents/get-e-card";
import { getMemberProfile } from "../../../workers/tools/catalogue/documents/get-member-profile";
import { listPolicyDocuments } from "../../../workers/tools/catalogue/documents/list-policy-documents";
import type { ToolIO } from "../../../workers/tools/registry/tool-spec";
import { dataOf, ioFor } from "../../support/catalogue";
import { DEMO } from "../../support/members";
import { standInToken } from "../../support/stand-in";

let asha: ToolIO;
beforeAll(async () => {
  asha = ioFor(await standInToken(DEMO.asha.mobile));
});

describe("list_policy_documents", () => {
  it("lists the policy's documents with their type, date and a gateway link instead of the signed URL", async () => {
    const data = dataOf(await listPolicyDocuments.handler({ portal_ref: "PRT-40122" }, asha));
    const documents = (data as { documents: Record<string, unknown>[] }).documents;
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(Object.keys(document).sort()).toEqual(["documentId", "issuedOn", "link", "title", "type"]);
      expect(document.link).toBe(`/v1/documents/${document.documentId}`);
    }
    expect(JSON.stringify(data)).not.toMatch(/X-Amz|https?:\/\//);
  });
});

describe("get_e_card", () => {
  it("gets the primary member's card when no member_id is given", async () => {
    const data = dataOf(await getECard.handler({ portal_ref: "PRT-40122" }, asha));
    expect(data).toMatchObject({ memberId: "MBR-1001", name: "Asha Rao", cardNumber: expect.any(String) });
  });

  it("gives the card's gateway link instead of the signed URL", async () => {
    const data = dataOf(await getECard.handler({ portal_ref: "PRT-40122" }, asha)) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(["cardNumber", "documentId", "link", "memberId", "name", "validTill"]);
    expect(data.link).toBe(`/v1/documents/${data.documentId}`);
    expect(JSON.stringify(data)).not.toMatch(/https?:\/\//);
  });

  it("gets a family member's card by member_id", async () => {
    const data = dataOf(await getECard.handler({ portal_ref: "PRT-40122", member_id: "MBR-1002" }, asha));
    expect(data).toMatchObject({ memberId: "MBR-1002" });
  });

  it("hands on not_found for a member_id that is not on the policy", async () => {
    expect(await getECard.handler({ portal_ref: "PRT-40123", member_id: "MBR-2001" }, asha)).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });
});

describe("get_member_profile", () => {
  it("gets Asha's own profile with her address", async () => {
    const data = dataOf(await getMemberProfile.handler({}, asha));
    expect(data).toMatchObject({ memberId: "MBR-1001", name: "Asha Rao", address: { city: "Bengaluru" } });
  });
});
