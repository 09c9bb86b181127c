/**
 * Steps 1 and 2 over a whole value, in one pass: turns anything into JSON (as `JSON.stringify`
 * would, minus the throwing), redacts secret-named keys, cleans every string and key, and keeps
 * a running count of the printed size so the cap never has to serialize to decide.
 */

import { maskIdentifierNumber } from "./identifiers";
import { jsonNumberSize, jsonStringSize } from "./json-size";
import { isSecretKey } from "./secret-keys";
import { REDACTED } from "./secrets";
import { cleanTextSized } from "./text";
import { type JsonObject, type JsonValue, type SanitizeReport, setOwn } from "./types";

/** Nesting deeper than this is cut off: real payloads are a few levels deep, and recursion must not overflow. */
export const MAX_DEPTH = 64;
const TOO_DEEP = "[too deep]";
const REDACTED_SIZE = REDACTED.length + 2;

/** What one key becomes; keys repeat across records, so each distinct key is worked out once per run. */
interface KeyInfo {
  clean: string;
  size: number;
  secret: boolean;
  secretsRedacted: number;
  identifiersMasked: number;
}

export interface Walk {
  readonly report: SanitizeReport;
  /** Printed size of everything emitted so far. */
  size: number;
  /**
   * The objects on the current path, to drop cycles (shared, non-cyclic references are kept, as
   * JSON does). A stack, not a set: the path is a few levels deep (at most MAX_DEPTH), and a push
   * and a pop cost less than hashing every object into a set and out again.
   */
  readonly ancestors: object[];
  readonly keys: Map<string, KeyInfo>;
}

export const startWalk = (report: SanitizeReport): Walk => ({ report, size: 0, ancestors: [], keys: new Map() });

/** The clean JSON form of a value, or undefined for what JSON leaves out (undefined, functions, symbols, cycles). */
export function toCleanJson(value: unknown, walk: Walk, depth: number): JsonValue | undefined {
  switch (typeof value) {
    case "string":
      return cleanString(value, walk);
    case "number":
      return cleanNumber(value, walk);
    case "boolean":
      walk.size += value ? 4 : 5;
      return value;
    case "bigint":
      return cleanString(value.toString(), walk);
    case "object":
      if (value === null) {
        walk.size += 4;
        return null;
      }
      return cleanObject(value, walk, depth);
    default:
      return undefined;
  }
}

function cleanString(text: string, walk: Walk): string {
  return cleanTextSized(text, walk.report, walk);
}

function cleanNumber(value: number, walk: Walk): JsonValue {
  if (!Number.isFinite(value)) {
    walk.size += 4;
    return null;
  }
  const masked = maskIdentifierNumber(value === 0 ? 0 : value, walk.report);
  walk.size += typeof masked === "string" ? jsonStringSize(masked) : jsonNumberSize(masked);
  return masked;
}

function cleanObject(value: object, walk: Walk, depth: number): JsonValue | undefined {
  if (walk.ancestors.includes(value)) return undefined;
  if (depth >= MAX_DEPTH) {
    walk.size += TOO_DEEP.length + 2;
    return TOO_DEEP;
  }
  walk.ancestors.push(value);
  const sizeBefore = walk.size;
  try {
    if (Array.isArray(value)) return cleanArray(value, walk, depth);
    const proto: unknown = Object.getPrototypeOf(value);
    const plain = proto === Object.prototype || proto === null;
    if (plain && typeof Reflect.get(value, "toJSON") !== "function") return cleanRecord(value, walk, depth);
    return cleanSpecial(value, walk, depth);
  } catch {
    // A hostile getter or proxy threw while being read: the value is dropped (and its partial size
    // forgotten) rather than the run failing; there is nothing from it worth reporting.
    walk.size = sizeBefore;
    return undefined;
  } finally {
    walk.ancestors.pop();
  }
}

function cleanArray(items: readonly unknown[], walk: Walk, depth: number): JsonValue[] {
  const out: JsonValue[] = new Array(items.length);
  walk.size += 2 + Math.max(items.length - 1, 0);
  for (let i = 0; i < items.length; i++) {
    const item = toCleanJson(items[i], walk, depth + 1);
    if (item === undefined) walk.size += 4;
    out[i] = item === undefined ? null : item;
  }
  return out;
}

