/**
 * A light English stemmer for matching a member's words against the planner's examples and the
 * corpus: one suffix off the end, the longest that leaves at least three letters, so "claims",
 * "claimed" and "claiming" meet at "claim", "hospitalisation" and "hospitals" at "hospital". It
 * only has to be consistent on both sides, not linguistically right. Pure.
 */

/** Longest first: the first that fits is the one removed. */
const SUFFIXES = [
  "isations",
  "izations",
  "isation",
  "ization",
  "ational",
  "ations",
  "ation",
  "ments",
  "ment",
  "ings",
  "ions",
  "ised",
  "ized",
  "ises",
  "izes",
  "ing",
  "ion",
  "ies",
  "ied",
  "ise",
  "ize",
  "age",
  "ed",
  "es",
  "s",
  "e",
  "y",
] as const;

/** Letters a word must keep after its suffix is removed. */
const STEM_MIN_LENGTH = 3;

/** Words a suffix rule would merge with another word: "care" is not "car". */
const KEPT: Readonly<Record<string, string>> = { care: "care", cares: "care", cared: "care" };

/**
 * Irregular forms no suffix rule reaches, as their verb: "what is paid at discharge" answers "do I
 * pay anything", and "Non-payable items … are paid by the patient" must meet "pay".
 */
const IRREGULAR: Readonly<Record<string, string>> = { paid: "pay", bought: "buy", spent: "spend" };

/**
 * A verb's noun in "-val" ("approval", "renewal", "removal"): it meets the verb ("approves the final
 * bill", "renewed without a break"), as "-ation" does.
 */
const VERB_NOUN = /^(\p{L}{3,}v)als?$/u;

/** Suffixes before which English doubles a verb's last consonant ("admit", "admitted", "admitting"). */
const DOUBLED_BEFORE: ReadonlySet<string> = new Set(["ed", "ing", "ings"]);
/** A stem of four letters or more ending in a doubled consonant that English doubles only before a suffix. */
const DOUBLED = /^\p{L}{2,}([bdgmnprt])\1$/u;

export function stem(word: string): string {
  const kept = KEPT[word] ?? IRREGULAR[word];
  if (kept !== undefined) return kept;
  if (word.length <= STEM_MIN_LENGTH || /\d/.test(word)) return word;
  const verbNoun = VERB_NOUN.exec(word)?.[1];
  if (verbNoun !== undefined) return verbNoun;
  for (const suffix of SUFFIXES) {
    if (!word.endsWith(suffix) || word.length - suffix.length < STEM_MIN_LENGTH) continue;
    // "status", "class", "across": an s after s, u or i is part of the word.
    if (suffix === "s" && /[sui]s$/.test(word)) continue;
    const rest = word.slice(0, -suffix.length);
    // "submitted" and "submit" both end at "submit", "planned" and "plan" at "plan" ("billed" keeps its "ll").
    if (DOUBLED_BEFORE.has(suffix) && DOUBLED.test(rest)) return rest.slice(0, -1);
    // "replacement" and "replace" both end at "replac".
    return rest.length > STEM_MIN_LENGTH && rest.endsWith("e") ? rest.slice(0, -1) : rest;
  }
  return word;
}
