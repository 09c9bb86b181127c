// Retrieval quality over the committed demo corpus: real member questions reach the passage that answers them.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createD1KnowledgeIndex } from "../../../workers/tools/knowledge/d1-knowledge-index";

const FAMILY = "plancover-family-shield";
const INDIVIDUAL = "plancover-individual-essential";
const GROUP = "plancover-group-care";
const ACCIDENT = "plancover-personal-accident-guard";

/** A question, and the passage that answers it: its section, and its document when the question names one. */
interface Case {
  readonly question: string;
  readonly section: string;
  readonly document?: string;
}

const RANKING_CASES: readonly Case[] = [
  {
    question: "What is the waiting period for cataract on the family floater?",
    document: FAMILY,
    section: "Waiting period for specific illnesses",
  },
  { question: "What documents do I need for a reimbursement claim?", section: "Documents needed for a claim" },
  { question: "What is the room rent limit on the corporate policy?", document: GROUP, section: "Room rent limit" },
  { question: "Is there a co-payment for senior citizens?", section: "Co-payment" },
  { question: "What is a deductible?", section: "Glossary" },
  {
    question: "How do I get cashless treatment at a network hospital?",
    section: "Cashless claims at network hospitals",
  },
  {
    question: "Is my pre-existing diabetes covered from day one in the group policy?",
    document: GROUP,
    section: "Waiting period for pre-existing diseases",
  },
  {
    question: "How many days after discharge are medicines covered?",
    section: "Pre- and post-hospitalisation expenses",
  },
  {
    question: "When does maternity cover start on Family Shield?",
    document: FAMILY,
    section: "Maternity and new-born cover",
  },
  { question: "Is cosmetic surgery excluded?", section: "Exclusions" },
  {
    question: "How much is the weekly benefit for temporary total disablement?",
    document: ACCIDENT,
    section: "Disablement benefits",
  },
  {
    question: "Initial waiting period for an illness on the individual plan",
    document: INDIVIDUAL,
    section: "Initial waiting period",
  },
  { question: "How long do I have to submit a reimbursement claim after discharge?", section: "Reimbursement claims" },
  { question: "What is the ICU charges limit?", section: "Room rent limit" },
  {
    question: "How do I add my newborn baby to the group policy?",
    document: GROUP,
    section: "Adding a spouse or new-born mid-year",
  },
  {
    question: "Waiting period for knee replacement surgery hospitalization",
    section: "Waiting period for specific illnesses",
  },
  {
    question: "What is the grace period for renewal?",
    document: FAMILY,
    section: "Renewal, grace period and portability",
  },
  {
    question: "What happens to my health cover if I leave the company?",
    document: GROUP,
    section: "Cover after leaving the company",
  },
  { question: "Does the policy pay for spectacles?", section: "Exclusions" },
  {
    question: "Can I return the individual policy in the free look period?",
    document: INDIVIDUAL,
    section: "Free look period and cancellation",
  },
  {
    question: "What is the sum insured restoration benefit?",
    document: FAMILY,
    section: "Sum insured and restoration",
  },
  {
    question: "Is road ambulance covered on the individual plan?",
    document: INDIVIDUAL,
    section: "Day-care, AYUSH and ambulance cover",
  },
  { question: "The hospital is not in the network, how do I claim the money back?", section: "Reimbursement claims" },
  { question: "Is dental treatment covered?", section: "Exclusions" },
  {
    question: "How long is the waiting period for pre-existing diseases?",
    section: "Waiting period for pre-existing diseases",
  },
  { question: "What does proportionate deduction mean?", section: "Glossary" },
  { question: "What is a TPA?", section: "Glossary" },
  { question: "Accidental death benefit for my nominee", document: ACCIDENT, section: "Accidental death benefit" },
  {
    question: "Is AYUSH treatment covered under Family Shield?",
    document: FAMILY,
    section: "Day-care, AYUSH, ambulance and organ donor cover",
  },
  {
    question: "How quickly does the TPA approve a cashless pre-authorization?",
    section: "Cashless claims at network hospitals",
  },
  {
    question: "Can I port my policy to another insurer?",
    document: FAMILY,
    section: "Renewal, grace period and portability",
  },
  { question: "Is there a deductible on the individual plan?", document: INDIVIDUAL, section: "Voluntary deductible" },
  {
    question: "Are my parents covered under the group mediclaim?",
    document: GROUP,
    section: "Who is covered and enrolment",
  },
  { question: "What is not covered in the personal accident policy?", document: ACCIDENT, section: "Exclusions" },
  { question: "Preventive health checkup limit", section: "Preventive health check-up" },
  // Every plan's own maternity section, not another plan's exclusion list steering all to theirs.
  { question: "Does the policy cover maternity?", document: GROUP, section: "Maternity and new-born cover" },
  { question: "I am pregnant, does my personal accident policy cover it?", document: ACCIDENT, section: "Exclusions" },
];

/**
 * Questions lexical search does not answer yet (no word in common with the wording). They count in
 * the hit rate below, so the rate stays honest; they are not asserted one by one.
 */
const KNOWN_MISSES: readonly Case[] = [
  { question: "My father is 65, will he have to pay part of every claim?", section: "Co-payment" },
];

const TOP = 3;

async function topPassages(question: string) {
  const found = await createD1KnowledgeIndex(env.DB, "demo").search(question, TOP);
  if (!found.ok) throw new Error("the index is unavailable");
  return found.value.passages;
}

const hit = (c: Case, p: { document: string; section: string }) =>
  p.section === c.section && (c.document === undefined || p.document === c.document);

describe("ranking real member questions", () => {
  it.each(RANKING_CASES)("puts the answer to '$question' in the top 3", async (c) => {
    const passages = await topPassages(c.question);

    expect(
      passages.some((p) => hit(c, p)),
      JSON.stringify(passages.map((p) => [p.document, p.section])),
    ).toBe(true);
  });

  it("answers how to contact the TPA from passages about the TPA, not the exclusions' contact lenses", async () => {
    const passages = await topPassages("who is my TPA and how do I contact them");
    expect(passages.length).toBeGreaterThan(0);
    for (const p of passages) {
      expect(p.section).not.toBe("Exclusions");
      expect(p.text).toMatch(/\bTPA\b/);
    }
  });

  it("answers at least every question of the table within the top 3, and reports the hit rate", async () => {
    let hits = 0;
    let first = 0;
    const all = [...RANKING_CASES, ...KNOWN_MISSES];
    for (const c of all) {
      const passages = await topPassages(c.question);
      if (passages.some((p) => hit(c, p))) hits++;
      if (passages[0] && hit(c, passages[0])) first++;
    }
    console.log(JSON.stringify({ event: "knowledge_ranking", questions: all.length, inTop3: hits, first }));

    expect(hits).toBeGreaterThanOrEqual(RANKING_CASES.length);
  });
});
