/**
 * More ways people write the same secret: an OTP after a bare `code`, after words saying it was received,
 * read out one digit at a time or in mathematical digits, a
 * mobile number grouped with dots, as 2-3-5, one digit at a time, or in the full-width and
 * mathematical digits of Unicode. Each is found in its folded form; look-alikes (amounts, dates,
 * decimals, policy and HSN numbers) come back byte for byte.
 */
import { describe, expect, it } from "vitest";
import { redactText, sanitize } from "../../../src/shared/sanitizer";

/** The digits of `ascii` written in the style whose zero is `zero` (a code point). */
const styled = (ascii: string, zero: number) =>
  ascii.replace(/\d/g, (digit) => String.fromCodePoint(zero + Number(digit)));
const MATH_BOLD = 0x1d7ce;
const MATH_MONOSPACE = 0x1d7f6;
const FULL_WIDTH = 0xff10;

describe("an OTP written without a colon", () => {
  it.each([
    ["code 123456", "code [redacted:otp]"],
    ["Your code 482913 expires in 5 minutes", "Your code [redacted:otp] expires in 5 minutes"],
    ["OTP is 123456", "OTP is [redacted:otp]"],
    [`OTP is ${styled("123456", MATH_BOLD)}`, "OTP is [redacted:otp]"],
    [`code ${styled("482913", FULL_WIDTH)} from PlanCover`, "code [redacted:otp] from PlanCover"],
  ])("redacts %j", (input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize({ note: input }).value).toEqual({ note: expected });
  });

  it.each([
    "error code 4012 on the portal",
    "HSN code 998311 on the bill",
    "pin code 560001",
    "status code 5030 came back",
  ])("keeps %j, a code that is not a password", (input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe("an OTP the member says they received, or reads out one digit at a time", () => {
  it.each([
    ["the code I got is 482913", "the code I got is [redacted:otp]"],
    ["the code they sent is 482913, it fails", "the code they sent is [redacted:otp], it fails"],
    ["code sent to my phone was 482913", "code sent to my phone was [redacted:otp]"],
    ["the code I received on SMS: 4829", "the code I received on SMS: [redacted:otp]"],
    ["otp: 4 8 2 9 1 3", "otp: [redacted:otp]"],
    ["my OTP 4-8-2-9-1-3 does not work", "my OTP [redacted:otp] does not work"],
    ["the code I got is 4.8.2.9", "the code I got is [redacted:otp]"],
    ["the sms said 482913 is your code", "the sms said [redacted:otp] is your code"],
    ["482913 was my code", "[redacted:otp] was my code"],
  ])("redacts %j", (input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize({ message: input }).value).toEqual({ message: expected });
  });

  it.each([
    "the code for Koramangala is 560034",
    "the pin code I entered is 560034",
    "the code on the bill was 998311",
    "the code for the hospital I got admitted to is 1045",
    "560034 is my pin code",
    "560034 is the code",
    "pin code 5 6 0 0 3 4",
    "room 1 2 3 4 on floor 2",
  ])("keeps %j, a code that is not a password", (input) => {
    expect(redactText(input)).toBe(input);
  });

  it("keeps a mobile read out one digit at a time after the word OTP for the mobile rule to mask", () => {
    expect(redactText("otp went to 9 8 7 6 5 4 3 2 1 0")).toBe("otp went to ******3210");
  });
});

describe("digits spelled out as words", () => {
  it.each([
    ["my OTP is four eight two nine one three", "my OTP is [redacted:otp]"],
    ["the code I got is Four Eight Two Nine", "the code I got is [redacted:otp]"],
    ["call me on nine eight seven six five four three two one zero", "call me on ******3210"],
    ["my number is nine-eight-seven-six-five 4 3 2 1 0", "my number is ******3210"],
    ["OTP 482913 nine eight seven six five four three two one zero", "OTP [redacted:otp] ******3210"],
  ])("redacts %j", (input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize({ message: input }).value).toEqual({ message: expected });
  });

  it.each([
    "I have two policies and one claim",
    "one two three four",
    "pin code five six zero zero three four",
    "rooms one two three four on floor two",
  ])("keeps %j, which holds no code and no number", (input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe("a mobile number written with dots, single spaces or Unicode digits", () => {
  it.each([
    ["98.765.43210", "******3210"],
    ["98765.43210", "******3210"],
    ["987.654.3210", "******3210"],
    ["98 765 43210", "******3210"],
    ["98-765-43210", "******3210"],
    ["98765 43210", "******3210"],
    ["+91 98765 43210", "******3210"],
    ["9 8 7 6 5 4 3 2 1 0", "******3210"],
    [styled("9876543210", MATH_BOLD), "******3210"],
    [`+91 ${styled("98765 43210", MATH_MONOSPACE)}`, "******3210"],
    [styled("98765 43210", FULL_WIDTH), "******3210"],
  ])("masks %j", (input, expected) => {
    expect(redactText(`call me on ${input} today`)).toBe(`call me on ${expected} today`);
    expect(sanitize({ note: input }).value).toEqual({ note: expected });
  });

  it.each([
    "claim amount Rs 98,765.50 approved",
    "₹ 1,23,456.78 paid on 30.11.2026",
    "sum insured 9876543.21",
    "policy PC-2024-118823 renews 2026-11-30",
    "server 192.168.10.12 version 6.2.1",
    `bill of ${styled("4500", MATH_BOLD)} rupees`,
    "room 9 8 7",
    "a share of 0.9876543210",
  ])("keeps %j, which holds no mobile number", (input) => {
    expect(redactText(input)).toBe(input);
  });
});
