/**
 * The checks a dynamic registration's metadata passes before the OAuth library stores it. Each
 * function takes plain data and performs one check; no I/O. A client's name is what a member reads
 * on the consent screen and in their connections, so it is normalised (NFC, trimmed) and refused when
 * empty, too long, or carrying characters that hide or reorder what the member sees (control
 * characters, line breaks, bidirectional overrides and isolates, and other invisible characters:
 * format characters, fillers, blanks and stray variation selectors; see hasInvisible). Every
 * other field is bounded in length, and every list in items.
 */
import { isAstralInvisible, isInvisible } from "../../../src/shared/invisible";
import { err, ok, type Result } from "../../../src/shared/result";

/** The longest client name, in characters (code points) after normalisation. */
export const CLIENT_NAME_MAX_CHARS = 80;
/** The longest value of any other text field (a URI, a contact), in characters. */
export const FIELD_MAX_CHARS = 2048;
/** The most items in any list (redirect URIs, contacts, grant types). */
export const LIST_MAX_ITEMS = 10;
/** How deep a registration's JSON may nest (an object of lists of text is depth 2). */
export const METADATA_MAX_DEPTH = 4;

export const METADATA_REFUSALS = [
  /** No client_name, or one that is not text. */
  "name_missing",
  /** A client_name that is empty once trimmed. */
  "name_empty",
  /** A client_name longer than CLIENT_NAME_MAX_CHARS. */
  "name_too_long",
  /** A client_name with a control character or a line or paragraph separator. */
  "name_control_character",
  /** A client_name with a bidirectional override, embedding, isolate or mark. */
  "name_bidi_control",
  /**
   * A client_name with another character that shows as nothing: a format character (zero-width
   * space, joiner, BOM…), a filler or blank (Hangul fillers, the braille blank), the combining
   * grapheme joiner, or a variation selector that is not an emoji's own.
   */
  "name_invisible_character",
  /** A text field longer than FIELD_MAX_CHARS. */
  "field_too_long",
  /** A list with more than LIST_MAX_ITEMS items. */
  "list_too_long",
  /** Nesting deeper than METADATA_MAX_DEPTH. */
  "too_deep",
] as const;
export type MetadataRefusal = (typeof METADATA_REFUSALS)[number];

/** Bidirectional controls: ALM, LRM, RLM, LRE/RLE/PDF/LRO/RLO and LRI/RLI/FSI/PDI. */
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** C0 and C1 controls (newline and tab among them), DEL, and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** Every other format character: invisible, so it can make one name look like another. */
const FORMAT = /\p{Cf}/u;
/** The braille pattern blank: a symbol, not a space, that draws nothing (a name of it looks empty). */
const BRAILLE_BLANK = 0x2800;
/** The emoji presentation selectors: VS15 (text) and VS16 (emoji), as in "☎️". */
const PRESENTATION_SELECTORS = new Set([0xfe0e, 0xfe0f]);
const EMOJI = /^\p{Extended_Pictographic}$/u;

/**
 * The rule for a name: no character may show as nothing, so two names that look alike are alike, and
 * none looks empty. Refused: every format character (Cf), every default-ignorable code point
 * (src/shared/invisible.ts, the sanitizer's own set: fillers, the combining grapheme joiner,
 * variation selectors, tags…) and the braille blank. One exception: a single presentation selector
 * right after an emoji, which is how "☎️" or "❤️" is written and hides nothing. A selector anywhere
 * else (after a letter, a second one, a keycap's digit) is refused, and so is the zero-width joiner
 * of an emoji sequence (a format character): an app's name needs neither.
 */
function hasInvisible(name: string): boolean {
  const chars = [...name];
  return chars.some((char, at) => {
    const c = char.codePointAt(0) ?? 0;
    if (PRESENTATION_SELECTORS.has(c) && at > 0 && EMOJI.test(chars[at - 1] ?? "")) return false;
    return FORMAT.test(char) || isInvisible(c) || isAstralInvisible(c) || c === BRAILLE_BLANK;
  });
}

export function checkClientName(raw: unknown): Result<string, MetadataRefusal> {
  if (typeof raw !== "string") return err("name_missing");
  const name = raw.normalize("NFC").trim();
  if (name.length === 0) return err("name_empty");
  if (CONTROL.test(name)) return err("name_control_character");
  if (BIDI_CONTROL.test(name)) return err("name_bidi_control");
  if (hasInvisible(name)) return err("name_invisible_character");
  if ([...name].length > CLIENT_NAME_MAX_CHARS) return err("name_too_long");
  return ok(name);
}

/** Every text within bounds, every list short, nothing nested too deep. */
export function checkBounds(value: unknown, depth = 0): Result<true, MetadataRefusal> {
  if (depth > METADATA_MAX_DEPTH) return err("too_deep");
  if (typeof value === "string") return value.length > FIELD_MAX_CHARS ? err("field_too_long") : ok(true);
  if (Array.isArray(value)) {
    if (value.length > LIST_MAX_ITEMS) return err("list_too_long");
    return firstRefusal(value, depth);
  }
  if (typeof value === "object" && value !== null) return firstRefusal(Object.values(value), depth);
  return ok(true);
}

function firstRefusal(values: readonly unknown[], depth: number): Result<true, MetadataRefusal> {
  for (const item of values) {
    const checked = checkBounds(item, depth + 1);
    if (!checked.ok) return checked;
  }
  return ok(true);
}

/** A name's keys: `client_name` and its localised forms (`client_name#fr`, RFC 7591 §2.2). */
const isNameKey = (key: string) => key === "client_name" || key.startsWith("client_name#");

/** The metadata with every name normalised, or the first refusal. */
export function checkMetadata(metadata: Record<string, unknown>): Result<Record<string, unknown>, MetadataRefusal> {
  const bounded = checkBounds(metadata);
  if (!bounded.ok) return bounded;
  const checked: Record<string, unknown> = { ...metadata };
  // A member must always see a name: a registration without one is refused.
  for (const key of new Set(["client_name", ...Object.keys(metadata).filter(isNameKey)])) {
    const name = checkClientName(metadata[key]);
    if (!name.ok) return name;
    checked[key] = name.value;
  }
  return ok(checked);
}

/** What the client is told, in the words of RFC 7591's `invalid_client_metadata`. */
export function refusalDescription(refusal: MetadataRefusal): string {
  switch (refusal) {
    case "name_missing":
      return "client_name is required: it is the name a member sees.";
    case "name_empty":
      return "client_name must not be empty.";
    case "name_too_long":
      return `client_name must be at most ${CLIENT_NAME_MAX_CHARS} characters.`;
    case "name_control_character":
      return "client_name must not contain control characters or line breaks.";
    case "name_bidi_control":
      return "client_name must not contain bidirectional override or isolate characters.";
    case "name_invisible_character":
      return "client_name must not contain invisible characters (format characters, fillers, blanks, or variation selectors other than an emoji's).";
    case "field_too_long":
      return `Each text field must be at most ${FIELD_MAX_CHARS} characters.`;
    case "list_too_long":
      return `Each list must have at most ${LIST_MAX_ITEMS} items.`;
    case "too_deep":
      return "The metadata is nested too deeply.";
  }
}
