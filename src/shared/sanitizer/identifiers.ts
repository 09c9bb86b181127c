/**
 * Step 2 of the sanitizer: personal identifiers a member typed or an upstream returned. Mobile
 * numbers keep their last four digits, e-mail addresses their first letter and domain, PAN and
 * Aadhaar numbers only what a member needs to recognise them. Look-alikes (claim numbers, pin
 * codes, amounts, dates, landlines with an STD code, UUIDs) are left alone: every pattern refuses
 * to start or end inside a longer run of letters or digits. Masks contain no matchable shape, so
 * a second run changes nothing more.
 */

import { maskEmails } from "./email";
import { type Replacer, replaceWhere, rule } from "./replace";
import { HAS_AADHAAR_SHAPE, HAS_AT, HAS_PAN_SHAPE, HAS_PHONE_SHAPE } from "./scan";
import type { SanitizeReport } from "./types";

/**
 * PAN: five letters, four digits, a letter (all upper or all lower case, as people type it). Spaced
 * or hyphenated (`ABCPD-1234-E`, `ABCPD 1234 E`, `abcpd 1234e`) its fourth letter must be one a PAN
 * has there (the holder's kind: P a person, C a company, …), and in lower case a space may only come
 * before the digits, so words and a number (`total 5000 a month`) are left alone.
 */
const PAN = rule(
  /(?<![\p{L}\p{N}_])(?:[A-Z]{5}\d{4}[A-Z]|[a-z]{5}\d{4}[a-z]|[A-Z]{3}[ABCFGHJLPT][A-Z](?:[ -]\d{4}[ -]?|\d{4}[ -])[A-Z]|[a-z]{3}[abcfghjlpt][a-z](?:[ -]\d{4}-?|\d{4}-)[a-z])(?![\p{L}\p{N}_])/gu,
);

/**
 * Aadhaar: twelve digits, first 2–9 when run together (UIDAI never issues 0 or 1); written in
 * groups of four any first digit is taken, since `1234 5678 9012` is how people quote one, with a
 * space, a hyphen, a dot or a spaced hyphen between them (`2345 - 6789 - 0123`, the same one each
 * time). Split otherwise (`23456 78901 23`) it starts 2–9 and with a group of four or five, its
 * middle groups have three digits or more (a date's two-digit month and day never qualify) and one
 * separator joins them all. Not the last group of a UUID (`…-a716-446655440000`), nor three groups
 * of a 16-digit card number, nor `+91` and a mobile run together (the mobile rule takes those).
 */
const AADHAAR_SPLITS = [
  [4, 3, 5],
  [4, 5, 3],
  [5, 3, 4],
  [5, 4, 3],
  [5, 5, 2],
  [4, 3, 3, 2],
]
  .map(([first = 4, second = 4, ...rest], i) => {
    const separator = `\\${i + 2}`;
    return `[2-9]\\d{${first - 1}}( - |[ .-])\\d{${second}}${rest.map((n) => `${separator}\\d{${n}}`).join("")}`;
  })
  .join("|");
const AADHAAR = rule(
  new RegExp(
    String.raw`(?<![\p{L}\p{N}_+]|\d[.,]|\d ?- ?|\d |[\dA-Fa-f]{4}-)(?:[2-9]\d{11}|[1-9]\d{3}( - |[ .-])\d{4}\1\d{4}|${AADHAAR_SPLITS})(?![\p{L}\p{N}_]|[.,]\d| ?- ?\d| \d)`,
    "gu",
  ),
);

/** Every way to split `digits` into `count` groups of `min` to `max` digits each, in order (`[2, 4, 4]`). */
function groupings(digits: number, count: number, min: number, max: number): number[][] {
  if (count === 1) return digits >= min && digits <= max ? [[digits]] : [];
  const out: number[][] = [];
  for (let first = min; first <= max; first++) {
    for (const rest of groupings(digits - first, count - 1, min, max)) out.push([first, ...rest]);
  }
  return out;
}

/**
 * The trunk 0 just before a number (`080-`, `0 `). Only it marks a landline: written after a country
 * code (`+91 80 1234 5678`), a metro landline's digits are exactly a mobile's, so they are masked.
 */
