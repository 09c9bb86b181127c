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
import { type Words, wordsOf } from "./language/words";
import type { MemberTopic, Plan, Planner, StoredPlan, TurnKind } from "./plan";
import { LEXICON, matchCorpus, namesGlossaryTerm, scoreIntents, strengthOf } from "./retrieval";
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
  /\b(do i have|have i|am i|did i|i have|i had|i hold|i got)\b|\b(send|show|give|email|mail|share|tell) me\b|\bfor me\b/;
/** A word that makes the words after it the member's own: "my claim", "our policy". */
const OWNER = /^(my|mine|our|ours|myself)$/;
/** How many words after "my" still belong to it: "my most recent hospital claim". */
const OWNED_SPAN_WORDS = 5;

/** Someone else's data: "Asha Rao's claims", "every member's policies", "my neighbour's claim". */
const SOMEONE_ELSE =
  /\b(every|all|other|another|any) (members?|customers?|users?|people|persons?)\b|\b(someone|somebody|anyone|everyone|everybody) ?else\b|\b(everyone|everybody|anyone)'?s\b|\bmy (neighbou?r|friend|colleague|boss|manager|cousin|uncle|aunt)'?s?\b/;
/** A capitalised name's possessive, other than words that open a question ("What's", "It's"). */
const NAMED_POSSESSIVE =
  /\b(?!(?:What|Where|Who|How|When|It|That|There|Here|Let|He|She|Which)['’]s)[A-Z][a-z]+(?: [A-Z][a-z]+)?['’]s\b/;

/** The member names their policy, plan or insurance: a wording question about it is mixed. */
const POLICY_WORDS = /\b(polic(y|ies)|plans?|insurance|cover(age)?|insured)\b/;

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
const DEFINITION = /^\s*(what\s+(is|are|does)\s+(an?\s+)?[\w\s-]{1,40}(mean)?\s*\??|define\s.+|meaning of\s.+)$/i;

/** A word an intent owns outright (in its examples), not only through a tool's description. */
const OWNED_STRENGTH = 0.7;

interface Reading {
  readonly kind: TurnKind;
  readonly topics: readonly MemberTopic[];
  readonly suggestions: readonly string[];
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
function rankIntents(stems: ReadonlySet<string>): { intent: Intent; score: number }[] {
  const ranked: { intent: Intent; score: number }[] = [];
  let left = new Set(stems);
  for (;;) {
    const scores = scoreIntents(left);
    const best = [...scores]
      .filter(([intent]) => !ranked.some((r) => r.intent === intent))
      .sort((a, b) => b[1] - a[1])[0];
    if (!best || best[1] < INTENT_THRESHOLD) return ranked;
    ranked.push({ intent: best[0], score: best[1] });
    left = new Set([...left].filter((s) => strengthOf(best[0], s) < OWNED_STRENGTH));
  }
}

function read(message: string, named: { claims: number; hospitals: number; place: boolean }): Reading {
  const cleaned = message.replace(SELF_IDENTIFICATION, " ");
  const words = wordsOf(cleaned, LEXICON);
  const lower = words.text;
  const someoneElse = (SOMEONE_ELSE.test(lower) || NAMED_POSSESSIVE.test(cleaned)) && !/\bmy\b/.test(lower);
  const aboutMe = (ABOUT_ME.test(lower) || PORTAL_REF.test(cleaned)) && !someoneElse;
  const ranked = rankIntents(words.stems);
  const asked = (intent: Intent) => ranked.some((r) => r.intent === intent);
  if (asked("callback") && !someoneElse) return { kind: "callback", topics: [], suggestions: [] };

  const corpusAlone = matchCorpus(words.stems);
  const terse = words.stems.size <= TERSE_STEMS_MAX && corpusAlone.score < KNOWLEDGE_THRESHOLD;
  const personal = (intent: Intent) => !someoneElse && (aboutMe || ownedByMember(intent, words));
  const wanted = (intent: Intent): boolean => {
    if (someoneElse || !isMemberTopic(intent)) return false;
    if (intent === "claims" && named.claims > 0) return true;
    if (intent === "hospitals" && (named.hospitals > 0 || (asked(intent) && named.place))) return true;
    if (!asked(intent)) return false;
    return personal(intent) || (terse && OWN_BY_NATURE.has(intent));
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
  const knowledge =
    (corpus.score >= KNOWLEDGE_THRESHOLD && corpus.sharpest >= KNOWLEDGE_SHARPEST_MIN) ||
    (glossary && corpus.score > 0);
  const aboutTheirPolicy = !someoneElse && (aboutMe || /\b(my|our)\b/.test(lower)) && POLICY_WORDS.test(lower);

  if (topics.length > 0) return { kind: knowledge ? "mixed" : "member", topics, suggestions: [] };
  // A wording question about "my policy": the member's policies and benefits beside the wording.
  if (knowledge && aboutTheirPolicy) return { kind: "mixed", topics: ["policies", "cover"], suggestions: [] };
  if (knowledge) return { kind: "knowledge", topics: [], suggestions: [] };
  if (aboutTheirPolicy) return { kind: "member", topics: ["policies"], suggestions: [] };
  return { kind: "other", topics: [], suggestions: suggestionsFor(scoreIntents(words.stems), corpus.headings) };
}

/** The question for the wording search: the member's words, with the wording's words beside them. */
function knowledgeQuery(message: string): string | null {
  const query = knowledgeQueryOf(message);
  if (query === null || DEFINITION.test(query)) return query;
  const added = wordingAdded(query.toLowerCase()).filter((w) => !query.toLowerCase().includes(w));
  return knowledgeQueryOf([query, ...added].join(" "));
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
    knowledgeQuery: searches ? knowledgeQuery(message) : null,
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
