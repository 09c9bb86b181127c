/**
 * Identifiers split in ways a red-team pass found passing through unmasked: a mobile in halves joined
 * by a spaced hyphen or en dash, a slash, a comma or a line break, after `+91 (0)`, or in groups of
 * odd sizes; a PAN spaced or hyphenated; an Aadhaar number grouped with dots, spaced hyphens or
 * 5-5-2. Each is masked as its plain form is, and the look-alikes beside those shapes (amounts in
 * lakhs, landlines, dates, ids, pin codes, words and a number) stay byte for byte.
 */
import { describe, expect, it } from "vitest";
import { redactText, sanitize } from "../../../src/shared/sanitizer";

function expectMasked(input: string, masked: string): void {
  expect(redactText(`call me on ${input} after 6pm`)).toBe(`call me on ${masked} after 6pm`);
  const { value, report } = sanitize({ note: `call me on ${input} after 6pm` });
  expect(value).toEqual({ note: `call me on ${masked} after 6pm` });
  expect(report.identifiersMasked).toBe(1);
}

describe("a mobile number split in more ways", () => {
  it.each([
    ["in halves joined by a spaced hyphen", "98765 - 43210"],
    ["in halves joined by a spaced en dash", "98765 \u2013 43210"],
    ["in halves joined by a spaced slash", "98765 / 43210"],
    ["in halves joined by a comma", "98765,43210"],
    ["in halves across a line break", "98765\n43210"],
    ["in halves across a Windows line break", "98765\r\n43210"],
    ["after +91 and the trunk 0 in brackets", "+91 (0) 98765 43210"],
    ["after (+91) and the trunk 0 in brackets", "(+91)(0)9876543210"],
    ["grouped 7-3", "9876543 210"],
    ["grouped 3-7", "987 6543210"],
    ["grouped 5-4-1", "98765 4321 0"],
    ["grouped 5-4-1 with hyphens after +91", "+91-98765-4321-0"],
    ["grouped 7-3 after the trunk 0", "0 9876543 210"],
    ["in halves joined by an underscore", "98765_43210"],
    ["in halves joined by a colon", "98765:43210"],
    ["in halves joined by a bar", "98765|43210"],
    ["in halves joined by a semicolon", "98765;43210"],
    ["in halves joined by a tilde", "98765~43210"],
    ["in halves joined by an asterisk", "98765*43210"],
    ["in pairs joined by slashes", "98/76/54/32/10"],
    ["in pairs joined by colons", "98:76:54:32:10"],
    ["grouped 4-3-3 with underscores", "9876_543_210"],
    ["in pairs joined by underscores after +91", "+91 98_76_54_32_10"],
  ])("is masked to its last four digits when %s", (_how, mobile) => {
    expectMasked(mobile, "******3210");
  });

  it("masks each of two such numbers in a list, one a line or after a comma", () => {
    expect(redactText("98765 - 43210\n98123 - 45678")).toBe("******3210\n******5678");
    expect(redactText("9876543 210, 9812345 678")).toBe("******3210, ******5678");
  });
});

describe("a PAN spaced or hyphenated", () => {
  it.each([
    ["with hyphens", "ABCPD-1234-E"],
    ["with spaces", "ABCPD 1234 E"],
    ["in lower case with a space before the digits", "abcpd 1234e"],
    ["in lower case with hyphens", "abcpd-1234-e"],
  ])("is masked when written %s", (_how, pan) => {
    expectMasked(pan, "[pan]");
  });
});

describe("an Aadhaar number grouped in more ways", () => {
  it.each([
    ["spaced hyphens", "2345 - 6789 - 0123"],
    ["spaced en dashes", "2345 \u2013 6789 \u2013 0123"],
    ["dots", "2345.6789.0123"],
    ["groups of five, five and two", "23456 78901 23"],
  ])("is masked to its last four digits when grouped with %s", (_how, aadhaar) => {
    expectMasked(aadhaar, "XXXX XXXX 0123");
  });
});

describe("look-alikes of the split shapes", () => {
  it.each([
    ["an amount in lakhs", "₹1,42,000"],
    ["an amount of ten digits in lakhs and crores", "₹9,87,65,43,210"],
    ["an amount with paise", "INR 24,500.00"],
    ["an ISO date", "2026-05-03"],
    ["a date and a time", "14/03/2026 10:30"],
    ["a date and a time without a colon", "2026-03-14 1022"],
    ["an id of a date and a serial", "2026-03-14-0042"],
    ["a request id", "req-2026-03-14-000981"],
    ["a claim number", "CN-2026-004127"],
    ["a portal ref", "PRT-40122"],
    ["a document id whose key's digits and serial make ten from 8", "DOC-T84455728-01"],
    ["a serial glued to a letter, grouped 8-2", "T98765432-10"],
    ["a policy number", "PC/FF/2026/004512"],
    ["a pin code and a year after a comma", "Chennai 600001, 2026"],
    ["a pin code and a year joined by a comma", "600001,2026"],
    ["two five-digit numbers after a comma and a space", "98765, 43210"],
    ["a Mysuru landline grouped 4-7", "0821-2421188"],
    ["a Bhopal landline grouped 4-3-4", "0755 234 5678"],
    ["a Bhopal landline in brackets", "(0755) 2345678"],
    ["a Bengaluru landline", "080-4112 2334"],
    ["a toll-free number", "1800-425-0001"],
    ["a decimal with many places", "77.59456612"],
    ["a card number's four groups", "6521 2345 6789 0123"],
    ["an IFSC", "HDFC0001234"],
    ["a five-letter word, a number and a word", "premium costs 4000 a month"],
    ["a five-letter word and a number in capitals", "TOTAL 5000 ONLY"],
    ["a number before a line break and a year after it", "Pin 600001\n2026"],
    ["a time with seconds and milliseconds", "09:45:33.123"],
    ["a ratio", "60:40"],
    ["twelve digits in pairs joined by colons", "60:45:12:34:56:78"],
    ["a file name of a date", "report_2026_12_06.pdf"],
    ["a version joined by underscores", "v6_10_2"],
    ["an id of underscored groups glued to a word", "DOC_98765_43210"],
    ["a date with slashes", "6/12/2026"],
  ])("leaves %s untouched", (_label, input) => {
    expect(redactText(input)).toBe(input);
    const { value, report } = sanitize({ field: input });
    expect(value).toEqual({ field: input });
    expect(report).toEqual({ secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 });
  });
});
