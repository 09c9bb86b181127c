/**
 * A question about something the wording never names ("is IVF covered", "kya mental illness cover
 * hota hai"). bm25 still matches how such a question is put ("covered", "treatment", "illness") and
 * would quote whatever shares those words, which reads as an answer about the thing asked: a list of
 * waiting periods for "is lasik covered". Pure. The search answers such a question with no passage,
 * so the answer says the wording does not mention it (for a member, after their own schedule).
 */
import { HINGLISH_STOP_WORDS } from "../../../src/shared/hinglish-stop-words";
import { termGroups } from "./fts-query";
import { holdsSubject, matchStem, type Worded } from "./subject";

/** Words that say how a question about cover is put, never what it is about (compared by matchStem). */
const FRAMING = new Set(
  (
    "cover covered covers coverage covering treatment treatments treated surgery surgeries operation procedure " +
    "procedures illness illnesses disease diseases condition conditions problem expense expenses cost costs " +
    "charge charges bill bills claim claims claimed policy policies plan plans benefit benefits pay paid payable " +
    "pays include included includes hospital hospitals hospitalisation hospitalization medical insurance insured " +
    "allowed eligible available take taken done under till upto"
  )
    .split(" ")
    .map(matchStem),
);

const FILLER = new Set(HINGLISH_STOP_WORDS);

/** A term that only frames the question: its every word a framing word or a number. */
function framing(term: string): boolean {
  return term.split(" ").every((word) => FRAMING.has(matchStem(word)) || /^\d+$/.test(word));
}

/**
 * Whether any passage names the term: as the subject check reads it, or (a single word) as the start
 * of one of its words, so "lenses" meets "lens" and a plural never passes for a missing subject.
 */
function named(term: string, texts: readonly string[], rows: readonly Worded[]): boolean {
  if (rows.some((row) => holdsSubject(row, [term]))) return true;
  if (term.includes(" ")) return false;
  const start = term.slice(0, Math.max(4, term.length - 2));
  return texts.some((text) => new RegExp(`\\b${start}`, "u").test(text));
}

/**
 * Whether the question asks about something no passage names while what the passages share with it
 * only frames it: then none of them is an answer. `rows`: every passage that matched any of its words.
 */
export function asksWhatWordingNeverNames(query: string, rows: readonly Worded[]): boolean {
  const texts = rows.map((row) => `${row.section}\n${row.text}`.toLowerCase());
  const groups = termGroups(query);
  const held = groups.filter((group) => group.some((term) => named(term, texts, rows)));
  const missing = groups.filter(
    (group) => !held.includes(group) && group.some((term) => !FILLER.has(term) && !framing(term)),
  );
  return missing.length > 0 && held.every((group) => group.every(framing));
}
