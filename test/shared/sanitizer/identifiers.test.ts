import { describe, expect, it } from "vitest";
import { redactText, sanitize } from "../../../src/shared/sanitizer";

describe("mobile numbers", () => {
  it.each([
    "9876543210",
    "+91 98765 43210",
    "+91-98765-43210",
    "+91 9876543210",
    "091 98765 43210",
    "0091 98765 43210",
    "(+91) 9876543210",
    "(+91) 98765 43210",
    "98765 43210",
    "98765-43210",
    "+919876543210",
    "09876543210",
    "91 98765 43210",
    "987 654 3210",
    "987-654-3210",
    "98 7654 3210",
    "98-7654-3210",
    "98.7654.3210",
    "+91 98 7654 3210",
    "+91-98-7654-3210",
    "098 7654 3210",
    "9876 5432 10",
    "987 6543 210",
    "98765 432 10",
    "987 654 32 10",
    "+91 9876 543 210",
    "9 8765 43210",
    "9 876 543 210",
    "+91 9 8765 43210",
    "+91 80 1234 3210",
    "+91-79-2630-3210",
    "(+91) 80 1234 3210",
    "0091 79 1234 3210",
  ])("masks %s to its last four digits, without the country code", (mobile) => {
    expect(redactText(`call me on ${mobile} after 6pm`)).toBe("call me on ******3210 after 6pm");
    const { value, report } = sanitize({ mobile });
    expect(value).toEqual({ mobile: "******3210" });
    expect(report.identifiersMasked).toBe(1);
  });

  it.each([
    ["at the start", "9876543210 is my number", "******3210 is my number"],
    ["at the end of a sentence", "Reach me at 9876543210.", "Reach me at ******3210."],
    ["after a colon", "mobile:9876543210", "mobile:******3210"],
    ["after an underscore", "mobile_9876543210", "mobile_******3210"],
    ["in a query string", "/otp/start?mobile=9876543210&x=1", "/otp/start?mobile=******3210&x=1"],
    ["two in a row", "9876543210/8123456789", "******3210/******6789"],
    ["joined by a hyphen", "9876543210-8123456789", "******3210-******6789"],
    // People type a number against a word; a ten-digit run among letters is masked (digits around it are not).
    ["glued to letters", "ref9876543210x", "ref******3210x"],
  ])("masks a mobile %s", (_label, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it("masks a mobile number the upstream sent as a JSON number", () => {
    const { value, report } = sanitize({ mobile: 9000000001, count: 3 });
    expect(value).toEqual({ mobile: "******0001", count: 3 });
    expect(report.identifiersMasked).toBe(1);
  });

  it("masks a mobile typed into a free-text note of a tool's arguments", () => {
    const args = {
      topic: "claim",
      preferredWindow: "evening",
      note: "Please call +91 98765 43210 or mail asha.rao@example.com",
    };
    const { value, report } = sanitize(args, { maxChars: Number.POSITIVE_INFINITY });
    expect(value).toEqual({
      topic: "claim",
      preferredWindow: "evening",
      note: "Please call ******3210 or mail a***@example.com",
    });
    expect(report).toEqual({ secretsRedacted: 0, identifiersMasked: 2, recordsDropped: 0 });
  });
});

describe("e-mail addresses and government ids", () => {
  it.each([
    ["asha.rao@example.com", "a***@example.com"],
    ["Asha.Rao+claims@mail.example.co.in", "A***@mail.example.co.in"],
    ["r@northwind.example", "r***@northwind.example"],
    ["write to ravi_kumar99@example.com today", "write to r***@example.com today"],
  ])("masks the e-mail address in %s", (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    ["a PAN", "PAN ABCDE1234F on file", "PAN [pan] on file"],
    ["a PAN typed in lower case", "my pan is abcde1234f", "my pan is [pan]"],
    ["an Aadhaar number in groups", "Aadhaar 2345 6789 9012", "Aadhaar XXXX XXXX 9012"],
    ["an Aadhaar number quoted the usual way", "1234 5678 9012", "XXXX XXXX 9012"],
    ["an Aadhaar number with hyphens", "2345-6789-9012", "XXXX XXXX 9012"],
    ["an Aadhaar number run together", "aadhaar:234567899012", "aadhaar:XXXX XXXX 9012"],
  ])("masks %s", (_label, input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize(input).report.identifiersMasked).toBe(1);
  });
});

describe("look-alikes", () => {
  it.each([
    ["a claim number", "CN-2026-000123"],
    ["a claim id", "clm_0a1b2c3d4e5f"],
    ["a claim id that is all digits", "clm_987654321012"],
    ["a portal ref", "PRT-40122"],
    ["a synthetic portal ref", "PRT-T98123456"],
    ["a member id", "MBR-T98123456"],
    ["a policy number", "PC/FF/2026/004512"],
    ["a dashed policy number", "POL-2026-00004512"],
    ["a pin code", "560001"],
    ["an address with a pin code", "12, MG Road, Bengaluru 560001"],
    ["an amount", "500000"],
    ["an amount in lakhs", "1,25,000"],
    ["a sum insured in words and digits", "Sum insured INR 10,00,000 (ten lakh)"],
    ["a date", "2026-01-15"],
    ["a date written the Indian way", "15/01/2026"],
    ["an ISO timestamp", "2026-01-15T10:20:30.123Z"],
    ["epoch seconds", "1768471230"],
    ["epoch milliseconds", "1768471230123"],
    ["a Bengaluru landline", "080-2222 3333"],
    ["a Bengaluru landline grouped 2-4-4 after the trunk 0", "080 4123 4567"],
    ["an Ahmedabad landline grouped 2-4-4 after the trunk 0", "079-2630-1234"],
    ["a Mumbai landline", "022 2345 6789"],
    ["a hospital id", "HSP-KA-0001"],
    ["a UUID", "550e8400-e29b-41d4-a716-446655440000"],
    ["a UUID ending in twelve digits", "550e8400-e29b-41d4-a716-946655440000"],
    ["a sixteen-digit card number's groups", "4111 1111 1111 1111"],
    ["a number inside a longer run of digits", "123456789876543210"],
    ["a decimal", "0.9876543210"],
  ])("leaves %s untouched", (_label, input) => {
    expect(redactText(input)).toBe(input);
    const { value, report } = sanitize({ field: input });
    expect(value).toEqual({ field: input });
    expect(report).toEqual({ secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 });
  });

  it.each([
    ["an amount", 500000],
    ["a sum insured", 1_000_000],
    ["epoch seconds", 1768471230],
    ["epoch milliseconds", 1768471230123],
    ["a fraction", 9876543210.5],
  ])("leaves %s stored as a number untouched", (_label, input) => {
    expect(sanitize({ n: input }).value).toEqual({ n: input });
  });
});

describe("a PlanCover member profile", () => {
  it("masks the mobile, e-mail and PAN and keeps everything else", () => {
    const profile = {
      memberId: "MBR-1001",
      name: "Asha Rao",
      mobile: "9000000001",
      email: "asha.rao@example.com",
      dateOfBirth: "1988-04-12",
      gender: "female",
      address: { line1: "14, 2nd Cross, Indiranagar", city: "Bengaluru", state: "Karnataka", pinCode: "560038" },
      panNumber: "ABCPR1234K",
      communicationPreference: "email",
    };
    const { value, report } = sanitize(profile);
    expect(value).toEqual({
      ...profile,
      mobile: "******0001",
      email: "a***@example.com",
      panNumber: "[pan]",
    });
    expect(report).toEqual({ secretsRedacted: 0, identifiersMasked: 3, recordsDropped: 0 });
  });
});
