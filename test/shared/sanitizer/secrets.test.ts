import { describe, expect, it } from "vitest";
import { redactText, sanitize } from "../../../src/shared/sanitizer";

const JWT =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJNQlItMTAwMSIsImV4cCI6MTc2ODQ3MTIzMH0.c2lnbmF0dXJlLWJ5dGVz_-x";
const PC_TOKEN = "pc1.MBR-1001.1768471230.9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0";
const SIG = "4b1d8f0e2c6a9b3d7e5f1a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7c9e2b";

describe("secrets in free text", () => {
  it.each([
    ["a bearer token", "Authorization: Bearer abc123.def456-ghi", "Authorization: Bearer [redacted]"],
    ["a bearer token outside a header", "sent with Bearer tok_9f8e7d6c5b4a", "sent with Bearer [redacted]"],
    ["a basic credential", "authorization: Basic dXNlcjpwYXNzd29yZA==", "authorization: Basic [redacted]"],
    ["a JWT", `token was ${JWT} then`, "token was [redacted:jwt] then"],
    ["an OpenAI-style key", "key sk-proj-abcdefghij0123456789", "key [redacted:key]"],
    ["a Stripe live key", "use sk_live_51HxYzAbCdEfGh", "use [redacted:key]"],
    ["an AWS access key id", "AKIAIOSFODNN7EXAMPLE is set", "[redacted:key] is set"],
    ["a GitHub token", "ghp_abcdefghijklmnopqrstuvwxyz0123456789", "[redacted:key]"],
    ["a PlanCover token", `upstream said ${PC_TOKEN}`, "upstream said [redacted:key]"],
    ["a synthetic member's PlanCover token", "pc1.MBR-T98123456.1768471230.AbC_dEf-123", "[redacted:key]"],
    ["an OTP after 'OTP is'", "Your OTP is 482913", "Your OTP is [redacted:otp]"],
    ["an OTP after 'OTP:'", "OTP: 482913.", "OTP: [redacted:otp]."],
    [
      "an OTP a few words later",
      "Your OTP for PlanCover login is 482913",
      "Your OTP for PlanCover login is [redacted:otp]",
    ],
    ["a one-time password", "one-time password 7391", "one-time password [redacted:otp]"],
    ["a verification code", "verification code: 55102938", "verification code: [redacted:otp]"],
    ["a code after 'code is'", "the code is 4821", "the code is [redacted:otp]"],
    ["a cookie header", "Cookie: sid=s%3Aabc.def; theme=dark", "Cookie: [redacted]"],
    ["a set-cookie header", "Set-Cookie: session=abc123; Path=/; HttpOnly", "Set-Cookie: [redacted]"],
    ["a password in a query string", "login?user=asha&password=hunter2", "login?user=asha&password=[redacted]"],
    ["an access token in a URL fragment", "cb#access_token=ya29.a0AfH6&state=x", "cb#access_token=[redacted]&state=x"],
    [
      "a JSON secret inside a string",
      '{"password":"hunter 2","city":"Pune"}',
      '{"password":"[redacted]","city":"Pune"}',
    ],
    ["a cookie inside embedded JSON", '{"cookie":"sid=abc123","ok":true}', '{"cookie":"[redacted]","ok":true}'],
    [
      "a name=value secret in a log line",
      "retry failed client_secret=abc123 status=401",
      "retry failed client_secret=[redacted] status=401",
    ],
  ])("redacts %s", (_label, input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize({ note: input }).report.secretsRedacted).toBe(1);
  });

  it.each([
    ["a bare six-digit pin code", "Deliver to 560001"],
    ["a pin code after 'pin code is'", "My pin code is 560034"],
    ["a pin code in the sentence after an OTP", "OTP sent. Your pin code is 560001"],
    ["a postal code after 'postal code is'", "postal code is 400001"],
    ["the word bearer in prose", "the bearer of this card is covered"],
    ["an amount after the word code", "benefit code BEN-12 limit 500000"],
    ["a claim number", "CN-2026-000123"],
    ["a risk-free sentence", "risk-free renewal for 2026"],
  ])("leaves %s alone", (_label, input) => {
    expect(redactText(input)).toBe(input);
    expect(sanitize(input).report.secretsRedacted).toBe(0);
  });
});

