/**
 * The cap's last resort, used only once every list is empty and the value still does not fit:
 * the longest strings are shortened, all down to one common printed length (found by binary
 * search), each ending with a `…[cut N chars]` note.
 */
import type { StringSlot } from "./measure";
import { setOwn } from "./types";

/** No string is cut below this printed length: the note alone takes about twenty characters. */
export const MIN_CUT_SIZE = 40;
/** How far a cut may move back to end at a space rather than inside a word or a number. */
const MAX_BACKOFF_CHARS = 24;

/** Shortens the longest strings until `excess` printed characters are saved, or as far as possible. */
export function cutLongestStrings(strings: readonly StringSlot[], excess: number): void {
  if (excess <= 0) return;
  const longest = strings.reduce((max, slot) => Math.max(max, slot.size), 0);
  if (longest <= MIN_CUT_SIZE) return;
  // The largest common length that saves enough (each cut string ends up at most that long).
  const saving = (limit: number): number => strings.reduce((sum, slot) => sum + Math.max(slot.size - limit, 0), 0);
  let lo = MIN_CUT_SIZE;
  let hi = longest - 1;
  let limit = MIN_CUT_SIZE;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (saving(mid) >= excess) {
      limit = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  for (const slot of strings) {
    if (slot.size <= limit) continue;
    const cut = cutString(slot.value, limit);
    if (Array.isArray(slot.holder) && typeof slot.key === "number") slot.holder[slot.key] = cut;
    else if (!Array.isArray(slot.holder)) setOwn(slot.holder, String(slot.key), cut);
  }
}

/** A prefix of `text` and a `…[cut N chars]` note, printing to at most `limit` characters when it can. */
export function cutString(text: string, limit: number): string {
  const budget = limit - 2 - `…[cut ${text.length} chars]`.length;
  let end = 0;
  let used = 0;
  while (end < text.length) {
    const c = text.charCodeAt(end);
    const next = text.charCodeAt(end + 1);
    const pair = c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const cost = pair ? 2 : charCost(c);
    if (used + cost > budget) break;
    used += cost;
    end += pair ? 2 : 1;
  }
  // End the kept part after a space when one is near: a cut inside a number or a word could leave
  // a shorter run that now looks like a mobile or a PAN, and the next run would mask it.
  const spaceAt = text.lastIndexOf(" ", end - 1);
  if (spaceAt >= 0 && spaceAt < end && end - (spaceAt + 1) <= MAX_BACKOFF_CHARS && end < text.length) {
    end = spaceAt + 1;
  }
  return `${text.slice(0, end)}…[cut ${text.length - end} chars]`;
}

/** Printed cost of one UTF-16 unit (surrogate pairs are handled by the caller). */
function charCost(c: number): number {
  if (c === 0x22 || c === 0x5c) return 2;
  if (c < 0x20) return c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d ? 2 : 6;
  if (c >= 0xd800 && c <= 0xdfff) return 6;
  return 1;
}
