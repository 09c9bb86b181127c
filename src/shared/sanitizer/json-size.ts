/**
 * How many characters `JSON.stringify` prints for a value, computed without printing it, so the
 * walk and the cap can keep sizes as running sums instead of re-serializing nodes.
 */
import type { JsonValue } from "./types";

/** Characters that JSON.stringify escapes: quote, backslash, control characters, any surrogate (checked below). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are exactly what JSON escapes.
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** The printed length of a string, quotes included. */
export function jsonStringSize(text: string): number {
  if (!NEEDS_ESCAPE.test(text)) return text.length + 2;
  let size = text.length + 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x5c) size += 1;
    else if (c < 0x20) size += c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 1 : 5;
    else if (c >= 0xd800 && c <= 0xdfff) {
      const next = text.charCodeAt(i + 1);
      // A well-formed pair prints as is; a lone surrogate prints as a six-character \\uXXXX escape.
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
      else size += 5;
    }
  }
  return size;
}

/** The printed length of a finite number (the walk turns NaN and ±Infinity into null, and -0 into 0). */
export const jsonNumberSize = (value: number): number => String(value).length;

/** The printed length of a whole clean tree; used where a running sum is not at hand. */
export function jsonSize(value: JsonValue): number {
  if (value === null) return 4;
  switch (typeof value) {
    case "boolean":
      return value ? 4 : 5;
    case "number":
      return jsonNumberSize(value);
    case "string":
      return jsonStringSize(value);
  }
  if (Array.isArray(value)) {
    let size = 2 + Math.max(value.length - 1, 0);
    for (const item of value) size += jsonSize(item);
    return size;
  }
  const keys = Object.keys(value);
  let size = 2 + Math.max(keys.length - 1, 0);
  for (const key of keys) size += jsonStringSize(key) + 1 + jsonSize(value[key] ?? null);
  return size;
}
