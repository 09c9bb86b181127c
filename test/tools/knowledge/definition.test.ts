// Definition questions: which questions ask what a word means, and the glossary entry that answers them ranks and is quoted first.
import { describe, expect, it } from "vitest";
import { type PassageRow, rankPassages } from "../../../workers/tools/knowledge/d1-knowledge-index";
import { DEFINITION_BOOST, definedTerm, definesTerm } from "../../../workers/tools/knowledge/definition";
import { trimPassage } from "../../../workers/tools/knowledge/passage";

const GLOSSARY =
  "Network hospital: a hospital in the Carewell TPA network. Pre-authorisation: the hospital's request for " +
  "approval. Co-payment: the share of each claim the member pays. TPA: the third-party administrator, Carewell " +
  "TPA, which handles claims. Waiting period: the time before a condition is covered.";

describe("definition questions", () => {
  it.each([
    ["What is a TPA?", "tpa"],
    ["what's an ICU", "icu"],
    ["What are TPAs?", "tpa"],
    ["What does proportionate deduction mean?", "proportionate deduction"],
    ["What is meant by pre-existing disease?", "pre existing disease"],
    ["Define co-payment", "co payment"],
    ["What is a copay?", "co payment"],
  ])("reads '%s' as asking what '%s' means", (question, term) => {
    expect(definedTerm(question)).toBe(term);
  });

  it.each([
    "What is the room rent limit?",
    "What is my sum insured?",
    "What is the waiting period for pre-existing diseases?",
    "How do I make a cashless claim?",
    "What is not covered in the personal accident policy after an accident abroad?",
  ])("does not read '%s' as a definition question", (question) => {
    expect(definedTerm(question)).toBeNull();
  });

  it("knows a glossary entry by its term before the colon, in the search's spelling", () => {
    expect(definesTerm("Co-payment: the share of each claim the member pays.", "co payment")).toBe(true);
    expect(definesTerm("Network hospital: a hospital in the Carewell TPA network.", "tpa")).toBe(false);
    expect(definesTerm("Carewell TPA answers within 1 hour.", "tpa")).toBe(false);
  });
});

describe("the answer to a definition question", () => {
  it("is the glossary entry that defines the term, with the cuts marked on each side", () => {
    expect(trimPassage(GLOSSARY, "What is a TPA?")).toBe(
      "… TPA: the third-party administrator, Carewell TPA, which handles claims. …",
    );
    expect(trimPassage(GLOSSARY, "What does network hospital mean?")).toBe(
      "Network hospital: a hospital in the Carewell TPA network. …",
    );
  });

  it("leaves a passage without the entry to the usual trimming", () => {
    const text = "Carewell TPA answers a cashless request within 1 hour.";
    expect(trimPassage(text, "What is a TPA?")).toBe(text);
  });

  it("ranks a passage that defines the term above ones that only mention it more often", () => {
    const row = (section: string, text: string, rank: number): PassageRow => ({
      document: "plancover-family-shield",
      product: "PlanCover Family Shield",
      title: "PlanCover Family Shield — policy wording",
      section,
      text,
      rank,
    });
    const rows = [
      row("Cashless claims at network hospitals", "Carewell TPA and the TPA desk. The TPA approves.", -1.7),
      row("Glossary", GLOSSARY, -1.2),
    ];

    const passages = rankPassages("What is a TPA?", rows, { products: new Set(), byName: new Set() }, 2);

    expect(passages.map((p) => p.section)).toEqual(["Glossary", "Cashless claims at network hospitals"]);
    expect(passages[0]?.score).toBe(1.2 * DEFINITION_BOOST);
  });
});
