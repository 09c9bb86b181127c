/**
 * A portal's documents and e-cards. Their download links are signed per request by the routes
 * (documents/links.ts), like the real API's pre-signed S3 links: the gateway must never pass one on.
 */

import { digits, randFor } from "../../../src/shared/seeded-random";
import type { InsuredPerson, Portal } from "./portals";
import { portalByRef } from "./portals";

/** As of this date the demo data is true; fixed, so answers never depend on the clock. */
export const DATA_AS_OF = "2026-08-01";
export type PolicyDocument = {
  readonly documentId: string;
  readonly title: string;
  readonly type: "policy_schedule" | "policy_wording" | "tax_certificate" | "endorsement";
  readonly issuedOn: string;
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
    return { documentId, title, type, issuedOn: portal.startDate };
  });
}

export type ECard = {
  readonly memberId: string;
  readonly name: string;
  readonly cardNumber: string;
  readonly validTill: string;
  /** The card's document id: its download link opens like any document's. */
  readonly documentId: string;
};

export function eCardOf(portal: Portal, person: InsuredPerson): ECard {
  const cardNumber = `PCH${digits(randFor(`ecard:${portal.portalRef}:${person.memberId}`), 12)}`;
  return {
    memberId: person.memberId,
    name: person.name,
    cardNumber,
    validTill: portal.endDate,
    documentId: `ECARD-${cardNumber}`,
  };
}

/** The title a document id opens with, or null for an id no portal holds. */
export function documentTitle(documentId: string): string | null {
  const ecard = documentId.match(/^ECARD-(PCH\d{12})$/);
  if (ecard) return `Health e-card ${ecard[1]}`;
  const key = documentId.match(/^DOC-([A-Z0-9]{1,16})-0\d$/)?.[1];
  const portal = key ? portalByRef(`PRT-${key}`) : undefined;
  return portal ? (documentsOf(portal).find((d) => d.documentId === documentId)?.title ?? null) : null;
}
