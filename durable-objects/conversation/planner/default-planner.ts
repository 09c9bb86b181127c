/**
 * The default planner: deterministic code that routes a message by retrieval (retrieval.ts): every
 * intent is scored against the message, and so is every section of the policy corpus. An intent
 * about the member's own data needs the message to be about the member (my, mine, "do I have", a
 * claim number or policy they name), or to be a terse request for something only a member has;
 * a message about someone else's data reads nothing. Member intents plus a good corpus match are
 * mixed; a corpus match alone is knowledge (mixed when the member says it is about their policy);
 * nothing at all is other, answered with what the assistant can do. Pure: no I/O, no clock.
 */
import {
  extractCallback,
  extractCity,
  extractClaims,
  extractHospitalIds,
  extractPinCode,
  knowledgeQueryOf,
} from "./extract";
import { INTENTS, type Intent, isMemberTopic } from "./intents";
import { wordingAdded } from "./language/synonyms";
import { normalise, rawWords, type Words, wordsOf } from "./language/words";
import type { MemberTopic, Plan, Planner, StoredPlan, TurnKind } from "./plan";
import { intentIdf, LEXICON, matchCorpus, namesGlossaryTerm, scoreIntents, strengthOf, topStrength } from "./retrieval";
import { suggestionsFor } from "./suggestions";

/** An intent whose score reaches this is asked about (one distinctive word, or two shared ones). */
const INTENT_THRESHOLD = 1.5;
/** The best corpus section must score this, with at least one word this rare, to be a match. */
const KNOWLEDGE_THRESHOLD = 2.6;
const KNOWLEDGE_SHARPEST_MIN = 1.5;
/** A message of this many topic words or fewer is terse: "balance?", "e-card", "claim status". */
const TERSE_STEMS_MAX = 3;

/** The whole message is about the member: "do I have", "am I covered", "send me", a policy they name. */
const ABOUT_ME =
  /\b(do i have|have i|am i|did i|i have|i had|i hold|i got)\b|\b(send|show|give|email|mail|share|tell) me\b|\bfor me\b|\b(on|in|under) my (account|name)\b/;
/** A word that makes the words after it the member's own: "my claim", "our policy". */
const OWNER = /^(my|mine|our|ours|myself)$/;
/** How many words after "my" still belong to it: "my most recent hospital claim". */
const OWNED_SPAN_WORDS = 5;

/** Someone else's data: "Asha Rao's claims", "every member's policies", "my neighbour's claim". */
const SOMEONE_ELSE =
  /\b(every|all|other|another|any) (members?|customers?|users?|people|persons?)\b|\b(someone|somebody|anyone|everyone|everybody) ?else\b|\b(everyone|everybody|anyone)'?s\b|\bmy (neighbou?r|friend|colleague|boss|manager|cousin|uncle|aunt)'s\b/;
