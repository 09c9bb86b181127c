/**
 * A relative of the member's, named in a message about a read that is one person's own: an e-card
 * or claims. "My son's e-card", "status of my wife's claim", "my wife Priya's claims", "mere bete ka
 * e-card", "biwi ka claim". The planner cannot know who is insured, so it keeps what was said; the composer matches it
 * against the people insured on the member's own policies (their policy's members list) and answers
 * only about a person found there (composer/person.ts). A name alone, without "my" ("Asha Rao's
 * claims"), is someone else's data and reads nothing (someone-else.ts, classify.ts). Pure: no I/O.
 */
import { wordingAdded } from "./language/synonyms";
import { STOP_WORDS } from "./language/words";
import type { Gender, PersonAsked, Relation, RelativeAsked } from "./plan";
import { LEXICON } from "./retrieval";

/** A relation's words, English and as Indian members type Hindi ("mere bete ka e-card"). */
const RELATION_WORDS: readonly (readonly [RegExp, Relation])[] = [
  [/^(wife|husband|hubby|spouse|partner|biwi|patni|pati)$/, "spouse"],
  [/^(sons?|beta|bete)$/, "son"],
  [/^(daughters?|beti)$/, "daughter"],
  [/^(kids?|child|children|bachche|bacche|bacha|baccha|bachcha|bachi|bacchi|baby)$/, "child"],
  [/^(father|dad|daddy|papa|pitaji)$/, "father"],
  [/^(mother|mom|mum|mummy|maa|mataji)$/, "mother"],
  [/^(parents?)$/, "parent"],
  [/^(family|families|parivar|pariwar)$/, "family"],
];

/** The spouse's words that say which: "my wife", "meri biwi" is a woman, "my husband", "mere pati" a man. */
const SPOUSE_GENDERS: readonly (readonly [RegExp, Gender])[] = [
  [/^(wife|wives|wifes?|biwi|patni)$/, "female"],
  [/^(husbands?|hubby|pati)$/, "male"],
];

/** The gender a spouse's word names, if it names one ("wife"); none for "spouse" or "partner". */
function genderOf(word: string): Gender | null {
  const lower = word.toLowerCase();
  return SPOUSE_GENDERS.find(([pattern]) => pattern.test(lower))?.[1] ?? null;
}

/** "My family floater", "our family shield": a product's name, not the member's relatives. */
const FAMILY_PRODUCT = /^(floaters?|shields?|plans?|polic(y|ies)|insurance|covers?|mediclaim|care)$/i;

/** Who "my" is in English and as Indian members type Hindi. */
export const OWNERS: ReadonlySet<string> = new Set("my our mera meri mere hamara hamari hamare".split(" "));
/**
 * Hindi's possessive after a relation ("biwi ka claim", "bete ki e-card"): a member speaks of their
 * own wife or son so, without "meri"; a relation is not a name, so nobody else's data is asked for.
 */
export const OF: ReadonlySet<string> = new Set("ka ki ke".split(" "));
/** "my son", "our little daughter": the relation comes within this many words of "my". */
const RELATION_SPAN = 2;

/** Words that open a question or stand for a thing, never a person ("What's", "policy's"). */
const NOT_NAMES: ReadonlySet<string> = new Set(
  (
    "what where who how when it that there here let he she which today tomorrow yesterday everyone everybody anyone someone somebody one " +
    // Hindi's pronouns before "ka": "aap ka", "uska", "is ka".
    "aap aapka is us iss uss un in kis jis sab har " +
    // Where a card is sent or shown: "e-card for whatsapp", "card ka pdf".
    "whatsapp pdf print printout email mail sms phone mobile office hr travel " +
    // Which copy of a card: "send duplicate e-card", "download physical card".
    "duplicate physical digital printed soft hard original fresh updated latest copy"
  ).split(" "),
);

/**
 * The relation the word at `at` names, unless it is a product's name ("family floater") or half of an
 * in-law ("my mother in law" is not the member's mother; no relation here names an in-law).
 */
function relationAt(words: readonly string[], at: number): Relation | null {
  const relation = relationOf(words[at] ?? "");
  if (/^in$/i.test(words[at + 1] ?? "") && /^laws?\b/i.test(words[at + 2] ?? "")) return null;
  return relation === "family" && FAMILY_PRODUCT.test(words[at + 1] ?? "") ? null : relation;
}

