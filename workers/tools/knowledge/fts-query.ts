/**
 * Turns what a person or the model typed into a safe FTS5 query. Pure. Every term is quoted (so no
 * FTS5 operator, column filter or syntax error can come from the text) and the terms are OR-ed:
 * bm25 rewards passages that match more of them. Common words are dropped, American spellings
 * meet the corpus's British ones, a few words members use stand for the corpus's wording, and
 * longer words match as prefixes (the porter tokenizer stems both sides).
 */

import { EDUCATION_ASKED, SUM_INSURED_OFFERED_ASKED } from "../../../src/shared/member-concepts";
import { HOW_ASKED_WORDS, OWN_AMOUNT } from "../../../src/shared/question-framing";

/** Words too common to help ranking; dropping them keeps OR from matching every passage. */
const STOP_WORDS = new Set(
  (
    "a about after again all also am an and any are as at be been being but by can could did do does doing done " +
    "for from get gets getting got had has have having he her his how i if in into is it its just know let me " +
    "much my no not of on or our please she should so some such tell than that the their them then there these " +
    "they this those to us very was we were what when where which who whom why will with would you your " +
    // "How does cashless work": the question's verb, not a subject (leaving a job is a concept below).
    "work works " +
    // "Do I need to pay anything", "what is covered under…": how a question is put, not what it asks
    // about. "need" would otherwise meet "Documents needed for a claim" in a heading, weighed fourfold.
    "need needs want wants anything something everything nothing under"
  )
    .split(" ")
    .concat(HOW_ASKED_WORDS),
);

/** Words (hyphens removed) that members use for the corpus's own wording: a word or a phrase. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  copay: ["co payment"],
  copayment: ["co payment"],
  copays: ["co payment"],
  ped: ["pre existing"],
  preexisting: ["pre existing"],
  daycare: ["day care"],
  newborn: ["new born"],
  checkup: ["check up"],
  opd: ["out patient"],
  outpatient: ["out patient"],
  inpatient: ["in patient"],
  docs: ["documents"],
  // The wording says "children", which the porter stemmer keeps apart from "kids".
  kid: ["child"],
  kids: ["children"],
  glasses: ["spectacles"],
  specs: ["spectacles"],
  center: ["centre"],
  // The porter stemmer leaves "add" as is but stems "adding"/"added" to "ad".
  add: ["adding"],
  // ...and "excluded" to "exclud" but "exclusions" to "exclus".
  exclude: ["excluded", "exclusions"],
  excluded: ["excluded", "exclusions"],
  excludes: ["excluded", "exclusions"],
};

/** A question's words that ask what is not covered: then the exclusions answer, whatever else it names. */
const NOT_COVERED = String.raw`\b(?:not|isn['’]t|aren['’]t|won['’]t|never|exclu\w*)\b`;
/** An accident (not the accident plan named by name) and its cover, near each other in either order. */
const ACCIDENT = String.raw`(?<!personal )\baccident\w*`;
const COVER = String.raw`\b(?:cover\w*|pay\w*|insured)\b`;
/**
 * "Am I covered for an accident", "does it pay after an accident", in a question that nowhere asks what
 * is not covered (the look-arounds read the whole question; the match is only its accident and cover).
 */
const ACCIDENT_COVERED = new RegExp(
  // Only where an accident or its cover starts are the look-arounds read: read at every position of a
  // long question, they would cost its length squared.
  `(?=${ACCIDENT}|${COVER})(?<!${NOT_COVERED}.*)(?!.*${NOT_COVERED})(?:${ACCIDENT}.{0,40}${COVER}|${COVER}.{0,40}${ACCIDENT})`,
  "u",
);

/**
 * Insurance concepts members name in their own words, which share no word with the wording's
 * sections: each pattern on the question adds the wording's own phrases for the concept (searched
 * first, so the section that states it ranks above one that merely shares a common word).
 */
