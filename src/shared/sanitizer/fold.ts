/**
 * Folding before matching: a digit from another script or style (full-width `９`, Arabic-Indic `٩`,
 * Devanagari `९`, mathematical bold `𝟗` and the other mathematical digits, superscript `⁹`, circled
 * `⑨`, …) reads as its ASCII digit, a combining mark on a digit (`9́`, the keycap `9⃣`) is dropped, and an invisible character (any
 * default-ignorable code point: a zero-width space or joiner, a word joiner, a soft hyphen, a direction
 * mark, a combining grapheme joiner, a variation selector, a Hangul filler, a tag) is dropped, so `9​8​7…` and
 * `٩٨٧…` meet the same rules as `987…`; a separator from outside ASCII (a full-width hyphen or
 * plus, a Unicode dash or minus, a no-break or ideographic space) reads as `-`, `+` or a space, so a
 * number grouped with them meets the grouping rules; a wider gap between two digits (two spaces, a
 * tab) reads as one space. Only the sanitizer's view is folded: text in
 * which nothing is found comes back as it was (text.ts).
 */
import { isAstralInvisible, isInvisible } from "../invisible";

/**
 * The zero of every run of ten decimal digits (Unicode category Nd) in the Basic Multilingual Plane
 * outside ASCII, ascending; each run is the ten code points from its zero.
 */
const DIGIT_ZEROS = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0, 0xf20,
  0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80, 0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0,
  0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
] as const;

/**
 * Digits in a style of their own (Unicode category No, one digit each): superscript and subscript,
 * circled, parenthesized, with a full stop, double-circled and the dingbats' circles, as
 * [first code point, last, the first one's value]. A number or a code typed in them (`⁹⁸⁷…`,
 * `①②③…`) reads as its digits.
 */
const STYLED_DIGIT_RUNS: readonly (readonly [number, number, number])[] = [
  [0xb2, 0xb3, 2],
  [0xb9, 0xb9, 1],
  [0x2070, 0x2070, 0],
  [0x2074, 0x2079, 4],
  [0x2080, 0x2089, 0],
  [0x2460, 0x2468, 1],
  [0x2474, 0x247c, 1],
  [0x2488, 0x2490, 1],
  [0x24ea, 0x24ea, 0],
  [0x24f5, 0x24fd, 1],
  [0x24ff, 0x24ff, 0],
  [0x2776, 0x277e, 1],
  [0x2780, 0x2788, 1],
  [0x278a, 0x2792, 1],
];

function styledDigitValue(c: number): number {
  for (const [first, last, value] of STYLED_DIGIT_RUNS) if (c >= first && c <= last) return value + c - first;
  return -1;
}

/**
 * A combining mark (the diacritics, and the marks for symbols such as the keycap U+20E3): dropped
 * after a digit, so `9́8́7…` and `9⃣8⃣7⃣…` read as the digits they sit on. Elsewhere it stays.
 */
export function isCombiningMark(c: number): boolean {
  return (c >= 0x300 && c <= 0x36f) || (c >= 0x20d0 && c <= 0x20ff);
}

/** The digit's value (0–9) of a non-ASCII decimal digit or styled digit, else -1. */
export function digitValue(c: number): number {
  if (c < 0x660 || (c >= 0x2070 && c <= 0x2792)) return styledDigitValue(c);
  let low = 0;
  let high = DIGIT_ZEROS.length - 1;
  // The last zero at or below c (binary search: this runs on each non-ASCII character of a scan).
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((DIGIT_ZEROS[mid] ?? 0) <= c) low = mid;
    else high = mid - 1;
  }
  const offset = c - (DIGIT_ZEROS[low] ?? 0);
  return offset >= 0 && offset < 10 ? offset : -1;
}

/**
 * The same outside the Basic Multilingual Plane, where a digit takes two UTF-16 code units (a
 * surrogate pair): the mathematical digits (bold, double-struck, sans-serif, sans-serif bold,
 * monospace: five runs from U+1D7CE) and the scripts' own, ascending.
 */
