import { describe, expect, it } from "vitest";
import { redactText, sanitize } from "../../../src/shared/sanitizer";
import { mulberry32 } from "../../../src/shared/seeded-random";
import { hospitalPayload, randomValue } from "../../support/sanitizer/fixtures";

const TOKEN = "pc1.MBR-1001.1768471230.9f8e7d6c5b4a39281706f5e4d3c2b1a0";
const JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJNQlItMTAwMSJ9.q1w2e3r4t5y6";

/** One of everything the sanitizer must never let through, planted in every place a value can hide. */
function plantedPayload(): unknown {
  const note = `Call 98765 43210 or +91-81234-56789. OTP is 482913. Bearer ${TOKEN}. PAN ABCDE1234F, mail asha.rao@example.com`;
  return {
    member: { mobile: "9876543210", altMobile: 8123456789, email: "asha.rao@example.com", panNumber: "ABCDE1234F" },
    accessToken: TOKEN,
    headers: { Authorization: `Bearer ${TOKEN}`, cookie: "sid=abc123" },
    note,
    "9876543210": "a mobile used as a key",
    documents: [
      { downloadUrl: `https://docs.plancover.example/a.pdf?X-Amz-Signature=${"ab".repeat(32)}&X-Amz-Expires=900` },
    ],
    history: [note, [note, { deeper: note }]],
    lookup: new Map<unknown, unknown>([
      ["otp", "482913"],
      ["jwt", JWT],
    ]),
    failure: new Error(`upstream 401 for ${TOKEN} mobile 9876543210`),
    hospitals: hospitalPayload(60).hospitals,
  };
}

/** The planted values, as they would appear in any printed form. */
const SURVIVORS = [
  TOKEN,
  "9f8e7d6c5b4a",
  JWT,
  "482913",
  "9876543210",
  "98765 43210",
  "81234-56789",
  "8123456789",
  "ABCDE1234F",
  "asha.rao",
  "abab",
];

describe("what never survives", () => {
  it.each([
    ["uncapped", Number.POSITIVE_INFINITY],
    ["capped to the tool limit", 4000],
    ["capped hard", 300],
  ])("leaves no planted token, OTP, mobile, PAN or e-mail anywhere in the output (%s)", (_label, maxChars) => {
    const printed = JSON.stringify(sanitize(plantedPayload(), { maxChars }).value);
    for (const secret of SURVIVORS) expect(printed).not.toContain(secret);
  });

  it("counts what it removed from the planted payload", () => {
    const { report } = sanitize(plantedPayload(), { maxChars: Number.POSITIVE_INFINITY });
    expect(report.secretsRedacted).toBeGreaterThanOrEqual(12);
    expect(report.identifiersMasked).toBeGreaterThanOrEqual(14);
  });

  it("cleans log lines the same way", () => {
    const line = `tool=get_member_profile caller=9876543210 auth="Bearer ${TOKEN}" otp=482913`;
    const clean = redactText(line);
    for (const secret of SURVIVORS) expect(clean).not.toContain(secret);
    expect(clean).toContain("tool=get_member_profile");
  });
});

describe("idempotence", () => {
  it.each([
    ["the planted payload", plantedPayload()],
    ["the hospital list", hospitalPayload()],
    ["a top-level list", hospitalPayload(80).hospitals],
  ])("changes nothing more when %s is sanitized twice", (_label, input) => {
    const once = sanitize(input);
    const twice = sanitize(once.value);
    expect(twice.value).toEqual(once.value);
    expect(twice.report).toEqual({ secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 });
  });

  it("changes nothing more when free text is redacted twice", () => {
    const random = mulberry32(7);
    const samples = [
      "OTP sent to 98765 43210, code is 4821",
      "otp 482913 and pin 560034",
      "my otp is\n482913\n560034 is the pin",
      "Cookie: a=b\nAuthorization: Basic dXNlcjpwYXNz\nX-Amz-Signature=abc",
      `${TOKEN} ${JWT} sk-abcdefghijklmnop AKIAIOSFODNN7EXAMPLE`,
      "Aadhaar 2345 6789 9012, PAN abcde1234f, mail x@y.example",
    ];
    // Generated values printed as JSON: the kind of text a log line carries.
    for (let i = 0; i < 100; i++) samples.push(JSON.stringify(randomValue(random, { nodes: 60 })));
    for (const text of samples) {
      const once = redactText(text);
      expect(redactText(once)).toBe(once);
    }
  });
});

