/**
 * A mobile number grouped with separators from outside ASCII: the full-width hyphen a full-width
 * number is typed with, Unicode dashes, and no-break spaces (what a copied number often carries)
 * are read as the ASCII hyphen and space, so the grouped number is masked as its ASCII form is.
 */
import { describe, expect, it } from "vitest";
import { redactText, sanitize } from "../../../src/shared/sanitizer";

describe("a mobile number grouped with non-ASCII separators", () => {
  it.each([
    ["full-width digits and full-width hyphens", "９０００－０００－００２"],
    ["full-width plus, digits and hyphens", "＋９１－９０００－０００－００２"],
    ["en dashes", "9000\u2013000\u2013002"],
    ["minus signs", "9000\u2212000\u2212002"],
    ["no-break spaces", "9000\u00a0000\u00a0002"],
    ["narrow no-break spaces", "90000\u202f00002"],
    ["ideographic spaces", "９０００\u3000０００\u3000００２"],
  ])("is masked when written with %s", (_how, number) => {
    expect(redactText(`call ${number} today`)).toBe("call ******0002 today");
    expect(sanitize({ note: `call ${number} today` }).value).toEqual({ note: "call ******0002 today" });
  });

  it("leaves text with such separators and nothing to remove exactly as it was", () => {
    const text = "cover 2024\u20132025, claim\u00a0ref 12\u201334 ＋ notes";
    expect(redactText(text)).toBe(text);
  });
});

describe("a number whose groups are spaced wider than one space", () => {
  it.each([
    ["two spaces", "98765  43210"],
    ["a tab", "98765\t43210"],
    ["two tabs after +91", "+91 98765\t\t43210"],
    ["a space and a no-break space", "98765 \u00a043210"],
    ["three spaces between three groups", "987   654   3210"],
  ])("masks a mobile spaced with %s", (_how, number) => {
    expect(redactText(`call me on ${number} please`)).toBe("call me on ******3210 please");
    expect(sanitize({ note: `call me on ${number} please` }).value).toEqual({ note: "call me on ******3210 please" });
  });

  it("masks an Aadhaar number and an OTP spaced that way too", () => {
    expect(redactText("aadhaar 2345  6789  0123")).toBe("aadhaar XXXX XXXX 0123");
    expect(redactText("my otp is 12  34  56")).toBe("my otp is [redacted:otp]");
  });

  it("leaves wide gaps between words, or around a lone number, exactly as they were", () => {
    const text = "Room rent  5000 per day\tco-pay  10%  of 12  claims";
    expect(redactText(text)).toBe(text);
  });
});
