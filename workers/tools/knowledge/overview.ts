/**
 * Questions about what a policy covers as a whole ("what does the personal accident guard cover",
 * "benefits of the individual plan", "tell me about family shield"), and the section that answers
 * them: the one that sums the policy up ("About this policy"). Pure. Such a question shares only
 * "cover" with the wording, which every section uses, so bare bm25 picks whichever section says it
 * most ("Who can be covered", "Waiting periods") rather than the overview.
 */
import { OVERALL_WORDS } from "../../../src/shared/overall-words";
import { queryTerms } from "./fts-query";

/** Words that ask what a policy offers, not about one thing in it. */
const OVERALL_TERMS: ReadonlySet<string> = new Set(OVERALL_WORDS);

/** Words that say which policy, not what about it. */
const POLICY_TERMS: ReadonlySet<string> = new Set(["plan", "plans", "policy", "policies", "insurance", "mediclaim"]);

/** The heading of the section that sums a policy up. */
export const OVERVIEW_SECTION = /^(about|overview|summary|introduction)\b/i;

/** The overview scores this many times its bm25 score for a question about the whole policy. */
export const OVERVIEW_BOOST = 3;

/**
 * Whether the query asks what a policy covers as a whole: once the words naming a product
 * (`namingTerms`) and the policy words are set aside, only words like "cover" or "benefits" are
 * left, or none at all beside a product's name ("tell me about family shield").
 */
export function asksOverall(query: string, namingTerms: ReadonlySet<string>): boolean {
  const terms = queryTerms(query).filter((term) => !namingTerms.has(term) && !POLICY_TERMS.has(term));
  return terms.every((term) => OVERALL_TERMS.has(term)) && (terms.length > 0 || namingTerms.size > 0);
}
