/**
 * A section's text cut to a passage worth citing: whole sentences, at most PASSAGE_MAX_CHARS, the run
 * of sentences that covers most of the query. Pure. A short section comes back whole; a cut is
 * marked with "…" at the side where text was left out, so a passage never pretends to be the section.
 * A definition question gets the glossary entry that defines its term, whatever the section's length.
 * A question after a figure ("how many days", "how much", "when", "what limit") prefers a run that
 * states one; the earliest such run is kept, so the sentence that opens a section (often the rule the
 * figure qualifies: "Room rent is covered up to a single private AC room…") stays in it.
 */
import { namesSeveralSubjects } from "../../../src/shared/section-heading";
import { definedTerm, definitionIn } from "./definition";
import { queryTerms } from "./fts-query";
import { matchStem as stem } from "./subject";

/**
 * Most sections of a policy wording fit whole, so an answer can lead with the sentence that states
 * the rule and quote its conditions beside it; four passages of this size and their labels (one per
 * product of the demo corpus) fit the 4,000-character result cap together.
 */
export const PASSAGE_MAX_CHARS = 700;

/**
 * A list (a line that opens it, ending with a colon, then its items on lines of their own) is kept
 * whole up to this length: an item cut from a list of exclusions would read as not excluded. The
 * demo corpus's longest list is 824 characters; four passages still fit the result cap with one.
 */
export const LIST_MAX_CHARS = 900;

/** The line that opens a list ("The policy does not pay for the following:"), and at least this many items. */
const LIST_ITEMS_MIN = 3;

function isList(text: string): boolean {
  const [opening, ...items] = text.split("\n");
  return opening?.trim().endsWith(":") === true && items.filter((line) => line.trim() !== "").length >= LIST_ITEMS_MIN;
}

const ELLIPSIS = "…";

/**
 * A question whose answer is a figure: an amount, a limit, a number of days or months, a date.
 * "When" asks for one only as a question ("when can I claim"), not as a conjunction ("when a room is chosen").
 */
const ASKS_FOR_FIGURE =
  /\b(how (much|many|long|soon|old)|when (can|will|do|does|is|am|are|should|would|must)\b|what (is the |are the )?(limit|amount|percentage|age|period|sum)|limits?|maximum|max|minimum|up to|upto|within|percent(age)?|kitna|kitni|kitne|kab)\b|%/i;

/** A figure: digits, or an amount in words the corpus uses. */
const FIGURE = /\d|\b(lakh|crore|once|twice|half)\b/i;

interface Sentence {
  readonly text: string;
  /** Starts a new line (a paragraph or list item) in the section. */
  readonly opensLine: boolean;
  /** Which query stems it contains. */
  readonly hits: ReadonlySet<string>;
}

function sentencesOf(text: string, stems: ReadonlySet<string>): Sentence[] {
  return text.split("\n").flatMap((line) =>
    line
      .split(/(?<=[.!?])\s+(?=[^\p{Ll}])/u)
      .filter((s) => s.trim() !== "")
      .map((s, i) => {
        const words = s.match(/[\p{L}\p{N}]+/gu) ?? [];
        const hits = new Set(words.map(stem).filter((w) => stems.has(w)));
        return { text: s.trim(), opensLine: i === 0, hits };
      }),
  );
}

function join(sentences: readonly Sentence[]): string {
  return sentences.map((s, i) => (i === 0 ? s.text : `${s.opensLine ? "\n" : " "}${s.text}`)).join("");
}

/** A sentence longer than `maxChars`, cut after its last clause boundary that fits (the rest is marked "…"). */
function shorten(sentence: string, maxChars: number): string {
  if (sentence.length <= maxChars) return sentence;
  const head = sentence.slice(0, maxChars);
  const boundary = Math.max(head.lastIndexOf("; "), head.lastIndexOf(", "));
  const cut = boundary > maxChars / 2 ? head.slice(0, boundary + 1) : head.slice(0, head.lastIndexOf(" "));
  return `${cut} ${ELLIPSIS}`;
}

/**
 * The line that opens the list a sentence is an item of ("The policy does not pay for the
 * following:"), as its index; -1 when none comes before it. An item means what that line says of it:
 * "Out-patient consultations and treatment." alone reads as if it were covered.
 */
function listOpenerBefore(sentences: readonly Sentence[], at: number): number {
  return sentences.slice(0, at).findLastIndex((s) => s.opensLine && s.text.endsWith(":"));
}

