// Evidence text: whole sentences around what was asked, at most a passage long, cuts marked; products boosted, not filtered.
import { describe, expect, it } from "vitest";
import { type PassageRow, rankPassages } from "../../../workers/tools/knowledge/d1-knowledge-index";
import { LIST_MAX_CHARS, PASSAGE_MAX_CHARS, trimPassage } from "../../../workers/tools/knowledge/passage";
import { PRODUCT_HINT_BOOST } from "../../../workers/tools/knowledge/product-hint";
import { demoSources, parseAll } from "../../support/knowledge";

const sentence = (topic: string, n: number) =>
  `Sentence ${n} is about ${topic} and says a little more to fill the line.`;
const longText = (topics: readonly string[]) => topics.map((t, i) => sentence(t, i + 1)).join(" ");

describe("trimPassage", () => {
  it("returns a section that fits as it is", () => {
    expect(trimPassage("Room rent is covered. ICU is paid in full.", "icu")).toBe(
      "Room rent is covered. ICU is paid in full.",
    );
  });

  it("keeps the run of whole sentences that covers the question, marking what was left out on each side", () => {
    const topics = ["claims", "renewal", "grace", "portability", "deductible", "co-payment", "ambulance", "organ"];
    const text = longText([...topics, ...topics]);

    const passage = trimPassage(text, "what is a deductible");

    expect(passage.startsWith("… Sentence 5 is about deductible")).toBe(true);
    expect(passage.endsWith("line. …")).toBe(true);
    expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS + 4);
  });

  it("keeps a sentence with a figure in the passage when the question asks for one", () => {
    const words = (n: number) => `Waiting rules for cover sentence ${"x".repeat(n)} apply here in general terms.`;
    const text = [
      ...Array.from({ length: 10 }, (_, i) => words(i + 30)),
      "Waiting rules for cover last 36 months in general terms.",
      ...Array.from({ length: 10 }, (_, i) => words(i + 30)),
    ].join(" ");

    expect(trimPassage(text, "how long is the waiting period for cover")).toContain("36 months");
    // The earliest run that holds one: the section's opening stays when it can.
    expect(trimPassage(text, "how long is the waiting period for cover").startsWith("… Waiting rules")).toBe(true);
    // Without a figure asked for, the earliest run that covers the question is kept; "when" as a
    // conjunction asks for none.
    expect(trimPassage(text, "waiting period cover")).not.toContain("36 months");
    expect(trimPassage(text, "what applies when the waiting period for cover starts")).not.toContain("36 months");
  });

  it("starts at the beginning when the first sentences answer", () => {
    const text = longText(["deductible", ...Array.from({ length: 12 }, () => "other things")]);

    const passage = trimPassage(text, "deductible");

    expect(passage.startsWith("Sentence 1 is about deductible")).toBe(true);
    expect(passage.endsWith(" …")).toBe(true);
  });

  it("cuts a single over-long sentence at a clause boundary", () => {
    const clauses = Array.from({ length: 60 }, (_, i) => `clause ${i} about spectacles`).join(", ");

    const passage = trimPassage(`${clauses}.`, "spectacles");

    expect(passage.endsWith(", …")).toBe(true);
    expect(passage.length).toBeLessThan(800);
  });

  it("keeps list items on their own lines", () => {
    const items = Array.from({ length: 30 }, (_, i) => `Item ${i} is excluded from cover.`).join("\n");

    expect(
      trimPassage(`The policy does not pay for the following:\n${items}`, "excluded").split("\n").length,
    ).toBeGreaterThan(5);
  });

  it("keeps a list whole up to the list length, so no item of an exclusions list reads as not excluded", () => {
    const items = Array.from({ length: 15 }, (_, i) => `Item ${i} of this list is not paid for by the policy.`).join(
      "\n",
    );
    const list = `The policy does not pay for the following:\n${items}\nConditions inside a waiting period are not covered.`;
    expect(list.length).toBeGreaterThan(PASSAGE_MAX_CHARS);
    expect(list.length).toBeLessThanOrEqual(LIST_MAX_CHARS);

    expect(trimPassage(list, "what is not covered")).toBe(list);
  });

  it("keeps every passage of the demo corpus within the passage length (a list's), in whole sentences", async () => {
    const chunks = (await parseAll(demoSources())).flatMap((d) => d.chunks);
    for (const chunk of chunks) {
      const passage = trimPassage(chunk.text, `${chunk.section} claim`);
      const max = chunk.text.split("\n")[0]?.endsWith(":") ? LIST_MAX_CHARS : PASSAGE_MAX_CHARS;
      expect(passage.length, chunk.section).toBeLessThanOrEqual(max + 4);
      expect(passage, chunk.section).toMatch(/[.:!?)]( …)?$/);
    }
  });
});