const ASTRAL_DIGIT_ZEROS = [
  0x104a0, 0x10d30, 0x11066, 0x110f0, 0x11136, 0x111d0, 0x112f0, 0x11450, 0x114d0, 0x11650, 0x116c0, 0x11730, 0x118e0,
  0x11950, 0x11c50, 0x11d50, 0x11da0, 0x16a60, 0x16ac0, 0x16b50, 0x1d7ce, 0x1d7d8, 0x1d7e2, 0x1d7ec, 0x1d7f6, 0x1e140,
  0x1e2f0, 0x1e950, 0x1fbf0,
] as const;

/** The digit's value (0–9) of the supplementary-plane digit whose surrogate pair starts at `at`, else -1. */
export function astralDigitAt(text: string, at: number): number {
  const c = text.codePointAt(at) ?? 0;
  if (c < 0x10000) return -1;
  let value = -1;
  for (const zero of ASTRAL_DIGIT_ZEROS) {
    if (zero > c) break;
    if (c - zero < 10) value = c - zero;
  }
  return value;
}

/**
 * An invisible character outside the Basic Multilingual Plane (a surrogate pair starting at `at`):
 * see isAstralInvisible (src/shared/invisible.ts, with the rest of the set).
 */
export function isAstralInvisibleAt(text: string, at: number): boolean {
  return isAstralInvisible(text.codePointAt(at) ?? 0);
}

/** The ASCII separator a non-ASCII dash, plus or space stands for, else null. */
export function separatorOf(c: number): string | null {
  if ((c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0xfe58 || c === 0xfe63 || c === 0xff0d) return "-";
  if (c === 0xff0b || c === 0xfe62) return "+";
  if (c === 0xa0 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x205f || c === 0x3000) return " ";
  return null;
}

/** Whether a (non-ASCII) character changes when folded. */
export function isFoldable(c: number): boolean {
  return isInvisible(c) || digitValue(c) >= 0 || separatorOf(c) !== null || isCombiningMark(c);
}

/** Whether the character is a blank a number's groups may be spaced with: a space, a tab, or a non-ASCII space. */
export function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09 || separatorOf(c) === " ";
}

function isDigitAt(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return (c >= 0x30 && c <= 0x39) || digitValue(c) >= 0;
}

/** Whether the character before `at`, past any combining marks and invisible ones (a keycap's `1️⃣`), is a digit. */
function afterDigit(text: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (isCombiningMark(text.charCodeAt(before)) || isInvisible(text.charCodeAt(before)))) before--;
  return before >= 0 && isDigitAt(text, before);
}

/**
 * Where a run of blanks between two digits ends, when it is wider than one space (two or more, or
 * a tab): people space a number's groups so (`98765  43210`, a tab copied from a table), and it
 * reads as the one space the grouping rules know. -1 when the run at `at` is not such a run.
 */
function wideGapEnd(text: string, at: number): number {
  if (at === 0 || !isDigitAt(text, at - 1)) return -1;
  let end = at;
  while (end < text.length && isBlank(text.charCodeAt(end))) end++;
  const wide = end - at > 1 || text.charCodeAt(at) === 0x09;
  return wide && end < text.length && isDigitAt(text, end) ? end : -1;
}

/**
 * The text with other scripts' digits and separators as ASCII, invisible formatting characters
 * removed, and a wide gap between two digits as one space.
 */
export function foldText(text: string): string {
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || (c >= 0x80 && separatorOf(c) === " ")) {
      const end = wideGapEnd(text, i);
      if (end >= 0) {
        out += `${text.slice(from, i)} `;
        from = end;
        i = end - 1;
        continue;
      }
    }
    if (c < 0x80) continue;
    if (isInvisible(c) || (isCombiningMark(c) && afterDigit(text, i))) {
      out += text.slice(from, i);
      from = i + 1;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      if (isAstralInvisibleAt(text, i)) {
        out += text.slice(from, i);
        from = i + 2;
        i++;
        continue;
      }
      const astral = astralDigitAt(text, i);
      if (astral >= 0) {
        out += text.slice(from, i) + String.fromCharCode(0x30 + astral);
        from = i + 2;
        i++;
      }
      continue;
    }
    const digit = digitValue(c);
    const folded = digit >= 0 ? String.fromCharCode(0x30 + digit) : separatorOf(c);
    if (folded !== null) {
      out += text.slice(from, i) + folded;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}
