/**
 * What a message asks of the member's claims (and details) beyond their list, in its own words: when
 * one is settled, a deduction, the documents one still needs, why one is held, a change of details.
 * The default planner reads these (default-planner.ts); each is a cue, not an answer.
 */
import { CLAIM_DOCUMENTS, type Reading } from "./classify";
import { EXPLAIN, PROCESS, SUPPOSED, SUPPOSED_OR_TO_COME, WHAT_A_PLAN_ALLOWS } from "./cues";
import type { MemberTopic, TurnKind } from "./plan";

/** How long a claim will take, with the claim the subject of the message (the planner asks only then). */
export const CLAIM_TAKES_HOW_LONG =
  /\bhow long (will|would|does|is) (it|this|that|([\w'’-]+ ){0,3}claim)( going to)? take\b|\bkitna (time|samay|waqt)\b/;

const SETTLEMENT =
  /\b(when|how long|how soon|by when|what date)\b.*\b(settle|settled|settlement|paid|payout|reimbursed|credited|(get|receive) (the |my |our )?(money|payment|amount|reimbursement|refund))\b|^(?=.*\b(claims?|paisa|paise|money|amount|payment)\b)(?=.*\bkab\b).*\b(aayega|ayega|aayegi|ayegi|aaega|milega|milegi)\b/;

/**
 * A claim in general, no one's in particular ("how long does a reimbursement claim take to settle"):
 * the wording's rule answers it, and no claim's date is asked. "A claim I made" is the member's own,
 * and so is a claim told of ("submitted a claim in june, when will it be paid"): no "how long" asks it.
 */
const ANY_CLAIM = /\b(?:a|an|any)\s+(?:\w+\s+)?claims?\b/;
const SOMEONES = /\b(?:i|me|mine|we|ours|us|his|her|their|cn-\d{4}-\d+)\b/;
/** How long claims take, asked of claims in general ("how long does a claim take", "how soon is a claim settled"). */
const HOW_LONG = /\bhow (?:long|soon|many days)\b/;

/** Whether a message asks when a claim of someone's will be settled or paid (not how long claims take). */
export function asksSettlementDateOf(lower: string): boolean {
  const general = HOW_LONG.test(lower) && ANY_CLAIM.test(lower) && !SOMEONES.test(lower);
  return SETTLEMENT.test(lower) && !general;
}

/** A claim paid less than claimed, in the words that say so ("reduced", "got less", "partially paid"). */
const REDUCED_WORDS = String.raw`reduc\w*|(?:paid|got|get|approved|received|settled) (?:less|lower)|less than|short[- ]?paid|short payment|partial(?:ly)? (?:paid|approved|settled)|partial (?:payment|settlement)`;
const REDUCED = new RegExp(String.raw`\b(?:${REDUCED_WORDS})\b`);

/**
 * With a named claim: asking about more than its status, which only get_claim_details answers; its
 * deductions too ("why was CN-… reduced", "why did I get less on it", "partially paid"), and whether
 * it will be paid in full ("is my wife's delivery claim fully payable"), which what it was for says.
 */
export const CLAIM_DETAILS = new RegExp(
  String.raw`\b(deduct\w*|cut|${REDUCED_WORDS}|breakdown|details?|discharged?|diagnos\w*|admission|admitted|amounts?|how much|documents?|payable|fully|in full)\b`,
);

/** Why a claim was paid less than claimed: a deduction, a cut, a short payment, not the full amount. */
export const DEDUCTION =
  /\b(deduct\w*|cut|short[- ]?paid|short payment|(paid|approved|get|got|received|settled) (less|lower)|less than (i|we) claimed|not (paid|approved|settled|reimbursed) (in full|fully|completely)|full (claim |bill )?amount|less(er)? amount|lower amount|(didn'?t|did not|not|never) (get|got|receive|received) (the )?(full|entire|whole|complete)|(claim|amount|payment|payout|settlement) (was |got )?(reduced|lowered)|reduc(ed|tion) in (my |the )?(claim|amount|payment|payout|settlement)|partial(ly)? (paid|approved|settled|payment|settlement)|why (so )?less|co[\s-]?pay\w*( amount)? (did|do|was|were|have|has) ((i|we|you) )?(\w+ )?(pay|paid|charged|deducted|applied|taken|cut)|(pay|paid) (from|out of) (my|our) (own )?pockets?|(?<=\b(claims?|hospitali[sz]ation|treatment|surgery|operation|stay) (\w+ )?)cost (me|us)|cost (me|us)(?= (for|on|in|of) (my|our|the|\w+['’]s) (\w+ )?claims?\b)|(did|do) (i|we) (have to |need to )?pay(?= (\w+ ){0,2}(for|on|towards|in) (my|our|the|\w+['’]s) (\w+ )?claims?)|out[\s-]of[\s-]pocket(?= .{0,30}\bclaims?\b)|(?<!\bbe )non[\s-]?payables?( items?| charges?| expenses?)?(?= (in|on|of|from) (my|our|the) claims?\b)|(items?|charges?|expenses?|things|bills?) (that )?(were|was) (not|never) (paid|covered|allowed|reimbursed)(?= (in|on|from) (my|our|the) claims?\b))\b/;
/** Every phrase DEDUCTION finds, to read what a message asks besides them. */
const DEDUCTION_PHRASES = new RegExp(DEDUCTION.source, "g");
/** "What is the reason for", "reason behind": why, in other words (read besides as "why"). */
const REASON_FOR = /\b(what (is|was|are|were) )?(the )?reasons? (for|of|behind)\b/g;

/**
 * "Why was my claim amount reduced", "my claim was partially paid, why": the claim's deductions
 * answer it. The words asking for them are no wording question of their own, so a message read as
 * the wording's too (`reading`) is the member's alone when, without those words, it is (`reread`).
 */
export function asksDeductionsOnly(
  reading: { readonly kind: TurnKind; readonly topics: readonly MemberTopic[] },
  lower: string,
  reread: (text: string) => { readonly kind: TurnKind },
): boolean {
  if (reading.kind !== "mixed" || !reading.topics.includes("claims") || !DEDUCTION.test(lower)) return false;
  return reread(lower.replace(DEDUCTION_PHRASES, " ").replace(REASON_FOR, " why ")).kind === "member";
}

/**
 * The insurer's query on a claim, to be answered ("how do I reply to the query on my claim", "what
 * should I send for the query", "what is the query on my claim"): what it asks for is the claim's
 * pending documents. A query the member sends ("I have a query about maternity") is not one.
 */
const QUERY_ANSWERED = String.raw`\b(?:reply|respond|answer|clear|resolve|close)\s+(?:to\s+)?(?:the|this|that|their|his|her|my|our)\s+quer(?:y|ies)\b|\b(?:send|submit|upload|give|do)\b.*\b(?:for|to|about)\s+(?:the|this|that)\s+quer(?:y|ies)\b|\bwhat\s+(?:is|was|are|were)\s+the\s+quer(?:y|ies)\b`;

/**
 * Which documents a claim still needs: pending, missing, asked for, or its query answered. Not
 * "documents needed for a claim" alone, which the wording answers (a claim of theirs named beside it
 * is read as well).
 */
export const PENDING_DOCUMENTS = new RegExp(
  `${QUERY_ANSWERED}|` +
    /\b(documents?|docs?|papers?|paperwork|kagaz\w*|kagaj\w*)\b.*\b(pending|missing|outstanding|remaining|left|requested|asked|still|short|due|baki|baaki)\b|\b(pending|missing|outstanding|remaining|requested|which|what) (\w+ )?(documents?|docs?|papers?)\b.*\b(send|submit|give|upload)\b|\b(pending|missing|outstanding|remaining|requested) (documents?|docs?|papers?)\b|\bwhat (do|does|did) (they|you|the insurer|the tpa|tpa|the insurance company|plancover) (still )?(need|want|require|ask)\b/
      .source,
);

/**
 * The documents a named or described claim needs: "which documents are needed for CN-…", "kaunse
 * documents chahiye", only "what documents for my wife's delivery claim" (not those it has received),
 * or what to send for it ("what do I send for my wrist claim", Hindi's "kya bhejna hai").
 */
export const NAMED_CLAIM_NEEDS =
  /\b(documents?|docs?|papers?)\b.*\b(need\w*|required?|chahiye|send|submit)\b|\b(what|which)\s+(documents?|docs?|papers?)\b(?!.*\b(received|got|submitted|sent|uploaded)\b)|\bwhat\s+((do|should|must)\s+(i|we)\s+)?((need|have)\s+to\s+|to\s+)?(\w+\s+)?(send|submit|upload)\b/;

/**
 * Why a claim is not decided yet: on hold, stuck, delayed, still pending or under review ("kyun ruka hai"), or what it
 * still waits on and how long it will take ("what is pending", "how long will it take"), or the query
 * raised on it ("what query was raised on my claim"): where it is held and PlanCover's remarks answer each.
 */
export const WHY_HELD =
  /\b(why|kyun|kyon|kyu|reason|what'?s holding)\b.*\b(hold|held|stuck|delay\w*|long|pending|still|under (review|process\w*|scrutiny|investigation)|in review|being (reviewed|processed)|not (yet )?(approved|settled|paid|cleared|done|processed)|ruk\w*|atak\w*|atk\w*)\b|\bwhat('?s| is) (still )?pending\b|\bhow long (will|would|does|is) (it|this|that|the claim)( going to)? take\b|\b(what|which) quer(y|ies)\b|\bquer(y|ies) (was |were |has been |is )?(raised|pending|asked)\b/;

/**
 * Which claims are not decided yet: "which of my claims are still open", "any pending claims", "kaunse
 * claim abhi pending hain". Each undecided claim's stage and remarks answer it (as for WHY_HELD), and
 * a member whose every claim is decided is told none is. Not "open a claim", which asks how to make one.
 */
export const OPEN_CLAIMS =
  /\b(which|what|any|my|our|how many|kaun\w*|kitne)\b.{0,25}\bclaims?\b.{0,20}\b(open|pending|in progress|ongoing|unsettled|not (yet )?(settled|approved|decided))\b|\b(open|pending|ongoing|unsettled|undecided)\s+claims\b/;

/**
 * Why a claim was turned down: rejected, declined, denied, repudiated, asked why ("claim reject kyun
 * hua"), or what to do now it was ("my claim was rejected, what can I do"). The rejected claims' status
 * remarks answer it, and a member none of whose claims was rejected is told so. Not "what happens if a
 * claim is rejected" (the wording's), nor "show my rejected claims" (the list, each with its status).
 */
export const WHY_REJECTED = new RegExp(
  String.raw`^(?!.*\b(${SUPPOSED})\b)(?=.*\b(why|reason|kyun|kyon|kyu|what (can|should|do) (i|we) do|what now|what next|next steps?|appeal\w*|kya (what )?kar\w*)\b).*\b(reject\w*|declin\w*|denied|repudiat\w*|turned down)\b`,
);

/**
 * Which of a claim list's questions without a claim number the message asks: why one is held (or
 * which are open), or why one was rejected. Not when it names claims or asks for their documents.
 */
export function listQuestions(lower: string, asks: { readonly claims: boolean; readonly pending: boolean }) {
  const unnamed = asks.claims && !asks.pending;
  return {
    holdAsked: unnamed && (WHY_HELD.test(lower) || OPEN_CLAIMS.test(lower)),
    rejectionAsked: unnamed && WHY_REJECTED.test(lower),
  };
}

/**
 * A change to what is on record: "update my email", "change my address", "correct my date of birth",
 * "my address is wrong".
 */
export const CHANGE_DETAILS = /\b(update|change|correct|edit|modify|replace|badal\w*|wrong|incorrect|outdated|galat)\b/;
/** The member's mobile number asked about: "my registered mobile number", "which phone no is linked". */
export const MOBILE_ASKED = /\b(mobile|phone|cell|contact)\s*(number|no\.?|num)\b|\bmobile\b/;

/** Words that say a claim's documents are in a state (pending, missing), not which a claim needs. */
const DOCUMENTS_STATE = /\b(pending|missing|outstanding|remaining|requested|still|short|baki|baaki)\b/;

/**
 * "What documents are pending on my claim": the member's claims, the ones waiting for documents read
 * in detail; not the wording's list of documents a claim needs, unless that is asked too ("what
 * documents do I need to send for my claim", "how do I send the pending documents").
 */
export function pendingReading(reading: Reading, lower: string): { kind: TurnKind; topics: readonly MemberTopic[] } {
  const wording = PROCESS.test(lower) || EXPLAIN.test(lower) || !DOCUMENTS_STATE.test(lower);
  return { kind: reading.kind === "mixed" && wording ? "mixed" : "member", topics: reading.topics };
}

/** "Which documents have you received for my claim" asks for details; "status and documents" too. */
export function onlyStatus(lower: string): boolean {
  return (
    /\bstatus\b/.test(lower) &&
    !CLAIM_DOCUMENTS.test(lower) &&
    !/\bdeduct|\bcut\b|how much/.test(lower) &&
    !REDUCED.test(lower)
  );
}

/** "How many claims have I made", "number of claims my son filed": the member's claims, counted. */
const HOW_MANY_CLAIMS = /\b(how many|number of|count of)\s+(\w+\s+)?claims?\b|\bhow many times\s+(\w+\s+){0,3}claim\b/;
/** How many a policy allows ("how many claims can I make in a year", "is there a limit on the number of claims"). */
const CLAIMS_ALLOWED = new RegExp(String.raw`\b(${WHAT_A_PLAN_ALLOWS})\b`);

/** Whether the message asks how many claims a policy allows, not how many were made. */
export function asksClaimsAllowed(lower: string): boolean {
  return HOW_MANY_CLAIMS.test(lower) && CLAIMS_ALLOWED.test(lower);
}

/** What the wording is searched for when how many claims a policy allows is asked. */
export const SUM_INSURED_YEAR = "sum insured policy year";

/**
 * The reading of a question that counts the member's claims: their claims alone, not the wording a
 * word of it pulls in ("claims made" is in the renewal section's "premium does not go up because of
 * claims made").
 */
export function countedClaims(reading: Reading, lower: string): Reading {
  // Someone else's claims by name ("how many claims has Kabir made") stay unread (person.ts).
  if (reading.someoneElse === true || !HOW_MANY_CLAIMS.test(lower)) return reading;
  // How many a policy allows: claims are paid from the sum insured for the policy year, so what is
  // left of it leads, beside the wording on the sum insured (SUM_INSURED_YEAR).
  if (asksClaimsAllowed(lower)) return { ...reading, kind: "mixed", topics: ["balance"] };
  return { ...reading, kind: "member", topics: ["claims"] };
}

/**
 * "Which documents are missing", "documents pending": documents in a state are a claim's (the wording
 * lists what a claim needs, never what is missing), so the message is read as about the member's
 * claims, as "… on my claims" is.
 */
export function readingPendingDocuments(message: string, asTyped: Reading, reread: (text: string) => Reading): Reading {
  const lower = message.toLowerCase();
  if (asTyped.topics.includes("claims") || /\bclaims?\b/.test(lower) || !PENDING_DOCUMENTS.test(lower)) return asTyped;
  // "What papers do I send" asks what a claim needs: only documents said to be in a state are a claim's.
  if (!DOCUMENTS_STATE.test(lower)) return asTyped;
  if (PROCESS.test(lower) || EXPLAIN.test(lower)) return asTyped;
  const onClaims = reread(`${message} on my claims`);
  return onClaims.topics.includes("claims") ? onClaims : asTyped;
}

/** Which hospital someone was admitted to ("which hospital was my son admitted to", "where was I treated"). */
const ADMITTED_WHERE =
  /\b(which|what) hospital (was|were|did|has|have|had)\b.*\b(admitted|treated|taken|go|went|hospitali[sz]ed)\b|\bwhere (was|were|did|has|have) (\w+ ){1,3}(admitted|treated|hospitali[sz]ed)\b/;

/**
 * "Which hospital was my son admitted to": a stay that happened is on record only as a claim, which
 * names its hospital; not a search for network hospitals. Read as about the member's claims.
 */
export function readingAdmittedWhere(message: string, reading: Reading): Reading {
  if (reading.someoneElse === true || reading.kind === "callback" || !ADMITTED_WHERE.test(message.toLowerCase()))
    return reading;
  return { ...reading, kind: "member", topics: ["claims"] };
}

/** A sum of money as a member writes it: "₹11,150", "rs 6500", "11150", "1,42,000". */
const AMOUNT = /(?:₹|\brs\.?|\binr)\s?\d[\d,]*\b|\b\d{1,3}(?:,\d{2,3})+\b|\b\d{3,6}\b/;
/** What the member paid or had cut, past tense: "why did I pay", "I had to pay", "why was it deducted". */
const PAID_OR_CUT =
  /\b(did (i|we) (have to )?pay|(i|we) (had to )?paid|(i|we) had to (pay|bear)|(was|were) (i|we) (asked to pay|charged|made to pay)|(i|we) (was|were) charged|(was|were|got|is|are) ([\w₹,.]+ ){0,2}(deducted|cut|not paid|not covered|disallowed)|why ([\w₹,.]+ ){0,2}deducted|did (they|you|the insurer|the tpa|the company|plancover) (cut|deduct))\b/;

/**
 * "Why did I pay 11150", "why was ₹6,500 deducted": a sum the member paid, or was cut, is on record
 * only as a claim's deductions (a co-payment, a non-payable item), so the message reads the member's
 * claims and their deductions. Not with a claim named (its details answer), nor as a supposition
 * ("if I pay 5000 more"), nor someone else's.
 */
export function asksAmountPaid(lower: string, claimsNamed: number): boolean {
  // "I paid 5000 at the hospital, how do I claim it back" asks how to claim, which the wording says.
  const howTo = PROCESS.test(lower) || EXPLAIN.test(lower);
  return (
    claimsNamed === 0 &&
    PAID_OR_CUT.test(lower) &&
    !SUPPOSED_OR_TO_COME.test(lower) &&
    !howTo &&
    amountsIn(lower).length > 0
  );
}

/** A bare number that is a year ("in 2026"), not a sum; "₹2026" is a sum. */
const YEAR = /^(19|20)\d\d$/;

/** The sums a message names, in rupees ("₹11,150" and "11150" alike). */
export function amountsIn(lower: string): number[] {
  const all = new RegExp(AMOUNT.source, "g");
  return [...lower.matchAll(all)]
    .filter((found) => !YEAR.test(found[0]))
    .map((found) => Number(found[0].replace(/[^\d]/g, "")))
    .filter((n) => n > 0);
}

/**
 * The member's claims for a sum they paid or had cut; the wording too when another part of the
 * message asks what something is ("non payable items kya hote hai, mera 6500 kyu kata").
 */
export function readingAmountPaid(
  lower: string,
  claimsNamed: number,
  reading: Reading,
  reread: (text: string) => Reading,
): Reading {
  if (reading.someoneElse === true || reading.kind === "callback" || !asksAmountPaid(lower, claimsNamed))
    return reading;
  const rest = lower
    .split(/[,.?;!]|\band\b/)
    .filter((clause) => !AMOUNT.test(clause))
    .join(", ")
    .trim();
  const wording = rest !== "" && ["knowledge", "mixed"].includes(reread(rest).kind);
  return { ...reading, kind: wording ? "mixed" : "member", topics: ["claims"] };
}
