/**
 * Seeded randomness, defined once (the stand-in's demo data, generated test inputs, the Quality Lab's
 * split): the same seed text gives the same sequence on every run and machine (FNV-1a to turn text
 * into a seed, mulberry32 for the sequence). Never Math.random or the clock.
 */
export type Rand = () => number;
export type NonEmpty<T> = readonly [T, ...T[]];

export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mulberry32(seed: number): Rand {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The sequence for one thing, named by text: `randFor("hospitals:Karnataka-South")`. */
export function randFor(text: string): Rand {
  return mulberry32(seedOf(text));
}

export function intBetween(rand: Rand, min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

export function pick<T>(rand: Rand, items: NonEmpty<T>): T {
  return items[Math.floor(rand() * items.length)] ?? items[0];
}

/** `count` distinct items, in a seeded order. */
export function sample<T>(rand: Rand, items: readonly T[], count: number): T[] {
  return shuffle(rand, items).slice(0, count);
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(rand: Rand, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

export function digits(rand: Rand, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += String(Math.floor(rand() * 10));
  return out;
}

export function hex(rand: Rand, length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += Math.floor(rand() * 16).toString(16);
  return out;
}
