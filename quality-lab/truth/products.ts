/**
 * The four demo products as the truth cases name them: each with the words that name it in an answer
 * and the corpus document that holds its wording (the file's name and its title, since a citation may
 * carry either). Written from `corpus/demo/*.md`'s front matter; a test checks them against it.
 */

export const PRODUCTS = ["family_shield", "group_care", "individual_essential", "personal_accident_guard"] as const;
export type Product = (typeof PRODUCTS)[number];

export interface ProductFacts {
  /** The product's name as the wording gives it. */
  readonly name: string;
  /** Words that name it in an answer, lower-case: the answer names the product when a sentence holds one. */
  readonly names: readonly string[];
  /** The corpus document (file name without `.md`). */
  readonly document: string;
  /** The document's title (its front matter). */
  readonly title: string;
}

export const PRODUCT: Readonly<Record<Product, ProductFacts>> = {
  family_shield: {
    name: "PlanCover Family Shield",
    names: ["family shield"],
    document: "plancover-family-shield",
    title: "PlanCover Family Shield — policy wording (family floater health insurance)",
  },
  group_care: {
    name: "PlanCover Group Care",
    names: ["group care"],
    document: "plancover-group-care",
    title: "PlanCover Group Care — group mediclaim policy wording (corporate group health insurance)",
  },
  individual_essential: {
    name: "PlanCover Individual Essential",
    names: ["individual essential"],
    document: "plancover-individual-essential",
    title: "PlanCover Individual Essential — policy wording (individual health insurance)",
  },
  personal_accident_guard: {
    name: "PlanCover Personal Accident Guard",
    names: ["personal accident guard", "accident guard", "personal accident"],
    document: "plancover-personal-accident-guard",
    title: "PlanCover Personal Accident Guard — policy wording (individual personal accident cover)",
  },
};

/** The product a policy's product name (the stand-in's `productName`) or a cited document stands for. */
export function productNamed(text: string): Product | null {
  const lower = text.toLowerCase().replaceAll("-", " ");
  return PRODUCTS.find((product) => PRODUCT[product].names.some((name) => lower.includes(name))) ?? null;
}
