/**
 * A text's topic words, as the wording's answers are matched on them: the wording's words added,
 * common words and policy names dropped, stemmed; how rare each is in the corpus (idf over every
 * section of the planner's snapshot); and where a concept's phrase is looked for. Pure.
 */
import { oncePerText } from "../../../shared/once-per";
import { OWN_AMOUNT } from "../../../shared/question-framing";
import { stem } from "../../planner/language/stem";
import { asWording, withWording } from "../../planner/language/synonyms";
import vocabulary from "../../planner/language/vocabulary.json";
import { normalise, rawWords, STOP_WORDS } from "../../planner/language/words";
import { withoutKindNames } from "./named";

/** Words the planner passes over that carry a topic here ("health check-up"). */
const TOPIC_WORDS: ReadonlySet<string> = new Set(["check"]);

/**
 * Words that say which policy, not what about it: "insurance", "policy", "plan", and a kind of
 * product before one of them ("our family policy", "my group plan", "the accident policy", "my health
 * insurance", "my medical policy").
 */
const WHICH_POLICY = /\b(insurance|insured|polic(y|ies)|plans?|mediclaim)\b/g;
export const KIND_OF_POLICY =
  /\b(family|floater|group|company|corporate|employer|office|individual|personal|accident|pa|health|medical)\s+(?=(insurance|polic(y|ies)|plans?|cover|mediclaim)\b)/g;

/** Kinds of policy set against each other ("health or accident?", "group vs family"): which policy, not what. */
const KINDS_WEIGHED =
  /\b(health|medical|accident|pa|family|group|individual)\s+(or|and|vs\.?|versus)\s+(health|medical|accident|pa|family|group|individual)\b/g;

/**
 * A text's topic words: the wording's words added (for a question, put in place of the member's own:
 * asWording), common words and policy names dropped, stemmed. A passage's (no names, not a question)
 * are kept once read: the same sections are weighed again for every answer.
 */
export function topicStems(text: string, names: readonly string[] = [], question = false): ReadonlySet<string> {
  return question || names.length > 0 ? readTopicStems(text, names, question) : passageStems(text);
}

/** Passages, headings and sentences kept: the corpus's are a few thousand at most. */
const PASSAGES_KEPT = 4_000;

const passageStems = oncePerText((text) => readTopicStems(text, [], false), PASSAGES_KEPT);

function readTopicStems(text: string, names: readonly string[], question: boolean): Set<string> {
  let lower = question ? asWording(normalise(text).replace(OWN_AMOUNT, " ")) : withWording(normalise(text));
  for (const name of names) lower = lower.replaceAll(name, " ");
  // A kind named in full says which policy too ("personal accident reimbursement documents").
  lower = (question ? withoutKindNames(lower).replace(KINDS_WEIGHED, " ") : lower)
    .replace(KIND_OF_POLICY, " ")
    .replace(WHICH_POLICY, " ");
  return new Set(
    rawWords(lower)
      .filter((word) => !STOP_WORDS.has(word) || TOPIC_WORDS.has(word))
      .map(stem),
  );
}

/** Every section of the corpus (vocabulary.json, the planner's snapshot) as its topic words. */
export const SECTIONS: readonly ReadonlySet<string>[] = vocabulary.sections.map((section) =>
  topicStems(`${section.heading}\n${section.text}`),
);

/** ln(1 + sections / sections holding the word): a rare word weighs more. */
const IDF: ReadonlyMap<string, number> = (() => {
  const df = new Map<string, number>();
  for (const section of SECTIONS) for (const s of section) df.set(s, (df.get(s) ?? 0) + 1);
  return new Map([...df].map(([s, n]) => [s, Math.log(1 + SECTIONS.length / n)]));
})();

export const idf = (s: string): number => IDF.get(s) ?? 0;

/** A figure: digits, or an amount in words the wording uses. */
export const FIGURE = /\d|\b(lakh|crore|once|twice|half)\b/i;

/**
 * A text as a concept's phrase is looked for in it: as written, then with the wording's words added
 * (which can split a phrase of its own: "initial waiting waiting period period"). Kept once read.
 */
export const phrasesIn = oncePerText((text: string): string => {
  const lower = normalise(text);
  return `${lower}\n${withWording(lower)}`;
}, PASSAGES_KEPT);
