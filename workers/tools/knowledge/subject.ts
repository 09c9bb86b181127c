/**
 * What a question is about, as the search can tell it from the passages it matched: the rarest of the
 * question's term groups that its best-matching passage holds ("maternity" in "which plans cover
 * maternity", not "cover"). Pure. bm25 scores differ between documents (a product that states the
 * subject once, in a long list or its overview, scores far below one with a section on it), so a
 * product whose wording states the subject addresses the question whatever its score: its "It does
 * not cover maternity" is the answer for someone who holds it, and leaving it out says by omission
 * that it may. A group is a concept's phrases with the member's words that called them up
 * ("maternity", "pregnancy"): a passage stating any of them states the subject.
 */
import { oncePer } from "../../../src/shared/once-per";
import { termGroups } from "./fts-query";

/** Words of at least this many letters are compared by their first SHARED_PREFIX letters ("covered" meets "covers"). */
const SHARED_PREFIX = 5;

/** A word as it is compared here: long words by their opening letters (the index stems both sides too). */
export function matchStem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length >= SHARED_PREFIX) return lower.slice(0, SHARED_PREFIX);
  return lower.length > 3 && lower.endsWith("s") ? lower.slice(0, -1) : lower;
}

function stemsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(matchStem);
}

/** Whether a text's words hold a term: a word, or a phrase's words in a row. */
function holdsTerm(words: readonly string[], term: string): boolean {
  const parts = stemsOf(term);
  if (parts.length === 0) return false;
  return words.some((_, at) => parts.every((part, i) => words[at + i] === part));
}

/** A passage as its words, heading and text alike. */
export interface Worded {
  readonly section: string;
  readonly text: string;
}

/** A question's subject: the terms any one of which states it. */
export type Subject = readonly string[];

export function holdsSubject(passage: Worded, subject: Subject): boolean {
  const words = wordsOf(passage);
  return subject.some((term) => holdsTerm(words, term));
}

/** Each passage's words, read once: a question's every term group is looked for in every passage. */
const wordsOf = oncePer((passage: Worded): readonly string[] => stemsOf(`${passage.section}\n${passage.text}`));

/**
 * The question's subject: of its term groups that `best` holds, the one the fewest of `passages` hold;
 * null when the best passage holds none of them, or when every passage holds it (then it tells no
 * product from another).
 */
export function subjectOf(query: string, best: Worded | undefined, passages: readonly Worded[]): Subject | null {
  if (best === undefined) return null;
  let subject: Subject | null = null;
  let fewest = passages.length;
  for (const group of termGroups(query)) {
    if (!holdsSubject(best, group)) continue;
    const holding = passages.filter((passage) => holdsSubject(passage, group)).length;
    if (holding < fewest) {
      subject = group;
      fewest = holding;
    }
  }
  return subject;
}