/** Objects that are not plain: what JSON.stringify would print for them, or something more useful. */
function cleanSpecial(value: object, walk: Walk, depth: number): JsonValue | undefined {
  if (value instanceof Map) return cleanRecord(recordOf(value), walk, depth);
  if (value instanceof Set) return cleanArray(Array.from(value), walk, depth);
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
    return cleanString(`[binary ${value.byteLength} bytes]`, walk);
  }
  if (value instanceof Error) return cleanRecord({ name: value.name, message: value.message }, walk, depth);
  if (value instanceof String || value instanceof Number || value instanceof Boolean) {
    return toCleanJson(value.valueOf(), walk, depth);
  }
  const toJSON: unknown = Reflect.get(value, "toJSON");
  // Dates (ISO string, or null when invalid), URLs and anything else that says how it prints.
  if (typeof toJSON === "function") return toCleanJson(toJSON.call(value, ""), walk, depth + 1);
  return cleanRecord(value, walk, depth);
}

/** A Map's entries as a record (null prototype, so a "__proto__" key is just a key). */
function recordOf(map: Map<unknown, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = Object.create(null);
  for (const [key, item] of map) record[String(key)] = item;
  return record;
}

/** An object's own enumerable string-keyed properties, in order, as JSON.stringify visits them. */
function cleanRecord(value: object, walk: Walk, depth: number): JsonObject {
  const record = value as Record<string, unknown>;
  const out: JsonObject = {};
  walk.size += 2;
  let kept = 0;
  let renamed = false;
  for (const key of Object.keys(record)) {
    const raw = readProperty(record, key);
    if (raw === UNREADABLE) continue;
    const info = keyInfo(key, walk);
    let item: JsonValue | undefined;
    if (info.secret && holdsSecret(raw)) {
      if (raw !== REDACTED) walk.report.secretsRedacted++;
      walk.size += REDACTED_SIZE;
      item = REDACTED;
    } else {
      item = toCleanJson(raw, walk, depth + 1);
    }
    if (item === undefined) continue;
    walk.report.secretsRedacted += info.secretsRedacted;
    walk.report.identifiersMasked += info.identifiersMasked;
    // Distinct keys can only meet once cleaning has changed one of them.
    renamed ||= info.clean !== key;
    const name = renamed && Object.hasOwn(out, info.clean) ? freeName(out, info.clean) : info.clean;
    walk.size += (name === info.clean ? info.size : jsonStringSize(name)) + 1 + (kept > 0 ? 1 : 0);
    kept++;
    setOwn(out, name, item);
  }
  return out;
}

/** Stands for a property whose getter threw: it is dropped, and the rest of the object kept. */
const UNREADABLE: unique symbol = Symbol("unreadable");

function readProperty(record: Record<string, unknown>, key: string): unknown {
  try {
    return record[key];
  } catch {
    // The getter's reason is the caller's bug to find elsewhere; here the property is simply not data.
    return UNREADABLE;
  }
}

/** A value worth hiding: booleans and null say nothing, and an empty string has nothing to hide. */
const holdsSecret = (raw: unknown): boolean =>
  raw !== null &&
  raw !== "" &&
  (typeof raw === "string" || typeof raw === "number" || typeof raw === "bigint" || typeof raw === "object");

function keyInfo(key: string, walk: Walk): KeyInfo {
  const known = walk.keys.get(key);
  if (known !== undefined) return known;
  const counts: SanitizeReport = { secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 };
  const info: KeyInfo = { clean: key, size: 0, secret: isSecretKey(key), secretsRedacted: 0, identifiersMasked: 0 };
  info.clean = cleanTextSized(key, counts, info);
  info.secretsRedacted = counts.secretsRedacted;
  info.identifiersMasked = counts.identifiersMasked;
  walk.keys.set(key, info);
  return info;
}

/** Two keys that mask to the same text (two mobiles, say) both survive: the later one gets a suffix. */
function freeName(out: JsonObject, name: string): string {
  let n = 2;
  while (Object.hasOwn(out, `${name} (${n})`)) n++;
  return `${name} (${n})`;
}
