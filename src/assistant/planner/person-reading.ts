/**
 * A relative's own read asked for ("my son's e-card", "my wife's claims", "my husband's policy
 * number"): whether one is, and the reading of such a message, whose topics are that person's reads.
 * Pure: no I/O.
 */
import { DEDUCTION, NAMED_CLAIM_NEEDS, PENDING_DOCUMENTS } from "./claim-cues";
import type { Reading } from "./classify";
import { ENROLMENT, EXPLAIN, PROCESS } from "./cues";
import { withHinglish } from "./language/hinglish";
import { asksRelativePolicy } from "./person";
import type { MemberTopic, TurnKind } from "./plan";

/** A relative's own policy is asked about ("my wife's policy number"), not how to put someone on one. */
export function theirPolicy(message: string, topics: readonly MemberTopic[]): boolean {
  const lower = message.toLowerCase();
  const aboutPolicy = topics.includes("policies") || topics.includes("plan");
  return asksRelativePolicy(lower, aboutPolicy) && !ENROLMENT.test(withHinglish(lower));
}

/**
 * An e-card, claims not named by number, or a policy ("my husband's policy number", "my son's policy
 * details"): one person's own, so whose is worth knowing.
 */
export function asksPersonRead(topics: readonly MemberTopic[], namedClaims: number, theirPolicy: boolean): boolean {
  return topics.includes("ecard") || (topics.includes("claims") && namedClaims === 0) || theirPolicy;
}

/**
 * The share of a claim the member bears ("the co-pay on my wife's claim", "will co-pay apply to her
 * delivery claim"): the wording's rule for whom it is taken from, beside their claims.
 */
const CO_PAYMENT = /\bco[\s-]?pay\w*\b/;

/**
 * A rule asked of a relative's claim: the co-payment (not the amount a settled one had taken, "how
 * much co-pay was deducted"), or the documents a claim needs (not those it still waits for, "pending
 * documents on my wife's claim", which her claim's status says).
 */
function asksRuleOfClaim(lower: string): boolean {
  const coPayment = CO_PAYMENT.test(lower) && !DEDUCTION.test(lower) && !/\bhow much\b/.test(lower);
  return coPayment || (NAMED_CLAIM_NEEDS.test(lower) && !PENDING_DOCUMENTS.test(lower));
}

/** Topics a relative's e-card or claims brings in by its words alone ("are my children covered" is cover's). */
export const BESIDE_PERSON: ReadonlySet<MemberTopic> = new Set(["cover", "members"]);
/** The person's own reads beside which "policy" only says where: "my wife's claim on my group policy". */
const OWN_READS: readonly MemberTopic[] = ["ecard", "claims", "plan"];

/**
 * "My son's e-card": the relative's own read, not the wording the word "e-card" also matches, nor
 * the cover their relation words suggest; how to get their card is the card itself. How to claim for
 * them, or what a claim means, still asks the wording too.
 */
export function personReading(
  reading: Reading,
  lower: string,
  relativePolicy: boolean,
): { kind: TurnKind; topics: readonly MemberTopic[] } {
  const own = reading.topics.filter((topic) => !BESIDE_PERSON.has(topic));
  const ownRead = own.some((topic) => OWN_READS.includes(topic));
  // "Which policy covers my son": which policy he is on, whatever cover words it used.
  const topics: readonly MemberTopic[] = ownRead
    ? own.filter((topic) => topic !== "policies")
    : relativePolicy && !own.includes("policies")
      ? ["policies", ...own]
      : own;
  const howTo = PROCESS.test(lower) || EXPLAIN.test(lower);
  const wording = reading.kind === "mixed" && topics.includes("claims") && (howTo || asksRuleOfClaim(lower));
  return { kind: wording ? "mixed" : "member", topics };
}
