/**
 * An admin audit row's change as people read it: the fields that differ between before and after,
 * each as a before → after pair, nested objects flattened to dotted paths; a created thing (no
 * before) lists what it was created with. Pure.
 */

export interface FieldChange {
  readonly field: string;
  /** Absent when the field did not exist before (or after). */
  readonly before?: string;
  readonly after?: string;
}

/** A value in a few words: lists joined, nothing as "—", anything nested as compact JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

function flatten(value: unknown, prefix = ""): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  if (value === null || value === undefined || typeof value !== "object" || Array.isArray(value)) {
    if (value !== null && value !== undefined) fields.set(prefix || "value", value);
    return fields;
  }
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (inner !== null && typeof inner === "object" && !Array.isArray(inner)) {
      for (const [p, v] of flatten(inner, path)) fields.set(p, v);
    } else fields.set(path, inner);
  }
  return fields;
}

export function diffOf(before: unknown, after: unknown): FieldChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields.flatMap((field) => {
    const a = old.get(field);
    const b = next.get(field);
    if (JSON.stringify(a) === JSON.stringify(b)) return [];
    return [
      { field, ...(old.has(field) ? { before: shown(a) } : {}), ...(next.has(field) ? { after: shown(b) } : {}) },
    ];
  });
}
