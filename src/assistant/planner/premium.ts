/**
 * "What is my premium", "premium kitna hai", "how much premium do I pay": PlanCover's member API
 * holds no premium, so no read answers the amount. Such a question reads the member's plan (its
 * renewal date, when the premium falls due) and their own wording on the premium (a group policy's
 * employer pays it), and the answer says plainly that the amount is not something it can see
 * (composer/default-composer.ts). Pure.
 */
import { withHinglish } from "./language/hinglish";
import { wordingAdded } from "./language/synonyms";
import type { MemberTopic, TurnKind } from "./plan";
import { withoutProductNames } from "./product-names";

const PREMIUM = /\bpremiums?\b/;
/** The member's own premium ("my", "do I pay"; Hindi's "mera" reads as "my"): a guest's is no one's. */
const OWN = /\b(my|our|i|we)\b/;
/**
 * Whose or which premium, said some other way: for someone or something, at an age ("premium for a
 * 40 year old"), or "the" premium, as one asks of a plan before buying it ("how much is the premium").
 */
const SOMEONE_SAID = /\b(for|the|a|an)\b|\d/;
/** What the premium is, how much, when due: not whether it changes or what paying late does. */
const AMOUNT = /\b(what|whats|how much|amount|cost|costs|price|due|when|pay|paid|paying)\b/;
/** Subjects the wording answers in which the premium is only mentioned: paying late, a refund, a receipt. */
const BESIDE: ReadonlySet<string> = new Set(["grace period", "cancellation", "policy documents"]);
/** Reads the premium's words may have suggested that a premium question does not ask for. */
const OTHER_READS: ReadonlySet<MemberTopic> = new Set([
  "claims",
  "documents",
  "ecard",
  "profile",
  "hospitals",
  "members",
]);

const CLAIM = /\bclaim/;

/**
 * "Premium kitna hai", "premium kab dena hai": a premium asked about with no plan, person or age
 * said is the asker's own, as "my premium" is (a guest's answer is each plan's wording).
 */
const saysNoOneElse = (lower: string) => !SOMEONE_SAID.test(lower) && withoutProductNames(lower) === lower;

export function asksPremium(message: string, topics: readonly MemberTopic[]): boolean {
  const lower = withHinglish(message.toLowerCase());
  if (!PREMIUM.test(lower) || !AMOUNT.test(lower) || !(OWN.test(lower) || saysNoOneElse(lower))) return false;
  if (wordingAdded(lower).some((wording) => BESIDE.has(wording))) return false;
  // "What is my premium amount": the amount is the premium's, not a claim's.
  return !topics.some((topic) => OTHER_READS.has(topic) && !(topic === "claims" && !CLAIM.test(lower)));
}

/** The plan's details (renewal due) beside the member's own wording on the premium. */
export const PREMIUM_READING: { kind: TurnKind; topics: readonly MemberTopic[] } = { kind: "mixed", topics: ["plan"] };