const TRUNK = String.raw`(?<!\d)0[ .-]?`;

/** The trunk 0 in brackets after the country code (`+91 (0) 98765 43210`), as numbers are printed for callers abroad. */
const TRUNK_AFTER_COUNTRY = String.raw`(?:\(0\)[ -]?)?`;

/**
 * Ten digits in three or four groups of two to five, however they are split (`98 7654 3210`,
 * `9876 5432 10`, `987 6543 210`, `987 654 32 10`), or with the first digit standing alone before
 * them (`9 8765 43210`, `9 876 543 210`): each split is spelled out, so a match is always exactly ten
 * digits and never stops inside a group. A metro's two-digit STD code (79 Ahmedabad, 80 Bengaluru)
 * after the trunk 0 makes it a landline (`080-2222 3333`, `080 4123 4567`), not a mobile.
 */
const GROUPED = [
  ...groupings(10, 3, 2, 5),
  ...groupings(10, 4, 2, 4),
  ...groupings(9, 2, 2, 5).map((rest) => [1, ...rest]),
  ...groupings(9, 3, 2, 4).map((rest) => [1, ...rest]),
]
  .map(([first = 2, ...rest]) => `[6-9]\\d{${first - 1}}${rest.map((n) => `[ .-]\\d{${n}}`).join("")}`)
  .join("|");
const GROUPED_MOBILE = `(?:(?<!${TRUNK})|(?!(?:79|80)[ .-]))(?:${GROUPED})`;

/**
 * The same number split in ways the patterns above do not spell out, each held to exactly ten digits
 * starting 6–9: in two halves of five joined by a spaced hyphen or slash, a comma or a line break
 * (`98765 - 43210`, `98765 / 43210`, `98765,43210`, `98765\n43210`; an en dash reads as a hyphen,
 * fold.ts), or in two to four groups of any size joined by a space or hyphen (`9876543 210`,
 * `98765 4321 0`), where the groups are the whole run of digits and separators (an id, or a date and
 * a time, is longer). After the trunk 0 the first group has five digits or more, since a landline's
 * STD code has two to four (`0821-2421188`); a comma joins only two halves of five, so an amount in
 * lakhs (`₹9,87,65,43,210`) is not a mobile. Groups of any size never start glued to a word, or to a
 * word and a hyphen: `DOC-T84455728-01` is a document's id, and masking it would drop the document.
 */
const SPLIT_MOBILE = String.raw`[6-9]\d{4}(?:[ \t]?[-/][ \t]?|,|[ \t]*\r?\n[ \t]*)\d{5}|(?<!\p{L}-?)[6-9](?=(?:[ -]?\d){9}(?![ .-]?\d))(?:(?<!${TRUNK}.)|(?=\d{4}))\d*(?:[ -]\d+){1,3}(?![ .-]?\d)`;

/**
 * The same number in groups of any size joined by a mark no pattern above reads as a separator
 * (`98765_43210`, `98765:43210`, `98765|43210`, `98765;43210`, `98765~43210`, `98765*43210`,
 * `98/76/54/32/10`), held to exactly ten digits starting 6–9 as SPLIT_MOBILE is, and never glued to a
 * word (`DOC_98765_43210` is an id). A time, a date or a ratio has too few digits; a run of twelve, too many.
 */
const ODD_SEPARATOR = "[_:|;~*/]";
const ODD_SPLIT_MOBILE = String.raw`(?<!\p{L}[-_]?)[6-9](?=(?:${ODD_SEPARATOR}?\d){9}(?!${ODD_SEPARATOR}?\d|[ .-]\d))\d*(?:${ODD_SEPARATOR}\d+){1,9}(?!${ODD_SEPARATOR}?\d|[ .-]\d)`;