describe("signed URLs", () => {
  it("keeps the address and harmless parameters of a signed S3 link and redacts the signature parameters", () => {
    const url = `https://docs.plancover.example/DOC-1.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20260115%2Fap-south-1%2Fs3%2Faws4_request&X-Amz-Date=20260115T101500Z&X-Amz-Expires=900&X-Amz-Security-Token=FwoGZXIvYXdzEJr&X-Amz-SignedHeaders=host&X-Amz-Signature=${SIG}`;
    const { value, report } = sanitize({ downloadUrl: url });
    expect(value).toEqual({
      downloadUrl:
        "https://docs.plancover.example/DOC-1.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=[redacted]&X-Amz-Date=20260115T101500Z&X-Amz-Expires=900&X-Amz-Security-Token=[redacted]&X-Amz-SignedHeaders=host&X-Amz-Signature=[redacted]",
    });
    expect(report.secretsRedacted).toBe(3);
  });

  it.each([
    [
      "CloudFront",
      "https://cdn.example/e-card.pdf?Expires=1768471230&Policy=eyJTdGF0ZW1lbnQiOlt7&Signature=abc~def_&Key-Pair-Id=K2JCJMDEHXQW5F",
      "https://cdn.example/e-card.pdf?Expires=1768471230&Policy=[redacted]&Signature=[redacted]&Key-Pair-Id=[redacted]",
    ],
    [
      "Azure SAS",
      "https://x.blob.core.windows.net/c/b.pdf?sv=2022-11-02&se=2026-01-15&sig=AbC%2Bdef%3D",
      "https://x.blob.core.windows.net/c/b.pdf?sv=2022-11-02&se=2026-01-15&sig=[redacted]",
    ],
    [
      "a token parameter",
      "https://api.example/v1/file?id=42&token=abc123&access_token=xyz789",
      "https://api.example/v1/file?id=42&token=[redacted]&access_token=[redacted]",
    ],
  ])("redacts only the secret parameters of a %s link", (_label, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });
});

describe("secret-named keys", () => {
  it.each([
    "password",
    "passwd",
    "otp",
    "pin",
    "mpin",
    "upiPin",
    "token",
    "accessToken",
    "access_token",
    "refresh_token",
    "apiKey",
    "api_key",
    "X-Api-Key",
    "authorization",
    "Authorization",
    "cookie",
    "Set-Cookie",
    "session",
    "sessionId",
    "credentials",
    "signature",
    "clientSecret",
  ])("redacts the value of %s and counts it", (key) => {
    const { value, report } = sanitize({ [key]: "s3cr3t-value", city: "Pune" });
    expect(value).toEqual({ [key]: "[redacted]", city: "Pune" });
    expect(report.secretsRedacted).toBe(1);
  });

  it("redacts a number, a list or an object under a secret key whole", () => {
    const { value, report } = sanitize({
      otp: 482913,
      cookies: ["a=1", "b=2"],
      credentials: { user: "asha", key: "k" },
    });
    expect(value).toEqual({ otp: "[redacted]", cookies: "[redacted]", credentials: "[redacted]" });
    expect(report.secretsRedacted).toBe(3);
  });

  it.each([
    ["pin_code", "560001"],
    ["pinCode", "560034"],
    ["pincode", "400001"],
    ["maxTokens", 1024],
    ["tokensUsed", 88],
    ["tokenPresent", true],
    ["otpExpiresAt", "2026-01-15T10:20:30Z"],
    ["passwordRequired", false],
    ["headerNames", ["authorization"]],
    ["session", null],
  ])("keeps %s, which only describes a secret or is a postal code", (key, kept) => {
    const { value, report } = sanitize({ [key]: kept });
    expect(value).toEqual({ [key]: kept });
    expect(report.secretsRedacted).toBe(0);
  });
});

