/**
 * The canary knob (tests only, like the fault knobs): text a leak scan asks the stand-in to plant.
 * While canaries are set, every JSON answer of the member API carries them inside its prose (each
 * string value with a space in it: names, addresses, descriptions, remarks), one canary per value
 * in turn; codes, ids, dates and enumerations (no space) are left alone, so every answer still
 * parses as the real API's would. Pure: the middleware applies it, the ledger stores the texts.
 */
import * as v from "valibot";

/** `PUT /__canaries`: the texts to plant; an empty list stops planting. */
export const CanariesSchema = v.strictObject({
  texts: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(500))), v.maxLength(20)),
});

/** Appends the canaries, in turn, to every prose string of a JSON value. */
export function plantCanaries(value: unknown, texts: readonly string[]): unknown {
  if (texts.length === 0) return value;
  let next = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") {
      if (!node.includes(" ")) return node;
      const canary = texts[next++ % texts.length];
      return `${node} ${canary}`;
    }
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === "object")
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return walk(value);
}
