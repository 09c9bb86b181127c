/**
 * A portal's documents and e-cards. Download links look like the real API's pre-signed S3 links
 * (credential, 64-hex signature, 15-minute expiry): the gateway must never pass one on as it is.
 */
import type { InsuredPerson, Portal } from "./portals";
import { digits, hex, randFor } from "./prng";

/** As of this date the demo data is true; fixed, so answers never depend on the clock. */
export const DATA_AS_OF = "2026-08-01";
const LINK_LIFETIME_SECONDS = 900;
const CREDENTIAL = "AKIAPLANCOVERDEMO/20260801/ap-south-1/s3/aws4_request";

export function signedDownloadUrl(id: string): string {
  const signature = hex(randFor(`link:${id}`), 64);
  return (
    `https://docs.plancover.example/${id}.pdf?X-Amz-Credential=${encodeURIComponent(CREDENTIAL)}` +
    `&X-Amz-Signature=${signature}&X-Amz-Expires=${LINK_LIFETIME_SECONDS}`
  );
}

export type PolicyDocument = {
  readonly documentId: string;
  readonly title: string;
  readonly type: "policy_schedule" | "policy_wording" | "tax_certificate" | "endorsement";
  readonly issuedOn: string;
  readonly downloadUrl: string;
};

export function documentsOf(portal: Portal): PolicyDocument[] {
  const key = portal.portalRef.slice("PRT-".length);
  const rows: [PolicyDocument["type"], string][] = [
    ["policy_schedule", `Policy schedule ${portal.policyNumber}`],
    ["policy_wording", `${portal.productName}: policy wording`],
    portal.productType === "corporate_group"
      ? ["endorsement", "Member addition endorsement"]
      : ["tax_certificate", "Premium certificate for section 80D"],
  ];
  return rows.map(([type, title], i) => {
    const documentId = `DOC-${key}-0${i + 1}`;
    return { documentId, title, type, issuedOn: portal.startDate, downloadUrl: signedDownloadUrl(documentId) };
  });
}

export type ECard = {
  readonly memberId: string;
  readonly name: string;
  readonly cardNumber: string;
  readonly validTill: string;
  readonly downloadUrl: string;
};

export function eCardOf(portal: Portal, person: InsuredPerson): ECard {
  const cardNumber = `PCH${digits(randFor(`ecard:${portal.portalRef}:${person.memberId}`), 12)}`;
  return {
    memberId: person.memberId,
    name: person.name,
    cardNumber,
    validTill: portal.endDate,
    downloadUrl: signedDownloadUrl(`ECARD-${cardNumber}`),
  };
}
