/**
 * E-mail addresses in free text, masked to first character + `***@` + domain, found by walking out
 * from each `@` instead of running a regular expression over the whole text. It matches exactly
 * what the global replace of `EMAIL_PATTERN` matches (the tests hold the two together): the regular
 * expression tried every word start with Unicode-class lookbehinds and was B2's costliest rule.
 */
import type { SanitizeReport } from "./types";

/**
 * The definition: a local part of letters, digits and `._%+-` that starts where such a run starts,
 * `@`, and a domain of at least two dot-separated labels of letters, digits and `-`. The `*` of
 * the mask is outside both classes, so a mask never matches again.
 */
export const EMAIL_PATTERN =
  /(?<![\p{L}\p{N}._%+-])([\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*@([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)/gu;

const LOCAL = 1;
const DOMAIN = 2;

/** ASCII characters allowed in a local part (LOCAL) and in a domain label (LOCAL | DOMAIN). */
const ASCII_CLASS: Uint8Array = (() => {
  const classes = new Uint8Array(128);
  const mark = (from: string, to: string, bits: number) => {
    for (let c = from.charCodeAt(0); c <= to.charCodeAt(0); c++) classes[c] = bits;
  };
  mark("a", "z", LOCAL | DOMAIN);
  mark("A", "Z", LOCAL | DOMAIN);
  mark("0", "9", LOCAL | DOMAIN);
  mark("-", "-", LOCAL | DOMAIN);
  for (const c of "._%+") mark(c, c, LOCAL);
  return classes;
})();

const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;

/** Whether a code point belongs to the local-part class (`bit` LOCAL) or the domain class (`bit` DOMAIN). */
function inClass(codePoint: number, bit: number): boolean {
  if (codePoint < 0x80) return ((ASCII_CLASS[codePoint] ?? 0) & bit) !== 0;
  // A lone surrogate is no letter; outside ASCII both classes are exactly the letters and numbers.
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return false;
  return LETTER_OR_NUMBER.test(String.fromCodePoint(codePoint));
}

/** The code point that ends just before `end`, and where it starts (a surrogate pair counts as one). */
function codePointBefore(text: string, end: number): { codePoint: number; start: number } {
  const low = text.charCodeAt(end - 1);
  if (low >= 0xdc00 && low <= 0xdfff && end >= 2) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff)
      return { codePoint: (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000, start: end - 2 };
  }
  return { codePoint: low, start: end - 1 };
}

/** Code units in the code point at `at` (2 for a surrogate pair). */
const widthAt = (text: string, at: number): number => {
  const codePoint = text.codePointAt(at) ?? 0;
  return codePoint > 0xffff ? 2 : 1;
};

/** Where the run of DOMAIN code points from `from` ends (`from` itself when there is none). */
function domainRunEnd(text: string, from: number): number {
  let at = from;
  while (at < text.length && inClass(text.codePointAt(at) ?? 0, DOMAIN)) at += widthAt(text, at);
  return at;
}

/** End of the domain after the `@` at `at`: one label, then at least one `.label`; -1 if there is none. */
function domainEnd(text: string, at: number): number {
  let end = domainRunEnd(text, at + 1);
  if (end === at + 1) return -1;
  let labels = 1;
  while (text.charCodeAt(end) === 0x2e) {
    const next = domainRunEnd(text, end + 1);
    if (next === end + 1) break;
    end = next;
    labels++;
  }
  return labels >= 2 ? end : -1;
}

/** Start of the local part that ends at the `@` at `at`, or -1 if there is none (or it would start before `notBefore`). */
function localStart(text: string, at: number, notBefore: number): number {
  let start = at;
  while (start > 0) {
    const before = codePointBefore(text, start);
    if (!inClass(before.codePoint, LOCAL)) break;
    start = before.start;
  }
  // A run reaching back into the previous address has no start the lookbehind allows.
  return start === at || start < notBefore ? -1 : start;
}

/** `text` with every e-mail address masked (each counted), or `text` itself when there is none. */
export function maskEmails(text: string, report: SanitizeReport): string {
  let at = text.indexOf("@");
  let out = "";
  let from = 0;
  while (at >= 0) {
    const start = localStart(text, at, from);
    const end = start < 0 ? -1 : domainEnd(text, at);
    if (end < 0) {
      at = text.indexOf("@", at + 1);
      continue;
    }
    out += `${text.slice(from, start)}${text.slice(start, start + widthAt(text, start))}***@${text.slice(at + 1, end)}`;
    report.identifiersMasked++;
    from = end;
    at = text.indexOf("@", end);
  }
  return from === 0 ? text : out + text.slice(from);
}
