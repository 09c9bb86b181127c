/**
 * Who asks a truth case, as the PlanCover stand-in's demo data has them: the products they hold, the
 * portal refs that name their policies, and the live figures a fact may name — `{sum_insured}`,
 * `{available}`, `{copay}` and `{holder}`. A synthetic member (`98` and eight digits) is made up from
 * their number, so their figures come from the same deterministic generation the stand-in answers
 * from. Pure.
 */
import { approvedOnPortal } from "../../workers/plancover/data/claims";
import { memberByMobile } from "../../workers/plancover/data/members";
import { portalsOf } from "../../workers/plancover/data/portals";
import { type Product, productNamed } from "./products";

export interface Holding {
  readonly product: Product;
  readonly portalRef: string;
  /** INR. */
  readonly sumInsured: number;
  /** INR: the sum insured less what was approved on the policy. */
  readonly available: number;
  readonly copayPercent: number;
  /** The insured people's names, the policy holder first. */
  readonly insured: readonly string[];
}

export interface Asker {
  /** Null when signed out. */
  readonly mobile: string | null;
  readonly holdings: readonly Holding[];
}

export function askerOf(mobile: string | null): Asker {
  const member = mobile === null ? null : memberByMobile(mobile);
  const holdings = portalsOf(member?.portalRefs ?? []).flatMap((portal): Holding[] => {
    const product = productNamed(portal.productName);
    if (product === null) return [];
    return [
      {
        product,
        portalRef: portal.portalRef,
        sumInsured: portal.sumInsured,
        available: portal.sumInsured - approvedOnPortal(portal.portalRef),
        copayPercent: portal.copayPercent,
        insured: portal.insured.map((person) => person.name),
      },
    ];
  });
  return { mobile, holdings };
}

export const productsHeld = (asker: Asker): Product[] => [...new Set(asker.holdings.map((h) => h.product))];

/** The asker's portal refs, each with the product it is a policy of. */
export const portalRefsOf = (asker: Asker): Map<string, Product> =>
  new Map(asker.holdings.map((h) => [h.portalRef, h.product]));

/** Ways of saying that no co-payment applies. */
export const NO_COPAY: readonly string[] = [
  "no copay",
  "copay 0",
  "0% copay",
  "copay of 0%",
  "copay is 0%",
  "copay is nil",
  "nil copay",
  "zero copay",
  "don't have a copay",
  "do not have a copay",
  "doesn't have a copay",
  "does not have a copay",
  "without a copay",
  "without any copay",
];

function placeholderValues(holding: Holding): Record<string, readonly string[]> {
  return {
    "{sum_insured}": [String(holding.sumInsured)],
    "{available}": [String(holding.available)],
    "{copay}": holding.copayPercent === 0 ? NO_COPAY : [`${holding.copayPercent}%`],
    "{holder}": holding.insured.slice(0, 1),
  };
}

/**
 * A fact's alternatives with the asker's live figures put in, from their policy of the fact's
 * product. An alternative whose placeholder cannot be filled (no such policy) is dropped, so it
 * never matches.
 */
export function resolveAlternatives(alternatives: readonly string[], product: Product | undefined, asker: Asker) {
  const holding = asker.holdings.find((h) => h.product === product);
  const values = holding ? placeholderValues(holding) : {};
  return alternatives.flatMap((alternative) => {
    let expanded = [alternative];
    for (const [placeholder, options] of Object.entries(values)) {
      expanded = expanded.flatMap((text) =>
        text.includes(placeholder) ? options.map((option) => text.replaceAll(placeholder, option)) : [text],
      );
    }
    return expanded.filter((text) => !/\{[a-z_]+\}/.test(text));
  });
}
