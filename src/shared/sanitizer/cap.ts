/**
 * Step 3 of the sanitizer: the structure-aware size cap, run only when the printed value is over
 * `maxChars`. Nothing is ever cut inside a value. In order: whole records leave the longest lists
 * from their end; if every list is empty and one record alone is still over, its optional fields
 * leave whole in the order the tool declared (`dropOrder`); if even that is not enough (thousands
 * of small keys, or nothing declared), object entries leave from the end the way records do. The
 * outcome is printed once to check it; should it still be over (a single huge string, say), a
 * short note stands in for the whole value, so the bound holds for every input.
 */
import { dropDeclaredFields } from "./drop-fields";
import { type CapState, dropRecords } from "./drop-records";
import { freeMarkerKey, markerValue } from "./marker";
import { isJsonObject, type JsonValue, type SanitizeReport, setOwn } from "./types";

/** `size` is the printed size of `value`, known from the walk; `value` is the walk's own tree and may be changed in place. */
export function capToSize(
  value: JsonValue,
  size: number,
  maxChars: number,
  report: SanitizeReport,
  dropOrder: readonly string[] = [],
): JsonValue {
  if (size <= maxChars) return value;
  let capped: JsonValue = value;
  if (Array.isArray(value) || isJsonObject(value)) capped = capContainer(value, maxChars, report, dropOrder);
  return JSON.stringify(capped).length <= maxChars ? capped : standIn(size, maxChars);
}

function capContainer(
  value: JsonValue[] | { [key: string]: JsonValue },
  maxChars: number,
  report: SanitizeReport,
  dropOrder: readonly string[],
) {
  // A top-level list has nowhere to carry the note, so it travels as `{ items, truncated }`.
  const root = Array.isArray(value) ? { items: value } : value;
  const state: CapState = { root, maxChars, markerKey: freeMarkerKey(root), truncations: [] };
  if (!dropRecords(state, "lists") && !dropDeclaredFields(state, dropOrder)) dropRecords(state, "objects");
  if (state.truncations.length === 0) return value;
  report.recordsDropped += state.truncations.reduce((sum, t) => sum + t.dropped, 0);
  setOwn(root, state.markerKey, markerValue(state.truncations));
  return root;
}

/** The smallest honest stand-in that fits: a note of what was cut, or, for absurdly small limits, less. */
function standIn(size: number, maxChars: number): JsonValue {
  const note = `…[cut ${size} chars]`;
  if (note.length + 2 <= maxChars) return note;
  if (maxChars >= 4) return null;
  return 0;
}
