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

/** An amount in rupees as members read it: ₹5,00,000. */
export function rupees(amount: number): string {
  return `₹${Math.round(amount).toLocaleString("en-IN")}`;
}

/** The first `count` sentences of a passage, for quoting without drowning the answer. */
export function firstSentences(text: string, count: number): string {
  const sentences = plainText(text).match(/[^.!?]+[.!?]+/g);
  if (!sentences) return plainText(text);
  return sentences.slice(0, count).join("").trim();
}
