/**
 * Steps 1 and 2 on one string, in the design's order: secrets first, then personal identifiers.
 * A string with digits of another script, invisible characters or digits spelled out as words is
 * matched in its folded form (fold.ts, number-words.ts); when nothing is found in it, the string
 * comes back exactly as it was.
 */
import { foldText } from "./fold";
import { maskIdentifiersInText } from "./identifiers";
import { jsonStringSize } from "./json-size";
import { digitWordsAsDigits, hasDigitWordRun } from "./number-words";
import { NEEDS_ESCAPE, NEEDS_FOLDING, scanText } from "./scan";
import { redactSecretsInText } from "./secrets";
import type { SanitizeReport } from "./types";

function cleanScanned(text: string, flags: number, report: SanitizeReport): string {
  return maskIdentifiersInText(redactSecretsInText(text, flags, report), flags, report);
}

/** The folded text cleaned, or the text itself when the folded form held nothing to remove. */
function cleanFolded(text: string, report: SanitizeReport): string {
  const found = report.secretsRedacted + report.identifiersMasked;
  const folded = foldText(text);
  const clean = cleanScanned(folded, scanText(folded), report);
  return report.secretsRedacted + report.identifiersMasked === found ? text : clean;
}

/**
 * The clean text with its digit words read as digits and cleaned once more, or the clean text as it
 * was when that found nothing. It runs after the first pass, not instead of it: a code typed as
 * digits right before a number spelled out (`OTP 482913 nine eight …`) would otherwise read as one
 * group of a longer spaced-out number, and be kept.
 */
function cleanSpelled(clean: string, report: SanitizeReport): string {
  if (!hasDigitWordRun(clean)) return clean;
  const found = report.secretsRedacted + report.identifiersMasked;
  const spelled = digitWordsAsDigits(clean);
  const again = cleanScanned(spelled, scanText(spelled), report);
  return report.secretsRedacted + report.identifiersMasked === found ? clean : again;
}

export function cleanText(text: string, report: SanitizeReport): string {
  const flags = scanText(text);
  return cleanSpelled(flags & NEEDS_FOLDING ? cleanFolded(text, report) : cleanScanned(text, flags, report), report);
}

/**
 * `cleanText`, adding the clean text's printed size (quotes included) to `total.size`. The scan
 * already knows whether anything needs escaping: when nothing did, the clean text needs none
 * either (every marker and mask is plain ASCII, and everything else in it comes from the text),
 * so its size is its length. The walk's size must never be short: the cap trusts it.
 */
export function cleanTextSized(text: string, report: SanitizeReport, total: { size: number }): string {
  const flags = scanText(text);
  if (flags & NEEDS_FOLDING) {
    const clean = cleanSpelled(cleanFolded(text, report), report);
    total.size += jsonStringSize(clean);
    return clean;
  }
  const scanned = cleanScanned(text, flags, report);
  const clean = cleanSpelled(scanned, report);
  // Digits for words and masks for what they held are plain ASCII, so they change nothing that needs escaping.
  total.size += (flags & NEEDS_ESCAPE) === 0 ? clean.length + 2 : jsonStringSize(clean);
  return clean;
}
