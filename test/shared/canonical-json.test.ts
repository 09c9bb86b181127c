/** Canonical JSON: the argument hash and the model's tool list both print equal data to equal bytes. */
import { describe, expect, it } from "vitest";
import { canonicalJson, sortKeysDeep } from "../../src/shared/canonical-json";

describe("canonical JSON", () => {
  it("prints equal data with its keys in any order to the same text, at every depth", () => {
    const a = { b: 1, a: { d: [{ y: 2, x: 1 }], c: null } };
    const b = { a: { c: null, d: [{ x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[{"x":1,"y":2}]},"b":1}');
  });

  it("keeps a list's order unless the caller names it a set, and drops undefined members", () => {
    const isRequired = (key: string, value: unknown): value is string[] => key === "required" && Array.isArray(value);
    expect(sortKeysDeep({ required: ["b", "a"], list: ["b", "a"], gone: undefined }, isRequired)).toEqual({
      list: ["b", "a"],
      required: ["a", "b"],
    });
    expect(canonicalJson(undefined)).toBe("null");
  });
});
