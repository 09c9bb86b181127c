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
/** A stretch of digits, spaces, `-`, `.`, `/`, `+`, `(`, `)` holding ten digits or more: a mobile or Aadhaar needs one. */
export const HAS_PHONE_SHAPE = 4;
/** A letter directly followed by four digits: a PAN needs one. */
export const HAS_PAN_SHAPE = 8;
/** An `@`: an e-mail address needs one. */
export const HAS_AT = 16;
/** A character `JSON.stringify` escapes (quote, backslash, control, surrogate): only then is the printed size worth counting. */
export const NEEDS_ESCAPE = 32;
/** A digit of another script or an invisible formatting character: the text is folded before matching (fold.ts). */
export const NEEDS_FOLDING = 64;
/** A run of at least LONG_WORD letters, digits, `_` and `-`: a raw session token or an OAuth token's secret needs one. */
export const HAS_LONG_WORD = 128;

/**
 * The shortest run HAS_LONG_WORD flags: the secret of an OAuth token or authorization code (32
 * characters); a session token (32 random bytes in base64url) is 43.
 */
export const LONG_WORD = 32;

export function scanText(text: string): number {
  let flags = 0;
  let run = 0;
  let stretch = 0;
  let letterBeforeRun = false;
  let word = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Letters first: most characters are letters, and a letter only ends runs and stretches.
    if (c >= 0x61 ? c <= 0x7a : c >= 0x41 && c <= 0x5a) {
      run = 0;
      stretch = 0;
      letterBeforeRun = true;
      if (++word === LONG_WORD) flags |= HAS_LONG_WORD;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      run++;
      stretch++;
      if (++word === LONG_WORD) flags |= HAS_LONG_WORD;
      // A run is part of a stretch, so four digits in a row are four in a stretch too.
      if (run === 4 && letterBeforeRun) flags |= HAS_PAN_SHAPE;
      if (stretch === 4) flags |= HAS_FOUR_DIGITS;
      else if (stretch === 10) flags |= HAS_PHONE_SHAPE;
      continue;
    }
    // A gap wider than one space inside a stretch (two blanks, a tab) is folded to one space (fold.ts).
    if (stretch > 0 && (c === 0x09 || (c === 0x20 && isBlankBefore(text, i)))) flags |= NEEDS_FOLDING;
    run = 0;
    letterBeforeRun = false;
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
    if (c !== 0x20 && c !== 0x09 && c !== 0x2d && c !== 0x2e && c !== 0x2f && c !== 0x2b && c !== 0x28 && c !== 0x29)
      stretch = 0;
  }
  return flags;
}
