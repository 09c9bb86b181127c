/**
 * The sentence of a passage that answers a question, and the sentences quoted beside it. Pure. The
 * sentence holding most of the question leads (its rare words weigh most, a concept it states in the
 * wording's other phrases, a figure when one is asked for), never rewritten; a list item leads with
 * the line that opens its list.
 */
import { firstSubject, namesSeveralSubjects } from "../../../shared/section-heading";
import type { Question } from "./relevance";
import { FIGURE, idf, phrasesIn, topicStems } from "./topic-words";

/** A passage's sentences, as its text gives them: the "…" that marks a cut is not a sentence. */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[^\p{Ll}])/u))
    .map((sentence) => sentence.replace(/^…\s*/, "").replace(/\s*…$/, "").trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

export interface Lead {
  /** The sentence that answers the question, as the wording says it. */
  readonly sentence: string;
  /** Up to SUPPORT_SENTENCES other sentences of the passage, in the wording's order, as it says them. */
  readonly support: readonly string[];
  /** The sentences right after the lead (up to FOLLOWING_SENTENCES): a product's line in a list of products. */
  readonly following: readonly string[];
  /** Every item of the list the lead opens, when the whole list is the answer (listOf); absent otherwise. */
  readonly items?: readonly string[];
}

/** Sentences after the lead on a product's line when several products are listed. */
const FOLLOWING_SENTENCES = 2;

/** Sentences quoted beside the lead: the conditions and exceptions around the figure. */
const SUPPORT_SENTENCES = 3;

/**
 * A sentence that leans on the one before it ("These include…", "For example…", "This waiting period
 * does not apply…") says nothing on its own: it never leads an answer.
 */
const LEANS_BACK = /^(for example|for instance|e\.g\.|these|this|that|those|they|it|such|the same|also|however)\b/i;

/**
 * A sentence holding this share of the best one's score is as good an answer; the earliest such
 * leads, since a section states its rule first and qualifies it after.
 */
const LEAD_SHARE = 0.6;

/**
 * The passage's sentence that answers the question, and the sentences quoted beside it (`product`
 * names the product whose wording it is). The words its section's `heading` names ("cashless",
 * "hospital" under "Cashless claims at network hospitals") are what every sentence there is about:
 * they tell its sentences apart only when the question asks nothing else, so "do I need to pay
 * anything for cashless" leads with what the patient pays. A
 * sentence stating the subject the question names ("maternity") leads before one that shares only
 * what is asked of it ("Any illness within a waiting period is excluded…").
 */
export function leadOf(question: Question, text: string, heading = "", product = ""): Lead | null {
  const sentences = sentencesOf(text);
  const stemsOf = sentences.map((sentence) => topicStems(sentence));
  // A concept the product's name states ("accident" in an accident plan's) is what every sentence of
  // its wording is about, as a heading's is: "lose a thumb in an accident" asks about the thumb.
  const named = phrasesIn(product);
  const productStates = question.concepts.filter((c) => product !== "" && c.phrase.test(named));
  // A heading naming several subjects ("Maternity and new-born cover") is about each of them only in
  // some of its sentences: its words still tell those apart ("newborn cover limit" is the new-born's).
  // A question about nothing but the first of them ("what is the free look period" under "Free look
  // period and cancellation") asks for the rule the section opens with, as under its own heading.
  const firstNamed = firstSubject(heading);
  const firstStems = topicStems(firstNamed);
  const asksFirst = question.stems.size > 0 && [...question.stems].every((s) => firstStems.has(s));
  const stated = !namesSeveralSubjects(heading) ? heading : asksFirst ? firstNamed : "";
  const headed = new Set([...topicStems(stated), ...productStates.flatMap((c) => [...c.stems])]);
  const unheaded = [...question.stems].filter((s) => !headed.has(s));
  const held = (words: readonly string[]) =>
    stemsOf.map((stems) => words.reduce((sum, s) => sum + (stems.has(s) ? idf(s) : 0), 0));
  // When no sentence holds anything the question asks beyond the heading ("what is the initial waiting
  // period", or "dengue" under it, which no sentence names), every sentence is about the heading alike
  // and its words tell none apart: the section's rule, stated first, leads. A heading naming several
  // subjects names none of them for all its sentences, so there its words still count.
  const unheadedMass = held(unheaded);
  const counted = unheadedMass.some((m) => m > 0) ? unheaded : headed.size > 0 ? [] : [...question.stems];
  const masses = held(counted);
  const written = sentences.map(phrasesIn);
  // A heading stating a concept ("Who can be covered") makes every sentence under it about it: neither
  // the concept's other phrases ("can be added") nor its own set a sentence apart. A heading naming
  // several subjects states none of them for all its sentences.
  const headingPhrases = phrasesIn(stated);
  const apart = question.concepts.filter((c) => !c.phrase.test(headingPhrases) && !productStates.includes(c));
  const scores = sentences.map((sentence, i) => {
    const mass = masses[i] ?? 0;
    // How much of the question (rare words weigh most), a concept the sentence states in the
    // wording's other words ("The policy is renewable for life", for leaving a job), then a figure
    // when one is asked for.
    const concepts = apart.reduce((sum, c) => sum + (c.also?.test(written[i] ?? "") ? c.weight : 0), 0);
    return mass + concepts + (question.asksFigure && FIGURE.test(sentence) ? 1 : 0);
  });
  const standalone = sentences.map((sentence) => !LEANS_BACK.test(sentence));
  const eligible = scores.map((_, i) => i).filter((i) => standalone[i] || !standalone.some(Boolean));
  // The subjects the heading does not state: a sentence stating one of them answers.
  const unstated = apart.filter((c) => !c.how && !c.aspect);
  const states = (i: number) => unstated.some((c) => c.phrase.test(written[i] ?? ""));
  // A sentence leaning on the one before it still answers when it alone states the subject ("It does
  // not cover maternity…" in a plan's overview): it leads with the sentence it leans on.
  const stating = eligible.filter(states);
  const leaning = sentences.map((_, i) => i).filter((i) => !standalone[i] && states(i));
  const candidates = stating.length > 0 ? stating : leaning.length > 0 ? leaning : eligible;
  const top = Math.max(...candidates.map((i) => scores[i] ?? 0));
  const best = candidates.find((i) => (scores[i] ?? 0) >= top * LEAD_SHARE && (scores[i] ?? 0) > 0) ?? candidates[0];
  const chosen = best === undefined ? undefined : sentences[best];
  if (chosen === undefined || best === undefined) return null;
  // An item of a list ("Maternity, childbirth or infertility treatment.") means what the line that
  // opens the list says of it ("The plan does not pay for the following:"): it leads with that line.
  const listOpening = sentences.slice(0, best).findLastIndex((s) => s.endsWith(":"));
  const opening = listOpening < 0 && !standalone[best] && best > 0 ? best - 1 : listOpening;
  const sentence = opening < 0 || chosen.endsWith(":") ? chosen : `${sentences[opening]} ${chosen}`;
  // Beside it, the sentences that hold more of what was asked ("At discharge the insured person
  // pays…" for "what do I pay at discharge") before the others, each in the wording's order.
  const others = sentences.map((_, i) => i).filter((i) => i !== best && i !== opening);
  const asked = others.filter((i) => (masses[i] ?? 0) > 0);
  const chosenOthers = [...asked, ...others.filter((i) => !asked.includes(i))].slice(0, SUPPORT_SENTENCES);
  const support = chosenOthers.sort((a, b) => a - b).map((i) => sentences[i] ?? "");
  const following = sentences.slice(best + 1, best + 1 + FOLLOWING_SENTENCES);
  return { sentence, support, following };
}

/**
 * A passage that is a list ("The policy does not pay for the following:" and its items), quoted whole
 * when the question asks for nothing but what its heading names ("what is not covered": "Exclusions"):
 * every item is the answer, and one left out would read as covered. Null otherwise.
 */
export function listOf(question: Question, text: string, heading: string): Lead | null {
  const named = topicStems(heading);
  if (question.stems.size === 0 || [...question.stems].some((s) => !named.has(s))) return null;
  const sentences = sentencesOf(text);
  const opening = sentences.findIndex((s) => s.endsWith(":"));
  const sentence = sentences[opening];
  const items = sentences.slice(opening + 1);
  if (sentence === undefined || items.length < 2) return null;
  return { sentence, support: [], following: items.slice(0, FOLLOWING_SENTENCES), items };
}

/** A passage quoted from its start: an overview states what the policy is before what it excludes. */
export function openingOf(text: string): Lead | null {
  const [sentence, ...rest] = sentencesOf(text);
  if (sentence === undefined) return null;
  return { sentence, support: rest.slice(0, SUPPORT_SENTENCES), following: rest.slice(0, FOLLOWING_SENTENCES) };
}
