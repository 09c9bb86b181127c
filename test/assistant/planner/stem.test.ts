/** The planner's stemmer: a member's word and the wording's forms of it meet at one stem. */
import { describe, expect, it } from "vitest";
import { stem } from "../../../src/assistant/planner/language/stem";

describe("a verb whose last consonant doubles before -ed and -ing", () => {
  it.each([
    ["submit", "submitted", "submitting"],
    ["admit", "admitted", "admitting"],
    ["plan", "planned", "planning"],
    ["transfer", "transferred", "transferring"],
  ])("stems %s, %s and %s alike", (plain, past, ongoing) => {
    expect(stem(past)).toBe(stem(plain));
    expect(stem(ongoing)).toBe(stem(plain));
  });

  it("keeps a double letter the plain word has ('billed' is 'bill', 'added' is 'add')", () => {
    expect(stem("billed")).toBe(stem("bill"));
    expect(stem("added")).toBe(stem("add"));
    expect(stem("passed")).toBe(stem("pass"));
  });
});
