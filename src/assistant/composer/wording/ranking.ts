/**
 * Which passages of each product answer a question, and in what order: how much of the question a
 * passage holds, its heading, the search's own rank, and the weight of a glossary or an overview.
 * The answer (answer.ts) quotes each product's best and, for a member, the one beside it. Pure.
 */
import type { Evidence } from "../../../shared/outcome";
import type { Answered } from "./blocks";
import { leadOf, listOf, openingOf, sentencesOf } from "./lead";
import {
  addressing,
  coverage,
  headingNamesAsked,
  headingStatesOtherSubject,
  type Question,
  RELEVANT_SHARE,
} from "./relevance";

/** A glossary's or an overview's coverage counts at this share beside a product's other passages. */
const GLOSSARY_SHARE = 0.5;
/** The section that sums a policy up ("About this policy"): it lists what the other sections say. */
const OVERVIEW = /^(about|overview|summary|introduction)\b/i;
const GLOSSARY_ENTRY = /^[\p{L}\p{N}][\p{L}\p{N}\s'’-]{0,60}?:\s/u;

/** A passage made of entries written "Term: what it means." (three or more). */
function isGlossary(text: string): boolean {
  return sentencesOf(text).filter((sentence) => GLOSSARY_ENTRY.test(sentence)).length >= 3;
}

/** How much a heading that names the question counts beside the passage's coverage of it. */
const HEADING_WEIGHT = 0.5;

/** How much a heading naming what the question asks for ("what documents") counts in a passage's rank. */
const ASKED_WEIGHT = 1;

/**
 * How much the search's own ranking counts in a passage's rank, as its score's share of the best score
 * among its product's passages: the search weighs every word of the question against the whole corpus
 * and the heading fourfold, so of two passages that share the question's words ("before joining the
 * company" in the pre-existing diseases section and in leaving the company), the one it ranks far
 * ahead is what was asked about.
 */
const SEARCH_WEIGHT = 0.5;

/** A product's passage answers beside its best one when it addresses the question nearly as well. */
const BESIDE_SHARE = 0.9;

interface Ranked {
  readonly passage: Evidence;
  readonly share: number;
}

/** Each product's passages that address the question, best first; products in the order the search gave them. */
function relevantByProduct(question: Question, evidence: readonly Evidence[]): Map<string, Ranked[]> {
  const byProduct = new Map<string, Ranked[]>();
  for (const passage of evidence) {
    // A glossary names every term the wording uses, and an overview every benefit: either answers
    // only when no section of its product on the subject does.
    // An overview states what its product covers, so it may answer; it ranks below a section on the
    // subject. A glossary defines terms whether or not the product offers them: it answers at less.
    const glossary = isGlossary(passage.text);
    const overview = OVERVIEW.test(passage.section);
    // A question about the whole policy is the overview's to answer, whatever words it shares.
    if (question.overall && overview) {
      const ranked = byProduct.get(passage.product) ?? [];
      byProduct.set(passage.product, [...ranked, { passage, share: 1 }]);
      continue;
    }
    const general = glossary || overview;
    const held = addressing(question, passage.section, passage.text);
    const share = held * (general ? GLOSSARY_SHARE : 1);
    const ranked = byProduct.get(passage.product) ?? [];
    if ((glossary ? share : held) >= RELEVANT_SHARE) ranked.push({ passage, share });
    byProduct.set(passage.product, ranked);
  }
  // Of two passages that address it equally, the one whose heading names it ("Preventive health
  // check-up" over "About this policy", which lists every benefit); then the one the search ranked first.
  // And a heading naming what "what …" asks for ("what documents") over one that shares its other words.
  const rank = (r: Ranked, top: number) =>
    r.share +
    (question.overall && OVERVIEW.test(r.passage.section) ? ASKED_WEIGHT : 0) +
    HEADING_WEIGHT * coverage(question, r.passage.section, "") +
    (headingNamesAsked(question, r.passage.section) ? ASKED_WEIGHT : 0) +
    (top > 0 ? (SEARCH_WEIGHT * Math.max(r.passage.score, 0)) / top : 0);
  for (const ranked of byProduct.values()) {
    const top = Math.max(0, ...ranked.map((r) => r.passage.score));
    ranked.sort((a, b) => rank(b, top) - rank(a, top));
  }
  return byProduct;
}

function answered(question: Question, product: string, passage: Evidence): Answered[] {
  const lead =
    question.overall && OVERVIEW.test(passage.section)
      ? openingOf(passage.text)
      : (listOf(question, passage.text, passage.section) ?? leadOf(question, passage.text, passage.section, product));
  return lead ? [{ product, passage, lead }] : [];
}

/** Each product's passage that addresses the question best, products in the order the search gave them. */
export function answersByProduct(question: Question, evidence: readonly Evidence[]): Answered[] {
  return [...relevantByProduct(question, evidence)].flatMap(([product, ranked]) =>
    ranked[0] ? answered(question, product, ranked[0].passage) : [],
  );
}

/**
 * A product's other section that addresses the question nearly as well as its best ("documents for a
 * reimbursement claim": the claim procedure and the documents list): quoted beside it for a member.
 */
export function besideAnswer(question: Question, evidence: readonly Evidence[], product: string): Answered | null {
  const [best, next] = relevantByProduct(question, evidence).get(product) ?? [];
  if (!best || !next || next.passage.section === best.passage.section || next.share < best.share * BESIDE_SHARE) {
    return null;
  }
  // A section on another subject shares the question's words, not what it asks.
  if (headingStatesOtherSubject(question, next.passage.section)) return null;
  return answered(question, product, next.passage)[0] ?? null;
}
