/**
 * The note a capped value carries about what it lost: `{ path, kept, dropped }` for the one list
 * shortened (the usual case), a list of them when several were. Its own size is bounded so the
 * note can never be what overflows: at most a few entries, the rest summed, paths shortened.
 */
import { jsonSize, jsonStringSize } from "./json-size";
import type { Container } from "./measure";
import type { JsonObject, JsonValue } from "./types";

export interface Truncation {
  /** Dotted path of the shortened list (or object) from the top of the result. */
  path: string;
  /** Records left, always the first ones. */
  kept: number;
  /** Records dropped from the end. */
  dropped: number;
  /** The shortened container, while the cap is still working (never printed). */
  container?: Container;
}

/** Truncations listed one by one; the rest are summed into one entry. */
const LISTED_TRUNCATIONS = 3;
/** A path longer than this (deep nesting, long keys) is shortened with an ellipsis. */
const MAX_PATH_CHARS = 120;

export const MARKER_KEY = "truncated";

export const shortPath = (path: string): string =>
  path.length <= MAX_PATH_CHARS ? path : `${path.slice(0, MAX_PATH_CHARS - 1)}…`;

const entry = (t: Truncation): JsonObject => ({ path: t.path, kept: t.kept, dropped: t.dropped });

export function markerValue(truncations: readonly Truncation[]): JsonValue {
  const [only] = truncations;
  if (truncations.length === 1 && only !== undefined) return entry(only);
  const listed: JsonValue[] = truncations.slice(0, LISTED_TRUNCATIONS).map(entry);
  const rest = truncations.slice(LISTED_TRUNCATIONS);
  if (rest.length > 0) {
    listed.push({
      path: `(${rest.length} more)`,
      kept: rest.reduce((sum, t) => sum + t.kept, 0),
      dropped: rest.reduce((sum, t) => sum + t.dropped, 0),
    });
  }
  return listed;
}

/** Printed size the note adds to the top-level object: `,"truncated":…` (0 when nothing was dropped). */
export function markerCost(key: string, truncations: readonly Truncation[]): number {
  if (truncations.length === 0) return 0;
  return 1 + jsonStringSize(key) + 1 + jsonSize(markerValue(truncations));
}

/** `truncated`, unless the value already has such a key of its own, which is then left alone. */
export function freeMarkerKey(root: JsonObject): string {
  let key = MARKER_KEY;
  while (Object.hasOwn(root, key)) key = `_${key}`;
  return key;
}