describe("values that are not JSON", () => {
  class Money {
    constructor(readonly paise: number) {}
    toJSON() {
      return { amount: this.paise / 100, currency: "INR" };
    }
  }

  it.each<[string, unknown, unknown]>([
    ["undefined", undefined, null],
    ["a function", () => 1, null],
    ["a symbol", Symbol("s"), null],
    ["NaN", Number.NaN, null],
    ["Infinity", Number.POSITIVE_INFINITY, null],
    ["negative zero", -0, 0],
    ["a bigint", 12345678901234567890n, "12345678901234567890"],
    ["a date", new Date(Date.UTC(2026, 0, 15, 10, 20, 30)), "2026-01-15T10:20:30.000Z"],
    ["an invalid date", new Date(Number.NaN), null],
    ["a value with toJSON", new Money(12550), { amount: 125.5, currency: "INR" }],
    ["a plain object with its own toJSON", { toJSON: () => "as printed" }, "as printed"],
    ["a Set", new Set(["a", "b"]), ["a", "b"]],
    [
      "a Map",
      new Map<unknown, unknown>([
        [1, "one"],
        ["password", "p"],
      ]),
      { "1": "one", password: "[redacted]" },
    ],
    ["bytes", new Uint8Array(16), "[binary 16 bytes]"],
    ["an error", new TypeError("bad mobile 9876543210"), { name: "TypeError", message: "bad mobile ******3210" }],
    ["a boxed string", new String("x"), "x"],
  ])("turns %s into JSON", (_label, input, expected) => {
    expect(sanitize(input).value).toEqual(expected);
  });

  it("drops undefined and function properties from objects and turns them into null in lists", () => {
    expect(sanitize({ a: undefined, b: () => 1, c: [undefined, () => 1, 1], d: 2 }).value).toEqual({
      c: [null, null, 1],
      d: 2,
    });
  });

  it("drops a cycle but keeps a value shared without one", () => {
    const shared = { city: "Pune" };
    const node: Record<string, unknown> = { name: "root", a: shared, b: shared };
    node.self = node;
    node.list = [node, shared];
    expect(sanitize(node).value).toEqual({
      name: "root",
      a: { city: "Pune" },
      b: { city: "Pune" },
      list: [null, { city: "Pune" }],
    });
  });

  it("drops a property whose getter throws and keeps the rest", () => {
    const hostile = {
      ok: 1,
      get broken(): never {
        throw new Error("no");
      },
    };
    expect(sanitize(hostile).value).toEqual({ ok: 1 });
  });

  it("keeps an own __proto__ key as a key", () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":true},"ok":1}') as unknown;
    const { value } = sanitize(parsed);
    expect(JSON.stringify(value)).toBe('{"__proto__":{"polluted":true},"ok":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("cuts off nesting too deep to be real data instead of overflowing the stack", () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 10_000; i++) deep = { next: deep };
    const printed = JSON.stringify(sanitize(deep, { maxChars: Number.POSITIVE_INFINITY }).value);
    expect(printed).toContain("[too deep]");
    expect(printed).not.toContain("bottom");
  });

  it("keeps both keys when two keys mask to the same text", () => {
    expect(sanitize({ "9876543210": "a", "9123453210": "b" }).value).toEqual({
      "******3210": "a",
      "******3210 (2)": "b",
    });
  });
});
