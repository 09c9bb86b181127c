/**
 * The one sanitizer. Every tool result and every argument passes through it before the model, the
 * wire, the audit row or a log line sees it. Pure: no I/O, no clock, no state between calls.
 * Order (docs/chain.md, "What happens after the chain says yes"): (1) secrets redacted, (2) personal identifiers masked,
 * (3) a structure-aware cap on the printed size. Anything not JSON becomes JSON without throwing.
 */
import { capToSize } from "./cap";
import { cleanText } from "./text";
import { startWalk, toCleanJson } from "./to-json";
import { emptyReport, type JsonValue, type SanitizeReport } from "./types";

/** Printed characters (`JSON.stringify(value).length`) a tool result may take. */
export const TOOL_MAX_RESULT_CHARS = 4000;

export interface SanitizeOptions {
  /** Printed-size bound; `Infinity` for arguments (they are cleaned, never cut). At least 1. */
  maxChars?: number;
  /**
   * Optional fields of a record, in the order the cap drops them (whole) when one record alone is
   * over `maxChars` after every list has given up its records. A tool declares its own.
   */
  dropOrder?: readonly string[];
}

/** (1) secrets, (2) personal identifiers, (3) structure-aware cap to maxChars of JSON.stringify output. */
export function sanitize(value: unknown, options: SanitizeOptions = {}): { value: JsonValue; report: SanitizeReport } {
  const maxChars = options.maxChars ?? TOOL_MAX_RESULT_CHARS;
  // A limit below one character cannot be met by any JSON text: that is a caller's bug, not an input.
  if (!(maxChars >= 1)) throw new RangeError(`sanitize: maxChars must be at least 1, got ${maxChars}`);
  const report = emptyReport();
  const walk = startWalk(report);
  const clean = toCleanJson(value, walk, 0);
  // A top-level value JSON would leave out (undefined, a function) becomes null.
  if (clean === undefined) return { value: null, report };
  return { value: capToSize(clean, walk.size, maxChars, report, options.dropOrder), report };
}

/** Steps 1 and 2 on a call's arguments: cleaned, never cut (a cut argument would be another call). */
export function sanitizeArgs(args: unknown): JsonValue {
  return sanitize(args, { maxChars: Number.POSITIVE_INFINITY }).value;
}

/** Steps 1 and 2 on free text (for log lines, messages, summaries). */
export function redactText(text: string): string {
  return cleanText(String(text), emptyReport());
}
