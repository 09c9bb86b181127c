/**
 * The cap's main move: whole records leave the longest list (most records) from its end, never
 * from the middle of a record, until the value fits. Sizes are measured once; each shortening
 * updates the sizes of the containers around it, so every later decision is still exact. A list
 * inside one that was emptied is gone with it and is skipped.
 */
import { markerCost, shortPath, type Truncation } from "./marker";
import { type Container, isGone, measure, pathOf } from "./measure";
import { cleanText } from "./text";
import { emptyReport, type JsonObject } from "./types";

export interface CapState {
  /** The top-level object (a top-level list is wrapped as `{ items }` first). */
  readonly root: JsonObject;
  readonly maxChars: number;
  readonly markerKey: string;
  readonly truncations: Truncation[];
}

/** A note about a list inside a record that was dropped afterwards says nothing more: it goes. */
function pruneGone(truncations: Truncation[]): void {
  for (let i = truncations.length - 1; i >= 0; i--) {
    const container = truncations[i]?.container;
    if (container !== undefined && isGone(container)) truncations.splice(i, 1);
  }
}

/** Printed size of the whole value, the truncation note included. */
export const totalSize = (state: CapState): number =>
  measure(state.root).total + markerCost(state.markerKey, state.truncations);

/**
 * Drops trailing entries of lists (or, as the last resort, of objects) until the value fits.
 * Returns whether it fits.
 */
export function dropRecords(state: CapState, kind: "lists" | "objects"): boolean {
  const m = measure(state.root);
  let total = m.total + markerCost(state.markerKey, state.truncations);
  if (total <= state.maxChars) return true;
  const candidates = [...m[kind]].sort((a, b) => b.entrySizes.length - a.entrySizes.length || b.size - a.size);
  for (const c of candidates) {
    const count = c.entrySizes.length;
    if (count === 0 || isGone(c)) continue;
    // Keys are clean one by one, but joined with dots they can form a new shape (`a@b` + `.0`).
    const path = cleanText(shortPath(pathOf(c)), emptyReport());
    const noteBefore = markerCost(state.markerKey, state.truncations);
    const prefix = prefixSums(c.entrySizes);
    // Printed size of the whole value if this container keeps its first `kept` entries; it grows
    // with `kept` (each entry adds at least a character and a comma, the note changes by a digit at most).
    const totalKeeping = (kept: number): number =>
      total -
      c.size +
      (2 + (prefix[kept] ?? 0) + Math.max(kept - 1, 0)) -
      noteBefore +
      markerCost(state.markerKey, [...state.truncations, { path, kept, dropped: count - kept }]);
    const best = largestFitting(count - 1, totalKeeping, state.maxChars);
    const kept = Math.max(best, 0);
    total = totalKeeping(kept);
    keepFirst(c, kept, 2 + (prefix[kept] ?? 0) + Math.max(kept - 1, 0));
    state.truncations.push({ path, kept, dropped: count - kept, container: c });
    pruneGone(state.truncations);
    if (best >= 0) return true;
  }
  return false;
}

function prefixSums(sizes: readonly number[]): number[] {
  const sums = [0];
  let running = 0;
  for (const size of sizes) {
    running += size;
    sums.push(running);
  }
  return sums;
}

/** Binary search for the largest k in [0, high] with sizeOf(k) ≤ limit (sizeOf increasing); -1 if none. */
function largestFitting(high: number, sizeOf: (k: number) => number, limit: number): number {
  let lo = 0;
  let hi = high;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (sizeOf(mid) <= limit) {
      best = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return best;
}

/** Shortens a container to its first `kept` entries (now printing `size`) and passes the change up. */
function keepFirst(c: Container, kept: number, size: number): void {
  if (Array.isArray(c.node)) c.node.length = kept;
  else for (const key of (c.keys ?? []).slice(kept)) delete c.node[key];
  c.entrySizes.length = kept;
  const saved = c.size - size;
  c.size = size;
  for (let child = c, p = c.parent; p !== null; child = p, p = p.parent) {
    p.entrySizes[child.index] = (p.entrySizes[child.index] ?? 0) - saved;
    p.size -= saved;
  }
}