/**
 * Indian mobile: ten digits starting 6–9, run together, grouped 5-5, 4-6, 6-4, in three or four
 * groups, the first digit alone or not (above), or 2-2-2-2-2 with a space, hyphen or dot
 * (`98.765.43210`), one digit at a time (`9 8 7 6 …`),
 * as `98765/43210`, in groups joined by another mark (ODD_SPLIT_MOBILE), or written the American way (`(987) 654-3210`), optionally after +91, (+91),
 * 0091, 091 or 0 (a bare 91 needs a separator, else the twelve digits are an Aadhaar-shaped run;
 * only +91 may be followed by a dot, since `0.9876543210` is a decimal). A landline with a metro's
 * STD code after the trunk 0 is left alone (above), and so is one whose four-digit STD code starts with the trunk 0
 * (`0821 242 1188`), which the lookahead refuses. Letters may touch
 * it (`call9876543210`, `Ravi9000000002`: people type that), digits may not, so a ten-digit run inside a
 * longer number (a twelve-digit `clm_` id, an Aadhaar, a timestamp) is left alone.
 */
const MOBILE = rule(
  new RegExp(
    String.raw`(?<!\p{N}|\d[.,])(?!0[6-9]\d{2}[ -]\d{3}[ -]\d{4})(?:(?:\(\+?91\)|\+91|0091|091|0)[ -]?${TRUNK_AFTER_COUNTRY}|\+91\.|91[ -]${TRUNK_AFTER_COUNTRY})?([6-9]\d{9}|[6-9]\d{4}[ ./-]\d{5}|${GROUPED_MOBILE}|[6-9]\d{3}[ .-]\d{6}|[6-9]\d{5}[ .-]\d{4}|[6-9]\d(?:[ .-]\d{2}){4}|\([6-9]\d{2}\) ?\d{3}[ .-]\d{4}|[6-9](?: \d){9}|[6-9](?:\.\d){9}|[6-9](?:-\d){9}|${SPLIT_MOBILE}|${ODD_SPLIT_MOBILE})(?!\p{N}|[.,]\d)`,
    "gu",
  ),
);

const lastFour = (digits: string): string => digits.replace(/\D/g, "").slice(-4);

export const maskMobile = (digits: string): string => `******${lastFour(digits)}`;
export const maskAadhaar = (digits: string): string => `XXXX XXXX ${lastFour(digits)}`;

// The replacers live at module level: a closure made per call costs an allocation (and, where the
// bundler keeps function names, a defineProperty) on every string.
const maskPan: Replacer = () => "[pan]";
const maskAadhaarMatch: Replacer = (m) => maskAadhaar(m[0]);
const maskMobileMatch: Replacer = (m) => maskMobile(m[1] ?? "");

/** Masks every personal identifier found in free text, counting each one. */
export function maskIdentifiersInText(text: string, flags: number, report: SanitizeReport): string {
  let out = text;
  if (flags & HAS_AT) out = maskEmails(out, report);
  if (flags & HAS_PAN_SHAPE) out = replaceWhere(out, PAN, maskPan, report, "identifiersMasked");
  if (flags & HAS_PHONE_SHAPE) {
    if (flags & HAS_AADHAAR_SHAPE) out = replaceWhere(out, AADHAAR, maskAadhaarMatch, report, "identifiersMasked");
    out = replaceWhere(out, MOBILE, maskMobileMatch, report, "identifiersMasked");
  }
  return out;
}

/**
 * A mobile or Aadhaar number stored as a JSON number (upstreams do that) becomes its mask, a
 * string; any other number is kept. Ten-digit integers from 6e9 are mobiles; twelve-digit ones
 * from 2e11 are Aadhaar-shaped (this also covers 91-prefixed mobiles). Amounts are far smaller,
 * epoch seconds start with 1, epoch milliseconds have thirteen digits.
 */
export function maskIdentifierNumber(value: number, report: SanitizeReport): number | string {
  if (!Number.isInteger(value)) return value;
  const magnitude = Math.abs(value);
  if (magnitude >= 6e9 && magnitude < 1e10) {
    report.identifiersMasked++;
    return maskMobile(String(magnitude));
  }
  if (magnitude >= 2e11 && magnitude < 1e12) {
    report.identifiersMasked++;
    return maskAadhaar(String(magnitude));
  }
  return value;
}
