/**
 * A follow-up of an answer about the member's plans, not their claims: "how long is the wait?" after
 * "is maternity covered?" asks the maternity wait; "what about the second one?" or "and for the
 * accident policy?" after an answer that quoted two plans asks the same question of that plan. Alone
 * such a message names no subject, and planned as typed it would be answered about waiting periods in
 * general, or not at all. Pure: no I/O.
 */
import vocabulary from "./language/vocabulary.json";
import { STOP_WORDS } from "./language/words";

/** A follow-up is short: a longer message says what it asks (a few more words than follow-up.ts allows, for a question's own words). */
const WORDS_MAX = 10;

/**
 * What a message can ask of a subject named before it ("how long is the wait", "is it covered", "kitna
 * milega"): with stop words, these are all a message may say and still have no subject of its own.
 */
const ASPECTS: ReadonlySet<string> = new Set(
  (
    "wait waiting period periods long limit limits sublimit sub-limit capped cap covered cover coverage " +
    "pay paid pays payable co-pay copay amount apply applies applicable included include excluded " +
    "hour hours day days month months year years time when why within before after " +
    "kab kitna kitni kitne milega milegi hoga hogi wala wali one ones policy plan"
  ).split(" "),
);
/** Of those, the ones that ask something (a bare "ok" or "thanks" asks nothing). */
const ASKS =
  /\b(wait\w*|period|long|hours?|days?|months?|years?|time|when|why|within|limits?|sub-?limit|cap(ped)?|cover(ed|age)?|pay(s|able|ment)?|paid|co-?pay|amount|appl(y|ies|icable)|includ\w+|exclud\w+|much|it|that|this|kab|kitn[aie]|mileg[ai])\b/i;

/** Which of the plans an ordinal means: its index, counted from the end when negative. */
const ORDINALS: readonly (readonly [RegExp, number])[] = [
  [/^(first|1st|pehla|pehli|pehle|pahla|pahli|pahle)$/i, 0],
  [/^(second|2nd|doosra|doosri|doosre|dusra|dusri|dusre)$/i, 1],
  [/^(third|3rd|teesra|teesri|teesre|tisra|tisri|tisre)$/i, 2],
  [/^(last|aakhri|akhri|other)$/i, -1],
];
const ORDINAL = new RegExp(`\\b(${ORDINALS.map(([word]) => word.source.slice(2, -2)).join("|")})\\b`, "i");

/** How members name a kind of plan ("the accident one", "my family policy"), each to a word of its name. */
const KINDS: Readonly<Record<string, string>> = {
  accident: "accident",
  pa: "accident",
  family: "family",
  floater: "family",
  group: "group",
  company: "group",
  corporate: "group",
  office: "group",
  employer: "group",
  individual: "individual",
};

/** The words of a message, lower-cased, apostrophes and punctuation dropped. */
function wordsOf(message: string): string[] {
  return message.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
}

/** Whether the message says nothing but what it asks ("how long is the wait?"): no subject of its own. */
function namesNoSubject(words: readonly string[]): boolean {
  return words.every((word) => STOP_WORDS.has(word) || ASPECTS.has(word) || ORDINAL.test(word) || word in KINDS);
}

/** The plans an answer quoted, in the order it first named them (a longer name before a shorter it holds). */
function plansQuoted(answer: string | null): string[] {
  if (answer === null) return [];
  const found = vocabulary.products
    .map((plan) => ({ plan, at: answer.indexOf(plan) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return found.map(({ plan }) => plan);
}

/** A plan picked by its place among those quoted ("the second one"): null for none, or a place not there. */
function planAt(words: readonly string[], quoted: readonly string[]): string | null {
  for (const word of words) {
    const index = ORDINALS.find(([pattern]) => pattern.test(word))?.[1];
    if (index !== undefined) return quoted.at(index) ?? null;
  }
  return null;
}

/** A plan picked by its kind ("the accident one", "my family policy"): of those quoted first, else of every plan. */
function planOfKind(words: readonly string[], quoted: readonly string[]): string | null {
  const kinds = words.flatMap((word) => (word in KINDS ? [KINDS[word]] : []));
  const ofKind = (plan: string) => kinds.some((kind) => plan.toLowerCase().includes(` ${kind}`));
  return quoted.find(ofKind) ?? vocabulary.products.find(ofKind) ?? null;
}

/** A question without the plan an earlier pick named after it ("… (PlanCover Family Shield)"). */
function withoutPlan(question: string): string {
  return question.replace(/\s*\(PlanCover [^()]*\)$/, "");
}

/**
 * The question a follow-up of an answer about plans stands for, or null when it is none: the
 * previous question asked of the plan the message picks, or the message asked of the previous
 * question's subject. The previous answer must have quoted a plan by name (so it answered about
 * plans), and the message must name nothing of its own.
 */
export function wordingFollowUp(
  message: string,
  previous: { readonly question: string; readonly answer: string | null },
): string | null {
  const words = wordsOf(message);
  if (words.length === 0 || words.length > WORDS_MAX || !namesNoSubject(words)) return null;
  // After claims, "is it covered?" is the claims' own follow-up's to read (follow-up.ts), or none.
  if (previous.answer === null || /\bCN-\d{4}-\d{6}\b/.test(previous.answer)) return null;
  const quoted = plansQuoted(previous.answer);
  if (quoted.length === 0) return null;
  const asked = withoutPlan(previous.question);
  const plan = (quoted.length > 1 ? planAt(words, quoted) : null) ?? planOfKind(words, quoted);
  if (plan !== null) return `${asked} (${plan})`;
  // A place among plans the answer before did not list ("the first one" after one plan's answer):
  // the question again, answered for each of the member's plans, that one among them.
  if (ORDINAL.test(message)) return asked;
  return ASKS.test(message) ? `${message} (${previous.question})` : null;
}