/** The text before a window starting at `start`: the list's opening line kept, each cut marked. */
function beforeWindow(sentences: readonly Sentence[], start: number): string {
  const opener = listOpenerBefore(sentences, start);
  if (opener < 0 || opener === start) return start > 0 ? `${ELLIPSIS} ` : "";
  const skipped = opener > 0 ? `${ELLIPSIS} ` : "";
  const gap = start > opener + 1 ? `${ELLIPSIS} ` : "";
  return `${skipped}${sentences[opener]?.text ?? ""}\n${gap}`;
}

/** The entry defining the asked term, cut out of its glossary with the cuts marked; null if none. */
function definitionPassage(text: string, query: string): string | null {
  const term = definedTerm(query);
  const entry = term === null ? null : definitionIn(text, term);
  if (entry === null) return null;
  const at = text.indexOf(entry);
  const before = text.slice(0, at).trim() === "" ? "" : `${ELLIPSIS} `;
  const after = text.slice(at + entry.length).trim() === "" ? "" : ` ${ELLIPSIS}`;
  return `${before}${shorten(entry, PASSAGE_MAX_CHARS)}${after}`;
}

/**
 * The query's stems that tell a section's sentences apart: not the words its `heading` names (under
 * "Cashless claims at network hospitals" every sentence is about a cashless claim, so a run is not
 * picked for repeating them), unless the heading names several subjects, each in only some sentences.
 */
function tellingStems(query: string, heading: string): Set<string> {
  const stemsOf = (text: string) =>
    queryTerms(text)
      .flatMap((t) => t.split(" "))
      .map(stem);
  const asked = new Set(stemsOf(query));
  if (heading === "" || namesSeveralSubjects(heading)) return asked;
  const headed = new Set(stemsOf(heading));
  return new Set([...asked].filter((s) => !headed.has(s)));
}

/**
 * `maxChars`: the passage's length (PASSAGE_MAX_CHARS unless more passages than usual share a result).
 * `heading`: the section's heading; a query asking nothing beyond it keeps the section's opening.
 */
export function trimPassage(text: string, query: string, maxChars = PASSAGE_MAX_CHARS, heading = ""): string {
  const definition = definitionPassage(text, query);
  if (definition !== null) return definition;
  // A list's allowance shrinks with the passage's when more passages than usual share a result.
  const listMaxChars = Math.floor((LIST_MAX_CHARS * maxChars) / PASSAGE_MAX_CHARS);
  if (text.length <= maxChars || (text.length <= listMaxChars && isList(text))) return text;
  const sentences = sentencesOf(text, tellingStems(query, heading));
  const asksFigure = ASKS_FOR_FIGURE.test(query);

  // Best window: most query stems covered, then (for a question after a figure) a figure in its
  // opening sentences, then most hits, then a first sentence that matches, then the earliest.
  // Every window holds at least one sentence; a window inside a list keeps the list's opening line.
  let best = { start: 0, end: 1, rank: [-1, -1, -1, -1] };
  for (let start = 0; start < sentences.length; start++) {
    const budget = maxChars - beforeWindow(sentences, start).length;
    let end = start + 1;
    let length = sentences[start]?.text.length ?? 0;
    while (end < sentences.length && length + 1 + (sentences[end]?.text.length ?? 0) <= budget) {
      length += 1 + (sentences[end]?.text.length ?? 0);
      end++;
    }
    const window = sentences.slice(start, end);
    const covered = new Set(window.flatMap((s) => [...s.hits])).size;
    const hits = window.reduce((n, s) => n + s.hits.size, 0);
    const leads = (window[0]?.hits.size ?? 0) > 0 ? 1 : 0;
    const figure = asksFigure && window.some((x) => FIGURE.test(x.text)) ? 1 : 0;
    const rank = [covered, figure, hits, leads];
    if (isBetter(rank, best.rank)) best = { start, end, rank };
  }

  const window = sentences.slice(best.start, best.end);
  const before = beforeWindow(sentences, best.start);
  const body = window.length === 1 ? shorten(window[0]?.text ?? "", maxChars - before.length) : join(window);
  const after = best.end < sentences.length && !body.endsWith(ELLIPSIS) ? ` ${ELLIPSIS}` : "";
  return `${before}${body}${after}`;
}

function isBetter(rank: readonly number[], than: readonly number[]): boolean {
  for (let i = 0; i < rank.length; i++) {
    const a = rank[i] ?? 0;
    const b = than[i] ?? 0;
    if (a !== b) return a > b;
  }
  return false;
}