const CONCEPTS: readonly (readonly [RegExp, readonly string[]])[] = [
  // Leaving the job: the group policy's section on leaving the employer and moving cover.
  [
    /\b(?:quit\w*|resign\w*|leav\w*|left|lose|losing|lost|chang\w*|switch\w*|retir\w*|fired|laid off)\b.{0,30}\b(?:job|employer|company|work|office|employment)\b|\b(?:resign\w*|retir\w*|laid off|fired)\b/u,
    // A retail policy is not tied to a job: its wording answers by being renewable for life.
    ["leaving", "last working day", "portability", "renewable for life"],
  ],
  // Parents and in-laws: who can be covered, and the dependent parents' terms.
  [
    /\b(?:mom|mum|mummy|mother|dad|daddy|father|parents?|in-?laws?|amma|appa)\b/u,
    // A plan for one person answers by being for one person.
    ["parents", "who can be covered", "who is covered", "one person"],
  ],
  // Who may buy or join a plan: who it covers, and the ages it is sold at.
  [
    /\bwho\b.{0,20}\b(?:buy|purchase|join|take|eligible)\b|\beligib\w*\b/u,
    ["who can be covered", "who is covered", "one person", "can join", "can buy"],
  ],
  // Adding a spouse or a child: who can be covered, or a plan for one person.
  [
    /\b(?:add|adding|include|including|enrol\w*|enroll\w*)\b(?: \w+){0,3} (?:wife|husband|spouse|partner|sons?|daughters?|kids?|child|children|baby|babies|new-?born)\b/u,
    ["who can be covered", "can be added", "one person", "is an individual"],
  ],
  // Falling ill soon after the policy starts: the initial waiting period.
  [
    /\b(?:just|recently|newly)\b.{0,20}\b(?:join\w*|bought|took|taken|start\w*|enrol\w*)\b|\b(?:join\w*|bought|took|start\w*|enrol\w*)\b.{0,40}\b(?:days?|weeks?|month|yesterday|recently|ago)\b|\bfirst (?:few )?(?:days?|weeks?|month)\b/u,
    ["initial waiting period"],
  ],
  // Whether an accident is covered: the wording says where it is covered from the first day (the
  // initial wait does not apply to it) and what an accident plan pays after one, not only where an
  // exclusion spares it ("cosmetic surgery unless needed after an accident").
  [ACCIDENT_COVERED, ["covered from the first day", "caused by an accident", "after an accident"]],
  // The sum insured over a year ("how many claims can I make in a year" is searched so): the sections
  // that state the sum insured for the policy year, not any that says "years" or "mid-year".
  [/\bsum (?:insured|assured)\b.{0,30}\byear\b/u, ["sum insured", "policy year"]],
  // The amounts a plan is sold with: its wording says which are "chosen at purchase".
  [new RegExp(SUM_INSURED_OFFERED_ASKED, "u"), ["chosen at purchase", "sum insured"]],
  // Joints by name: the specific illnesses' "joint replacement".
  [/\b(?:knee|knees|hip|hips|shoulder)\b/u, ["joint replacement"]],
  // The papers for a claim.
  [
    /\b(?:papers?|paperwork)\b|\bdoc(?:ument)?s?\b.{0,40}\bclaim|\bclaim\b.{0,40}\bdoc(?:ument)?s?\b/u,
    ["documents needed"],
  ],
  // "Claim intimation": the wording says "inform" the TPA of an admission.
  [/\bintimat\w*\b/u, ["inform"]],
  // Moving to another insurer.
  [/\b(?:port|porting|another insurer|other insurer|different insurer|switch insurer\w*)\b/u, ["portability"]],
  // A child's school or college fees: an accident plan's education benefit for dependent children.
  [new RegExp(EDUCATION_ASKED, "u"), ["education benefit"]],
  // Pregnancy and childbirth.
  [/\b(?:pregnan\w*|delivery|childbirth|baby|c-section|caesarean)\b/u, ["maternity"]],
  // "Pregnant" or "maternity" as a wording says it ("pregnancy"): the porter stemmer keeps the two
  // apart, and an accident plan names it only among its exclusions ("Pregnancy and childbirth").
  [/\b(?:pregnan\w*|maternity)\b/u, ["pregnancy"]],
];

