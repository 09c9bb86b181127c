/**
 * A follow-up read with the turn before it: "and the second one?", "uska status kya hai", "which
 * documents are pending for it" after an answer that named claims; "what about my wife's?", "and
 * mine?" after a question about someone's claims or card. Alone such a message asks nothing a
 * planner can answer, so it is put as the question it stands for, and planned as that:
 * - a claim referred to (an ordinal, "it", "uska") is the claim the previous answer named in that
 *   place, or the claims it named ("it" after one claim's answer is that claim);
 * - a person put in place of another ("what about my wife's?") asks the previous question again,
 *   about them;
 * - after an answer about the member's plans, a message naming no subject ("how long is the wait?")
 *   asks about the previous question's, and a plan picked by place or kind ("the second one") is
 *   asked the previous question (wording-follow-up.ts).
 * The question is re-derived from the stored messages whenever it is needed, never stored itself.
 * Pure: no I/O.
 */
import { personAsked } from "./person";
import { placeFollowUp } from "./place-follow-up";
import type { Gender, Relation } from "./plan";
import { wordingFollowUp } from "./wording-follow-up";

/** The turn before, as stored: what was asked (itself made whole) and what was answered. */
export interface Previous {
  readonly question: string;
  readonly answer: string | null;
  /**
   * The answers of the turns before that one, the nearest first: "why was the first one reduced"
   * answered one claim, and "and the second one?" still counts the list the member was reading before it.
   */
  readonly earlierAnswers?: readonly (string | null)[];
}

const CLAIM_NUMBER = /\bCN-\d{4}-\d{6}\b/g;

/** Which of the claims named before an ordinal means: its index, counted from the end when negative. */
const ORDINALS: readonly (readonly [RegExp, number])[] = [
  [/^(first|1st|pehla|pehli|pehle|pahla|pahli|pahle)$/, 0],
  [/^(second|2nd|doosra|doosri|doosre|dusra|dusri|dusre)$/, 1],
  [/^(third|3rd|teesra|teesri|teesre|tisra|tisri|tisre)$/, 2],
  [/^(last|latest|aakhri|akhri)$/, -1],
];

/** "the second one", "doosra wala", "the first claim": an ordinal standing for a claim. */
const ORDINAL_REFERENT =
  /\b(?:the\s+)?(first|1st|second|2nd|third|3rd|last|pehla|pehli|pehle|pahla|pahli|pahle|doosra|doosri|doosre|dusra|dusri|dusre|teesra|teesri|teesre|tisra|tisri|tisre|aakhri|akhri)(?:\s+(?:one|claim|wala|wali|wale|waala|waali|waale|vala))?\b/i;

