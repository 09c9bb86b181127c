/**
 * A claim picked out by what it was for or where, not by its number: "status of my knee surgery
 * claim", "the claim at Manipal", "mera dengue wala claim", "settlement amount for the Harbour View
 * claim". The planner cannot know the member's claims, so it keeps the words that describe one (the
 * words just before "claim", or after "claim at/for/from…"), less the words any claim question uses;
 * the composer matches them against each claim's hospital and diagnosis (composer/described-claims.ts).
 * The words are re-read from the message, never stored with the turn. Pure: no I/O.
 */
import type { Reading } from "./classify";
import { EXPLAIN, PROCESS } from "./cues";
import type { MemberTopic, TurnKind } from "./plan";

/** A description is a few words: a treatment ("knee surgery"), a hospital's name ("Sunrise Children's"). */
const DESCRIPTION_WORDS_MAX = 4;

/** Up to four words after `lead` and before "claim" (Hindi's "wala" between them and it, if said). */
const wordsBeforeClaim = (lead: string) =>
  new RegExp(
    String.raw`\b(?:${lead})\s+((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(?:(?:wala|waala|vala|wale|waale|wali|waali)\s+)?claims?\b`,
    "iu",
  );

/** "my knee surgery claim", "mere dengue wala claim", "the Harbour View claim": the words before "claim". */
const BEFORE_CLAIM = wordsBeforeClaim("my|mera|mere|meri|our|hamara|hamare|the|that|this");

/**
 * "How long will vikram's knee claim take": a possessive, then words before "claim" that say what it
 * was for. The name is kept among the words (composer/described-claims.ts matches it against each
 * claim's patient, among the member's own claims only); a possessive alone before "claim" ("kabir's
 * claims") says whose, not which, and is read as someone-else.ts reads it.
 */
