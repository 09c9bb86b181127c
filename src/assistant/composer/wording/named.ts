/**
 * Which of a member's products a question names: by its own name ("family shield", "group care") or
 * by its kind before a policy word ("my accident policy", "our family plan", "the company
 * insurance"). Pure. A member holding two products who asks about one of them is answered for that
 * one: the other's wording is not what they asked about.
 */
import { normalise } from "../../planner/language/words";

/** Words in product names that say which brand or what kind of thing, not which product. */
const GENERIC = new Set(["plancover", "plan", "policy", "insurance", "health", "cover", "for", "the"]);

/** How members name a kind of product without its brand words, each to a product-name word. */
const KINDS: Readonly<Record<string, string>> = {
  floater: "family",
  group: "group",
  company: "group",
  corporate: "group",
  employer: "group",
  office: "group",
  work: "group",
  accident: "accident",
  pa: "accident",
  individual: "individual",
};

const POLICY_WORD = "(?:insurance|polic(?:y|ies)|plans?|cover|mediclaim)";

/**
 * What a policy has of its own, which a kind before it names the policy as a policy word does ("my
 * PA renewal", "the family balance", "group e-card"); never "claim", where "accident" is the event.
 */
const POLICY_ATTRIBUTE = "(?:renewal|expiry|balance|sum insured|premium|e-?cards?|schedule)";
/**
 * The kinds that name a policy before such a word: KINDS' but "office" and "work" ("the office schedule
 * of the tpa"); "family" is none of them (the family's e-cards may be on a group policy).
 */
const ATTRIBUTE_KINDS = Object.keys(KINDS).filter((kind) => !["office", "work"].includes(kind));
const KIND_BEFORE_ATTRIBUTE = new RegExp(`\\b(${ATTRIBUTE_KINDS.join("|")})\\s+${POLICY_ATTRIBUTE}\\b`, "gu");

/**
 * A kind of product named in full, which names nothing else even with no policy word ("personal
 * accident claim documents"): it says which policy, not what is asked of it.
 */
const KIND_NAMES: readonly (readonly [RegExp, string])[] = [
  [/\bpersonal[\s-]+accident\b/u, "accident"],
  // "Will PA pay", "is it covered in PA": the accident plan by its initials, with no policy word.
  [/\bpa\b/u, "accident"],
  [/\bfamily[\s-]+floater\b/u, "family"],
];

/**
 * Words that call a policy a health one ("my health policy", "my medical insurance", "my mediclaim"):
 * every product that pays for illness, which an accident-only product does not.
 */
const HEALTH_KIND = /\b(?:health|medical)\s+(?:insurance|polic(?:y|ies)|plans?|cover)\b|\bmediclaim\b/u;
const ACCIDENT_ONLY = /\baccident\b/i;

/** The text without the kinds of product it names in full (KIND_NAMES). */
export function withoutKindNames(lower: string): string {
  return KIND_NAMES.reduce((text, [pattern]) => text.replace(new RegExp(pattern.source, "gu"), " "), lower);
}

function distinctive(product: string): string[] {
  return (normalise(product).match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 2 && !GENERIC.has(w));
}

/** The products of `products` the text names, in their order. */
export function namedProducts(text: string, products: readonly string[]): string[] {
  const lower = normalise(text);
  const kinds = new Set<string>();
  for (const match of lower.matchAll(new RegExp(`\\b([\\p{L}]+)(?:'s)?\\s+${POLICY_WORD}\\b`, "gu"))) {
    const word = match[1] ?? "";
    kinds.add(KINDS[word] ?? word);
  }
  for (const match of lower.matchAll(KIND_BEFORE_ATTRIBUTE)) kinds.add(KINDS[match[1] ?? ""] ?? match[1] ?? "");
  for (const [pattern, kind] of KIND_NAMES) if (pattern.test(lower)) kinds.add(kind);
  const health = HEALTH_KIND.test(lower);
  return products.filter((product) => {
    if (health && !ACCIDENT_ONLY.test(product)) return true;
    if (namesInFull(lower, product)) return true;
    return distinctive(product).some((w) => kinds.has(w));
  });
}

/**
 * The products a text names by their own name in full ("family shield", "personal accident guard"),
 * not by a kind a member may use for a plan of theirs ("my family policy", "the group plan").
 */
export function namedInFull(text: string, products: readonly string[]): string[] {
  const lower = normalise(text);
  return products.filter((product) => namesInFull(lower, product));
}

function namesInFull(lower: string, product: string): boolean {
  const words = distinctive(product);
  return words.length > 0 && lower.includes(words.join(" "));
}
