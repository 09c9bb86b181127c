/**
 * The gateway path that opens a document for the signed-in member who holds it. The document tools
 * hand this on instead of PlanCover's signed, short-lived link, so no model, event or audit row ever
 * holds one; `GET /v1/documents/:documentId` fetches a fresh one for the member inside the call.
 */
export function documentLink(documentId: string): string {
  return `/v1/documents/${encodeURIComponent(documentId)}`;
}
