/** Steps 1 and 2 on one string, in the design's order: secrets first, then personal identifiers. */
import { maskIdentifiersInText } from "./identifiers";
import { scanText } from "./scan";
import { redactSecretsInText } from "./secrets";
import type { SanitizeReport } from "./types";

export function cleanText(text: string, report: SanitizeReport): string {
  const flags = scanText(text);
  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);
}