describe("secrets written the way people forward them", () => {
  it.each([
    ["an OTP announced after the code", "482913 is your OTP for PlanCover login.", "482913"],
    ["an OTP in a bank-style SMS", "Dear customer, 662200 is the OTP to sign in. Valid for 10 minutes.", "662200"],
    ["a verification code after the code", "5521 is your verification code", "5521"],
    ["an OTP the member forwards as theirs", "123456 is my otp, it does not work", "123456"],
    ["a code the member says was their login code", "908172 was my login code but it expired", "908172"],
    ["an OTP the member says they got as theirs", "I got 482913 as the OTP but it says invalid", "482913"],
    ["a code forwarded as a verification code", "use 5521 as your verification code", "5521"],
    ["a password typed in a sentence", "my new password is Kaveri@2026 but I cannot log in", "Kaveri@2026"],
    ["a password without digits but with a symbol", "the password was river#bank!", "river#bank!"],
  ])("redacts %s", (_why, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toContain("[redacted");
  });

  it.each([
    ["prose about a password", "the password is wrong, please reset it"],
    ["a pin code before 'is'", "560034 is my pin code"],
    ["an amount", "5000 is the amount the TPA approved"],
    ["a pin code given as the delivery pin code", "use 560034 as the pin code"],
  ])("leaves %s alone", (_why, text) => {
    expect(redactText(text)).toBe(text);
  });

  it("leaves a landline with a four-digit STD code alone, and still masks a mobile written with a 0", () => {
    expect(redactText("Hospital desk: 0821 242 1188")).toBe("Hospital desk: 0821 242 1188");
    expect(redactText("call 098765 43210")).not.toContain("43210");
    expect(redactText("call 09876543210")).not.toContain("43210");
  });
});

describe("the order of the steps", () => {
  it("redacts a token made of digits whole, before a mobile mask could split it and leave its tail", () => {
    expect(redactText("retried with bearer 9876543210.c2lnbmF0dXJl")).toBe("retried with bearer [redacted]");
  });
});

describe("an OTP on the line after the words that announce it", () => {
  it.each([
    ["my otp is\n482913", "my otp is\n[redacted:otp]"],
    ["OTP:\r\n482913", "OTP:\r\n[redacted:otp]"],
    ["the code I got is\n4829", "the code I got is\n[redacted:otp]"],
    ["verification code\n\n 482 913", "verification code\n\n [redacted:otp]"],
  ])("redacts %j", (input, expected) => {
    expect(redactText(input)).toBe(expected);
    expect(sanitize({ message: input }).value).toEqual({ message: expected });
  });

  it.each([
    "pin code\n560034",
    "Status code\n5030",
    "OTP sent.\n560034 is the pin",
    "my otp never came\n560034 is my pin code",
  ])("keeps %j, where the number on the next line is not a password", (input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe("an OTP followed by another number", () => {
  it.each([
    ["my otp is 482913 9876543210", "my otp is [redacted:otp] ******3210"],
    ["otp 4829 call 9876543210", "otp [redacted:otp] call ******3210"],
  ])("redacts %j: a number after the code that cannot be part of it does not shield it", (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it("redacts an eight-digit code read out in two groups of four whole, never its first group alone", () => {
    expect(redactText("otp is 1234 5678")).toBe("otp is [redacted:otp]");
    expect(redactText("my verification code is 4829-1307, it failed")).toBe(
      "my verification code is [redacted:otp], it failed",
    );
  });

  it("leaves a card-length run of groups to the card mask, not to the OTP rule", () => {
    expect(redactText("otp is 1234 5678 9012 3456")).not.toContain("[redacted:otp]");
  });
});
