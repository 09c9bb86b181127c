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

/** Letters a word of a passage may run on past a term's opening and still be that term ("lens": "lenses"). */
const ENDING_MAX = 3;

/**
 * Whether any passage names the term: as the subject check reads it, or (a single word) as the start
 * of one of its words, so "lenses" meets "lens" and a plural never passes for a missing subject; a
 * longer word that only begins with it is another word ("home" is not "homeopathy").
 */
function named(term: string, texts: readonly string[], rows: readonly Worded[]): boolean {
  if (rows.some((row) => holdsSubject(row, [term]))) return true;
  if (term.includes(" ")) return false;
  const start = term.slice(0, Math.max(4, term.length - 2));
  const word = new RegExp(`\\b${start}\\p{L}{0,${term.length - start.length + ENDING_MAX}}\\b`, "u");
  return texts.some((text) => word.test(text));
}

/**
 * The insurer's record asked for ("claim settlement ratio", "rejection rate", "CSR"): a figure about
 * the insurer's claims across its customers, which no policy wording states, while its words ("claim",
 * "settled") would quote how one claim is settled as if that were the figure.
 */
const INSURER_RECORD =
  /\b(?:(?:claims?\s+)?(?:settlement|settled|approval|rejection|repudiation|incurred)\s+(?:claims?\s+)?(?:ratio|rate|percentage)|claims?\s+ratio|csr)\b/u;

/**
 * What the question asks about that no passage names, when what the passages share with it only
 * frames it ("domiciliary" in "is domiciliary hospitalisation covered"), or the insurer's record it
 * asks for (INSURER_RECORD): then none of them is an answer. Empty otherwise. `rows`: every passage
 * that matched any of its words.
 */
export function unnamedSubject(query: string, rows: readonly Worded[]): string[] {
  const record = INSURER_RECORD.exec(query.toLowerCase());
  if (record) return [record[0]];
  const texts = rows.map((row) => `${row.section}\n${row.text}`.toLowerCase());
  // Hindi's grammatical words are neither what it asks about nor named by a passage ("pe" is no "per").
  const groups = termGroups(query)
    .map((group) => group.filter((term) => !FILLER.has(term)))
    .filter((group) => group.length > 0);
  const held = groups.filter((group) => group.some((term) => named(term, texts, rows)));
  const missing = groups.filter((group) => !held.includes(group)).flatMap((group) => group.filter((t) => !framing(t)));
  return held.every((group) => group.every(framing)) ? missing : [];
}

/** Whether the question asks about something no passage names (unnamedSubject). */
export function asksWhatWordingNeverNames(query: string, rows: readonly Worded[]): boolean {
  return unnamedSubject(query, rows).length > 0;
}