describe("rankPassages", () => {
  const NO_HINT = { products: new Set<string>(), byName: new Set<string>() };
  const row = (product: string, section: string, rank: number): PassageRow => ({
    document: product.toLowerCase().replaceAll(" ", "-"),
    product,
    title: `${product} — policy wording`,
    section,
    text: `${section}.`,
    rank,
  });
  const rows = [
    row("PlanCover Individual Essential", "Room rent limit", -6),
    row("PlanCover Family Shield", "Room rent limit", -5.5),
    row("PlanCover Group Care", "Room rent limit", -5),
    row("PlanCover Group Care", "Co-payment", -1),
  ];

  it("turns bm25 ranks into scores that read higher-is-better, best first", () => {
    const passages = rankPassages("room rent", rows, NO_HINT, 3);

    expect(passages.map((p) => [p.document, p.score])).toEqual([
      ["plancover-individual-essential", 6],
      ["plancover-family-shield", 5.5],
      ["plancover-group-care", 5],
    ]);
  });

  it("lifts a product named by its kind without dropping the others", () => {
    const named = new Set(["PlanCover Group Care"]);
    const passages = rankPassages("room rent", rows, { products: named, byName: new Set() }, 3);

    expect(passages.map((p) => p.document)).toEqual([
      "plancover-group-care",
      "plancover-individual-essential",
      "plancover-family-shield",
    ]);
    expect(passages[0]?.score).toBe(5 * PRODUCT_HINT_BOOST);
  });

  it("answers someone whose products are not known from the product they name by name alone", () => {
    const named = new Set(["PlanCover Group Care"]);
    const passages = rankPassages("room rent", rows, { products: named, byName: named }, 3);

    expect(passages.map((p) => [p.document, p.section])).toEqual([
      ["plancover-group-care", "Room rent limit"],
      ["plancover-group-care", "Co-payment"],
    ]);
  });
});

describe("a passage cut out of a list", () => {
  it("keeps the line that opens a list too long to keep whole, so an item never reads as covered", () => {
    const items = Array.from({ length: 30 }, (_, i) => `Treatment number ${i} of a kind this policy lists.`);
    items.splice(20, 0, "Out-patient consultations and treatment.");
    const text = `The policy does not pay for the following:\n${items.join("\n")}`;
    expect(text.length).toBeGreaterThan(LIST_MAX_CHARS);

    const passage = trimPassage(text, "does any plan cover out patient consultations");

    expect(passage.startsWith("The policy does not pay for the following:\n… ")).toBe(true);
    expect(passage).toContain("Out-patient consultations and treatment.");
    expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS + 4);
  });
});

describe("a passage cut under its section's heading", () => {
  const CASHLESS =
    "Cashless treatment is available at more than 8,500 network hospitals of Carewell TPA. For a planned admission, the hospital's insurance desk sends the pre-authorisation request to Carewell TPA at least 48 hours before admission; for an emergency, the request must reach the TPA within 24 hours of admission. Show the health e-card and a photo identity proof of the patient at the desk. The TPA answers a complete pre-authorisation request within 1 hour and approves the final bill within 3 hours of the hospital's discharge request. Non-payable items and any co-payment are paid by the patient at discharge. If cashless is declined or the hospital is not in the network, treatment can continue and a reimbursement claim can be made.";
  const HEADING = "Cashless claims at network hospitals";

  it("keeps the section's opening when the question asks nothing beyond the heading, not the run repeating its words", () => {
    const passage = trimPassage(CASHLESS, "how do I make a cashless claim?", 300, HEADING);
    expect(passage.startsWith("Cashless treatment is available at more than 8,500 network hospitals")).toBe(true);
  });

  it("still keeps the run that answers what the question asks beyond the heading", () => {
    const passage = trimPassage(CASHLESS, "what do I pay at discharge on a cashless claim", 300, HEADING);
    expect(passage).toContain("Non-payable items and any co-payment are paid by the patient at discharge.");
  });

  it("counts a heading naming several subjects as naming none of them for every sentence", () => {
    const text =
      "Day-care procedures that need less than 24 hours in hospital are covered up to the sum insured, after the applicable waiting periods. In-patient AYUSH treatment in a government-recognised hospital is covered up to ₹50,000 per policy year. Road ambulance charges are covered up to ₹3,000 for each hospitalisation.";
    const passage = trimPassage(text, "is ambulance covered", 150, "Day-care, AYUSH, ambulance and organ donor cover");
    expect(passage).toContain("Road ambulance charges are covered up to ₹3,000");
  });
});
