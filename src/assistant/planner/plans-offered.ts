/**
 * "What plans do you offer", "which policies do you sell", "tell me about your plans": the plans the
 * insurer offers, not the ones the member holds. Each plan's overview in its wording answers it (the
 * search reads "offer" as a question about a plan as a whole); a member's own policies do not, and a
 * guest or a member with no policy is not asked to sign in for it. Pure.
 */
import type { MemberTopic, TurnKind } from "./plan";

const PLAN_WORDS = "(?:plans?|polic(?:y|ies)|products?|insurances?|schemes?)";
/** Nothing asked after the plans but where or when: "which plan do you have for diabetes" asks the wording. */
const ENDS = String.raw`(?:\s+(?:now|currently|today|in india|at present))?\s*[?.!]*$`;

/** The insurer's plans asked about: "you" offer or have them, or they are "your" (the insurer's), or on offer. */
const PLANS_OFFERED = new RegExp(
  [
    String.raw`\b(?:what|which|any|kaun\w*)\b(?:\s+\w+){0,3}\s+${PLAN_WORDS}\s+(?:do|does|can)\s+(?:you|u|plancover)\s+(?:have|offer|sell|provide)${ENDS}`,
    String.raw`\b(?:what|which)\s+(?:all\s+)?${PLAN_WORDS}\s+(?:are|is)\s+(?:available|on offer|offered|there)${ENDS}`,
    String.raw`\b(?:tell me about|show me|list|compare)\s+(?:your|all(?: the)?|the available)\s+${PLAN_WORDS}${ENDS}`,
    String.raw`\b${PLAN_WORDS}\s+(?:you|u)\s+(?:offer|sell|have)${ENDS}`,
  ].join("|"),
  "i",
);

export function asksPlansOffered(lower: string): boolean {
  // Whose: "what plans do I have" asks for the member's own ("tell me" and "show me" ask nothing of whose).
  return PLANS_OFFERED.test(lower) && !/\b(?:i|my|mine|me)\b/.test(lower.replace(/\b(?:tell|show) me\b/g, " "));
}

/** Read as the wording's: each plan's overview. */
export const PLANS_OFFERED_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = {
  kind: "knowledge",
  topics: [],
};

/** What the search looks for: every plan as a whole (its overview, which no other section names). */
export const PLANS_OFFERED_QUERY = "plans overview";
