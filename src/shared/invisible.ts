/**
 * The characters that show as nothing, in one place: Unicode's default-ignorable code points. The
 * sanitizer drops them between a number's digits before matching (sanitizer/fold.ts), and a partner's
 * registered name may not carry them (workers/chat/oauth/client-metadata.ts), so neither can be
 * fooled by text that looks like something else. Plain code-point tests; no strings, no tables.
 */

/**
 * Default-ignorable code points in the Basic Multilingual Plane: a soft hyphen, the combining
 * grapheme joiner, the Arabic letter mark, the Hangul fillers, the Khmer inherent vowels, the
 * Mongolian variation selectors and vowel separator, zero-width spaces, joiners and direction marks,
 * the bidirectional embeddings and overrides, the word joiner and the invisible operators, the
 * variation selectors, the byte-order mark. Given a UTF-16 unit or a code point alike (nothing here
 * is a surrogate).
 */
export function isInvisible(c: number): boolean {
  return (
    c === 0xad ||
    c === 0x34f ||
    c === 0x61c ||
    c === 0x115f ||
    c === 0x1160 ||
    c === 0x17b4 ||
    c === 0x17b5 ||
    (c >= 0x180b && c <= 0x180f) ||
    (c >= 0x200b && c <= 0x200f) ||
    (c >= 0x202a && c <= 0x202e) ||
    (c >= 0x2060 && c <= 0x206f) ||
    c === 0x3164 ||
    (c >= 0xfe00 && c <= 0xfe0f) ||
    c === 0xfeff ||
    c === 0xffa0
  );
}

/**
 * The same outside the Basic Multilingual Plane: the shorthand format controls, the musical
 * symbols' invisible formatting, and the tags and variation selectors supplement (U+E0000–U+E0FFF).
 */
export function isAstralInvisible(c: number): boolean {
  return (c >= 0x1bca0 && c <= 0x1bca3) || (c >= 0x1d173 && c <= 0x1d17a) || (c >= 0xe0000 && c <= 0xe0fff);
}
