/**
 * Which of the corpus's products the caller holds. Pure. The caller's policies come from their
 * session (read by code at sign-in, never from a model or an argument), named as PlanCover names
 * them ("PlanCover Group Care for Northwind Logistics"); the corpus names each document's product in
 * its front matter ("PlanCover Group Care"). A policy is for the corpus product whose name its own
 * name begins with (the longest such, word by word), or failing that, whose every word it holds.
 */
import { type AuthContext, partnerKnowsPolicies } from "../../../src/shared/auth-context";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";

/** Who is asking, as the retrieval sees it: the products of their policies, or unknown. */
export type KnowledgeCaller =
  /** Not a signed-in member (a guest, staff), or a session that does not know its products. */
  | { readonly kind: "unknown" }
  /** A signed-in member: the product PlanCover names for each of their policies (none: no policy). */
  | { readonly kind: "member"; readonly policyProducts: readonly string[] };

export const UNKNOWN_CALLER: KnowledgeCaller = { kind: "unknown" };

/**
 * The caller as the retrieval sees it, from their session: a signed-in member's products, else unknown.
 * Which products a member holds is their policies' data: a partner acting for them knows it only when
 * the member granted `policies:read`, so a partner without it searches as a signed-out caller would.
 */
export function knowledgeCallerOf(auth: AuthContext, partner: PartnerGrant | null): KnowledgeCaller {
  if (auth.role !== "member" || auth.credentialRef === null) return UNKNOWN_CALLER;
  if (!partnerKnowsPolicies(partner)) return UNKNOWN_CALLER;
  // A session holding portals but no products (made before products were kept) does not know them.
  if (auth.portalRefs.length > 0 && auth.policies.length === 0) return UNKNOWN_CALLER;
  return { kind: "member", policyProducts: auth.policies.map((policy) => policy.product) };
}

function wordsOf(name: string): string[] {
  return name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function beginsWith(words: readonly string[], prefix: readonly string[]): boolean {
  return prefix.length > 0 && prefix.length <= words.length && prefix.every((word, i) => words[i] === word);
}

/** The corpus product a policy of this name is for; null when none is. */
export function corpusProductOf(policyProduct: string, corpusProducts: Iterable<string>): string | null {
  const words = wordsOf(policyProduct);
  const candidates = [...corpusProducts].map((product) => ({ product, words: wordsOf(product) }));
  const longestFirst = candidates.sort((a, b) => b.words.length - a.words.length);
  const prefixed = longestFirst.find((c) => beginsWith(words, c.words));
  if (prefixed) return prefixed.product;
  const held = new Set(words);
  return longestFirst.find((c) => c.words.length > 0 && c.words.every((w) => held.has(w)))?.product ?? null;
}

/**
 * The corpus products the caller holds, in the order of their policies, each once; null when the
 * caller is unknown. A member holding no policy (or none the corpus has wording for) holds none.
 */
export function heldProducts(caller: KnowledgeCaller, corpusProducts: readonly string[]): string[] | null {
  switch (caller.kind) {
    case "unknown":
      return null;
    case "member": {
      const held = caller.policyProducts.flatMap((name) => corpusProductOf(name, corpusProducts) ?? []);
      return [...new Set(held)];
    }
  }
}
