/**
 * The cap's move for a record that alone is over the cap (every list already emptied): its
 * optional fields leave whole, in the order the tool declared, wherever in the value they sit,
 * until the value fits. Nothing is ever cut inside a value; each dropped field is named in the note.
 */
import { type CapState, totalSize } from "./drop-records";
import { shortPath } from "./marker";
import { isGone, measure, pathOf } from "./measure";
import { cleanText } from "./text";
import { emptyReport } from "./types";

/** Returns whether the value fits once the declared fields (or as many as needed) are gone. */
export function dropDeclaredFields(state: CapState, dropOrder: readonly string[]): boolean {
  for (const name of dropOrder) {
    if (totalSize(state) <= state.maxChars) return true;
    for (const c of measure(state.root).objects) {
      if (Array.isArray(c.node) || isGone(c) || !Object.hasOwn(c.node, name)) continue;
      // The note's own key is not a field of the record.
      if (c.parent === null && name === state.markerKey) continue;
      delete c.node[name];
      const where = pathOf(c);
      const path = cleanText(shortPath(where ? `${where}.${name}` : name), emptyReport());
      state.truncations.push({ path, kept: 0, dropped: 1 });
    }
  }
  return totalSize(state) <= state.maxChars;
}
