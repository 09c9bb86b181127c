/** A mobile number as people type it: normalized once to its ten digits, masked to its last four. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { MobileSchema, maskMobile, normalizeMobile } from "../../src/shared/mobile";

describe("normalizeMobile", () => {
  it.each([
    ["9000000001", "9000000001"],
    ["+91 90000 00001", "9000000001"],
    ["+919000000001", "9000000001"],
    ["+91-900-000-0001", "9000000001"],
    ["(+91) 900 000 0001", "9000000001"],
    ["91 90000 00001", "9000000001"],
    ["0091 9000000001", "9000000001"],
    ["09000000001", "9000000001"],
    ["  98765-43210 ", "9876543210"],
    ["98.765.43210", "9876543210"],
  ])("takes %s as %s", (typed, digits) => {
    expect(normalizeMobile(typed)).toBe(digits);
    expect(v.parse(MobileSchema, typed)).toBe(digits);
  });

  it.each([
    ["a number starting 5", "5000000001"],
    ["nine digits", "900000000"],
    ["eleven digits without a trunk 0", "90000000011"],
    ["another country's code", "+44 9000000001"],
    ["letters", "9000OOOOO1"],
    ["nothing", ""],
  ])("refuses %s", (_, typed) => {
    expect(normalizeMobile(typed)).toBeNull();
    expect(v.safeParse(MobileSchema, typed).success).toBe(false);
  });

  it("masks a number to its last four digits", () => {
    expect(maskMobile("9000000001")).toBe("••••0001");
  });
});
