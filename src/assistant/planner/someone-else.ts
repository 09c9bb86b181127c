/**
 * Someone else's data asked for by a name alone ("kabir ka e-card", "send vikram e-card", "can priya
 * get her own e card", "has Priya claimed"): a person the member names without saying who they are to them, whose card or claims are
 * not the member's to read by name. Pure: no I/O.
 */
import { nameLike, OF, OWNERS, relationOf } from "./person";

/**
 * A card is one person's, unlike the claims on the member's policies (each says whose it is): a word
 * in a name's place beside it, in any case, names its holder. "kabir ka e-card", "kabir's card",
 * "kabirs e card", "send vikram e-card", "e-card for kabir", "health card of Priya".
 */
const CARD = String.raw`(?:e[\s-]?cards?|ecards?|health cards?|cards?)`;
// "kabirs e card": the possessive typed without its apostrophe, too ("cashless card" is no one's: "ss");
// "send vikram e-card": or with none at all, after a word asking for it (not "duplicate e-card").
const NAME_BEFORE_CARD = new RegExp(
  String.raw`\b(?:([a-z]+)(?:\s+k[aie]|['’]s)|([a-z]{2,}[a-rt-z])s|(?<=\b(?:send|show|give|share|download|get|open|need|want|forward)\s+)([a-z]{3,}))\s+${CARD}\b`,
  "gi",
);
/** "Can priya get her own e card", "does vikram have an e-card": a name as the one who gets or holds a card. */
const NAME_GETS_CARD = new RegExp(
  String.raw`\b(?:can|could|does|do|will|did|has|should|is|may)\s+([a-z]+)\s+(?:get|have|has|need|receive|got|use|download|be given)\s+(?:(?:her|his|their|an?|the|own|separate|new|physical|duplicate)\s+){0,3}${CARD}\b`,
  "gi",
);
/** "e-card for kabir", "health card of Priya": not a policy named by its number ("e-card for PRT-40122"). */
const CARD_FOR_NAME = new RegExp(
  String.raw`\b${CARD}\s+(?:for|of)\s+([a-z]+)\b(?!-?\d)(?!\s+(?:hospitals?|clinic)\b)`,
  "gi",
);

/** "Has Vikram made a claim", "did Priya file any claims": a person, by their name, asked about as a claimant. */
const NAME_CLAIMED =
  /\b(?:[Hh]as|[Hh]ave|[Hh]ad|[Dd]id|[Dd]oes|[Ii]s|[Ww]as)\s+([A-Z][a-z]+)\s+(?:claimed|(?:[a-z]+\s+){1,3}claims?)\b/g;
/**
 * "How many claims has Kabir made", "what claims has vikram made": the claims asked of a person by
 * name, in any case (a word the planner knows, or "I", is no name).
 */
const CLAIMS_OF_NAME =
  /\bclaims?\s+(?:has|have|had|did)\s+([a-z]+)\s+(?:made|make|filed|file|raised|raise|submitted|submit|put|got)\b/gi;

/**
 * "kabir's claims", "what did kabir claim for", "has priya claimed": a word in a name's place, in any
 * case, as the owner of claims or as the one who claimed: "claim" as what they did ("did kabir claim for
 * anything"), not as a claim a word describes ("did wrist claim get paid").
 */
const NAME_BEFORE_CLAIMS = /\b([a-z]+)['’]s\s+claims?\b/gi;
const NAME_DID_CLAIM =
  /\b(?:did|has|have|had)\s+([a-z]+)\s+(?:claimed\b|claim(?=\s*(?:$|[?.!,]|(?:for|anything|any|something|on|in|at|last|this|from|under)\b)))/gi;

/**
 * An in-law's card or claims ("my mother in law's e-card", "claims for my father-in-law"): no
 * relation the member's policies list is an in-law, so they are someone else's, "my" or not.
 */
const IN_LAW = String.raw`(?:mother|father|son|daughter|brother|sister)[\s-]in[\s-]laws?`;
const IN_LAW_READ = new RegExp(
  String.raw`\b${IN_LAW}(?:['’]s|\s+k[aie])?\s+(?:e[\s-]?cards?|ecards?|health cards?|cards?|claims?|polic(?:y|ies)|balance|documents?|profile)\b|\b(?:e[\s-]?cards?|ecards?|cards?|claims?)\s+(?:of|for)\s+(?:my\s+|our\s+)?${IN_LAW}\b`,
  "i",
);

/**
 * "Priya ka e-card", "Kabir ki claim", "kabir's card", "e-card for kabir", "how many claims has Kabir made": a person named by name, with no "my" in the
 * message, is someone else's data, like "Asha Rao's claims" (a relation there is the member's own:
 * "biwi ka"). Never the member's own card or claims read in their place.
 */
export function namesSomeoneElse(message: string): boolean {
  if (IN_LAW_READ.test(message)) return true;
  // A card is for whoever follows "for" or "of", "my" or not: "send me my e card for kabir" asks for
  // Kabir's card, never the member's own read in its place.
  if ([...message.matchAll(CARD_FOR_NAME)].some((m) => m[1] !== undefined && nameLike(m[1]))) return true;
  const words = [...message.matchAll(/[A-Za-z]+/g)].map((m) => m[0]);
  if (words.some((word) => OWNERS.has(word.toLowerCase()))) return false;
  const capitalisedBeforeOf = words.some(
    (word, i) =>
      /^[A-Z][a-z]+$/.test(word) &&
      OF.has((words[i + 1] ?? "").toLowerCase()) &&
      nameLike(word) &&
      relationOf(words[i - 1] ?? "") === null,
  );
  const named = [
    ...[...message.matchAll(NAME_BEFORE_CARD)].map((m) => m[1] ?? m[2] ?? m[3]),
    ...[...message.matchAll(CARD_FOR_NAME)].map((m) => m[1]),
    ...[...message.matchAll(NAME_GETS_CARD)].map((m) => m[1]),
    ...[...message.matchAll(NAME_CLAIMED)].map((m) => m[1]),
    ...[...message.matchAll(CLAIMS_OF_NAME)].map((m) => m[1]),
    ...[...message.matchAll(NAME_BEFORE_CLAIMS)].map((m) => m[1]),
    ...[...message.matchAll(NAME_DID_CLAIM)].map((m) => m[1]),
  ];
  return capitalisedBeforeOf || named.some((word) => word !== undefined && nameLike(word));
}
