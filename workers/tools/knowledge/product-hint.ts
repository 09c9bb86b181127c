/**
 * Which products a query names ("on the family floater", "in my group policy"), so that their
 * passages rank higher. Pure. Only a ranking boost: passages of other products still come back,
 * and the company scope is never touched (it comes from AuthContext, never from the query).
 */
import { queryTerms } from "./fts-query";

/** A named product's passages score this many times their bm25 score. */
export const PRODUCT_HINT_BOOST = 1.5;

/** Words in product names that name no product in particular. */
const GENERIC_WORDS = new Set(["plancover", "plan", "policy", "insurance", "health", "care", "cover", "for", "the"]);

/** How members name a kind of product without its brand words: each maps to product-name words. */
const KIND_WORDS: Readonly<Record<string, readonly string[]>> = {
  floater: ["family"],
  corporate: ["group"],
  employer: ["group"],
  employee: ["group"],
  company: ["group"],
  office: ["group"],
  gmc: ["group"],
  pa: ["personal", "accident"],
};

/**
 * Kind words that name a product only when a policy word follows them: "my accident policy" is the
 * accident plan, while "after an accident" or "accident cover" asks about an accident.
 */
const KIND_BEFORE_POLICY: Readonly<Record<string, readonly string[]>> = {
  accident: ["personal", "accident"],
};

/** The product-name words a kind word stands for ("family", "group", "personal", "accident"). */
const KIND_NAMED_WORDS: ReadonlySet<string> = new Set(
  [...Object.values(KIND_WORDS), ...Object.values(KIND_BEFORE_POLICY)].flat(),
);
const POLICY_WORD = /^(?:policy|policies|plan|plans|insurance)$/;

/** The query's words that a policy word follows ("accident" in "my accident policy"). */
function beforePolicyWords(query: string): Set<string> {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((_, i) => POLICY_WORD.test(words[i + 1] ?? "")).map(wordKey));
}

/** Lower case, and a plain plural made singular, so "employees" meets "employee". */
function wordKey(word: string): string {
  const lower = word.toLowerCase();
  return lower.length > 3 && lower.endsWith("s") && !lower.endsWith("ss") ? lower.slice(0, -1) : lower;
}

function distinctiveWords(product: string): string[] {
  const words = product.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map(wordKey))].filter((w) => w.length > 2 && !GENERIC_WORDS.has(w));
}

export interface ProductHint {
  /** The products the query names, by name or by kind ("the corporate policy"). */
  readonly products: ReadonlySet<string>;
  /**
   * The products the query names by their own name ("family shield", "group care"), not by a kind word
   * ("company", "employer", which also say where a member works): only these answer for a member who
   * does not hold them.
   */
  readonly byName: ReadonlySet<string>;
  /** The query's terms that named them: searched as a boost, not as words in the text. */
  readonly namingTerms: ReadonlySet<string>;
  /**
   * The naming terms and the common words of a product named in full ("care" in "group care"): what
   * says which policy rather than what about it (overview.ts). Still searched ("day care in group care").
   */
  readonly nameTerms: ReadonlySet<string>;
}

/**
 * The products among `products` that the query names: at least half of a product's distinctive
 * words appear in the query ("family floater" names PlanCover Family Shield; "accident" alone
 * does not name PlanCover Personal Accident Guard, "personal accident" and "accident policy" do).
 */
export function productHint(query: string, products: Iterable<string>): ProductHint {
  /** Product-name words the query says, each with the query terms that said it. */
  const said = new Map<string, Set<string>>();
  const spoken = new Set<string>();
  const hear = (word: string, term: string) => said.set(word, (said.get(word) ?? new Set()).add(term));
  const beforePolicy = beforePolicyWords(query);
  for (const term of queryTerms(query).filter((t) => !t.includes(" "))) {
    const key = wordKey(term);
    hear(key, term);
    spoken.add(key);
    for (const word of KIND_WORDS[key] ?? []) hear(word, term);
    if (beforePolicy.has(key)) for (const word of KIND_BEFORE_POLICY[key] ?? []) hear(word, term);
  }
  // A name's word said again is also what is asked: "personal accident guard ... after an accident".
  const counts = new Map<string, number>();
  for (const word of query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    counts.set(wordKey(word), (counts.get(wordKey(word)) ?? 0) + 1);
  }
  const hinted = new Set<string>();
  const byName = new Set<string>();
  const namingTerms = new Set<string>();
  const fullNames = new Set<string>();
  for (const product of new Set(products)) {
    const words = distinctiveWords(product);
    const named = words.filter((w) => said.has(w));
    if (words.length === 0 || named.length * 2 < words.length) continue;
    hinted.add(product);
    for (const word of named) {
      if ((counts.get(word) ?? 0) > 1) continue;
      for (const term of said.get(word) ?? []) namingTerms.add(term);
    }
    // By name means every word of it ("family shield"): "start a family" names no policy. A kind's
    // short name may stand for its words beside a word of the name itself ("PA guard"), never alone
    // ("my PA policy", "company policy" say where a member's cover is, not which product).
    const ownWord = words.some((w) => spoken.has(w) && !KIND_NAMED_WORDS.has(w));
    if (!words.every((w) => spoken.has(w) || (ownWord && said.has(w)))) continue;
    byName.add(product);
    // Named in full, its common words name it too ("care" in "group care"), not what is asked about it.
    for (const word of product.match(/[\p{L}\p{N}]+/gu) ?? []) {
      for (const term of said.get(wordKey(word)) ?? []) fullNames.add(term);
    }
  }
  return { products: hinted, byName, namingTerms, nameTerms: new Set([...namingTerms, ...fullNames]) };
}
