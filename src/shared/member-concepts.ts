/**
 * Concepts members name in their own words that both the planner (its synonym rules,
 * src/assistant/planner/language/synonyms.ts) and the wording search (its concepts, for a query a
 * partner or a model sends it directly: workers/tools/knowledge/fts-query.ts) map to the wording's.
 * Each is a pattern's source, compiled by each side with its own flags.
 */

/** A child's school or college fees, or education: an accident plan's "education benefit". */
export const EDUCATION_ASKED = String.raw`\b(?:school|college|tuition)\b.{0,20}\b(?:fees?|costs?|expenses?|education|studies)\b|\b(?:education|tuition)\b`;
