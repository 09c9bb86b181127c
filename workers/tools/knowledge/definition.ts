/**
 * Definition questions ("What is a TPA?", "What does proportionate deduction mean?") and the
 * sentences that answer them: a glossary entry, written "Term: what it means." Pure. Bare bm25
 * ranks a section that merely mentions the term often (every claim section says "Carewell TPA")
 * above the one line that defines it, so a defining passage is boosted and quoted from that line.
 */
import { queryTerms } from "./fts-query";

/** A passage that defines the asked term scores this many times its bm25 score. */
export const DEFINITION_BOOST = 2;

/** A glossary scores this share of its bm25 score for a question that asks no definition. */
export const GLOSSARY_DAMPING = 0.5;

/** A term longer than this is a question about something, not a word to define. */
const TERM_MAX_WORDS = 4;

/**
 * "what is a/an X", "what's X", "what are Xs", "what does X mean", "what is meant by X",
 * "define X", "meaning of X". "What is the/my X" asks for a value ("what is the room rent
 * limit?"), not a definition, so a determiner other than a/an is not one.
 */
const DEFINITION_QUESTION =
  /^(?:what\s+is\s+meant\s+by\s+(.+?)|what(?:['’]s|\s+is|\s+are)\s+(?!(?:the|my|our|your|this|that|these|those)\b)(?:an?\s+)?(.+?)|what\s+does\s+(.+?)\s+mean|(?:define|meaning\s+of)\s+(.+?))\s*[?.!]*$/iu;

/** A sentence that opens a glossary entry: up to TERM_MAX_WORDS words, then a colon. */
const ENTRY_HEAD = /^([\p{L}\p{N}][\p{L}\p{N}\s'’-]{0,60}?):\s/u;

/** A term's words as the search compares them: aliases applied, common words dropped, singular. */
function termKey(text: string): string | null {
  const terms = queryTerms(text);
  if (terms.length === 0 || text.split(/\s+/).length > TERM_MAX_WORDS) return null;
  const last = terms.length - 1;
  return terms.map((term, i) => (i === last && /[^s]s$/.test(term) ? term.slice(0, -1) : term)).join(" ");
}

/** The term a definition question asks about, as a key; null when the query is not one. */
export function definedTerm(query: string): string | null {
  const match = DEFINITION_QUESTION.exec(query.trim());
  if (!match) return null;
  const term = match.slice(1).find((group) => group !== undefined);
  return term === undefined ? null : termKey(term);
}

/** Whether `sentence` is the glossary entry for `term` (a key from definedTerm). */
export function definesTerm(sentence: string, term: string): boolean {
  const head = ENTRY_HEAD.exec(sentence.trim())?.[1];
  return head !== undefined && termKey(head) === term;
}

/** The sentences of a section's text, split where a sentence ends and a new one begins. */
export function sentencesIn(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[^\p{Ll}])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== "");
}

/** The sentence of `text` that defines `term`, if any. */
export function definitionIn(text: string, term: string): string | null {
  return sentencesIn(text).find((sentence) => definesTerm(sentence, term)) ?? null;
}

/** A glossary holds at least this many entries. */
const GLOSSARY_MIN_ENTRIES = 3;

/**
 * Whether a passage is a glossary (entries written "Term: what it means."): it names every term the
 * wording uses, so it matches most questions by their words while answering only definition ones.
 */
export function isGlossary(text: string): boolean {
  return sentencesIn(text).filter((sentence) => ENTRY_HEAD.test(sentence)).length >= GLOSSARY_MIN_ENTRIES;
}
