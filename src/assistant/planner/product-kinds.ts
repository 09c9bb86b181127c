/**
 * The kinds of cover a member calls their own ("my personal accident policy", "our group insurance",
 * "my family floater"): the composer tells a member who holds none of a kind so before answering for
 * the policies they do hold (composer/product-kinds.ts). Only the words after "my" count: "does a
 * personal accident policy cover fractures" asks the wording about a product, not about theirs. Pure.
 */
import type { ProductKind } from "./plan";

/** The words members use for each kind; "family" alone is not one ("my family plan" may be a group policy). */
const KIND_WORDS: Readonly<Record<string, ProductKind>> = {
  floater: "family",
  shield: "family",
  group: "group",
  company: "group",
  corporate: "group",
  employer: "group",
  office: "group",
  accident: "accident",
  pa: "accident",
  individual: "individual",
};

/** "my" (or "our"), up to three words, then what a policy is called ("floater" and "shield" end a name too). */
const OWNED_POLICY =
  /\b(?:my|our)\s+((?:[a-z'’-]+\s+){0,3})(insurance|polic(?:y|ies)|plans?|cover|mediclaim|floater|shield)\b/g;

/**
 * "My accident claim", "our PA claims": a claim named by the accident cover it is on. A member who
 * holds an accident plan means the claims on it; one who holds none is told so first, as for "my
 * accident policy" (composer/product-kinds.ts).
 */
const OWNED_ACCIDENT_CLAIM = /\b(?:my|our)\s+(?:personal\s+)?(?:accident|pa)\s+claims?\b/;

/** The kinds the member calls theirs, in the order named, each once. */
export function kindsNamed(lower: string): ProductKind[] {
  const kinds = new Set<ProductKind>();
  if (OWNED_ACCIDENT_CLAIM.test(lower)) kinds.add("accident");
  for (const match of lower.matchAll(OWNED_POLICY)) {
    const words = `${match[1] ?? ""} ${match[2] ?? ""}`.split(/\s+/).map((word) => word.replace(/['’]s$/, ""));
    for (const word of words) {
      const kind = KIND_WORDS[word];
      if (kind !== undefined) kinds.add(kind);
    }
  }
  return [...kinds];
}
