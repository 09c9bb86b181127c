/**
 * Words that ask what a policy offers as a whole, not about one thing in it ("what does family shield
 * cover", "benefits of the individual plan", "compare family shield and individual essential"). The
 * wording search reads them to answer from a plan's overview (workers/tools/knowledge/overview.ts);
 * the composer reads them to let any passage of the plan answer (src/assistant/composer/wording/relevance.ts).
 */
export const OVERALL_WORDS: readonly string[] = [
  "cover",
  "covers",
  "covered",
  "coverage",
  "covering",
  "benefit",
  "benefits",
  "include",
  "includes",
  "included",
  "feature",
  "features",
  "offer",
  "offers",
  "details",
  "overview",
  "summary",
  // "How is my policy different from group care", "compare family shield and individual essential":
  // naming no subject, a comparison of plans is a comparison of what each covers.
  "compare",
  "compared",
  "comparison",
  "difference",
  "differences",
  "different",
  "differ",
  "versus",
  "vs",
  "between",
];
