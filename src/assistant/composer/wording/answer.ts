/**
 * The policy wording's answer, for the person who asked. Pure. The search (search_policy_knowledge)
 * says, from the caller's session, which products a signed-in member holds (`heldProducts`) and each
 * passage's product; code decides here, never a model:
 * - a member's answer is their own products' wording, each product under its name, the sentence that
 *   answers first ("Under your PlanCover Family Shield policy (Waiting period for specific illnesses):
 *   …24 months…") and the sentences beside it after. A product of theirs whose wording is silent on
 *   the question is answered from their own benefit schedule when it lists the subject, else said to
 *   be silent; when nothing of theirs answers, the answer says so and offers a call-back instead of
 *   quoting another plan. Another product's wording appears only when the question named it, and
 *   then as that product's, never as theirs;
 * - signed out (or a member holding no policy), the products the question names answer, each under
 *   its name; naming none, each product that addresses the question gets its own line under its
 *   name, and a signed-out person is asked which plan they hold.
 * Every quoted sentence is the wording's own; each cites its passage.
 */
import * as v from "valibot";
import type { Citation } from "../../../shared/events";
import type { Evidence } from "../../../shared/outcome";
import { plainText } from "../plain-text";
import { type Answered, block, cite, names } from "./blocks";
import { leadOf, listOf, openingOf, sentencesOf } from "./lead";
import { namedProducts } from "./named";
import {
  addressing,
  coverage,
  headingNamesAsked,
  namedBenefitOf,
  type Question,
  questionOf,
  RELEVANT_SHARE,
} from "./relevance";

export const NO_WORDING = "I couldn't find this in the policy wording, so I won't guess.";
export const SIGN_IN_FOR_OWN = "Sign in and I'll answer for your own plan.";

const KnowledgeResult = v.object({ heldProducts: v.optional(v.array(v.string())) });

/** Who the search answered for: a member and the products they hold, or someone unknown. */
export type Scope = { readonly kind: "member"; readonly held: readonly string[] } | { readonly kind: "unknown" };

export function scopeOf(result: unknown): Scope {
  const parsed = v.safeParse(KnowledgeResult, result);
  const held = parsed.success ? parsed.output.heldProducts : undefined;
  return held === undefined ? { kind: "unknown" } : { kind: "member", held };
}

/** A search's question and passages, read for one answer. */
export interface WordingSearch {
  readonly query: string;
  readonly result: unknown;
  readonly evidence: readonly Evidence[];
}

/** The question as asked, without the products' names (they say which policy, not what about it). */
export function questionFor(search: WordingSearch): Question {
  const scope = scopeOf(search.result);
  const named = [...search.evidence.map((p) => p.product), ...(scope.kind === "member" ? scope.held : [])];
  return questionOf(search.query, [...new Set(named)]);
}

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
      : (listOf(question, passage.text, passage.section) ?? leadOf(question, passage.text, passage.section));
  return lead ? [{ product, passage, lead }] : [];
}

/** Each product's passage that addresses the question best, products in the order the search gave them. */
function answersByProduct(question: Question, evidence: readonly Evidence[]): Answered[] {
  return [...relevantByProduct(question, evidence)].flatMap(([product, ranked]) =>
    ranked[0] ? answered(question, product, ranked[0].passage) : [],
  );
}

/**
 * A product's other section that addresses the question nearly as well as its best ("documents for a
 * reimbursement claim": the claim procedure and the documents list): quoted beside it for a member.
 */
function besideAnswer(question: Question, evidence: readonly Evidence[], product: string): Answered | null {
  const [best, next] = relevantByProduct(question, evidence).get(product) ?? [];
  if (!best || !next || next.passage.section === best.passage.section || next.share < best.share * BESIDE_SHARE) {
    return null;
  }
  return answered(question, product, next.passage)[0] ?? null;
}

/** The products a member holds whose wording does not address the question (none for anyone else). */
export function silentHeld(search: WordingSearch): string[] {
  const scope = scopeOf(search.result);
  if (scope.kind !== "member") return [];
  const answered = new Set(answersByProduct(questionFor(search), search.evidence).map((a) => a.product));
  return askedOf(search.query, scope.held).filter((product) => !answered.has(product));
}

/** Whether the search answered a signed-in member who holds no product the wording covers. */
export function holdsNone(search: WordingSearch): boolean {
  const scope = scopeOf(search.result);
  return scope.kind === "member" && scope.held.length === 0;
}

/** The products a signed-in member holds that the search's question is about; [] for anyone else. */
export function askedHeld(search: WordingSearch): readonly string[] {
  const scope = scopeOf(search.result);
  return scope.kind === "member" ? askedOf(search.query, scope.held) : [];
}

/**
 * The member's products the question is about: the ones it names ("my accident policy"), else all
 * of them. A member with two products who asks about one is not answered for the other.
 */
function askedOf(query: string, held: readonly string[]): readonly string[] {
  const named = namedProducts(query, held);
  return named.length > 0 ? named : held;
}

/**
 * What a member's own data says on the subject when their product's wording is silent (their benefit
 * schedule, say), as a line that names the product; null when it says nothing either.
 */
