/** Steps 1 and 2 on one string, in the design's order: secrets first, then personal identifiers. */
import { maskIdentifiersInText } from "./identifiers";
import { jsonStringSize } from "./json-size";
import { NEEDS_ESCAPE, scanText } from "./scan";
import { redactSecretsInText } from "./secrets";
import type { SanitizeReport } from "./types";

export function cleanText(text: string, report: SanitizeReport): string {
  const flags = scanText(text);
  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);
}

/**
 * `cleanText`, adding the clean text's printed size (quotes included) to `total.size`. The scan
 * already knows whether anything needs escaping: when nothing did, the clean text needs none
 * either (every marker and mask is plain ASCII, and everything else in it comes from the text),
 * so its size is its length. The walk's size must never be short: the cap trusts it.
 */
export function cleanTextSized(text: string, report: SanitizeReport, total: { size: number }): string {
  const flags = scanText(text);
  const clean = maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);
  total.size += (flags & NEEDS_ESCAPE) === 0 ? clean.length + 2 : jsonStringSize(clean);
  return clean;
}
