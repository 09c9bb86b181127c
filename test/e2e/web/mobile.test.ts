/** The mobile number as people type it: spaces, dashes, brackets, +91, 91 or 0 in front are fine. */
import { describe, expect, it } from "vitest";
import { maskMobile } from "../../../src/shared/mobile";
import { parseMobile } from "../../../web/member/mobile";

describe("the sign-in card's mobile number", () => {
  it.each([
    "9000000001",
    "90000 00001",
    "90000-00001",
    "+91 90000 00001",
    "+91-9000000001",
    "91 9000000001",
    "09000000001",
    "(900) 000-0001",
  ])("reads %j as 9000000001", (typed) => {
    expect(parseMobile(typed)).toEqual({ ok: true, digits: "9000000001" });
  });

  it.each(["", "12345", "5000000001", "90000000011", "+1 9000000001", "9000OOOOO1", "+91 900000000"])(
    "refuses %j with a sentence a person can act on",
    (typed) => {
      const parsed = parseMobile(typed);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.reason).toMatch(/^(Enter|A mobile number)/);
    },
  );

  it("shows only the last four digits, masked", () => {
    expect(maskMobile("9000000001")).toBe("••••0001");
  });
});
