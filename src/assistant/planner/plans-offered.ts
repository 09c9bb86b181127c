/**
 * "What plans do you offer", "which policies do you sell", "tell me about your plans": the plans the
 * insurer offers, not the ones the member holds. Each plan's overview in its wording answers it (the
 * search reads "offer" as a question about a plan as a whole); "do you have a plan that covers OPD"
 * is answered by each plan's wording on OPD. Either way the search is the catalogue's (every plan,
 * each named, a member's own marked), not only the member's own, and nobody is asked to sign in for
 * it. Pure.
 */
import { wordingAdded } from "./language/synonyms";
import { ENTRY_AGE } from "./language/wordings";
import type { MemberTopic, TurnKind } from "./plan";
import { withoutProductNames } from "./product-names";

const PLAN_WORDS = "(?:plans?|polic(?:y|ies)|products?|insurances?|schemes?)";
/** Nothing asked after the plans but where or when ("which plan do you have for diabetes" has a subject). */
const ENDS = String.raw`(?:\s+(?:now|currently|today|in india|at present))?\s*[?.!]*$`;

/** The insurer's plans asked about: "you" offer or have them, or they are "your" (the insurer's), or on offer. */
const PLANS_OFFERED = new RegExp(
  [
    String.raw`\b(?:what|which|any|kaun\w*)\b(?:\s+\w+){0,3}\s+${PLAN_WORDS}\s+(?:do|does|can)\s+(?:you|u|plancover)\s+(?:have|offer|sell|provide)${ENDS}`,
    String.raw`\b(?:what|which)\s+(?:all\s+)?(?:other\s+)?${PLAN_WORDS}\s+(?:are|is)\s+(?:available|on offer|offered|there)${ENDS}`,
    String.raw`\b(?:tell me about|show me|list|compare)\s+(?:your|all(?: the)?|the available)\s+${PLAN_WORDS}${ENDS}`,
    String.raw`\b${PLAN_WORDS}\s+(?:you|u)\s+(?:offer|sell|have)${ENDS}`,
    // "Do you have any other plans", "what else do you offer".
    String.raw`\b(?:do|does)\s+(?:you|u|plancover)\s+(?:have|offer|sell)\s+(?:any\s+)?(?:other|more)\s+${PLAN_WORDS}${ENDS}`,
    String.raw`\bwhat\s+else\s+(?:do|does|can)\s+(?:you|u|plancover)\s+(?:have|offer|sell)${ENDS}`,
  ].join("|"),
  "i",
);

/** Plans to buy: "which other plans can I buy", "what plans can I get" ask what is offered, whoever asks. */
const PLANS_TO_BUY = new RegExp(
  String.raw`\b(?:what|which|any)\b(?:\s+\w+){0,3}\s+${PLAN_WORDS}\s+(?:can|could|should|may)\s+(?:i|we)\s+(?:buy|get|take|purchase|opt for|switch to|upgrade to)\b`,
  "i",
);

/**
 * Wanting to buy one: "I want to buy a policy for my family", "how do I buy health insurance", "looking
 * for a new plan". Not the member's own policy's papers or renewal ("how do I get my policy copy").
 */
const BUYING_A_PLAN = new RegExp(
  String.raw`\b(?:(?:i|we)\s+(?:want|wish|would like|need|am planning|plan|am looking|m looking|are looking)\s+(?:to\s+)?(?:buy|purchase|get|take)|how\s+(?:do|can|to|should)\s+(?:i\s+|we\s+)?(?:buy|purchase|get|take)|looking\s+(?:for|to buy)|interested\s+in(?:\s+buying)?)\s+(?:a\s+|an\s+|new\s+|one\s+|another\s+|some\s+|good\s+)*(?:\w+\s+){0,2}${PLAN_WORDS}\b(?!\s+(?:copy|copies|documents?|docs|pdf|certificates?|numbers?|cards?|details|schedule|status|papers?|bond|renew\w*))`,
  "i",
);
/** The member's own policy named: "how do I get my policy renewed" is not buying one. */
const OWN_POLICY = new RegExp(String.raw`\b(?:my|our)\s+(?:\w+\s+)?${PLAN_WORDS}`, "i");

/**
 * A plan of the insurer's asked for by what it does: "do you have a plan that covers OPD", "which plan
 * do you offer for diabetes". Each plan's wording on it answers, not only the member's own.
 */
const PLAN_WITH_SUBJECT = new RegExp(
  [
    // "Compare my plan with Family Shield", "room rent of my policy vs group care": each plan's own words.
    String.raw`\bcompare\b.*\b(?:with|to|vs\.?|versus|and)\b`,
    String.raw`\b(?:${PLAN_WORDS}|shield|care|essential|guard)\b.*\b(?:vs\.?|versus)\b`,
    String.raw`\b(?:do|does)\s+(?:you|u|plancover)\s+(?:have|offer|sell)\s+(?:a|an|any)\s+(?:other\s+)?(?:\w+\s+)?${PLAN_WORDS}\s+(?:that|which|with|for)\b`,
    String.raw`\b(?:what|which)\b(?:\s+\w+){0,2}\s+${PLAN_WORDS}\s+(?:do|does)\s+(?:you|u|plancover)\s+(?:have|offer|sell)\s+(?:that|which|with|for)\b`,
  ].join("|"),
  "i",
);

/** What is asked of the insurer's plans: all of them as a whole, or which of them has something. */
export type PlansOffered = "overview" | "subject";

export function asksPlansOffered(lower: string): PlansOffered | null {
  // The age a plan is bought at ("I am 68, which plan can I buy", "age limit to buy a policy"): each
  // plan's wording on the ages it takes; unless a plan is named, or it is the member's own to join.
  const named = withoutProductNames(lower) !== lower;
  if (wordingAdded(lower).includes(ENTRY_AGE) && !named && !OWN_POLICY.test(lower)) return "subject";
  if (PLANS_TO_BUY.test(lower)) return "overview";
  if (BUYING_A_PLAN.test(lower) && !OWN_POLICY.test(lower)) return "overview";
  if (PLAN_WITH_SUBJECT.test(lower)) return "subject";
  // Whose: "what plans do I have" asks for the member's own ("tell me" and "show me" ask nothing of whose).
  const own = /\b(?:i|my|mine|me)\b/.test(lower.replace(/\b(?:tell|show) me\b/g, " "));
  return PLANS_OFFERED.test(lower) && !own ? "overview" : null;
}

/** Read as the wording's: each plan's overview. */
export const PLANS_OFFERED_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "knowledge",
  topics: [],
};

/** What the search looks for: every plan as a whole (its overview, which no other section names). */
export const PLANS_OFFERED_QUERY = "plans overview";
