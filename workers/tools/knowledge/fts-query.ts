/**
 * Turns what a person or the model typed into a safe FTS5 query: words only, each quoted (so no
 * FTS5 operator, column filter or syntax error can come from the text), OR-ed together. Pure.
 */

/** Words too common to help ranking; dropping them keeps OR from matching every passage. */
const STOP_WORDS = new Set(
  (
    "a an and any are as at be by can do does for from how i if in is it " +
    "me my of on or our the this to what when which who why will with you your"
  ).split(" "),
);

/** At most this many terms reach MATCH, whatever the length of the text. */
export const FTS_MAX_TERMS = 24;

/** The FTS5 query for `text`, or null when it holds no searchable word. */
export function toFtsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = [...new Set(words)].filter((w) => !STOP_WORDS.has(w)).slice(0, FTS_MAX_TERMS);
  // Words are letters and digits only, so a quoted word never needs escaping.
  return terms.length === 0 ? null : terms.map((t) => `"${t}"`).join(" OR ");
}
