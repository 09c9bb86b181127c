/**
 * Whether a passage of the policy wording addresses a question, and which of its sentences answers
 * it. Pure. A question is read the way the planner reads a message (its words, the wording's words
 * added, stemmed), without the words that only say which policy it is about ("insurance", "my family
 * policy", a product's name), each word weighted by how rare it is in the wording (idf over every
 * section of the corpus). A passage addresses the question when it holds at least RELEVANT_SHARE of
 * what the best-matching section of the whole corpus holds: a product whose wording only shares a
 * common word ("period", "claim") is silent on the question, and the answer says so rather than quote
 * it. The sentence that answers is the one holding most of the question (then a figure, when the
 * question asks for one), never rewritten.
 */
import { stem } from "../../planner/language/stem";
import { withWording } from "../../planner/language/synonyms";
import vocabulary from "../../planner/language/vocabulary.json";
import { normalise, rawWords, STOP_WORDS } from "../../planner/language/words";

/** A passage must hold this share of what the best section of the corpus holds of the question. */
export const RELEVANT_SHARE = 0.35;

/** Words the planner passes over that carry a topic here ("health check-up"). */
const TOPIC_WORDS: ReadonlySet<string> = new Set(["check"]);

/**
 * Words that say which policy, not what about it: "insurance", "policy", "plan", and a kind of
 * product before one of them ("our family policy", "my group plan", "the accident policy").
 */
const WHICH_POLICY = /\b(insurance|insured|polic(y|ies)|plans?|mediclaim)\b/g;
const KIND_OF_POLICY =
  /\b(family|floater|group|company|corporate|employer|office|individual|personal|accident|pa)\s+(?=(insurance|polic(y|ies)|plans?|cover|mediclaim)\b)/g;

/** A text's topic words: the wording's words added, common words and policy names dropped, stemmed. */
function topicStems(text: string, names: readonly string[] = []): Set<string> {
  let lower = withWording(normalise(text));
  for (const name of names) lower = lower.replaceAll(name, " ");
  lower = lower.replace(KIND_OF_POLICY, " ").replace(WHICH_POLICY, " ");
  return new Set(
    rawWords(lower)
      .filter((word) => !STOP_WORDS.has(word) || TOPIC_WORDS.has(word))
      .map(stem),
  );
}

/** Every section of the corpus (vocabulary.json, the planner's snapshot) as its topic words. */
const SECTIONS: readonly ReadonlySet<string>[] = vocabulary.sections.map((section) =>
  topicStems(`${section.heading}\n${section.text}`),
);

/** ln(1 + sections / sections holding the word): a rare word weighs more. */
const IDF: ReadonlyMap<string, number> = (() => {
  const df = new Map<string, number>();
  for (const section of SECTIONS) for (const s of section) df.set(s, (df.get(s) ?? 0) + 1);
  return new Map([...df].map(([s, n]) => [s, Math.log(1 + SECTIONS.length / n)]));
})();

const idf = (s: string): number => IDF.get(s) ?? 0;

/**
 * A question whose answer is a figure: an amount, a limit, a number of days or months, a date. "When"
 * asks for one only as a question ("when can I claim"), not as a conjunction ("when a room is chosen").
 */
const ASKS_FOR_FIGURE =
  /\b(how (much|many|long|soon|old)|when (can|will|do|does|is|am|are|should|would|must)\b|what (is the |are the )?(limit|amount|percentage|age|period|sum)|limits?|maximum|max|minimum|up to|upto|within|percent(age)?|cap|kitna|kitni|kitne|kab)\b|%/i;

/** A figure: digits, or an amount in words the wording uses. */
const FIGURE = /\d|\b(lakh|crore|once|twice|half)\b/i;

export interface Question {
  readonly stems: ReadonlySet<string>;
  /** What the best-matching section of the corpus holds of the question, idf-weighted. */
  readonly best: number;
  /** The question's rarest word that the best-matching section holds ("ambulance", "check"); null with none. */
  readonly sharpest: string | null;
  readonly asksFigure: boolean;
}

/**
 * The question as its topic words. `products`: the products' names, which say which policy the
 * question is about, not what it asks ("room rent on family shield" asks about room rent).
 */
export function questionOf(text: string, products: readonly string[] = []): Question {
  const names = products.flatMap((p) => {
    const lower = normalise(p);
    const brandless = lower.split(/\s+/).slice(1).join(" ");
    return brandless === "" ? [lower] : [lower, brandless];
  });
  const stems = topicStems(text, names);
  let best = 0;
  let sharpest: string | null = null;
  for (const section of SECTIONS) {
    const mass = massOf(stems, section);
    if (mass <= best) continue;
    best = mass;
    sharpest = [...stems].filter((s) => section.has(s)).sort((a, b) => idf(b) - idf(a))[0] ?? null;
  }
  return { stems, best, sharpest, asksFigure: ASKS_FOR_FIGURE.test(text) };
}

function massOf(stems: ReadonlySet<string>, held: ReadonlySet<string>): number {
  let mass = 0;
  for (const s of stems) if (held.has(s)) mass += idf(s);
  return mass;
}

/**
 * How much of the question a passage (its section's heading and its text) holds, as a share of what
 * the best-matching section of the corpus holds: it addresses the question at RELEVANT_SHARE or more.
 */
export function coverage(question: Question, heading: string, text: string): number {
  if (question.best <= 0) return 0;
  return massOf(question.stems, topicStems(`${heading}\n${text}`)) / question.best;
}

/** Whether a short text (a benefit's name and notes) names the question's sharpest word. */
export function namesSubject(question: Question, text: string): boolean {
  return question.sharpest !== null && topicStems(text).has(question.sharpest);
}

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

/** The passage's sentence that answers the question, and the sentences quoted beside it. */
export function leadOf(question: Question, text: string): Lead | null {
  const sentences = sentencesOf(text);
  const scores = sentences.map((sentence) => {
    const mass = massOf(question.stems, topicStems(sentence));
    // How much of the question (rare words weigh most), then a figure when one is asked for.
    return mass + (question.asksFigure && FIGURE.test(sentence) ? 1 : 0);
  });
  const standalone = sentences.map((sentence) => !LEANS_BACK.test(sentence));
  const candidates = scores.map((_, i) => i).filter((i) => standalone[i] || !standalone.some(Boolean));
  const top = Math.max(...candidates.map((i) => scores[i] ?? 0));
  const best = candidates.find((i) => (scores[i] ?? 0) >= top * LEAD_SHARE && (scores[i] ?? 0) > 0) ?? candidates[0];
  const sentence = best === undefined ? undefined : sentences[best];
  if (sentence === undefined) return null;
  const support = sentences.filter((_, i) => i !== best).slice(0, SUPPORT_SENTENCES);
  const following = sentences.slice((best ?? 0) + 1, (best ?? 0) + 1 + FOLLOWING_SENTENCES);
  return { sentence, support, following };
}
