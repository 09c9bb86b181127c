/**
 * A tool call's arguments as they travel from a client to the chain: any JSON object, passed on
 * untouched. A record schema copies an object key by key, and assigning `__proto__` sets a
 * prototype instead of a key, so a key the chain must refuse (its strict schema refuses every
 * unknown key, `__proto__` and `constructor` included) would vanish on the way instead.
 */
import * as v from "valibot";

/** A JSON object, kept as the very object that was parsed (no copy, so no key is lost). */
export const CallArgsSchema = v.custom<Record<string, unknown>>(
  (input) => typeof input === "object" && input !== null && !Array.isArray(input),
  "args must be a JSON object",
);
