/**
 * A guest's list of plans holds every plan whose wording answers, however many the company sells: the
 * search gives each its best passage even past its usual number, cut shorter so the result still fits.
 * And a plan whose wording states the question's subject answers, however low bm25 ranks it.
 */
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_PASSAGES } from "../../../workers/tools/catalogue/knowledge/search-policy-knowledge";
import { type PassageRow, rankPassages } from "../../../workers/tools/knowledge/d1-knowledge-index";
import { PASSAGE_MAX_CHARS } from "../../../workers/tools/knowledge/passage";

const NO_HINT = { products: new Set<string>(), byName: new Set<string>() };
const PRODUCTS = ["Alpha Care", "Beta Shield", "Gamma Cover", "Delta Guard", "Epsilon Plan", "Zeta Health"];

/** A section of `product` on `subject`, long enough to be cut to a passage. */
const row = (product: string, subject: string, rank: number): PassageRow => ({
  document: product.toLowerCase().replaceAll(" ", "-"),
  product,
  title: `${product} — policy wording`,
  section: "Maternity cover",
  text: Array.from(
    { length: 12 },
    (_, i) => `Clause ${i + 1} of ${product} says ${subject} is paid up to a limit.`,
  ).join(" "),
  rank,
});

describe("a search for a question every plan answers", () => {
  const rows = PRODUCTS.map((product, i) => row(product, "maternity", -10 + i * 0.5));

  it("gives each of six plans its best passage, not only the first four", () => {
    const passages = rankPassages("maternity limit", rows, NO_HINT, KNOWLEDGE_PASSAGES, null, rows, true);

    expect(passages.map((p) => p.product)).toEqual(PRODUCTS);
  });

  it("cuts six plans' passages to the room four would have", () => {
    const passages = rankPassages("maternity limit", rows, NO_HINT, KNOWLEDGE_PASSAGES, null, rows, true);

    const room = (PASSAGE_MAX_CHARS * KNOWLEDGE_PASSAGES) / PRODUCTS.length;
    for (const passage of passages) expect(passage.text.length).toBeLessThanOrEqual(room + 4);
  });

  it("keeps to the number asked for when not asked for every plan", () => {
    const passages = rankPassages("maternity limit", rows, NO_HINT, KNOWLEDGE_PASSAGES);

    expect(passages).toHaveLength(KNOWLEDGE_PASSAGES);
  });
});

describe("a plan that states the subject once", () => {
  it("answers though bm25 ranks it below the share that would count", () => {
    const rows: PassageRow[] = [
      row("Alpha Care", "maternity", -10),
      {
        ...row("Beta Shield", "hospitalisation", -3),
        section: "About this policy",
        text: "It does not cover maternity.",
      },
      { ...row("Gamma Cover", "hospitalisation", -3), section: "Room rent", text: "Room rent is paid per day." },
    ];

    const passages = rankPassages("is maternity covered", rows, NO_HINT, KNOWLEDGE_PASSAGES, null, rows, true);

    expect(passages.map((p) => p.product)).toEqual(["Alpha Care", "Beta Shield"]);
  });
});

describe("a plan bm25 already finds on the question", () => {
  it("answers from its best passage, not one sharing only the question's rarest common word", () => {
    const rows: PassageRow[] = [
      { ...row("Alpha Care", "illness", -10), section: "Illness", text: "Illness is covered from day one." },
      { ...row("Beta Shield", "illness", -8), section: "Initial waiting", text: "Illness is not covered for 30 days." },
      { ...row("Beta Shield", "claims", -2), section: "Claims", text: "Inform us before a planned one." },
    ];

    const passages = rankPassages("which one covers illness", rows, NO_HINT, KNOWLEDGE_PASSAGES, null, rows, true);

    expect(passages.map((p) => p.section)).toEqual(["Illness", "Initial waiting", "Claims"]);
  });
});

describe("a plan whose best passage shares only the question's common word", () => {
  it("also answers from its passage that states the subject, past the number asked for", () => {
    const rows: PassageRow[] = [
      { ...row("Alpha Care", "ambulance", -10), section: "Ambulance", text: "Road ambulance is paid up to 2,000." },
      { ...row("Gamma Cover", "cover", -9.5), section: "Who is covered", text: "One person is covered." },
      { ...row("Delta Guard", "cover", -9.2), section: "Covered treatments", text: "Surgery is covered." },
      { ...row("Beta Shield", "cover", -9), section: "Who can be covered", text: "The family can be covered." },
      { ...row("Gamma Cover", "cover", -7), section: "About", text: "Everything is covered." },
      { ...row("Delta Guard", "cover", -6.9), section: "About", text: "Most things are covered." },
      { ...row("Beta Shield", "ambulance", -3), section: "Day-care and ambulance", text: "Ambulance up to 3,000." },
    ];

    const passages = rankPassages("is ambulance covered", rows, NO_HINT, KNOWLEDGE_PASSAGES, null, rows, true);

    expect(passages.filter((p) => p.product === "Beta Shield").map((p) => p.section)).toEqual([
      "Who can be covered",
      "Day-care and ambulance",
    ]);
    // A plan whose passages state nothing of the subject gets none added.
    expect(passages.filter((p) => p.product === "Gamma Cover").map((p) => p.section)).toEqual(["Who is covered"]);
  });
});

describe("a plan whose steered passages miss the subject every searched passage holds", () => {
  it("answers from its passage stating the subject, not a heading the steering shares a word with", () => {
    const ambulance = (product: string, section: string, limit: string, rank: number): PassageRow => ({
      ...row(product, "ambulance", rank),
      section,
      text: `Road ambulance charges are paid up to ${limit}.`,
    });
    // Every passage the question finds states "ambulance": the question's own words find nothing else.
    const asked = [
      ambulance("Alpha Care", "Children's education and ambulance benefits", "₹5,000 for each accident", -12),
      ambulance("Beta Shield", "Day-care and ambulance cover", "₹3,000 per hospitalisation", -5),
      ambulance("Gamma Cover", "Day-care, AYUSH and ambulance cover", "₹3,000 per hospitalisation", -4),
    ];
    // Steered to the best heading, "children" finds Gamma Cover's "Who can be covered" first.
    const steered = [
      asked[0] as PassageRow,
      asked[1] as PassageRow,
      {
        ...row("Gamma Cover", "children", -6),
        section: "Who can be covered",
        text: "The policy covers the holder and up to three dependent children.",
      },
      { ...(asked[2] as PassageRow), rank: -4.5 },
    ];

    const passages = rankPassages("ambulance how much", asked, NO_HINT, KNOWLEDGE_PASSAGES, null, steered, true);

    const gamma = passages.filter((p) => p.product === "Gamma Cover").map((p) => p.section);
    expect(gamma).toContain("Day-care, AYUSH and ambulance cover");
  });
});
