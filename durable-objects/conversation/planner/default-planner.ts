/**
 * The default planner: deterministic code that classifies a message (member, knowledge, mixed,
 * call-back, other), picks the member topics it asks about and extracts what the reads need. It
 * reads words, not intent, so it errs towards asking: a member question it cannot place still
 * lists the member's policies rather than guessing at a claim. Pure: no I/O, no clock.
 */
import {
  extractCallback,
  extractCity,
  extractClaims,
  extractHospitalIds,
  extractPinCode,
  knowledgeQueryOf,
} from "./extract";
import type { MemberTopic, Plan, Planner, StoredPlan, TurnKind } from "./plan";

/** Words that make a topic word about the member's own data. */
const PERSONAL = /\b(my|mine|our|am i|do i have|i have)\b/;

const CLAIM_WORDS = /\bclaims?\b/;
const HOSPITAL_WORDS = /\b(hospitals?|network)\b/;

const TOPIC_WORDS: ReadonlyArray<readonly [MemberTopic, RegExp]> = [
  ["policies", /\bpolic(y|ies)\b/],
  ["plan", /\b(plan details?|plan|deductible|co-?pay|room rent limit|renewal)\b/],
  ["cover", /\b(cover|covered|covers|coverage|benefits?)\b/],
  ["balance", /\b(balance|sum insured|left|remaining|utili[sz]ed)\b/],
  ["members", /\b(members?|dependants?|dependents?|who is covered|family)\b/],
  ["claims", CLAIM_WORDS],
  ["documents", /\b(documents?|policy copy|certificate|schedule)\b/],
  ["ecard", /\b(e-?card|health card|insurance card|id card)\b/],
  ["profile", /\b(profile|my details|my address|my e-?mail|contact details)\b/],
  ["hospitals", HOSPITAL_WORDS],
];

/** Topics that need a portal; when one is asked, listing the policies adds nothing. */
const PORTAL_TOPICS: ReadonlySet<MemberTopic> = new Set(["plan", "cover", "balance", "members", "documents", "ecard"]);

const KNOWLEDGE =
  /\b(waiting periods?|exclusions?|excluded|pre-?existing|how (do|can|to|should) (i |we )?(make|file|raise|submit|get|claim)|claim (process|procedure)|procedure|reimbursement|cashless (process|claim)|maternity|what is (a |an |the )?(co-?pay|deductible|sum insured|floater|tpa)|pre and post|post hospitali[sz]ation|pre hospitali[sz]ation)\b/;

const CALLBACK =
  /\b(call me|call back|callback|ring me|(speak|talk) (to|with) (someone|somebody|a person|an agent|a human|an executive|customer care))\b/;

const SETTLEMENT =
  /\b(when|how long|how soon|by when|what date)\b.*\b(settle|settled|settlement|paid|payout|reimbursed|credited)\b/;

/** With a named claim: asking about more than its status, which only get_claim_details answers. */
const CLAIM_DETAILS =
  /\b(deduct\w*|cut|breakdown|details?|discharged?|diagnos\w*|admission|admitted|amounts?|how much|documents?)\b/;

/** Documents a claim received (or still needs): the claim's, not the policy's documents. */
const CLAIM_DOCUMENTS =
  /\bdocuments?\b.*\b(received|submitted|sent|pending|missing|got)\b|\b(received|submitted|got)\b.*\bdocuments?\b/;

/** What the message names besides its words: claims, hospital ids, a place. */
interface Named {
  readonly claims: readonly string[];
  readonly hospitalIds: readonly string[];
  readonly place: boolean;
}

function memberTopics(lower: string, named: Named): MemberTopic[] {
  const personal = PERSONAL.test(lower);
  // A claim number or hospital id is itself the topic: "Does HSP-KAS-0022 have an ICU?" needs no other word.
  const claims =
    named.claims.length > 0 || (CLAIM_WORDS.test(lower) && (personal || /\bclaim status\b|\bstatus of\b/.test(lower)));
  const hospitals = named.hospitalIds.length > 0 || (HOSPITAL_WORDS.test(lower) && (personal || named.place));
  const topics = TOPIC_WORDS.filter(([topic, words]) => {
    if (topic === "claims") return claims;
    if (topic === "hospitals") return hospitals;
    if (!words.test(lower)) return false;
    // "Which documents have you received for my claim?" asks about the claim, not the policy's documents.
    if (topic === "documents") return personal && !(claims && CLAIM_DOCUMENTS.test(lower));
    return personal;
  }).map(([topic]) => topic);
  if (topics.some((topic) => PORTAL_TOPICS.has(topic))) return topics.filter((topic) => topic !== "policies");
  // "What about my insurance?" names no topic but is plainly about the member's own policies.
  if (topics.length === 0 && personal && /\binsurance\b/.test(lower)) return ["policies"];
  return topics;
}

function kindOf(topics: readonly MemberTopic[], knowledge: boolean): TurnKind {
  if (topics.length > 0) return knowledge ? "mixed" : "member";
  return knowledge ? "knowledge" : "other";
}

export function planMessage(message: string): Plan {
  const lower = message.toLowerCase();
  const claims = extractClaims(message);
  const hospitalIds = extractHospitalIds(message);
  const pinCode = extractPinCode(message);
  const city = extractCity(message);
  const asksSettlementDate = SETTLEMENT.test(lower);
  if (CALLBACK.test(lower)) {
    return {
      kind: "callback",
      topics: [],
      pinCode: null,
      city: null,
      callback: extractCallback(message),
      asksSettlementDate,
      claims: [],
      knowledgeQuery: null,
    };
  }
  const topics = memberTopics(lower, { claims, hospitalIds, place: pinCode !== null || city !== null });
  const knowledge = KNOWLEDGE.test(lower);
  const kind = kindOf(topics, knowledge);
  const searches = kind === "knowledge" || kind === "mixed";
  return {
    kind,
    topics,
    pinCode: topics.includes("hospitals") ? pinCode : null,
    city: topics.includes("hospitals") ? city : null,
    callback: null,
    asksSettlementDate,
    claims: topics.includes("claims") ? claims : [],
    claimDetails: topics.includes("claims") && claims.length > 0 && CLAIM_DETAILS.test(lower),
    hospitalIds: topics.includes("hospitals") ? hospitalIds : [],
    knowledgeQuery: searches ? knowledgeQueryOf(message) : null,
  };
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
    };
  },
};
