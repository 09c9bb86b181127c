/**
 * A relative of the member's, named in a message about a read that is one person's own: an e-card
 * or claims. "My son's e-card", "status of my wife's claim", "my wife Priya's claims", "mere bete ka
 * e-card". The planner cannot know who is insured, so it keeps what was said; the composer matches it
 * against the people insured on the member's own policies (their policy's members list) and answers
 * only about a person found there (composer/person.ts). A name alone, without "my" ("Asha Rao's
 * claims"), is someone else's data and reads nothing (classify.ts). Pure: no I/O.
 */
import { STOP_WORDS } from "./language/words";
import type { PersonAsked, Relation } from "./plan";
import { LEXICON } from "./retrieval";

/** A relation's words, English and as Indian members type Hindi ("mere bete ka e-card"). */
const RELATION_WORDS: readonly (readonly [RegExp, Relation])[] = [
  [/^(wife|husband|spouse|partner|biwi|patni|pati)$/, "spouse"],
  [/^(sons?|beta|bete)$/, "son"],
  [/^(daughters?|beti)$/, "daughter"],
  [/^(kids?|child|children|bachche|bacche|baby)$/, "child"],
  [/^(father|dad|daddy|papa|pitaji)$/, "father"],
  [/^(mother|mom|mum|mummy|maa|mataji)$/, "mother"],
  [/^(parents?)$/, "parent"],
];

/** Who "my" is in English and as Indian members type Hindi. */
const OWNERS: ReadonlySet<string> = new Set("my our mera meri mere hamara hamari hamare".split(" "));
/** "my son", "our little daughter": the relation comes within this many words of "my". */
const RELATION_SPAN = 2;

/** Words that open a question or stand for a thing, never a person ("What's", "policy's"). */
const NOT_NAMES: ReadonlySet<string> = new Set(
  "what where who how when it that there here let he she which today tomorrow yesterday everyone everybody anyone someone somebody one".split(
    " ",
  ),
);

function relationOf(word: string): Relation | null {
  const lower = word.toLowerCase();
  // "my wifes card": a possessive typed without its apostrophe.
  const forms = lower.endsWith("s") ? [lower, lower.slice(0, -1)] : [lower];
  for (const form of forms) {
    const found = RELATION_WORDS.find(([pattern]) => pattern.test(form));
    if (found) return found[1];
  }
  return null;
}

/** A word that can be a person's name: not a word the planner knows, not a common or relation word. */
function nameLike(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    lower.length >= 3 &&
    !NOT_NAMES.has(lower) &&
    !STOP_WORDS.has(lower) &&
    !LEXICON.known.has(lower) &&
    relationOf(lower) === null
  );
}

/** The relative the message names ("my son", "my wife Priya"), or null when it names none. */
export function personAsked(message: string): PersonAsked | null {
  let relation: Relation | null = null;
  let name: string | null = null;
  // Words with a possessive kept apart: "my wife Priya's claims" -> my, wife, Priya, claims.
  const words = [...message.matchAll(/([A-Za-z]+)(?:['’]s\b)?/g)].map((m) => m[1] ?? "");
  for (const [i, word] of words.entries()) {
    if (!OWNERS.has(word.toLowerCase())) continue;
    const at = words.slice(i + 1, i + 1 + RELATION_SPAN).findIndex((w) => relationOf(w) !== null);
    if (at < 0) continue;
    relation = relationOf(words[i + 1 + at] ?? "");
    // "my son Kabir", "my wife Priya's claim": the name right after the relation.
    const next = words[i + 2 + at];
    if (next !== undefined && /^[A-Z][a-z]+$/.test(next) && nameLike(next)) name = next;
    break;
  }
  return relation === null ? null : { relation, name };
}
