/**
 * Signed download links open: the stand-in serves a small valid PDF where its link points, for a
 * valid, unexpired signature over that document only; the link is its own credential.
 */

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LINK_LIFETIME_SECONDS, linkIsValid, signedDownloadUrl } from "../../workers/plancover/documents/links";
import { DEMO } from "../support/members";
import { callStandIn, getJson, standInToken } from "../support/stand-in";

type Listed = { documents: { documentId: string; title: string; downloadUrl: string }[] };

/** The link's path and query on the stand-in (its host is wherever DOCUMENTS_BASE_URL says). */
const onStandIn = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

describe("document links", () => {
  it("opens a listed document's link as a PDF, without a member token", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const [first] = (await getJson<Listed>("/v1/policies/PRT-40122/documents", token)).documents;
    const response = await callStandIn(onStandIn(first?.downloadUrl ?? ""));

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = new TextDecoder().decode(await response.arrayBuffer());
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(text).toContain(`Document ${first?.documentId}`);
    // The cross-reference table points at each object exactly (a reader would reject the file otherwise).
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => text.slice(offset, text.indexOf("\n", offset)))).toEqual(
      offsets.map((_, i) => `${i + 1} 0 obj`),
    );
    const startxref = Number(text.match(/startxref\n(\d+)/)?.[1]);
    expect(text.slice(startxref).startsWith("xref")).toBe(true);
  });

  it("opens the e-card's link too", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const card = await getJson<{ documentId: string; downloadUrl: string }>("/v1/policies/PRT-40122/ecard", token);
    const response = await callStandIn(onStandIn(card.downloadUrl));
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toContain(card.documentId);
  });

  it("refuses a link whose signature, document or lifetime was changed", async () => {
    const token = await standInToken(DEMO.asha.mobile);
    const [first, second] = (await getJson<Listed>("/v1/policies/PRT-40122/documents", token)).documents;
    const link = onStandIn(first?.downloadUrl ?? "");
    const otherDocument = link.replace(first?.documentId ?? "-", second?.documentId ?? "-");
    const forged = link.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_, c: string) => `X-Amz-Signature=${c === "0" ? "1" : "0"}`,
    );
    const longer = link.replace("X-Amz-Expires=900", "X-Amz-Expires=99999");

    for (const refused of [otherDocument, forged, longer, link.split("?")[0] ?? ""]) {
      expect((await callStandIn(refused ?? "")).status).toBe(401);
    }
  });

  it("stops honouring a link once its lifetime has passed", async () => {
    const keys = { PLANCOVER_SIGNING_KEY: env.PLANCOVER_SIGNING_KEY, DOCUMENTS_BASE_URL: "https://docs.test" };
    const signedAt = new Date("2026-08-01T10:00:00Z");
    const query = new URL(await signedDownloadUrl(keys, "DOC-40122-01", signedAt)).searchParams;

    const justBefore = new Date(signedAt.getTime() + LINK_LIFETIME_SECONDS * 1000);
    const justAfter = new Date(justBefore.getTime() + 1000);
    expect(await linkIsValid(keys, "DOC-40122-01", query, justBefore)).toBe(true);
    expect(await linkIsValid(keys, "DOC-40122-01", query, justAfter)).toBe(false);
  });
});