export type OwnData = (product: string, question: Question) => string | null;

/**
 * What must be said first of a member's product, whatever its wording says (an accident-only plan
 * asked about an illness), from the question as asked; null when nothing is.
 */
export type Caveat = (product: string, query: string) => string | null;

/**
 * What a silent wording is said not to do: describe the benefit the question named ("a no-claim
 * bonus": a passage may still use one of its words in passing), else mention the subject.
 */
function silenceOf(question: Question): string {
  const benefit = namedBenefitOf(question);
  return benefit === null ? "doesn't mention this" : `doesn't describe ${benefit}`;
}

function memberAnswer(
  held: readonly string[],
  asked: readonly string[],
  answers: readonly Answered[],
  evidence: readonly Evidence[],
  citations: Citation[],
  question: Question,
  ownData: OwnData,
  caveat: (product: string) => string | null,
): string[] {
  const own = answers.filter((a) => held.includes(a.product));
  const blocks: string[] = [];
  const silent: string[] = [];
  for (const product of asked) {
    const answer = own.find((a) => a.product === product);
    const data = answer ? null : ownData(product, question);
    // Said first: what follows for this product (a wording's line, its silence) is read in its light.
    const said = caveat(product);
    if (said !== null) blocks.push(said);
    if (answer) {
      blocks.push(block(`From the policy wording of your ${plainText(product)} policy`, answer, citations));
      const beside = besideAnswer(question, evidence, product);
      if (beside) blocks.push(block(`Also in the wording of your ${plainText(product)} policy`, beside, citations));
    } else if (data !== null) blocks.push(data);
    else if (said === null) silent.push(product);
  }
  const others = answers.filter((a) => !held.includes(a.product));
  const silence = silenceOf(question);
  if (blocks.length === 0 && others.length > 0) {
    // The plan they named answers below, as that plan's: their own wording's silence is said first.
    blocks.push(`Your ${names(asked)} policy wording ${silence}.`);
  } else if (blocks.length === 0) {
    blocks.push(
      `Your ${names(asked)} policy wording ${silence}, so I won't quote another plan's wording. ` +
        'I can ask a care agent to call you back about it: just say "call me back".',
    );
  } else {
    // Beside another of theirs that answers, each silent one is named, so no product is passed over.
    for (const product of silent) blocks.push(`Your ${plainText(product)} policy's wording ${silence}.`);
  }
  for (const answer of others) {
    blocks.push(
      block(`From the policy wording of ${plainText(answer.product)} (not a policy you hold)`, answer, citations),
    );
  }
  return blocks;
}

/**
 * `asked`: whether the question named the plans answered, which then need no asking which plan.
 */
function unknownAnswer(
  answers: readonly Answered[],
  citations: Citation[],
  signedOut: boolean,
  asked: boolean,
): string[] {
  const [only] = answers;
  const ask = signedOut && !asked;
  if (answers.length === 1 && only) {
    const blocks = [block(`From the policy wording of ${plainText(only.product)}`, only, citations)];
    // One plan's wording answers; whether that plan is theirs is the question back.
    return ask ? [...blocks, `Which plan do you hold? ${SIGN_IN_FOR_OWN}`] : blocks;
  }
  const lines = answers.map((a) => {
    const marker = cite(a.passage, citations);
    const said = [a.lead.sentence, ...a.lead.following].map(plainText).join(" ");
    return `- ${plainText(a.product)} (${plainText(a.passage.section)}): ${said} ${marker}`;
  });
  const intro = ask
    ? "From the policy wording, the answer depends on your plan:"
    : "From the policy wording, each plan says something different:";
  const list = [intro, ...lines];
  if (!ask) return [list.join("\n")];
  return [list.join("\n"), `Which plan do you hold: ${names(answers.map((a) => a.product))}? ${SIGN_IN_FOR_OWN}`];
}

/**
 * The wording's answer to a search, as blocks of text (parted by blank lines), each quoted sentence
 * cited in `citations`. `ownData` answers for a member's product whose wording is silent.
 */
export function wordingAnswer(
  search: WordingSearch,
  citations: Citation[],
  ownData: OwnData,
  caveat: Caveat = () => null,
): string[] {
  const scope = scopeOf(search.result);
  const question = questionFor(search);
  const answers = answersByProduct(question, search.evidence);
  if (scope.kind === "member" && scope.held.length > 0) {
    return memberAnswer(
      scope.held,
      askedOf(search.query, scope.held),
      answers,
      search.evidence,
      citations,
      question,
      ownData,
      (product) => caveat(product, search.query),
    );
  }
  // A plan the question names ("what does the personal accident guard cover") is the one asked about.
  const named = namedProducts(
    search.query,
    answers.map((a) => a.product),
  );
  const asked = named.length > 0 ? answers.filter((a) => named.includes(a.product)) : answers;
  if (asked.length === 0) {
    const benefit = namedBenefitOf(question);
    return [benefit === null ? NO_WORDING : `No plan's policy wording describes ${benefit}, so I won't guess.`];
  }
  return unknownAnswer(asked, citations, scope.kind === "unknown", named.length > 0);
}
