/**
 * A message as the planner compares it: lower-cased and Unicode-normalised, the wording's words
 * added (synonyms.ts), words the planner does not know corrected to the nearest one it does (one
 * slip in a short word, two in a long one), common words dropped, and the rest stemmed. Pure; the
 * known words are built once from the planner's examples and the corpus (vocabulary.ts).
 */
import { HINGLISH_STOP_WORDS } from "../../../shared/hinglish-stop-words";
import { withHinglish } from "./hinglish";
import { stem } from "./stem";
import { inWording, withWording } from "./synonyms";

/** Words that carry no topic: dropped before scoring (question words and pronouns included). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about after again all also am an and any are as at be been being but by can could did do does doing done " +
    "for from get gets getting got had has have having he her here his how i if in into is it its just know let me " +
    "much my no not of on or our ours please she should so some such tell than that the their them then there these " +
    "they this those to us very was we were what whats when where which why will with would you your " +
    "yours hi hey hello thanks thank ok okay pls plz want need like kindly dear sir madam also u ur im ive dont " +
    "show give send see check find list other others better best good well more most less many each every same " +
    "only near really still just back under over during within without per via through anything something " +
    "everything nothing"
  )
    .split(" ")
    .concat(HINGLISH_STOP_WORDS),
);

/** Contractions as members type them without the apostrophe: words, never slips to correct. */
const CONTRACTIONS: ReadonlySet<string> = new Set(
  "dont wont cant isnt arent doesnt didnt wasnt werent shouldnt wouldnt couldnt havent hasnt youre theyre thats lets".split(
    " ",
  ),
);

/** The most words of a message the planner reads: a very long text is planned on its opening. */
export const PLANNED_WORDS_MAX = 120;

/** Words this long or longer may be corrected; shorter ones are too easy to confuse. */
const CORRECT_MIN_LENGTH = 5;
/** A four-letter word the planner does not know may be a longer one missing a letter ("clam", "polcy" is five). */
const MISSING_LETTER_LENGTH = 4;
const TWO_SLIPS_MIN_LENGTH = 8;

export interface Lexicon {
  /** Every word the planner knows, with how often it was seen (ties go to the commoner). */
  readonly known: ReadonlyMap<string, number>;
  /** Known words by their first letter, so a correction scans a handful, not all. */
  readonly byInitial: ReadonlyMap<string, readonly string[]>;
  /** The words of members' requests (the intents' examples): the only words a four-letter slip is taken for. */
  readonly anchors: ReadonlySet<string>;
  /** The stems of the known words: a word with one of them is another form of a known word ("replaced"). */
  readonly stems: ReadonlySet<string>;
}

export function buildLexicon(texts: Iterable<string>, anchorTexts: Iterable<string> = []): Lexicon {
  const known = new Map<string, number>();
  for (const text of texts) {
    for (const word of rawWords(withWording(normalise(text)))) known.set(word, (known.get(word) ?? 0) + 1);
  }
  const byInitial = new Map<string, string[]>();
  for (const word of known.keys()) {
    const initial = word[0] ?? "";
    byInitial.set(initial, [...(byInitial.get(initial) ?? []), word]);
  }
  const anchors = new Set([...anchorTexts].flatMap((text) => rawWords(normalise(text))));
  return { known, byInitial, anchors, stems: new Set([...known.keys()].map(stem)) };
}

/** `text` as a regular expression matching it literally ("co-pay (10%)" stays that text). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Lower case, compatibility forms folded (full-width letters), curly quotes straightened. */
export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
}