/** "is X not covered", "what isn't paid": asking for the exclusions, which say "does not pay". */
const ASKS_FOR_EXCLUSIONS =
  /\b(?:not|isn['’]t|aren['’]t|won['’]t|never)\s+(?:be\s+)?(?:covered|included|paid|payable)\b/gu;

/**
 * "How do I contact them", "contacting the TPA": reaching someone, which no wording section is about,
 * while "contact" alone would meet the exclusions' "contact lenses" and outrank the section asked for.
 * "Contacts" and "contact lens" are the lenses, and stay.
 */
const REACHING_SOMEONE = /\bcontact(?:ing|ed)?\b(?!\s+lens)/gu;

/** Alias outputs are the corpus's own words: matched as they are, never as prefixes. */
const ALIAS_TERMS = new Set([...Object.values(ALIASES).flat(), ...CONCEPTS.flatMap(([, phrases]) => phrases)]);

/** At most this many terms reach MATCH, whatever the length of the text. */
export const FTS_MAX_TERMS = 24;

/** Words at least this long also match longer words they begin (a partial word, a plural). */
const PREFIX_MIN_LENGTH = 4;

/** "hospitalization" -> "hospitalisation": the corpus is written in Indian (British) English. */
function britishSpelling(word: string): string {
  return word.replace(/^(\p{L}{4,})iz(ation|ations|e|es|ed|ing)$/u, "$1is$2");
}

/**
 * The query's searchable terms, in order, without repeats: each a word or a phrase of words.
 * Hyphenated words count as their parts, unless joined they are an alias ("co-pay" = "copay").
 */
export function queryTerms(text: string): string[] {
  const tokens =
    text
      .toLowerCase()
      .replace(OWN_AMOUNT, " ")
      .replace(ASKS_FOR_EXCLUSIONS, " exclusions ")
      .replace(REACHING_SOMEONE, " ")
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
  const terms: string[] = [];
  for (const token of tokens) {
    const parts = token.split("-").map(britishSpelling);
    const alias = ALIASES[parts.join("")];
    for (const term of alias ?? parts) {
      if (!STOP_WORDS.has(term) && !terms.includes(term)) terms.push(term);
    }
  }
  return terms.slice(0, FTS_MAX_TERMS);
}

/**
 * The terms a search for `text` uses: the wording's phrases for the concepts it names in a member's
 * own words (CONCEPTS), then its own terms; at most FTS_MAX_TERMS.
 */
export function searchTerms(text: string): string[] {
  const lower = text.toLowerCase();
  const concepts = CONCEPTS.filter(([pattern]) => pattern.test(lower)).flatMap(([, phrases]) => phrases);
  const own = queryTerms(text);
  return [...new Set([...concepts, ...own])].slice(0, FTS_MAX_TERMS);
}

/**
 * The terms of `searchTerms(text)` grouped by what they name: a concept's phrases together with the
 * member's words that called them up ("pregnant" with "maternity" and "pregnancy"), groups sharing a
 * term as one; every other term alone. In the order the search puts them.
 */
export function termGroups(text: string): string[][] {
  const lower = text.toLowerCase();
  const searched = new Set(searchTerms(text));
  let groups: Set<string>[] = [];
  const called = CONCEPTS.flatMap(([pattern, phrases]) => {
    const match = pattern.exec(lower);
    return match ? [[...phrases, ...queryTerms(match[0])]] : [];
  });
  for (const terms of [...called, ...queryTerms(text).map((term) => [term])]) {
    const kept = terms.filter((term) => searched.has(term));
    if (kept.length === 0) continue;
    const joined = groups.filter((group) => kept.some((term) => group.has(term)));
    const merged = new Set([...joined.flatMap((group) => [...group]), ...kept]);
    groups = [...groups.filter((group) => !joined.includes(group)), merged];
  }
  return groups.map((group) => [...group]);
}

/**
 * The FTS5 query for `text`, or null when it holds no searchable word. `without` names terms to
 * leave out (the words that named a product, which rank by a boost instead), unless nothing else
 * would be left to search.
 */
export function toFtsQuery(text: string, without: ReadonlySet<string> = new Set()): string | null {
  const all = searchTerms(text);
  const kept = all.filter((term) => !without.has(term));
  const terms = (kept.length > 0 ? kept : all).map((term) =>
    // Terms are letters, digits and spaces only, so a quoted term never needs escaping.
    term.includes(" ") || term.length < PREFIX_MIN_LENGTH || ALIAS_TERMS.has(term) ? `"${term}"` : `"${term}"*`,
  );
  return terms.length === 0 ? null : terms.join(" OR ");
}
