/**
 * Generators of arguments that no tool may accept, built from a tool's profile: not an object, a
 * valid object with one key too many (prototype keys and look-alikes included), a declared key of
 * the wrong type, a huge string, a unicode look-alike of a shaped value, a required key missing.
 * Each generated value carries the way it was broken, so a failure names its strategy.
 */
import fc from "fast-check";
import { HUGE_MIN_CHARS, type ToolProfile } from "./profiles";

export interface BrokenArgs {
  readonly how: string;
  readonly args: unknown;
}

/** Keys a tool must never accept, whatever it declares: the prototype's own and credential-like names. */
const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "access_token",
  "authorization",
  "sessionId",
  "credentialRef",
  "personId",
] as const;

/** Sets an own, enumerable property, even `__proto__` (what JSON.parse of a body produces). */
function withOwn(base: Readonly<Record<string, unknown>>, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const anyJson = fc.jsonValue({ maxDepth: 2 });

/** A look-alike of a declared key: another case, a space, a Cyrillic letter, a zero-width character. */
const lookAlikeKey = (key: string) =>
  fc.constantFrom(
    key.toUpperCase(),
    `${key} `,
    ` ${key}`,
    key.replace("o", "\u043e").replace("a", "\u0430"),
    `${key}\u200b`,
    key.replace("_", "-"),
  );

/** Unicode variations of a shaped value that look the same to a person and must not pass. */
function unicodeVariant(valid: string): fc.Arbitrary<string> {
  const fullwidth = valid.replace(/[0-9A-Za-z]/g, (ch) => String.fromCodePoint((ch.codePointAt(0) ?? 0) + 0xfee0));
  const devanagariDigits = valid.replace(/[0-9]/g, (d) => String.fromCodePoint(0x0966 + Number(d)));
  const cyrillic = valid.replace(/[ACEKMOPTXaceopx]/g, (ch) => {
    const map: Record<string, string> = {
      A: "\u0410",
      C: "\u0421",
      E: "\u0415",
      K: "\u041a",
      M: "\u041c",
      O: "\u041e",
      P: "\u0420",
      T: "\u0422",
      X: "\u0425",
      a: "\u0430",
      c: "\u0441",
      e: "\u0435",
      o: "\u043e",
      p: "\u0440",
      x: "\u0445",
    };
    return map[ch] ?? ch;
  });
  const candidates = [
    fullwidth,
    devanagariDigits,
    cyrillic,
    `${valid}\n`,
    `\u200b${valid}`,
    `${valid.slice(0, 2)}\u200d${valid.slice(2)}`,
    `\u202e${valid}`,
    `${valid} `,
    valid.toUpperCase() === valid ? valid.toLowerCase() : valid.toUpperCase(),
    `${valid}\u0000`,
    `${valid}%00`,
    `${valid}/../../admin`,
  ].filter((candidate) => candidate !== valid);
  return fc.constantFrom(...candidates);
}

/** A string longer than any key allows: a random unit (any unicode, lone surrogates too) repeated. */
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 6, unit: "binary" }), fc.integer({ min: HUGE_MIN_CHARS, max: 120_000 }))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

const notAString = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

export function brokenArgsFor(profile: ToolProfile): fc.Arbitrary<BrokenArgs> {
  const declared = Object.keys(profile.keys);
  const strategies: fc.Arbitrary<BrokenArgs>[] = [
    fc
      .oneof(
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant([]),
        fc.array(anyJson, { minLength: 1, maxLength: 3 }),
      )
      .map((args) => ({ how: "not an object", args })),
    fc
      .tuple(fc.constantFrom(...HOSTILE_KEYS), anyJson)
      .map(([key, value]) => ({ how: `extra key ${key}`, args: withOwn(profile.valid, key, value) })),
    fc
      .tuple(
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((key) => !declared.includes(key) && !(profile.alsoAccepts ?? []).includes(key)),
        anyJson,
      )
      .map(([key, value]) => ({ how: "extra key (random)", args: withOwn(profile.valid, key, value) })),
  ];
  if (declared.length > 0) {
    const key = fc.constantFrom(...declared);
    strategies.push(
      fc
        .tuple(key, notAString)
        .map(([k, value]) => ({ how: `${k} of the wrong type`, args: withOwn(profile.valid, k, value) })),
      fc
        .tuple(key, hugeString)
        .map(([k, value]) => ({ how: `${k} huge (${value.length} chars)`, args: withOwn(profile.valid, k, value) })),
      key
        .chain((k) => fc.tuple(fc.constant(k), lookAlikeKey(k)))
        .filter(([k, alike]) => alike !== k)
        .map(([k, alike]) => {
          const { [k]: value, ...rest } = profile.valid;
          return { how: `look-alike key ${JSON.stringify(alike)}`, args: withOwn(rest, alike, value ?? "x") };
        }),
    );
    const shaped = declared.filter((k) => profile.keys[k] !== "text" && profile.valid[k] !== undefined);
    if (shaped.length > 0)
      strategies.push(
        fc
          .constantFrom(...shaped)
          .chain((k) => fc.tuple(fc.constant(k), unicodeVariant(profile.valid[k] ?? "")))
          .map(([k, value]) => ({ how: `${k} unicode look-alike`, args: withOwn(profile.valid, k, value) })),
      );
  }
  if (profile.required.length > 0)
    strategies.push(
      fc.constantFrom(...profile.required).map((k) => {
        const { [k]: _dropped, ...rest } = profile.valid;
        return { how: `${k} missing`, args: rest };
      }),
    );
  if (profile.needsOneOf) strategies.push(fc.constant({ how: "none of the one-of keys", args: {} }));
  return fc.oneof(...strategies);
}
