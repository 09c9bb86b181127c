/**
 * Sizes a clean tree the way `JSON.stringify` prints it, once per cap attempt, and lists what the
 * cap can shrink: lists and objects (with the printed size of each entry) and strings.
 */
import { jsonNumberSize, jsonStringSize } from "./json-size";
import type { JsonObject, JsonValue } from "./types";

export interface Container {
  readonly node: JsonValue[] | JsonObject;
  readonly parent: Container | null;
  /** This container's key, or index, in its parent; "" for the root. */
  readonly segment: string;
  /** Its position among the parent's entries (an object's keys are counted in order too). */
  readonly index: number;
  /** Printed size, brackets and commas included. */
  size: number;
  /** Printed size of each entry (an item, or `"key":value`), commas excluded. */
  readonly entrySizes: number[];
  /** The object's keys in print order; null for a list. */
  readonly keys: string[] | null;
}

export interface StringSlot {
  readonly holder: JsonValue[] | JsonObject;
  readonly key: string | number;
  readonly value: string;
  readonly size: number;
}

export interface Measurement {
  total: number;
  readonly lists: Container[];
  readonly objects: Container[];
  readonly strings: StringSlot[];
}

/** `withStrings`: also list every string held by a container (only the string-cutting step needs them). */
export function measure(root: JsonValue, withStrings = false): Measurement {
  const m: Measurement = { total: 0, lists: [], objects: [], strings: [] };
  m.total = visit(root, null, "", 0, m, withStrings);
  return m;
}

function visit(
  value: JsonValue,
  parent: Container | null,
  key: string,
  index: number,
  m: Measurement,
  withStrings: boolean,
): number {
  if (value === null) return 4;
  if (typeof value === "boolean") return value ? 4 : 5;
  if (typeof value === "number") return jsonNumberSize(value);
  if (typeof value === "string") {
    const size = jsonStringSize(value);
    if (withStrings && parent !== null) {
      m.strings.push({ holder: parent.node, key: Array.isArray(parent.node) ? Number(key) : key, value, size });
    }
    return size;
  }
  const isList = Array.isArray(value);
  const keys = isList ? null : Object.keys(value);
  const c: Container = { node: value, parent, segment: key, index, size: 0, entrySizes: [], keys };
  let sum = 0;
  if (isList) {
    m.lists.push(c);
    for (let i = 0; i < value.length; i++) {
      const size = visit(value[i] ?? null, c, String(i), i, m, withStrings);
      c.entrySizes.push(size);
      sum += size;
    }
  } else {
    m.objects.push(c);
    for (const k of keys ?? []) {
      const size = jsonStringSize(k) + 1 + visit(value[k] ?? null, c, k, c.entrySizes.length, m, withStrings);
      c.entrySizes.push(size);
      sum += size;
    }
  }
  c.size = 2 + sum + Math.max(c.entrySizes.length - 1, 0);
  return c.size;
}

/** Whether the cap has dropped the record this container sits in (its parent keeps fewer entries than its index). */
export function isGone(c: Container): boolean {
  for (let child = c, p = c.parent; p !== null; child = p, p = p.parent) {
    if (child.index >= p.entrySizes.length) return true;
  }
  return false;
}

/** Dotted path from the root (`hospitals`, `data.items.3.tags`); "" for the root itself. */
export function pathOf(c: Container): string {
  const segments: string[] = [];
  for (let p: Container | null = c; p !== null && p.parent !== null; p = p.parent) segments.push(p.segment);
  return segments.reverse().join(".");
}
