/**
 * Canonical JSON: object keys sorted at every depth, so equal data prints to the same bytes
 * whatever order its keys were written in (an argument hash, a tool list a prompt cache keys on).
 * Lists keep their order unless the caller names them as sets. Pure.
 */

/** Names a list whose order means nothing (its items are sorted too), by its key and value. */
export type IsSet = (key: string, value: unknown) => value is string[];

const noSets: IsSet = (_key, _value): _value is string[] => false;

/** The value with every object's keys sorted (and every list `isSet` names); `undefined` members dropped. */
export function sortKeysDeep(value: unknown, isSet: IsSet = noSets): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeysDeep(item, isSet));
  if (value !== null && typeof value === "object") {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      sorted[key] = isSet(key, item) ? [...item].sort() : sortKeysDeep(item, isSet);
    }
    return sorted;
  }
  return value;
}

/** The canonical text of a JSON value (`null` for a value JSON cannot print). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeysDeep(value)) ?? "null";
}