/** Whether a word names one of the member's relatives ("wife", "sons", "bete"), in any case. */
export function isRelationWord(word: string): boolean {
  return relationOf(word) !== null;
}

export function relationOf(word: string): Relation | null {
  const lower = word.toLowerCase();
  // "my wifes card": a possessive typed without its apostrophe.
  const forms = lower.endsWith("s") ? [lower, lower.slice(0, -1)] : [lower];
  for (const form of forms) {
    const found = RELATION_WORDS.find(([pattern]) => pattern.test(form));
    if (found) return found[1];
  }
  return null;
}

/**
 * The message with each relative the member names ("my wife", "mere papa ke") put as "me": what is
 * left asks what it would of the member's own, whoever it is for.
 */
export function withoutRelatives(message: string): string {
  const parts = message.split(/(\s+)/);
  const bare = (part: string | undefined) => (part ?? "").replace(/['’]s$/, "").replace(/[^\p{L}]+$/u, "");
  for (let i = 0; i + 2 < parts.length; i += 2) {
    const word = bare(parts[i + 2]);
    if (OWNERS.has((parts[i] ?? "").toLowerCase()) && relationAt([word, bare(parts[i + 4])], 0) !== null) {
      // "my son Kabir": his name is him too, as personAsked reads it.
      const name = bare(parts[i + 4]);
      const named = /^[A-Z][a-z]+$/.test(name) && nameLike(name);
      const last = named ? i + 4 : i + 2;
      // "my son's balance" is "my balance"; "covered for my son" is "covered for me".
      const possessive = /['’]s\b/.test(parts[last] ?? "");
      parts[i] = possessive ? "my" : "me";
      for (let k = i + 1; k < last; k++) parts[k] = "";
      // The relation goes whole; after a name, what follows it stays ("Kabir?" leaves "?").
      parts[last] = named ? (parts[last] ?? "").slice(name.length).replace(/^['’]s/, "") : "";
    }
  }
  return parts.join("");
}

/**
 * A word shaped like a medical term, which no lexicon lists whole: an inflammation ("appendicitis"), a
 * repair or removal ("angioplasty", "tonsillectomy"), a scan, a therapy, a disorder ("glaucoma"). Asked
 * "is appendicitis covered", it is the treatment's cover, not a person's; and treatments everyone
 * names by a short word ("lasik", "bypass").
 */
const MEDICAL_WORD =
  /^(?:.{3,}(?:itis|plasty|ectomy|ostomy|otomy|scopy|pathy|algia|aemia|emia|iasis|graphy|therapy)|.{4,}(?:osis|oma)|lasik|bypass|botox|stent|implants?)$/;

/** A word that can be a person's name: not a word the planner knows, not a common or relation word. */
export function nameLike(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    lower.length >= 3 &&
    !MEDICAL_WORD.test(lower) &&
    !NOT_NAMES.has(lower) &&
    !STOP_WORDS.has(lower) &&
    !LEXICON.known.has(lower) &&
    relationOf(lower) === null
  );
}

/** Joins one thing asked to another: "my son's card and my own", "meri aur meri biwi ki claims". */
const AND: ReadonlySet<string> = new Set("and aur plus also".split(" "));
/** The member themself beside a conjunct: "and mine", "and me", "my own and my wife's". */
const SELF_WORDS: ReadonlySet<string> = new Set("me mine myself i own mujhe khud apna apni apne".split(" "));

/** The relation within RELATION_SPAN words after the owner word at `at`, and where it is. */
function relationAfter(words: readonly string[], at: number): { relation: Relation; index: number } | null {
  for (let i = at + 1; i <= at + RELATION_SPAN && i < words.length; i++) {
    const relation = relationAt(words, i);
    if (relation !== null) return { relation, index: i };
  }
  return null;
}

/** "biwi ka", "bete ki": the relation at `at`, when Hindi's possessive follows it. */
function ownPossessive(words: readonly string[], at: number): { relation: Relation; index: number } | null {
  const relation = relationAt(words, at);
  return relation !== null && OF.has((words[at + 1] ?? "").toLowerCase()) ? { relation, index: at } : null;
}

/**
 * Whether the member asks about themself too, beside a conjunct: "my husband's claim and my own",
 * "my wife and my claim status", "mine and my son's e-card". An owner word next to the conjunct
 * whose words name no relative ("my claim") is the member's own.
 */
function selfBeside(words: readonly string[]): boolean {
  const lower = words.map((w) => w.toLowerCase());
  const ownerWithoutRelative = (at: number) =>
    at >= 0 && OWNERS.has(lower[at] ?? "") && relationAfter(words, at) === null;
  return lower.some((word, j) => {
    if (!AND.has(word)) return false;
    if (SELF_WORDS.has(lower[j + 1] ?? "") || SELF_WORDS.has(lower[j - 1] ?? "")) return true;
    if (ownerWithoutRelative(j + 1)) return true;
    // "my claim and my wife's claim": the nearest owner before the conjunct.
    const before = lower.slice(Math.max(0, j - 3), j).findLastIndex((w) => OWNERS.has(w));
    return before >= 0 && ownerWithoutRelative(Math.max(0, j - 3) + before);
  });
}

/**
 * The relatives the message names ("my son", "my wife Priya", "my son and my husband"), or null
 * when it names none; the first leads, the others follow in `more`, and `self` marks the member's
 * own asked about beside them ("my husband's claim and my own").
 */
export function personAsked(message: string): PersonAsked | null {
  // Words with a possessive kept apart: "my wife Priya's claims" -> my, wife, Priya, claims.
  const words = [...message.matchAll(/([A-Za-z]+)(?:['’]s\b)?/g)].map((m) => m[1] ?? "");
  const asked: RelativeAsked[] = [];
  for (const [i, word] of words.entries()) {
    const after = OWNERS.has(word.toLowerCase()) ? relationAfter(words, i) : ownPossessive(words, i);
    if (after === null) continue;
    // "my son Kabir", "my wife Priya's claim": the name right after the relation.
    const next = words[after.index + 1];
    const name = next !== undefined && /^[A-Z][a-z]+$/.test(next) && nameLike(next) ? next : null;
    const gender = after.relation === "spouse" ? genderOf(words[after.index] ?? "") : null;
    if (!asked.some((x) => x.relation === after.relation && x.name === name))
      asked.push({ relation: after.relation, name, ...(gender !== null ? { gender } : {}) });
    // "my mom and dad", "my wife and son": a relation joined to the one "my" names is the member's too.
    const joined = AND.has((words[after.index + 1] ?? "").toLowerCase()) ? relationAt(words, after.index + 2) : null;
    const joinedGender = joined === "spouse" ? genderOf(words[after.index + 2] ?? "") : null;
    if (joined !== null && !asked.some((x) => x.relation === joined && x.name === null))
      asked.push({ relation: joined, name: null, ...(joinedGender !== null ? { gender: joinedGender } : {}) });
  }
  const [first, ...more] = asked;
  if (first === undefined) return namedAlone(message);
  return { ...first, ...(more.length > 0 ? { more } : {}), ...(selfBeside(words) ? { self: true as const } : {}) };
}

/**
 * "Is Kabir covered under my policy", "how much is left for Priya": a person named by name alone, as
 * the one insured or the one a balance is for. A name is not a relation, so it stands for whoever of
 * the member's insured people bears it (composer/person.ts matches by name); a word the planner knows
 * ("Is Maternity covered") is no name.
 */
const INSURED = String.raw`(?:also\s+)?(?:covered|insured|included|enrolled|listed)`;
const NAME_INSURED = new RegExp(String.raw`\b(?:[Ii]s|[Aa]re|[Ww]as)\s+([A-Z][a-z]+)\s+${INSURED}\b`);
const BALANCE_FOR = String.raw`\b(?:left|remaining|balance|available)\s+(?:for|of)\s+`;
const NAME_BALANCE = new RegExp(String.raw`${BALANCE_FOR}([A-Z][a-z]+)\b`);
/** The same typed in lower case, the word last: "how much cover is left for vikram" (or "… for dengue"). */
const WORD_BALANCE_LAST = new RegExp(String.raw`${BALANCE_FOR}([a-z]+)\s*[?.!]*\s*$`);
/**
 * The same question as the whole message, typed in lower case as on a phone ("is priya covered"):
 * a word the planner does not know, asked about alone, is read as a name too (else as a treatment).
 */
const NAME_INSURED_ALONE = new RegExp(String.raw`^\s*(?:is|are|was)\s+([a-z]+)\s+${INSURED}\s*[?.!]*\s*$`, "i");
/**
 * The same asked of one of the member's policies, in any case ("is vikram covered under my PA policy"),
 * or what only a person does with it ("can priya use my policy", "can kabir claim under our plan"). The
 * word is a name only if the wording has no words for it asked alone ("is dengue covered under my policy"
 * is any illness's).
 */
const NAME_ON_POLICY = new RegExp(
  String.raw`^\s*(?:is|are|was)\s+([a-z]+)\s+${INSURED}\s+(?:under|on|in|by|with|through)\s+(?:my|our)\b`,
  "i",
);
const NAME_USES_POLICY =
  /^\s*(?:can|could|may|will)\s+([a-z]+)\s+(?:also\s+)?(?:use|claim\s+(?:on|under|from|with)|(?:be|get)\s+covered\s+(?:by|under|on|in))\s+(?:my|our)\b/i;
/** A name typed in lower case, as a name is written: "priya" is Priya. */
const capitalisedName = (word: string) => `${word[0]?.toUpperCase() ?? ""}${word.slice(1).toLowerCase()}`;

function namedAlone(message: string): PersonAsked | null {
  const alone = NAME_INSURED_ALONE.exec(message)?.[1];
  // A question the wording has words for ("is dengue covered" is any illness's) asks about that, not a name.
  if (alone !== undefined && nameLike(alone) && wordingAdded(message.toLowerCase()).length === 0) {
    return { relation: "family", name: capitalisedName(alone), nameOnly: true, askedAlone: true };
  }
  const uses = NAME_USES_POLICY.exec(message)?.[1];
  const word = uses ?? NAME_ON_POLICY.exec(message)?.[1];
  if (word !== undefined && nameLike(word) && wordingAdded(`is ${word.toLowerCase()} covered`).length === 0) {
    const name = capitalisedName(word);
    // Using a policy, as the whole question, asks only whether they are on it.
    return uses === undefined
      ? { relation: "family", name, nameOnly: true }
      : { relation: "family", name, nameOnly: true, askedAlone: true, acts: true };
  }
  const name = (NAME_INSURED.exec(message) ?? NAME_BALANCE.exec(message))?.[1];
  if (name !== undefined) return nameLike(name) ? { relation: "family", name, nameOnly: true } : null;
  const last = WORD_BALANCE_LAST.exec(message)?.[1];
  return last !== undefined && nameLike(last)
    ? { relation: "family", name: capitalisedName(last), nameOnly: true, guessed: true }
    : null;
}

/** A relation's words in a possessive before what a policy is called ("husband Vikram's policy", "biwi ki policy"). */
const RELATIVES_POLICY = new RegExp(
  "\\b(wife|husband|hubby|spouse|partner|sons?|daughters?|kids?|child|children|father|dad|mother|mom|mum|parents?|biwi|patni|pati|beta|bete|beti|maa|mummy|papa)" +
    // "husband's", "husband Vikram's", "husband's and my", "biwi ki": then what a policy is called.
    "(?:['’]?s)?(?: and (?:my|our))?(?: [a-z]+['’]s)?(?: k[aie])? (polic(y|ies)|plans?|insurance)\\b",
);
/** Which policy someone of the member's is on: "which policy is my son on", "which plan covers my wife". */
const WHICH_POLICY_IS = /\bwhich (polic(y|ies)|plans?|insurance) (is|are|covers?|has) (my|our) /;

/**
 * Whether the message asks about a relative's own policy, not about putting them on one (that is the
 * wording's enrolment rules): which policy they are on, in so many words, or their policy named
 * beside what only the policy holds (`aboutPolicy`: its number, its details), not "does my wife's
 * policy cover maternity", which asks what it pays for.
 */
export function asksRelativePolicy(lower: string, aboutPolicy: boolean): boolean {
  return WHICH_POLICY_IS.test(lower) || (aboutPolicy && RELATIVES_POLICY.test(lower));
}
