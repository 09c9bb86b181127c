/**
 * Benefits known by a name of their own (a no-claim bonus, hospital cash): how members write each,
 * and the wording's words for it. The synonym rules (synonyms.ts) add these words as they add any
 * other; the composer answers a question naming one only by a passage that states it.
 */

/**
 * Benefits some health plans offer under a name of their own, which a plan's wording states in those
 * words when it offers one. A passage that only shares a word with the name ("any bonus" in a
 * restoration clause, "cashless" for "cash") does not describe the benefit: a question naming one is
 * answered only by a passage stating it, else the wording is said not to describe it. Each with how
 * the answer names it.
 */
export const NO_CLAIM_BONUS = "cumulative bonus";
export const HOSPITAL_CASH = "daily cash allowance";
/** Not a benefit, but named the same way: a plan that has one states it under its own heading. */
export const GRIEVANCE = "grievance redressal";
export const NAMED_BENEFITS: ReadonlyMap<string, string> = new Map([
  [NO_CLAIM_BONUS, "a no-claim bonus"],
  [HOSPITAL_CASH, "a hospital cash (daily allowance) benefit"],
  [GRIEVANCE, "a complaints or appeal process"],
]);

/** A benefit's names as members write them, each to its wording. */
export const BENEFIT_RULES: readonly (readonly [pattern: RegExp, wording: string])[] = [
  [/\b(ncb|no[\s-]?claims?[\s-]?bonus|cumulative bonus|loyalty bonus)\b/g, NO_CLAIM_BONUS],
  // A reward for a year without claims, in other words: "do I get a discount if I don't claim".
  [
    /\b(discount|bonus|reward|benefit|incentive|cashback)s?\b(?=.{0,40}\b(do ?n[o']?t|never|no|without( making)?( a| any)?) claims?\b)|\b(do ?n[o']?t|never|no|without( making)?( a| any)?) claims?\b.{0,40}\b(discount|bonus|reward|incentive|cashback)s?\b/g,
    NO_CLAIM_BONUS,
  ],
  // A member's own bonus ("what happens to my bonus when I claim"): a health policy's only bonus is the
  // no-claim one. Only as the member's: the wording's "any bonus" (in a restoration clause) is not it.
  [
    /(?<=\b(my|our) )bonus(es)?\b|\bbonus(es)?(?= (on|in|under|of|for) (my|our) (polic(y|ies)|plans?|insurance|cover)\b)/g,
    NO_CLAIM_BONUS,
  ],
  // A fixed sum for each day in hospital, whatever the bills: not "cashless", which "cash" begins.
  [
    /\b(hospital (daily )?cash|daily (hospital )?cash|cash (allowance|benefit)|daily allowance|(per|each|every) day cash)\b/g,
    HOSPITAL_CASH,
  ],
  // A complaint about the insurer, or an appeal against its decision ("can I appeal a rejected claim").
  [
    /\b(grievances?|complain\w*|ombudsman|appeal(s|ed|ing)?|escalat\w*|dispute (a |the |my )?(claim|decision|rejection))\b/g,
    GRIEVANCE,
  ],
];

/**
 * The text with each benefit named by its name put as the wording's words for it: "does my policy give
 * hospital cash" asks about a benefit, not about anything of the member's a hospital meets (their e-card).
 */
export function asBenefitNames(text: string): string {
  return BENEFIT_RULES.reduce((t, [pattern, wording]) => t.replace(new RegExp(pattern.source, "gi"), wording), text);
}
