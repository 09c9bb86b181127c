/**
 * Upstream strings as plain text: tags, Markdown emphasis, headings, code fences and links are
 * removed (a link keeps its words), whitespace collapsed. What the member reads is never markup
 * that came from someone else's data. An underscore between two words separates them (a status
 * such as query_raised reads "query raised"); only the others are emphasis. Pure.
 */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(?<=[\p{L}\p{N}])_+(?=[\p{L}\p{N}])/gu, " ")
    .replace(/[`*_#>|~]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Indian digit grouping, made once: `toLocaleString` builds a formatter (and loads its locale data)
 * on every call, and an answer formats an amount per benefit.
 */
const INDIAN_GROUPING = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** An amount in rupees as members read it: ₹5,00,000. */
export function rupees(amount: number): string {
  return `₹${INDIAN_GROUPING.format(Math.round(amount))}`;
}

/** The first `count` sentences of a passage, for quoting without drowning the answer. */
export function firstSentences(text: string, count: number): string {
  const sentences = plainText(text).match(/[^.!?]+[.!?]+/g);
  if (!sentences) return plainText(text);
  return sentences.slice(0, count).join("").trim();
}

/** A claim's status as the rest of a sentence about it: "is under review", "has a query raised". */
export function claimIs(status: string): string {
  return status === "query_raised" ? "has a query raised" : `is ${plainText(status)}`;
}

/** The text with its first letter made a capital, to begin a sentence ("your PlanCover …" → "Your PlanCover …"). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
