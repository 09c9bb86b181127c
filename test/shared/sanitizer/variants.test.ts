/**
 * The project's own secrets and the simple variants of an identifier: a raw session token, an
 * invitation code, a sign-in challenge (ours, and the stand-in's that carries the number), `code:`
 * before an OTP, an OTP glued to its word or read out in groups, other groupings of a mobile number
 * (2-2-2-2-2, 4-6, 6-4, `(987) 654-3210`, `98765/43210`, `+91.98765.43210`), a number glued to
 * letters, digits from other scripts and digits joined by invisible characters. Look-alikes of each
 * stay byte for byte.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { randomBytes, toBase64Url } from "../../../src/shared/encoding";
import { redactText, sanitize } from "../../../src/shared/sanitizer";
import { startOtp } from "../../../workers/tools/auth/otp";
import { createGuestSession } from "../../../workers/tools/auth/sessions";
import { signInPorts } from "../../support/sign-in";

/** Clean both ways: as free text, and as a string inside a tool result. */
function cleaned(text: string): { text: string; inRecord: unknown } {
  return { text: redactText(text), inRecord: sanitize({ note: text }).value };
}

describe("the project's own secrets", () => {
  it("redacts a raw session token, as the tools Worker mints it", async () => {
    const { sessionToken } = await createGuestSession(env.DB, { companyId: "demo", now: new Date() });
    const { text, inRecord } = cleaned(`my token ${sessionToken} stopped working`);
    expect(text).toBe("my token [redacted:token] stopped working");
    expect(inRecord).toEqual({ note: "my token [redacted:token] stopped working" });
  });

  it("redacts an invitation code", () => {
    const inviteCode = `inv_${toBase64Url(randomBytes(24))}`;
    expect(redactText(`join with ${inviteCode} please`)).toBe("join with [redacted:invite] please");
  });

  it("redacts our sign-in challenge id", async () => {
    const started = await startOtp(signInPorts(), { mobile: "9000000002", now: new Date() });
    if (!started.ok) throw new Error("no challenge");
    expect(redactText(`challenge ${started.value.challengeId} failed`)).toBe("challenge [redacted:challenge] failed");
  });

  it("redacts the stand-in's challenge, which carries the mobile number in base64url", async () => {
    const response = await env.PLANCOVER.fetch("https://plancover.test/auth/otp/start", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mobile: "9000000002" }),
    });
    const { challengeId } = (await response.json()) as { challengeId: string };
    expect(redactText(`upstream challenge ${challengeId}`)).toBe("upstream challenge [redacted:challenge]");
  });

  it.each([
    ["code: 123456", "code: [redacted:otp]"],
    ["Code:482913 from PlanCover", "Code:[redacted:otp] from PlanCover"],
    ['{"code": "123456"}', '{"code": "[redacted:otp]"}'],
    ["code = 7391", "code = [redacted:otp]"],
    ["OTP-123456", "OTP-[redacted:otp]"],
    ["OTP123456", "OTP[redacted:otp]"],
    ["your otp: 12 34 56", "your otp: [redacted:otp]"],
    ["code: 123-456", "code: [redacted:otp]"],
    ["OTP is 482 913", "OTP is [redacted:otp]"],
  ])("redacts the OTP in %j", (input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize({ note: input }).value).toEqual({ note: expected });
  });
});

