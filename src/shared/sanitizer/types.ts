/** The sanitizer's data shapes: the JSON it emits and the counts a run reports. */

import type { JsonValue } from "../json";

/** The project's one JSON type (src/shared/json.ts), re-exported as the sanitizer's output type. */
export type { JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** What one run removed; counts only, never the removed values. */
export interface SanitizeReport {
  /** Secret values replaced by a `[redacted…]` marker (key values and matches in text). */
  secretsRedacted: number;
  /** Personal identifiers masked (mobile numbers, e-mail addresses, PAN, Aadhaar). */
  identifiersMasked: number;
  /** Whole records (list items, or object entries as a last resort) dropped by the size cap. */
  recordsDropped: number;
}

export const emptyReport = (): SanitizeReport => ({ secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 });

export const isJsonObject = (value: JsonValue): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Sets an own, enumerable property. Plain assignment would turn an own "__proto__" key (JSON.parse
 * makes those) into a prototype change; this keeps it a key like any other.
 */
export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
