/**
 * An amount a member names in lakh or crore as their own ("room rent on a 7 lakh policy", "my sum
 * insured is 10 lakh, what is the room rent"): the figure the answer works from, not what the question
 * is about. Read as a topic it would pick a wording's example for another amount ("On a ₹5 lakh
 * policy…") or the section listing the amounts a plan is sold at. The wording search drops it from its
 * terms (workers/tools/knowledge/fts-query.ts) and the composer from the question's topic words
 * (src/assistant/composer/wording/relevance.ts).
 */
export const OWN_AMOUNT =
  /(?:\b(?:my|our|the)\s+(?:sum\s+(?:insured|assured)|cover(?:age)?|si|policy)\s+(?:is\s+|of\s+|=\s*)?)?(?:₹|\brs\.?|\binr)?\s*\b\d[\d,.]*\s*(?:lakhs?|lacs?|crores?|cr)\b/gu;
