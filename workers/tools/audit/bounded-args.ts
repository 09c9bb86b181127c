/**
 * The arguments as an audit row keeps them: always bounded, always redacted. A call that ran (or
 * waits for confirmation) passed its schema, so its values are kept through the sanitizer, capped
 * by structure. A refused call's arguments are whatever a caller sent, so only their shape is kept:
 * key names (redacted, cut) and printed sizes, never a value. A 1.5 MB or 20 MB unknown argument
 * therefore costs a few dozen characters, and the row is always written.
 */
import { redactText, sanitize } from "../../../src/shared/sanitizer";

/** Printed characters the stored arguments of a call that ran may take. */
export const AUDIT_ARGS_MAX_CHARS = 1_000;
/** Keys described for a refused call; the rest are counted. */
export const AUDIT_ARGS_MAX_KEYS = 32;
/** Characters of a key name kept for a refused call. */
export const AUDIT_KEY_MAX_CHARS = 64;

export type ArgsForm = "values" | "shape";

export function boundedArguments(args: unknown, form: ArgsForm): string {
  if (form === "values") return JSON.stringify(sanitize(args ?? {}, { maxChars: AUDIT_ARGS_MAX_CHARS }).value);
  return JSON.stringify(argumentShape(args));
}

interface KeyShape {
  key: string;
  type: string;
  /** Printed size of the value (JSON characters); null when it cannot be printed. */
  chars: number | null;
}

function argumentShape(args: unknown): {
  type: string;
  keys?: KeyShape[];
  keysOmitted?: number;
  chars?: number | null;
} {
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    return { type: typeOf(args), chars: printedSize(args) };
  }
  const names = Object.keys(args);
  const keys = names.slice(0, AUDIT_ARGS_MAX_KEYS).map((name) => {
    const value: unknown = Reflect.get(args, name);
    return { key: redactText(name).slice(0, AUDIT_KEY_MAX_CHARS), type: typeOf(value), chars: printedSize(value) };
  });
  return { type: "object", keys, keysOmitted: Math.max(0, names.length - keys.length) };
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** The value's printed size; a string's is counted without copying it, anything unprintable is null. */
function printedSize(value: unknown): number | null {
  if (typeof value === "string") return value.length + 2;
  try {
    return JSON.stringify(value)?.length ?? null;
  } catch {
    // Too deep or cyclic to print: its size is unknown, which the row says rather than failing.
    return null;
  }
}
