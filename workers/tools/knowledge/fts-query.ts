/**
 * Turns what a person or the model typed into a safe FTS5 query. Pure. Every term is quoted (so no
 * FTS5 operator, column filter or syntax error can come from the text) and the terms are OR-ed:
 * bm25 rewards passages that match more of them. Common words are dropped, American spellings
 * meet the corpus's British ones, a few words members use stand for the corpus's wording, and
 * longer words match as prefixes (the porter tokenizer stems both sides).
 */

/** Words too common to help ranking; dropping them keeps OR from matching every passage. */
const STOP_WORDS = new Set(
  (
    "a about after again all also am an and any are as at be been being but by can could did do does doing done " +
    "for from get gets getting got had has have having he her his how i if in into is it its just know let me " +
    "much my no not of on or our please she should so some such tell than that the their them then there these " +
    "they this those to us very was we were what when where which who whom why will with would you your"
  ).split(" "),
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

/** "is X not covered", "what isn't paid": asking for the exclusions, which say "does not pay". */
const ASKS_FOR_EXCLUSIONS =
  /\b(?:not|isn['’]t|aren['’]t|won['’]t|never)\s+(?:be\s+)?(?:covered|included|paid|payable)\b/gu;

/** Alias outputs are the corpus's own words: matched as they are, never as prefixes. */
const ALIAS_TERMS = new Set(Object.values(ALIASES).flat());

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
      .replace(ASKS_FOR_EXCLUSIONS, " exclusions ")
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
 * The FTS5 query for `text`, or null when it holds no searchable word. `without` names terms to
 * leave out (the words that named a product, which rank by a boost instead), unless nothing else
 * would be left to search.
 */
export function toFtsQuery(text: string, without: ReadonlySet<string> = new Set()): string | null {
  const all = queryTerms(text);
  const kept = all.filter((term) => !without.has(term));
  const terms = (kept.length > 0 ? kept : all).map((term) =>
    // Terms are letters, digits and spaces only, so a quoted term never needs escaping.
    term.includes(" ") || term.length < PREFIX_MIN_LENGTH || ALIAS_TERMS.has(term) ? `"${term}"` : `"${term}"*`,
  );
  return terms.length === 0 ? null : terms.join(" OR ");
}
