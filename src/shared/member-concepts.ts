/**
 * Concepts members name in their own words that both the planner (its synonym rules,
 * src/assistant/planner/language/synonyms.ts) and the wording search (its concepts, for a query a
 * partner or a model sends it directly: workers/tools/knowledge/fts-query.ts) map to the wording's.
 * Each is a pattern's source, compiled by each side with its own flags.
 */

/** A child's school or college fees, or education: an accident plan's "education benefit". */
export const EDUCATION_ASKED = String.raw`\b(?:school|college|tuition)\b.{0,20}\b(?:fees?|costs?|expenses?|education|studies)\b|\b(?:education|tuition)\b`;

/**
 * The amounts a plan is sold with ("sum insured options", "how much cover can I choose"), and a higher
 * one asked for ("can I increase my sum insured", "upgrade my cover"): the wording's sum insured
 * "chosen at purchase", not the co-payment's or deductible's "option".
 */
export const SUM_INSURED_OFFERED_ASKED = String.raw`\b(?:increase|increasing|raise|raising|enhance|enhancing|upgrade|upgrading)\b(?: \w+){0,2}? (?:sum (?:insured|assured)|cover(?:age)? amount|cover(?:age)?)\b|\b(?:sum (?:insured|assured)|cover(?:age)?|cover amount|insured amount) (?:options?|choices?|variants?|slabs?|amounts? (?:available|offered))\b|\b(?:options?|choices?) (?:of|for) (?:the )?(?:sum (?:insured|assured)|cover(?:age)?)\b|\b(?:how much|what|which) (?:cover(?:age)?|sum insured)(?: amounts?)? (?:can|could|do|may) (?:i|we|you) (?:choose|select|pick|opt for|buy|take|get)\b`;