/** A capitalised name's possessive, other than words that open a question ("What's", "It's"). */
const NAMED_POSSESSIVE =
  /\b(?!(?:What|Where|Who|How|When|It|That|There|Here|Let|He|She|Which)['’]s)[A-Z][a-z]+(?: [A-Z][a-z]+)?['’]s\b/;

/** The member names their policy, plan or insurance: a wording question about it is mixed. */
const POLICY_WORDS = /\b(polic(y|ies)|plans?|insurance|cover(age)?|insured)\b/;
const THEIR_POLICY = /\b(my|our)\s+(\w+\s+){0,2}(polic(y|ies)|plans?|insurance|cover(age)?)\b/;

/** What the member reads as self-identification, not a request: "my number is 98…". */
const SELF_IDENTIFICATION = /\bmy (mobile |phone |contact )?(number|no|name) is\b[^,.?!]*[,.?!]?|\b\d{7,}\b/gi;

const PORTAL_REF = /\bPRT-\d{5}\b/i;

/** Intents a terse message may ask for without saying "my": only a member has them. */
const OWN_BY_NATURE: ReadonlySet<Intent> = new Set(["balance", "ecard", "profile", "claims"]);

/** Topics that need a portal; when one is asked, listing the policies adds nothing. */
const PORTAL_TOPICS: ReadonlySet<MemberTopic> = new Set(["plan", "cover", "balance", "members", "documents", "ecard"]);

const SETTLEMENT =
  /\b(when|how long|how soon|by when|what date)\b.*\b(settle|settled|settlement|paid|payout|reimbursed|credited)\b/;

/** With a named claim: asking about more than its status, which only get_claim_details answers. */
const CLAIM_DETAILS =
  /\b(deduct\w*|cut|breakdown|details?|discharged?|diagnos\w*|admission|admitted|amounts?|how much|documents?)\b/;

/** Documents a claim received (or still needs): the claim's, not the policy's documents. */
const CLAIM_DOCUMENTS =
  /\bdocuments?\b.*\b(received|submitted|sent|pending|missing|got)\b|\b(received|submitted|got)\b.*\bdocuments?\b/;

/** A definition question is searched as it is: the search quotes the glossary for it. */
const DEFINITION =
  /^\s*(what(\s+is|\s+are|\s+does|'s)\s+(an?\s+)?[\w\s-]{1,40}(mean|means)?\s*\??|define\s.+|meaning of\s.+|[\w\s-]{1,30}\s+meaning\s*\??)$/i;

/** A word an intent owns outright (in its examples), not only through a tool's description. */
const OWNED_STRENGTH = 0.7;
/** A word shared by most intents ("policy") tells none of them apart: below this idf it is not distinctive. */
const DISTINCTIVE_IDF = 1;
/** A word is distinctive for every intent that owns it nearly as firmly as its strongest owner. */
const OWNER_MARGIN = 0.15;
/**
 * Relations ("my wife", "my kids") say who, and "covered on my plan" says what: neither asks who is
 * insured, so the members intent needs a word of its own beside them ("who", "members", "insured").
 */
const RELATIONS = ["spous", "children", "dependent", "famil", "father", "mother", "parent"];
const POLICY_STEMS = ["cover", "plan", "polic", "insuranc"];
const NOT_MEMBERS_ALONE: ReadonlySet<string> = new Set([...RELATIONS, ...POLICY_STEMS]);

/** "Is my wife on my policy?": a relation and the member's own policy together do ask who is insured. */
function relationOnPolicy(stems: ReadonlySet<string>, theirPolicy: boolean): boolean {
  return theirPolicy && RELATIONS.some((s) => stems.has(s)) && POLICY_STEMS.some((s) => stems.has(s));
}

interface Reading {
  readonly kind: TurnKind;
  readonly topics: readonly MemberTopic[];
  readonly suggestions: readonly string[];
  /** The message's words with misspellings corrected, or null when none was. */
  readonly corrected?: string | null;
  /** The corpus section that matched best, when one matched well: it steers the wording search. */
  readonly section?: string | null;
}

/** Whether "my"/"our" comes shortly before a word the intent owns. */
function ownedByMember(intent: Intent, words: Words): boolean {
  let lastOwner = -Infinity;
  for (const [i, w] of words.order.entries()) {
    if (OWNER.test(w.word)) lastOwner = i;
    else if (w.stem !== null && i - lastOwner <= OWNED_SPAN_WORDS && strengthOf(intent, w.stem) >= OWNED_STRENGTH) {
      return true;
    }
  }
  return false;
}

/**
 * Intents in order of score, each taking the words it owns: the best first, then the next best on
 * the words left over, so a word shared by several intents ("cover") speaks for one of them only.
 */
function rankIntents(stems: ReadonlySet<string>, theirPolicy: boolean): { intent: Intent; score: number }[] {
  const ranked: { intent: Intent; score: number }[] = [];
  let left = new Set(stems);
  for (;;) {
    const scores = scoreIntents(left);
    // An intent is asked only with a word it owns outright that few other intents share.
    const distinctive = (intent: Intent) =>
      [...left].some(
        (s) =>
          strengthOf(intent, s) >= OWNED_STRENGTH &&
          strengthOf(intent, s) >= topStrength(s) - OWNER_MARGIN &&
          intentIdf(s) >= DISTINCTIVE_IDF &&
          (intent !== "members" || !NOT_MEMBERS_ALONE.has(s) || relationOnPolicy(left, theirPolicy)),
      );
    const best = [...scores]
      .filter(([intent]) => !ranked.some((r) => r.intent === intent) && distinctive(intent))
      .sort((a, b) => b[1] - a[1])[0];
    if (!best || best[1] < INTENT_THRESHOLD) return ranked;
    ranked.push({ intent: best[0], score: best[1] });
    left = new Set([...left].filter((s) => strengthOf(best[0], s) < OWNED_STRENGTH));
  }
}

function read(message: string, named: { claims: number; hospitals: number; place: boolean }): Reading {
  const cleaned = message.replace(SELF_IDENTIFICATION, " ");
  const words = wordsOf(cleaned, LEXICON);
  const corrected = words.corrected === rawWords(normalise(cleaned)).join(" ") ? null : words.corrected;
  return { ...classify(words, cleaned, named), corrected };
}

function classify(
  words: Words,
  cleaned: string,
  named: { claims: number; hospitals: number; place: boolean },
): Reading {
  const lower = words.text;
  const someoneElse =
    SOMEONE_ELSE.test(normalise(cleaned)) || (NAMED_POSSESSIVE.test(cleaned) && !/\bmy\b/.test(lower));
  const aboutMe = (ABOUT_ME.test(lower) || PORTAL_REF.test(cleaned)) && !someoneElse;
  // Someone else's data is not this member's to read, and not a question the wording answers.
  if (someoneElse) return { kind: "other", topics: [], suggestions: suggestionsFor(new Map(), []) };
  const ranked = rankIntents(words.stems, THEIR_POLICY.test(lower));
  const asked = (intent: Intent) => ranked.some((r) => r.intent === intent);
  // A call-back is a write: it needs the request itself ("call me back", "talk to a person"), not a word.
  if (asked("callback") && words.stems.has("callback")) return { kind: "callback", topics: [], suggestions: [] };

  // "e-card", "balance?", "claim status": a terse request made only of an intent's own words.
  const terse = (intent: Intent) =>
    words.stems.size <= TERSE_STEMS_MAX &&
    [...words.stems].every((s) => s.length <= 2 || strengthOf(intent, s) >= OWNED_STRENGTH);
  const personal = (intent: Intent) => !someoneElse && (aboutMe || ownedByMember(intent, words));
  const wanted = (intent: Intent): boolean => {
    if (someoneElse || !isMemberTopic(intent)) return false;
    if (intent === "claims" && named.claims > 0) return true;
    if (intent === "hospitals" && (named.hospitals > 0 || (asked(intent) && named.place))) return true;
    if (!asked(intent)) return false;
    return personal(intent) || (terse(intent) && OWN_BY_NATURE.has(intent));
  };
  const chosen = INTENTS.filter(wanted).filter(isMemberTopic);
  let topics = chosen;
  if (topics.some((topic) => PORTAL_TOPICS.has(topic))) topics = topics.filter((topic) => topic !== "policies");
  // "Which documents have you received for my claim?" asks about the claim, not the policy's documents.
  if (topics.includes("claims") && CLAIM_DOCUMENTS.test(lower)) topics = topics.filter((t) => t !== "documents");

  // Words a member intent owns outright say nothing more about the wording ("co-pay on my plan").
  // A claim or hospital named by its id is about that claim or hospital, whatever else it says.
  const owners: readonly Intent[] = named.claims + named.hospitals > 0 ? ranked.map((r) => r.intent) : chosen;
  const owned = new Set(
    [...words.stems].filter((s) => owners.some((intent) => strengthOf(intent, s) >= OWNED_STRENGTH)),
  );
  const corpus = matchCorpus(words.stems, owned);
  const glossary = namesGlossaryTerm(words.stems) && topics.length === 0;
  // "What's a floater?": a definition question about a word the wording uses is a wording question.
  const defines = DEFINITION.test(normalise(cleaned)) && corpus.sharpest >= KNOWLEDGE_SHARPEST_MIN;
  const knowledge =
    (corpus.score >= KNOWLEDGE_THRESHOLD && corpus.sharpest >= KNOWLEDGE_SHARPEST_MIN) ||
    ((glossary || defines) && corpus.score > 0);
  // "policy list": a terse mention of policies, and nothing the wording answers, asks for the member's own.
  const terseAboutPolicies = words.stems.size <= TERSE_STEMS_MAX && !knowledge;
  const aboutTheirPolicy = THEIR_POLICY.test(lower) || ((aboutMe || terseAboutPolicies) && POLICY_WORDS.test(lower));

  const section = knowledge ? (corpus.headings[0] ?? null) : null;
  if (topics.length > 0) return { kind: knowledge ? "mixed" : "member", topics, suggestions: [], section };
  // A wording question about "my policy": the member's policies and benefits beside the wording.
  if (knowledge && aboutTheirPolicy) return { kind: "mixed", topics: ["policies", "cover"], suggestions: [], section };
  if (knowledge) return { kind: "knowledge", topics: [], suggestions: [], section };
  if (aboutTheirPolicy) return { kind: "member", topics: ["policies"], suggestions: [] };
  return { kind: "other", topics: [], suggestions: suggestionsFor(scoreIntents(words.stems), corpus.headings) };
}

/** The question for the wording search: the member's words (spelling corrected), the wording's words beside them. */
function knowledgeQuery(message: string, section: string | null): string | null {
  const query = knowledgeQueryOf(message);
  if (query === null || DEFINITION.test(query)) return query;
  const lower = query.toLowerCase();
  const added = wordingAdded(lower).filter((w) => !lower.includes(w));
  // The heading of the section retrieval matched best: the search weighs a heading's words most.
  const heading = section !== null && !lower.includes(section.toLowerCase()) ? [section] : [];
  return knowledgeQueryOf([query, ...added, ...heading].join(" "));
}

export function planMessage(message: string): Plan {
  const lower = message.toLowerCase();
  const claims = extractClaims(message);
  const hospitalIds = extractHospitalIds(message);
  const pinCode = extractPinCode(message);
  const city = extractCity(message);
  const asksSettlementDate = SETTLEMENT.test(lower);
  const reading = read(message, {
    claims: claims.length,
    hospitals: hospitalIds.length,
    place: pinCode !== null || city !== null,
  });
  const { kind, topics } = reading;
  const searches = kind === "knowledge" || kind === "mixed";
  const asksClaims = topics.includes("claims");
  return {
    kind,
    topics,
    pinCode: topics.includes("hospitals") ? pinCode : null,
    city: topics.includes("hospitals") ? city : null,
    callback: kind === "callback" ? extractCallback(message) : null,
    asksSettlementDate,
    claims: asksClaims ? claims : [],
    claimDetails: asksClaims && claims.length > 0 && CLAIM_DETAILS.test(lower) && !onlyStatus(lower),
    hospitalIds: topics.includes("hospitals") ? hospitalIds : [],
    knowledgeQuery: searches ? knowledgeQuery(reading.corrected ?? message, reading.section ?? null) : null,
    suggestions: reading.suggestions,
  };
}

/** "Which documents have you received for my claim" asks for details; "status and documents" too. */
function onlyStatus(lower: string): boolean {
  return /\bstatus\b/.test(lower) && !CLAIM_DOCUMENTS.test(lower) && !/\bdeduct|\bcut\b|how much/.test(lower);
}

export const defaultPlanner: Planner = {
  async plan(message) {
    return planMessage(message);
  },
  async recall(stored: StoredPlan, message: string) {
    const fresh = planMessage(message);
    const claims = stored.topics.includes("claims");
    return {
      ...stored,
      claims: claims ? fresh.claims : [],
      claimDetails: claims && fresh.claimDetails === true,
      hospitalIds: stored.topics.includes("hospitals") ? (fresh.hospitalIds ?? []) : [],
      knowledgeQuery: fresh.knowledgeQuery,
      suggestions: fresh.suggestions ?? [],
    };
  },
};