/** Words of letters and digits; "what's" is "what", "don't" is "dont"; hyphenated words split. */
export function rawWords(text: string): string[] {
  return (
    text
      .replace(/'s\b/g, "")
      .replace(/'/g, "")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** Damerau-Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((rows[i - 1]?.[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]?.[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    if (i > 0 && Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** The known word a misspelt one stands for, or the word itself when none is close. */
export function corrected(word: string, lexicon: Lexicon): string {
  if (lexicon.known.has(word) || STOP_WORDS.has(word) || /\d/.test(word)) return word;
  if (word.length === MISSING_LETTER_LENGTH) return withLetterAdded(word, lexicon);
  if (word.length < CORRECT_MIN_LENGTH) return word;
  // A word the synonym layer knows ("copay", "kids") is a member's word, not a slip.
  if (CONTRACTIONS.has(word) || withWording(word) !== word) return word;
  const max = word.length >= TWO_SLIPS_MIN_LENGTH ? 2 : 1;
  let best: { word: string; distance: number; seen: number } | null = null;
  // A slip in the first letter is rare; searching by it keeps a correction cheap.
  for (const candidate of lexicon.byInitial.get(word[0] ?? "") ?? []) {
    if (candidate.length < CORRECT_MIN_LENGTH) continue;
    const d = distance(word, candidate, max);
    if (d > max) continue;
    const seen = lexicon.known.get(candidate) ?? 0;
    if (!best || d < best.distance || (d === best.distance && seen > best.seen))
      best = { word: candidate, distance: d, seen };
  }
  // Another form of a known word is no slip: when the nearest is two slips away ("replaced", a form of
  // "replacement", is not "related"), or is the word with another ending ("return" beside "returns").
  // One slip away otherwise, it still is one ("polices": "policies").
  const inflected = (a: string, b: string) => a.startsWith(b) && stem(a) === stem(b);
  const anotherForm =
    best !== null &&
    ((best.distance > 1 && lexicon.stems.has(stem(word))) || inflected(best.word, word) || inflected(word, best.word));
  if (anotherForm) return word;
  return best?.word ?? word;
}

/** The known five-letter word a four-letter one becomes with one letter added, or the word itself. */
function withLetterAdded(word: string, lexicon: Lexicon): string {
  if (withWording(word) !== word) return word;
  let best: { word: string; seen: number } | null = null;
  for (const candidate of lexicon.byInitial.get(word[0] ?? "") ?? []) {
    // "late" is a word of its own, not "later": only a word of members' requests ("clam": "claim") is a target.
    if (candidate.length !== MISSING_LETTER_LENGTH + 1 || !lexicon.anchors.has(candidate)) continue;
    if (distance(word, candidate, 1) > 1) continue;
    const seen = lexicon.known.get(candidate) ?? 0;
    if (!best || seen > best.seen) best = { word: candidate, seen };
  }
  return best?.word ?? word;
}

export interface Words {
  /** The message's words after corrections, before the wording's words are added. */
  readonly corrected: string;
  /** The message's words after corrections, in order (stop words kept), for phrase rules. */
  readonly text: string;
  /** Each word of `text` in order: its stem, or null for a stop word. */
  readonly order: readonly { readonly word: string; readonly stem: string | null }[];
  /** The member's own words in order (Hindi read as English, none of the wording's added): who owns what. */
  readonly spoken: readonly { readonly word: string; readonly stem: string | null }[];
  /** Stems of the words that carry a topic, without repeats. */
  readonly stems: ReadonlySet<string>;
  /** The member's own words with each known phrase as the wording's words, stemmed: what a terse request asks for. */
  readonly asked: ReadonlySet<string>;
}

/** The message as the planner reads it. */
export function wordsOf(message: string, lexicon: Lexicon): Words {
  const first = rawWords(normalise(message)).slice(0, PLANNED_WORDS_MAX);
  const fixed = first.map((word) => corrected(word, lexicon)).join(" ");
  const text = withWording(fixed);
  const inOrder = (of: string) =>
    rawWords(of).map((word) => ({ word, stem: STOP_WORDS.has(word) ? null : stem(word) }));
  const order = inOrder(text);
  const spoken = inOrder(withHinglish(fixed));
  const stems = new Set(order.flatMap((w) => (w.stem === null ? [] : [w.stem])));
  const asked = new Set(
    rawWords(inWording(fixed))
      .filter((word) => !STOP_WORDS.has(word))
      .map(stem),
  );
  return { corrected: fixed, text, order, spoken, stems, asked };
}
