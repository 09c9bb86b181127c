/**
 * One cheap pass over a string's characters that says which rules could match it at all, so the
 * regular expressions run only on strings holding the characters their patterns need.
 */
import { astralDigitAt, isAstralInvisibleAt, isBlank, isFoldable } from "./fold";

/** Whether the character before `at` is a blank (a space after it makes a gap wider than one space). */
function isBlankBefore(text: string, at: number): boolean {
  return isBlank(text.charCodeAt(at - 1));
}

/** A `:` or `=`: every header, query-parameter and `name=value` rule needs one. */
export const HAS_ASSIGNMENT = 1;
/** Four digits in a row or in groups (`1234`, `12 34`, `123-456`): an OTP needs them. */
export const HAS_FOUR_DIGITS = 2;
/**
 * A stretch of digits, spaces, `-`, `.`, `/`, `+`, `(`, `)`, `,`, line breaks and `_:|;~*` holding ten
 * digits or more: a mobile or Aadhaar needs one (`98765,43210`, `98765_43210`, and a number split
 * across a line break too).
 */
export const HAS_PHONE_SHAPE = 4;
/** A letter followed by four digits, directly or after one space or hyphen (`ABCPD 1234 E`): a PAN needs one. */
export const HAS_PAN_SHAPE = 8;
/** An `@`: an e-mail address needs one. */
export const HAS_AT = 16;
/** A character `JSON.stringify` escapes (quote, backslash, control, surrogate): only then is the printed size worth counting. */
export const NEEDS_ESCAPE = 32;
/** A digit of another script or an invisible formatting character: the text is folded before matching (fold.ts). */
export const NEEDS_FOLDING = 64;
/** A run of at least LONG_WORD letters, digits, `_` and `-`: a raw session token or an OAuth token's secret needs one. */
export const HAS_LONG_WORD = 128;
/** A HAS_PHONE_SHAPE stretch holding twelve digits or more: an Aadhaar number needs one. */
export const HAS_AADHAAR_SHAPE = 256;

/**
 * The shortest run HAS_LONG_WORD flags: the secret of an OAuth token or authorization code (32
 * characters); a session token (32 random bytes in base64url) is 43.
 */
export const LONG_WORD = 32;

function isAsciiLetter(c: number): boolean {
  return c >= 0x61 ? c <= 0x7a : c >= 0x41 && c <= 0x5a;
}

/** `_`, `:`, `|`, `;`, `~` or `*`: marks a mobile's groups may be joined by (identifiers.ts, ODD_SPLIT_MOBILE). */
const isOddSeparator = (c: number): boolean =>
  c === 0x5f || c === 0x3a || c === 0x7c || c === 0x3b || c === 0x7e || c === 0x2a;

/** Whether exactly five letters end just before `at` (a PAN's letters, before a space or hyphen). */
function isFiveLetterWordBefore(text: string, at: number): boolean {
  for (let k = at - 5; k < at; k++) if (k < 0 || !isAsciiLetter(text.charCodeAt(k))) return false;
  return at < 6 || !isAsciiLetter(text.charCodeAt(at - 6));
}

export function scanText(text: string): number {
  let flags = 0;
  let run = 0;
  let stretch = 0;
  let phone = 0;
  // 2 just after a letter, 1 after a letter and one space or hyphen, else 0: a PAN's digits may follow either.
  let letterBeforeRun = 0;
  let word = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Letters first: most characters are letters, and a letter only ends runs and stretches.
    if (c >= 0x61 ? c <= 0x7a : c >= 0x41 && c <= 0x5a) {
      run = 0;
      stretch = 0;
      phone = 0;
      letterBeforeRun = 2;
      if (++word === LONG_WORD) flags |= HAS_LONG_WORD;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      run++;
      stretch++;
      if (++word === LONG_WORD) flags |= HAS_LONG_WORD;
      // A run is part of a stretch, so four digits in a row are four in a stretch too.
      if (run === 4 && (letterBeforeRun === 2 || (letterBeforeRun === 1 && isFiveLetterWordBefore(text, i - 4))))
        flags |= HAS_PAN_SHAPE;
      if (stretch === 4) flags |= HAS_FOUR_DIGITS;
      if (++phone === 10) flags |= HAS_PHONE_SHAPE;
      else if (phone === 12) flags |= HAS_AADHAAR_SHAPE;
      continue;
    }
    // A gap wider than one space inside a stretch (two blanks, a tab) is folded to one space (fold.ts).
    if (stretch > 0 && (c === 0x09 || (c === 0x20 && isBlankBefore(text, i)))) flags |= NEEDS_FOLDING;
    run = 0;
    letterBeforeRun = letterBeforeRun === 2 && (c === 0x20 || c === 0x2d) ? 1 : 0;
    if (c === 0x5f || c === 0x2d) {
      if (++word === LONG_WORD) flags |= HAS_LONG_WORD;
    } else {
      word = 0;
    }
    if (c === 0x3a || c === 0x3d) flags |= HAS_ASSIGNMENT;
    else if (c === 0x40) flags |= HAS_AT;
    else if (c >= 0xd800 && c <= 0xdfff) {
      flags |= NEEDS_ESCAPE;
      // A mathematical digit (𝟗) or a tag character is a surrogate pair: folded like any other script's digit or invisible.
      if (c <= 0xdbff && (astralDigitAt(text, i) >= 0 || isAstralInvisibleAt(text, i))) flags |= NEEDS_FOLDING;
    } else if (c < 0x20 || c === 0x22 || c === 0x5c) flags |= NEEDS_ESCAPE;
    else if (c >= 0x80 && isFoldable(c)) flags |= NEEDS_FOLDING;
    // Separators that may sit inside a written-out number keep the stretch going; anything else ends it.
    // A mobile's stretch also goes on over a comma or a line break (`98765,43210`, `98765\n43210`),
    // and over the marks ODD_SPLIT_MOBILE reads between its groups (`98765_43210`, `98:76:54:32:10`).
    if (c !== 0x20 && c !== 0x09 && c !== 0x2d && c !== 0x2e && c !== 0x2f && c !== 0x2b && c !== 0x28 && c !== 0x29) {
      stretch = 0;
      if (c !== 0x2c && c !== 0x0a && c !== 0x0d && !isOddSeparator(c)) phone = 0;
    }
  }
  return flags;
}
