/**
 * One cheap pass over a string's characters that says which rules could match it at all, so the
 * regular expressions run only on strings holding the characters their patterns need.
 */

/** A `:` or `=`: every header, query-parameter and `name=value` rule needs one. */
export const HAS_ASSIGNMENT = 1;
/** Four digits in a row: an OTP (and a PAN, and most of everything else numeric) needs them. */
export const HAS_DIGIT_RUN = 2;
/** A stretch of digits, spaces, `-`, `+`, `(`, `)` holding ten digits or more: a mobile or Aadhaar needs one. */
export const HAS_PHONE_SHAPE = 4;
/** A letter directly followed by four digits: a PAN needs one. */
export const HAS_PAN_SHAPE = 8;
/** An `@`: an e-mail address needs one. */
export const HAS_AT = 16;
/** A character `JSON.stringify` escapes (quote, backslash, control, surrogate): only then is the printed size worth counting. */
export const NEEDS_ESCAPE = 32;

export function scanText(text: string): number {
  let flags = 0;
  let run = 0;
  let stretch = 0;
  let letterBeforeRun = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Letters first: most characters are letters, and a letter only ends runs and stretches.
    if (c >= 0x61 ? c <= 0x7a : c >= 0x41 && c <= 0x5a) {
      run = 0;
      stretch = 0;
      letterBeforeRun = true;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      run++;
      stretch++;
      if (run === 4) flags |= letterBeforeRun ? HAS_DIGIT_RUN | HAS_PAN_SHAPE : HAS_DIGIT_RUN;
      if (stretch === 10) flags |= HAS_PHONE_SHAPE;
      continue;
    }
    run = 0;
    letterBeforeRun = false;
    if (c === 0x3a || c === 0x3d) flags |= HAS_ASSIGNMENT;
    else if (c === 0x40) flags |= HAS_AT;
    else if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) flags |= NEEDS_ESCAPE;
    // Separators that may sit inside a written-out number keep the stretch going; anything else ends it.
    if (c !== 0x20 && c !== 0x2d && c !== 0x2b && c !== 0x28 && c !== 0x29) stretch = 0;
  }
  return flags;
}