/** "it", "that claim", "uska": a pronoun standing for what was just answered. */
const PRONOUN_REFERENT =
  /\b(?:it|its|it's|them|their|which one|which ones|which claim|that one|this one|that claim|this claim|those claims|these claims|the same claim|uska|uski|uske|iska|iski|iske|usme|isme|usmein|ismein|usko|isko|unka|unki|unke|us claim|is claim|wo claim|woh claim)\b/i;

/** A follow-up's opening: "and …", "what about …", "aur …". */
const OPENER = /^\s*(?:and|what about|how about|and what about|and for|what of|same for|also|aur|or)\b/i;
/** The member themself named in a follow-up: "and mine?", "what about me", "aur mera?". */
const SELF = /\b(?:mine|my own|me|myself|mera|meri|mere|apna|apni|apne)\b/i;
/** A message with a thing of its own to ask about is read as it is, not as the one before. */
const ITS_OWN_SUBJECT =
  /\b(claim(s|ed)?|e-?cards?|cards?|polic(y|ies)|plans?|balance|hospitals?|documents?|docs|papers|status|cover\w*|profile|details|members?|deduct\w*|settle\w*|amounts?|premium|renewal|number|approved|rejected|pending)\b/i;
/** "the dengue one", "the Lakeview claim", "knee wala": a claim picked out by its description. */
const DESCRIBED_ONE =
  /\bthe\s+((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(?:one|claim)\b|\b((?:[\p{L}'’-]+\s+){0,1}?[\p{L}'’-]+)\s+(?:wala|wali|waala|vala)\b/iu;
/** A follow-up is short: a longer message says what it asks. */
const FOLLOW_UP_WORDS_MAX = 8;

/** The relation as the previous question can say it in English, whichever language it was asked in. */
const RELATION_WORD: Readonly<Record<Relation, string>> = {
  spouse: "spouse",
  son: "son",
  daughter: "daughter",
  child: "child",
  father: "father",
  mother: "mother",
  parent: "parent",
  family: "family",
};

/** Who a question is about: "my wife's", "mere bete ka", "my wife Priya's", or the member's own "my". */
const POSSESSOR =
  /\b(?:(?:my|our|mera|meri|mere)\s+)?(?:wife|husband|hubby|spouse|partner|sons?|daughters?|kids?|child|children|father|dad|daddy|papa|mother|mom|mum|mummy|maa|parents?|biwi|patni|pati|beta|bete|beti)(?:\s+[A-Z][a-z]+)?(?:['’]?s)?(?:\s+k[aie])?\b|\b(?:my|mera|meri|mere)\b/i;

function claimsNamed(answer: string | null): string[] {
  return [...new Set(answer?.match(CLAIM_NUMBER) ?? [])];
}

/** The claims a referent stands for, or null when the message refers to none or the answer named none. */
function referredClaims(message: string, previous: Previous): { phrase: string; claims: string[] } | null {
  const named = claimsNamed(previous.answer);
  if (named.length === 0) return null;
  const ordinal = ORDINAL_REFERENT.exec(message);
  if (ordinal) {
    const word = (ordinal[1] ?? "").toLowerCase();
    const index = ORDINALS.find(([pattern]) => pattern.test(word))?.[1] ?? 0;
    // A place past the one claim just answered counts the list answered before it (one claim's answer
    // has no second claim; the list the member picked it from has).
    const lists = named.length === 1 && index > 0 ? (previous.earlierAnswers ?? []).map(claimsNamed) : [];
    const listed = lists.find((claims) => claims.length > 1) ?? [];
    const claim = (named.at(index) === undefined && listed.length > index ? listed : named).at(index);
    return claim === undefined ? null : { phrase: ordinal[0], claims: [claim] };
  }
  // "Is it covered?" asks the wording about what was discussed, not about a claim.
  const pronoun = /\bcover/i.test(message) ? null : PRONOUN_REFERENT.exec(message);
  return pronoun ? { phrase: pronoun[0], claims: named } : null;
}

/** Whose a message says it is ("my", "mera", "I"): then it is not about the claim just answered. */
const OWNED = /\b(?:my|mine|our|i|mera|meri|mere|hamara|hamare)\b|\bclaims\b/i;
/**
 * What a question asks of one claim: "how much was claimed?", "is the claim approved?", "kitna mila?",
 * and what it will come to: "how much will she get?", "kitna milega?".
 */
const CLAIM_ASPECT =
  /\b(claim(?:ed)?|status|approved|rejected|settled|deduct\w*|mila)\b|\bhow much\b.*\b(?:get|gets|getting|receive|paid|payable)\b|\bkitn[aie]\b.*\bmil\w*/i;
/** How claims work in general ("what is the claim process", "claim kaise kare") is the wording's. */
const HOW_CLAIMS_WORK = /\b(how (do|to|can|does)|process|procedure|kaise|what is a|meaning)\b/i;

/**
 * "How much was claimed?", "is it approved?" right after one claim's answer: that claim, when the message names no claim,
 * no owner ("my claim status" asks for the member's claims again) and nobody, but asks what one claim holds.
 */
function onlyClaim(message: string, answer: string | null): string | null {
  const named = claimsNamed(answer);
  if (named.length !== 1 || OWNED.test(message) || personAsked(message) !== null) return null;
  if (CLAIM_NUMBER_ANY.test(message) || !CLAIM_ASPECT.test(message) || HOW_CLAIMS_WORK.test(message)) return null;
  return named[0] ?? null;
}
const CLAIM_NUMBER_ANY = /\b(CN-\d{4}-\d{6}|clm_[0-9a-f]{12})\b/i;

/** A spouse as the follow-up named them: "what about my wife's?" asks of a wife, not of any spouse. */
const SPOUSE_WORD: Readonly<Record<Gender, string>> = { female: "wife", male: "husband" };

/** The possessor a follow-up puts in place of the previous question's: "my wife's", or "my" for the member. */
function possessorOf(message: string): string | null {
  const person = personAsked(message);
  if (person !== null) {
    const relation = person.gender !== undefined ? SPOUSE_WORD[person.gender] : RELATION_WORD[person.relation];
    return `my ${relation}${person.name ? ` ${person.name}` : ""}'s`;
  }
  return SELF.test(message) ? "my" : null;
}

function wordCount(message: string): number {
  return message.trim().split(/\s+/).length;
}

/**
 * The question a follow-up stands for, or null when the message is no follow-up of the previous
 * turn (it is then planned as it is).
 */
export function standaloneQuestion(message: string, previous: Previous | null): string | null {
  if (previous === null) return null;
  // A question of a plan's wording runs longer ("how long do I have to wait for it") and still names nothing.
  if (wordCount(message) > FOLLOW_UP_WORDS_MAX) return wordingFollowUp(message, previous);
  const referred = referredClaims(message, previous);
  if (referred !== null) {
    const claims = referred.claims.join(" and ");
    const resolved = message.replace(referred.phrase, `claim ${claims}`);
    if (ITS_OWN_SUBJECT.test(message.replace(referred.phrase, " "))) return resolved;
    // "And the second one?" asks what the previous question asked, of that claim: in place of the
    // claim it named ("why was claim CN-… reduced"), or after it.
    return previous.question.search(CLAIM_NAMED_BEFORE) >= 0
      ? previous.question.replace(CLAIM_NAMED_BEFORE, claims)
      : `${previous.question} ${resolved}`;
  }
  // "What about the dengue one?": the previous question, about the claim so described.
  const described = DESCRIBED_ONE.exec(message);
  if (described !== null && claimsNamed(previous.answer).length > 1)
    return `${previous.question}: my ${described[1] ?? described[2]} claim`;
  const only = onlyClaim(message, previous.answer);
  if (only !== null) return `${message} (claim ${only})`;
  // "What about Andheri East?" after a hospital search: the same search there.
  const place = placeFollowUp(message, previous.question);
  if (place !== null) return place;
  const aboutPlans = wordingFollowUp(message, previous);
  if (aboutPlans !== null) return aboutPlans;
  if (!OPENER.test(message) || ITS_OWN_SUBJECT.test(message)) return null;
  const possessor = possessorOf(message);
  if (possessor === null) return null;
  // "And for my son?" after one claim's answer asks about his claims, not again about the claim just
  // answered (another person's): the claims named by number are left out of the question asked again.
  const question = previous.question
    .replace(CLAIM_NAMED_BEFORE, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return POSSESSOR.test(question) ? question.replace(POSSESSOR, possessor) : `${possessor} ${question}`;
}

/** A claim named by its number in a question made whole ("… claim CN-2026-011583 …"). */
const CLAIM_NAMED_BEFORE = /\bCN-\d{4}-\d{6}(?:\s+and\s+CN-\d{4}-\d{6})*\b/g;
