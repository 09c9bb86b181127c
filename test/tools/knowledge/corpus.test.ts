// The committed demo corpus: big enough, complete per product, and saying what the stand-in's policies say.
import { describe, expect, it } from "vitest";
import { portalByRef } from "../../../workers/plancover/data/portals";
import type { ParsedDocument } from "../../../workers/tools/knowledge/corpus/types";
import { demoSources, parseAll } from "../../support/knowledge";

const HEALTH_PRODUCTS = ["plancover-family-shield", "plancover-individual-essential", "plancover-group-care"];

/** The topics every health product's wording answers, as section headings. */
const REQUIRED_SECTIONS = [
  "Initial waiting period",
  "Waiting period for pre-existing diseases",
  "Waiting period for specific illnesses",
  "Exclusions",
  "Cashless claims at network hospitals",
  "Reimbursement claims",
  "Documents needed for a claim",
  "Pre- and post-hospitalisation expenses",
  "Room rent limit",
  "Co-payment",
  "Glossary",
];

async function corpus(): Promise<Map<string, ParsedDocument>> {
  return new Map((await parseAll(demoSources())).map((d) => [d.document, d]));
}

function sectionText(doc: ParsedDocument | undefined, section: string): string {
  const chunk = doc?.chunks.find((c) => c.section === section);
  if (!chunk) throw new Error(`${doc?.document} has no section "${section}"`);
  return chunk.text;
}

describe("the demo corpus", () => {
  it("parses cleanly into at least 40 sections over at least three products", async () => {
    const docs = [...(await corpus()).values()];

    expect(docs.flatMap((d) => d.chunks).length).toBeGreaterThanOrEqual(40);
    expect(new Set(docs.map((d) => d.product)).size).toBeGreaterThanOrEqual(3);
    expect(docs.flatMap((d) => d.emptySections)).toEqual([]);
  });

  it.each(HEALTH_PRODUCTS)("answers every required topic for %s", async (document) => {
    const doc = (await corpus()).get(document);

    expect(doc?.chunks.map((c) => c.section)).toEqual(expect.arrayContaining(REQUIRED_SECTIONS));
  });

  it("names each product as the stand-in's policies do, so an answer can cite the member's own product", async () => {
    const docs = await corpus();
    const productOf = (document: string) => docs.get(document)?.product ?? "";

    expect(portalByRef("PRT-40122")?.productName).toBe(productOf("plancover-family-shield"));
    expect(portalByRef("PRT-40123")?.productName).toBe(productOf("plancover-personal-accident-guard"));
    expect(portalByRef("PRT-T00000001")?.productName).toBe(productOf("plancover-individual-essential"));
    expect(portalByRef("PRT-50001")?.productName.startsWith(`${productOf("plancover-group-care")} for `)).toBe(true);
  });

  it("states the stand-in's limits: pre- and post-hospitalisation days, co-payment and room rent", async () => {
    const docs = await corpus();
    const group = portalByRef("PRT-50001");

    for (const document of HEALTH_PRODUCTS) {
      const text = sectionText(docs.get(document), "Pre- and post-hospitalisation expenses");
      expect(text).toMatch(/60 days before/);
      expect(text).toMatch(/180 days after/);
    }
    expect(sectionText(docs.get("plancover-group-care"), "Co-payment")).toContain(`${group?.copayPercent}%`);
    expect(group?.roomRentLimit).toBe("2% of sum insured per day");
    expect(sectionText(docs.get("plancover-group-care"), "Room rent limit")).toContain("2% of the sum insured per day");
    expect(sectionText(docs.get("plancover-individual-essential"), "Room rent limit")).toContain(
      "1% of the sum insured per day",
    );
    expect(sectionText(docs.get("plancover-family-shield"), "Room rent limit")).toContain(
      "single private air-conditioned room",
    );
  });
});
