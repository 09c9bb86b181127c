/**
 * The corpus's plan names taken out of a member's words ("personal accident guard", "family shield"),
 * so that what is left is what they ask about the plan: the word "accident" in "does personal accident
 * guard cover fractures" names the plan, and the fracture makes it a question about an accident. Pure.
 */
import vocabulary from "./language/vocabulary.json";

/** Each plan's name without the brand ("personal accident guard"), longest first; "personal accident" too. */
const NAMES: readonly string[] = [
  ...vocabulary.products.map((product) =>
    product
      .toLowerCase()
      .replace(/^plancover\s+/, "")
      .trim(),
  ),
  "personal accident",
].sort((a, b) => b.length - a.length);

/** `lower` with every plan's name said in it blanked out. */
export function withoutProductNames(lower: string): string {
  return NAMES.reduce((text, name) => text.replaceAll(name, " "), lower);
}

const ANY_NAME = new RegExp(
  `\\b(?:${NAMES.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`,
  "g",
);

/**
 * `lower` with each plan's name said as the member's own ("e-card for family shield" as "… for my
 * family shield policy"): a plan named beside a read of their record is one of theirs, or said not to be.
 */
export function asOwnedProductNames(lower: string): string {
  return lower.replace(ANY_NAME, (name) => `my ${name} policy`);
}