const OWNED_BEFORE_CLAIM =
  /\b([\p{L}]+['’]s\s+(?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(?:(?:wala|waala|vala|wale|waale|wali|waali)\s+)?claims?\b/iu;

/**
 * "How much was deducted in vikram claim", "status of kabir claim": the words between a preposition
 * and "claim", read only in a message already about the member's claims ("what is covered in
 * maternity claim" asks the wording).
 */
const AFTER_PREPOSITION = wordsBeforeClaim("in|on|of|about");

/** "show kabir claims", "sunrise claim?": the whole message a word and "claims", as typed on a phone. */
const WORDS_BEFORE_CLAIM_ALONE =
  /^\s*(?:(?:show|list|see|check|get)\s+(?:me\s+)?)?([\p{L}'’-]+)\s+claims?\s*[?.!]*\s*$/iu;

/** "is vikram claim approved", "has sunrise claim been settled": a word or two and "claim", asked of its state. */
const WORDS_BEFORE_CLAIM_STATE =
  /^\s*(?:is|was|has|have|did)\s+((?:[\p{L}'’-]+\s+)?[\p{L}'’-]+)\s+claims?\s+(?:been\s+|got\s+|get\s+)?(?:approved|settled|rejected|paid|cleared|passed|processed|sanctioned)\b/iu;

/**
 * "wrist claim ke liye kya bhejna hai", "knee claim kab tak": a word or two opening the message
 * before "claim", as Hindi puts what a claim is for first; read only in a message already about the
 * member's claims ("explain cashless claim" asks the wording).
 */
const WORDS_OPENING_CLAIM =
  /^\s*((?:[\p{L}'’-]+\s+)?[\p{L}'’-]+)\s+(?:(?:wala|waala|vala|wale|waale|wali|waali)\s+)?claims?\b/iu;

/** Words before "claim" that no "my" or "the" leads: after a preposition, or alone with "claims" or its state. */
function unled(message: string): { after: string | undefined; alone: string | undefined } {
  const alone = WORDS_BEFORE_CLAIM_ALONE.exec(message)?.[1] ?? WORDS_BEFORE_CLAIM_STATE.exec(message)?.[1];
  return { after: AFTER_PREPOSITION.exec(message)?.[1], alone };
}

/** The words before "claim" end in a possessive: they say whose claim it is. */
const POSSESSIVE = /(['’]s|\s(ka|ke|ki))$/i;

/** The words before "claim" end in its subject ("when I", "if we", "the most I can"): "claim" is the verb there. */
const CLAIM_AS_VERB = /\b(i|we|you|they)( (can|could|may|will|would|should|must|shall))?$/i;

/** "the claim at Sunrise Children's hospital", "claim for my knee surgery": the words after it. */
const AFTER_CLAIM =
  /\b(?:my|mera|mere|meri|our|the|that|this)\s+claims?\s+(?:at|from|for|of|with|in|regarding|about)\s+((?:[\p{L}'’-]+\s*){1,4})/iu;

/**
 * "How much did my company policy pay for my appendix surgery": what was paid for a treatment of the
 * member's is the claim for it; the words after "paid for my" describe it, as words before "claim" do.
 * Read only when the message already asks about the member's claims ("will my policy pay for my knee
 * surgery" asks the wording).
 */
const PAID_FOR =
  /\b(?:pay|paid|approve|approved|reimburse|reimbursed|settle|settled|give|gave|given)\s+(?:for|on|towards)\s+(?:my|mera|mere|meri|our|the|that|this)\s+((?:[\p{L}'’-]+\s*){1,4})/iu;

/**
 * Words any claim question uses, which describe no particular claim: the claim's state and amounts,
 * question words, Hindi's particles, the kinds of cover (planner/product-kinds.ts reads those) and
 * relatives (planner/person.ts reads those).
 */
const NOT_DESCRIPTIVE: ReadonlySet<string> = new Set(
  (
    "a an the my mine our your this that these those it its one ones me i we you is was are were be been has have " +
    "had do does did can could will would should to in on at for of from with by and or about regarding any all " +
    "every some each which what whose who when where why how much many please pls kindly tell show check know " +
    "want need give see view get take takes long got latest last most recent newest new old older previous first second third other another " +
    "current open pending approved approval rejected rejection settled settlement submitted filed raised made " +
    "past active denied unpaid ongoing closed outstanding processed cleared both " +
    "under review status details detail amount amounts limit limits period periods rule rules waiting paid payment money refund number no id total documents " +
    "document docs papers deduction deductions deducted cut full fully entire whole complete completely less lesser " +
    "lower partly partial partially short reduced cashless reimbursement insurance health medical " +
    "hospital hospitals hospitalisation hospitalization treatment policy policies plan cover claim claims " +
    "intimation process procedure form file filing lodged update info information still yet so far till now " +
    // What is left after a claim ("how much is left in my policy after my claim"): when, not what it was for.
    "after before left remaining balance " +
    "family floater group corporate company individual personal accident pa shield guard care " +
    "wife husband spouse son daughter child kid kids children father mother dad mom mum papa parents biwi beta " +
    "bete beti pati patni " +
    "mera mere meri hamara hamare ka ke ki ko me mein main hai tha kya kab kitna kitne kitni paisa paise kata " +
    "kaata aur kyun kyon kyu ye yeh woh wo vo uska uski uske iska iski iske wala waala vala wale waale wali waali " +
    "abhi tak batao bataiye dikhao " +
    // Why, asked in other words ("what is the reason my claim is pending"): no claim is for a reason.
    "reason reasons cause explanation " +
    // The insurer's query on a claim and the member's reply ("how do I reply to the query on my claim"): a state, not a subject.
    "query queries queried clarification reply replied respond answer " +
    // What the member paid ("from my pocket", "out of my own pocket"): the claim's deductions, not its subject.
    "pocket pockets own " +
    // What a stay cost ("what did the hospital stay cost me"): every claim is a stay, and has a cost.
    "stay stays admission cost costs costed spend spent expense expenses " +
    // When, which a call-back's words say ("about my claim in the evening"), never what a claim was for.
    "morning afternoon evening night today tomorrow yesterday week month year time asap"
  ).split(" "),
);

/** A word of the message as a description keeps it: lower case, without a possessive's "'s". */
function wordOf(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/['’]s$/, "")
    .replace(/['’-]/g, "");
}

function descriptive(words: string): string[] {
  return words
    .split(/\s+/)
    .map(wordOf)
    .filter((word) => word.length >= 3 && !NOT_DESCRIPTIVE.has(word));
}

/**
 * The words that describe the claim a message is about, in its order; none when it describes no
 * particular claim ("my claim status", "all my claims").
 */
export function claimDescription(message: string, readsClaims: boolean, asksClaims = readsClaims): string[] {
  const unledWords = readsClaims ? unled(message) : null;
  const captured =
    BEFORE_CLAIM.exec(message)?.[1] ??
    OWNED_BEFORE_CLAIM.exec(message)?.[1] ??
    unledWords?.after ??
    unledWords?.alone ??
    (readsClaims ? WORDS_OPENING_CLAIM.exec(message)?.[1] : undefined) ??
    "";
  // "The doctor's claim", "Priya ke claim": whose claim, not which (planner/person.ts, classify.ts).
  // "My bonus when I claim": "claim" after its subject is the verb, and the words before it are no claim's.
  // "My balance and my claims": what comes before "and" is another thing asked, not this claim's description.
  const nearest = captured.split(/\s+(?:and|aur|&)(?:\s+|$)/).at(-1) ?? "";
  const before = POSSESSIVE.test(nearest) || CLAIM_AS_VERB.test(nearest) ? "" : nearest;
  const after = AFTER_CLAIM.exec(message)?.[1] ?? (asksClaims ? PAID_FOR.exec(message)?.[1] : undefined) ?? "";
  const words = [...descriptive(before), ...descriptive(after)];
  return [...new Set(words)].slice(0, DESCRIPTION_WORDS_MAX);
}

/**
 * "Status of vikram claim", "show ongoing claims": a word between a preposition and "claim" (or
 * before "claims" in a message of little more) can leave the message reading as nothing the planner
 * knows. Without it, the message asks about the member's claims, and the word describes which
 * (composer/described-claims.ts), or none ("ongoing"). Null when no such words are there.
 */
export function withoutDescription(message: string, readAsNothing: boolean): string | null {
  // After a preposition, only words that could pick a claim: "tell me about cashless claim" asks the wording.
  // A word that picks no claim ("ongoing") is dropped only from a message read as nothing at all:
  // "cashless claim?" asks the wording.
  const picking = (words: string | undefined) => words !== undefined && descriptive(words).length > 0;
  const { after, alone } = unled(message);
  const words = picking(alone) || (alone !== undefined && readAsNothing) ? alone : picking(after) ? after : undefined;
  // "Kabir's claims" says whose: someone else's, never read as one of the member's (person.ts).
  return words !== undefined && !POSSESSIVE.test(words) ? message.replace(words, " ") : null;
}

/** Whether a reading asks about the member's claims. */
export const readsClaims = (reading: Reading) => reading.kind === "member" && reading.topics.includes("claims");

/** Topics a treatment's or hospital's words bring in by themselves ("knee surgery" is cover's too). */
const BESIDE_CLAIM: ReadonlySet<MemberTopic> = new Set(["cover", "policies", "hospitals", "members", "plan"]);

/**
 * A claim described and asked about ("status of my knee surgery claim", "the claim at Lakeview"): the
 * member's claims, not the wording its treatment's words match nor "nothing asked" for want of "my".
 * How to claim for a treatment ("how do I claim for my knee surgery") stays the wording's, and
 * someone else's claim reads nothing (classify.ts).
 */
export function describedReading(
  reading: Reading,
  lower: string,
  description: readonly string[],
): { kind: TurnKind; topics: readonly MemberTopic[] } | null {
  // "Call me back about my claim in the evening" books a call-back, whatever claim it names.
  if (description.length === 0 || reading.kind === "callback" || reading.someoneElse === true) return null;
  if (PROCESS.test(lower) || EXPLAIN.test(lower)) return null;
  const others = reading.topics.filter((topic) => topic !== "claims" && !BESIDE_CLAIM.has(topic));
  return { kind: "member", topics: ["claims", ...others] };
}

/** "Status of vikram claim" read as "status of claim" when the described words alone hid that. */
export function readingClaimsDescribed(message: string, asTyped: Reading, reread: (text: string) => Reading): Reading {
  const bare =
    readsClaims(asTyped) || asTyped.someoneElse === true ? null : withoutDescription(message, asTyped.kind === "other");
  const without = bare === null ? null : reread(bare);
  return without !== null && readsClaims(without) ? without : asTyped;
}
