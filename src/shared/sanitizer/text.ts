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
 * already knows whether anything needs escaping, so unchanged text is not read a second time.
 */
export function cleanTextSized(text: string, report: SanitizeReport, total: { size: number }): string {
  const flags = scanText(text);
  const clean = maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);
  total.size += clean === text && (flags & NEEDS_ESCAPE) === 0 ? text.length + 2 : jsonStringSize(clean);
  return clean;
}
