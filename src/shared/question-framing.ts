/**
 * How a question is put, not what it is about. The wording search leaves these out of its terms
 * (workers/tools/knowledge/fts-query.ts) and the composer out of the question's topic words
 * (src/assistant/composer/wording/relevance.ts), so neither picks a section or a sentence by them.
 */

/**
 * Words that say how a question is asked: "is copay applicable for me" asks about the co-payment, and
 * "does the 2 year wait apply to cataract" about the wait; a section saying what else "applies" (day
 * care's "applicable waiting periods", a longer wait for a pre-existing one) is not its answer.
 */
export const HOW_ASKED_WORDS: readonly string[] = ["apply", "applies", "applied", "applying", "applicable"];

/**
 * An amount a member names in lakh or crore as their own ("room rent on a 7 lakh policy", "my sum
 * insured is 10 lakh, what is the room rent"): the figure the answer works from. Read as a topic it
 * would pick a wording's example for another amount ("On a ₹5 lakh policy…") or the section listing
 * the amounts a plan is sold at.
 */
export const OWN_AMOUNT =
  /(?:\b(?:my|our|the)\s+(?:sum\s+(?:insured|assured)|cover(?:age)?|si|policy)\s+(?:is\s+|of\s+|=\s*)?)?(?:₹|\brs\.?|\binr)?\s*\b\d[\d,.]*\s*(?:lakhs?|lacs?|crores?|cr)\b/gu;
