/**
 * How the wording's answer writes what it quotes: each quoted passage cited (its number in the
 * answer's citations), a product's answer as its opening, the lead sentence and the sentences beside
 * it. Pure.
 */
import type { Citation } from "../../../shared/events";
import type { Evidence } from "../../../shared/outcome";
import { plainText } from "../plain-text";
import type { Lead } from "./lead";

/** A product's answer: the passage of its wording that addresses the question best, and its lead. */
export interface Answered {
  readonly product: string;
  readonly passage: Evidence;
  readonly lead: Lead;
}

export function cite(passage: Evidence, citations: Citation[]): string {
  citations.push({
    document: plainText(passage.document),
    title: plainText(passage.title),
    section: plainText(passage.section),
  });
  return `[${citations.length}]`;
}

/** "Under your X policy (Section): the sentence [n]", then the sentences beside it. */
export function block(opening: string, answer: Answered, citations: Citation[]): string {
  const marker = cite(answer.passage, citations);
  const section = plainText(answer.passage.section);
  const lines = [`${opening} (${section}): ${plainText(answer.lead.sentence)} ${marker}`];
  const { items } = answer.lead;
  if (items !== undefined) lines.push(...items.map((item) => `- ${plainText(item)}`));
  else if (answer.lead.support.length > 0) lines.push(`${answer.lead.support.map(plainText).join(" ")} ${marker}`);
  return lines.join("\n");
}

/**
 * One product's line in a list of products: "- Product (Section): the sentence and the ones after [n]",
 * `mark` beside the section (", your policy") when it says whose the product is.
 */
export function productLine(answer: Answered, citations: Citation[], mark = ""): string {
  const marker = cite(answer.passage, citations);
  const said = [answer.lead.sentence, ...answer.lead.following].map(plainText).join(" ");
  return `- ${plainText(answer.product)} (${plainText(answer.passage.section)}${mark}): ${said} ${marker}`;
}

/** The products in a sentence: "A, B and C", or "A, B or C" when one of them is asked for. */
export function names(products: readonly string[], conjunction: "and" | "or" = "and"): string {
  const named = products.map(plainText);
  return named.length <= 1 ? (named[0] ?? "") : `${named.slice(0, -1).join(", ")} ${conjunction} ${named.at(-1)}`;
}