describe("variants of a mobile number", () => {
  it.each([
    ["grouped 4-3-3 after +91", "+91-9000-000-002", "******0002"],
    ["grouped 4-3-3", "9000 000 002", "******0002"],
    ["glued to letters before it", "call9876543210", "call******3210"],
    ["glued to letters after it", "9876543210pls", "******3210pls"],
    ["glued to a name", "Ravi9000000002", "Ravi******0002"],
    ["grouped 2-2-2-2-2", "98 76 54 32 10", "******3210"],
    ["grouped 2-2-2-2-2 with hyphens", "98-76-54-32-10", "******3210"],
    ["grouped 4-6", "9876 543210", "******3210"],
    ["grouped 6-4", "987654 3210", "******3210"],
    ["written the American way", "(987) 654-3210", "******3210"],
    ["written the American way without a space", "(987)654-3210", "******3210"],
    ["split by a slash", "98765/43210", "******3210"],
    ["after +91 and dots", "+91.98765.43210", "******3210"],
    ["in full-width digits", "９８７６５４３２１０", "******3210"],
    ["in Arabic-Indic digits", "٩٨٧٦٥٤٣٢١٠", "******3210"],
    ["in extended Arabic-Indic digits", "۹۸۷۶۵۴۳۲۱۰", "******3210"],
    ["in Devanagari digits", "९८७६५४३२१०", "******3210"],
    ["joined by zero-width spaces", "98765\u200b43210", "******3210"],
    ["with a zero-width character between every digit", [..."9876543210"].join("\u200d"), "******3210"],
    ["joined by word joiners and a soft hyphen", "98765\u206043\u00ad210", "******3210"],
    ["joined by a combining grapheme joiner", "98765\u034f43210", "******3210"],
    ["with a variation selector between every digit", [..."9876543210"].join("\ufe0f"), "******3210"],
    ["joined by Hangul fillers", "98765\u3164\u115f43210", "******3210"],
    ["joined by an invisible tag character", "98765\u{e0020}43210", "******3210"],
  ])("masks one %s", (_label, mobile, masked) => {
    const { text, inRecord } = cleaned(`reach me on ${mobile} today`);
    expect(text).toBe(`reach me on ${masked} today`);
    expect(inRecord).toEqual({ note: `reach me on ${masked} today` });
  });

  it("redacts an OTP written with zero-width characters or other digits", () => {
    expect(redactText("OTP: 4\u200b8\u200b2\u200b9\u200b1\u200b3")).toBe("OTP: [redacted:otp]");
    expect(redactText("OTP is ٤٨٢٩١٣")).toBe("OTP is [redacted:otp]");
    expect(redactText("OTP: 4\u034f8\ufe0f2\u{e0031}913")).toBe("OTP: [redacted:otp]");
  });

  it.each([
    ["superscript digits", "call me back on ⁹⁸⁷⁶⁵⁴³²¹⁰", "my otp is ¹²³⁴⁵⁶"],
    ["subscript digits", "call me back on ₉₈₇₆₅₄₃₂₁₀", "my otp is ₁₂₃₄₅₆"],
    ["circled digits", "call me back on ⑨⑧⑦⑥⑤④③②①⓪", "otp ①②③④⑤⑥"],
    ["parenthesized digits", "call me back on ⑼⑻⑺⑹⑸⑷⑶⑵⑴⑼", "otp ⑴⑵⑶⑷⑸⑹"],
    ["digits with a full stop", "call me back on ⒐⒏⒎⒍⒌⒋⒊⒉⒈⒐", "otp ⒈⒉⒊⒋⒌⒍"],
    ["the dingbats' circled digits", "call me back on ➒➑➐➏➎➍➌➋➊➒", "otp ❶❷❸❹❺❻"],
    [
      "a combining accent on each digit",
      "call me back on 9\u03018\u03017\u03016\u03015\u03014\u03013\u03012\u03011\u03010\u0301",
      "otp 1\u03012\u03013\u03014\u03015\u03016\u0301",
    ],
    [
      "a keycap on each digit",
      "call me back on 9\u20e38\u20e37\u20e36\u20e35\u20e34\u20e33\u20e32\u20e31\u20e30\u20e3",
      "otp 1\ufe0f\u20e32\ufe0f\u20e33\ufe0f\u20e34\ufe0f\u20e35\ufe0f\u20e36\ufe0f\u20e3",
    ],
  ])("masks a mobile number and redacts an OTP written in %s", (_label, mobile, otp) => {
    // Masked as every mobile number is: its last four digits kept (as ASCII digits), the rest starred.
    expect(redactText(mobile)).toMatch(/^call me back on \*{6}\d{4}$/);
    expect(redactText(otp)).toMatch(/\[redacted:otp\]$/);
  });

  it("keeps a combining accent on a letter, and a superscript in text with nothing to redact", () => {
    for (const text of ["Jose\u0301 paid ₹2,000", "a room of 12 m² at 5³ rate", "① first step, ② second step"]) {
      expect(redactText(text)).toBe(text);
    }
  });
});

describe("look-alikes of the new shapes", () => {
  it.each([
    ["an amount in Arabic-Indic digits", "٥٠٠٠٠٠ روبية"],
    ["Hindi text with a zero-width joiner", "क्\u200dष आपका दावा"],
    ["an emoji with its variation selector beside an amount", "\u2764\ufe0f 98,765.50 paid"],
    ["an error code", "error code: 5001"],
    ["a pin code after 'code:'", "pin code: 560001"],
    ["a postal code", "postal code: 560034"],
    ["a long snake_case name", "list_policy_documents_for_the_member_portal"],
    ["a long lower-case name with digits", "a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6a7b8c9d0abc"],
    ["a claim id that is all digits", "clm_987654321012"],
    ["a synthetic portal ref", "PRT-T98123456"],
    ["a toll-free number", "1800-425-0001"],
    ["a portal ref after 'code'", "portal code PRT-40122"],
    ["a claim number after 'code:'", "claim code: CN-2026-000123"],
    ["a date after 'code:'", "code: 12-03-2026"],
    ["a pin code in groups after 'pin code:'", "pin code: 560 001"],
    ["an error code in groups", "error code: 404-500"],
    ["a Chennai pin code", "Chennai 600001"],
    ["a pin code and a year", "Chennai 600001, 2026"],
    ["an amount and a date", "Rs. 7500 on 14/03/2026 10:30"],
    ["a policy number with slashes", "PC/FF/2026/004512"],
    ["a ratio of two amounts", "12345/67890"],
    ["a decimal after +91's look-alike", "0.9876543210"],
    ["a time with seconds", "10:30:45"],
    ["two ids joined by colons", "clm_0a1b2c3d4e5f:PRT-40122:CN-2026-000123"],
  ])("leaves %s untouched", (_label, input) => {
    expect(redactText(input)).toBe(input);
    const { value, report } = sanitize({ field: input });
    expect(value).toEqual({ field: input });
    expect(report).toEqual({ secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 });
  });
});
