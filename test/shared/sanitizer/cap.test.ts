import { describe, expect, it } from "vitest";
import { sanitize, TOOL_MAX_RESULT_CHARS } from "../../../src/shared/sanitizer";
import { jsonSize } from "../../../src/shared/sanitizer/json-size";
import { mulberry32 } from "../../../src/shared/seeded-random";
import { hospitalPayload, randomValue } from "../../support/sanitizer/fixtures";

const printed = (value: unknown): number => JSON.stringify(value).length;

/** Every string a JSON value holds, keys included. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [key, ...stringsOf(item)]);
  }
  return [];
}

/** The value without the cap's own note (its paths are the note's, not the value's). */
function withoutNote(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !/^_*truncated$/.test(key)));
}

describe("the size cap on a 250-record hospital list", () => {
  const payload = hospitalPayload();

  it("starts from a payload of about 84 KB", () => {
    expect(printed(payload)).toBeGreaterThan(80_000);
    expect(printed(payload)).toBeLessThan(90_000);
  });

  it("keeps the first records whole, says how many it dropped, and fits in 4000 characters", () => {
    const { value, report } = sanitize(payload);
    expect(printed(value)).toBeLessThanOrEqual(TOOL_MAX_RESULT_CHARS);
    const { region, hospitals, truncated } = value as {
      region: string;
      hospitals: unknown[];
      truncated: { path: string; kept: number; dropped: number };
    };
    expect(region).toBe("Karnataka-South");
    expect(hospitals).toEqual(payload.hospitals.slice(0, hospitals.length));
    expect(truncated).toEqual({ path: "hospitals", kept: hospitals.length, dropped: 250 - hospitals.length });
    expect(report.recordsDropped).toBe(250 - hospitals.length);
    // As many whole records as fit: one more would not.
    const oneMore = { ...(value as object), hospitals: payload.hospitals.slice(0, hospitals.length + 1) };
    expect(printed(oneMore)).toBeGreaterThan(TOOL_MAX_RESULT_CHARS);
  });

  it("does not touch a list that already fits", () => {
    const small = hospitalPayload(5);
    const { value, report } = sanitize(small);
    expect(value).toEqual(small);
    expect(report.recordsDropped).toBe(0);
  });

  it("never caps arguments, which are sanitized with an unlimited size", () => {
    const { value, report } = sanitize(payload, { maxChars: Number.POSITIVE_INFINITY });
    expect(value).toEqual(payload);
    expect(report.recordsDropped).toBe(0);
  });
});

describe("the shape of a capped value", () => {
  it("turns a top-level list into items plus a truncation note", () => {
    const { value } = sanitize(hospitalPayload(40).hospitals, { maxChars: 1000 });
    const capped = value as { items: unknown[]; truncated: { path: string; kept: number; dropped: number } };
    expect(Object.keys(capped)).toEqual(["items", "truncated"]);
    expect(capped.truncated).toEqual({ path: "items", kept: capped.items.length, dropped: 40 - capped.items.length });
    expect(printed(capped)).toBeLessThanOrEqual(1000);
  });

  it("finds the longest list wherever it is nested and names it by a dotted path", () => {
    const input = { data: { claims: [{ id: 1 }, { id: 2 }], page: { hospitals: hospitalPayload(30).hospitals } } };
    const { value } = sanitize(input, { maxChars: 2000 });
    const capped = value as { data: { claims: unknown[] }; truncated: { path: string; dropped: number } };
    expect(capped.data.claims).toHaveLength(2);
    expect(capped.truncated.path).toBe("data.page.hospitals");
    expect(printed(capped)).toBeLessThanOrEqual(2000);
  });

  it("names a list inside a list by its index", () => {
    const input = [{ id: "a", tags: Array.from({ length: 400 }, (_, i) => `tag-${i}`) }];
    const { value } = sanitize(input, { maxChars: 500 });
    expect((value as { truncated: { path: string } }).truncated.path).toBe("items.0.tags");
  });

  it("lists each shortened list when more than one had to be shortened", () => {
    const input = {
      a: Array.from({ length: 50 }, (_, i) => `alpha-${i}`),
      b: Array.from({ length: 40 }, (_, i) => `beta-${i}`),
    };
    const { value, report } = sanitize(input, { maxChars: 300 });
    const capped = value as {
      a: string[];
      b: string[];
      truncated: Array<{ path: string; kept: number; dropped: number }>;
    };
    expect(capped.truncated.map((t) => t.path)).toEqual(["a", "b"]);
    expect(report.recordsDropped).toBe(90 - capped.a.length - capped.b.length);
    expect(printed(capped)).toBeLessThanOrEqual(300);
  });

  it("leaves a value's own truncated field alone and writes its note beside it", () => {
    const input = { truncated: false, rows: Array.from({ length: 100 }, (_, i) => ({ i })) };
    const { value } = sanitize(input, { maxChars: 400 });
    const capped = value as { truncated: boolean; _truncated: { path: string } };
    expect(capped.truncated).toBe(false);
    expect(capped._truncated.path).toBe("rows");
  });
});

describe("the last resorts", () => {
  it("drops a single oversized record whole and, when even that is not enough, drops a field whole, never half of it", () => {
    const input = { summary: "x".repeat(6000), claims: [{ id: "clm_0a1b2c3d4e5f", notes: "y".repeat(9000) }] };
    const { value, report } = sanitize(input);
    const capped = value as { summary?: string; claims?: unknown[]; truncated: unknown };
    expect(report.recordsDropped).toBeGreaterThanOrEqual(1);
    expect(capped.summary).toBeUndefined();
    expect(JSON.stringify(capped)).not.toMatch(/x{10}|y{10}/);
    expect(printed(capped)).toBeLessThanOrEqual(TOOL_MAX_RESULT_CHARS);
  });

  it("keeps a whole record when dropping the others is enough, rather than cutting inside it", () => {
    const input = { claims: [{ notes: "y".repeat(3000) }, { notes: "z".repeat(3000) }] };
    const { value } = sanitize(input);
    expect((value as { claims: unknown[] }).claims).toEqual([{ notes: "y".repeat(3000) }]);
  });

  describe("a single record over the cap", () => {
    const claim = {
      claimNumber: "CN-2026-004127",
      status: "approved",
      deductions: [{ reason: "non-payable items", amount: 1200 }],
      diagnosis: "d".repeat(5000),
      notes: "n".repeat(2000),
    };

    it("loses its optional fields whole, in the declared order, and keeps the rest", () => {
      const { value } = sanitize(claim, { dropOrder: ["notes", "diagnosis"] });
      const capped = value as Record<string, unknown> & { truncated: { path: string }[] };
      expect(capped).toMatchObject({ claimNumber: "CN-2026-004127", status: "approved", deductions: [] });
      expect(capped).not.toHaveProperty("notes");
      expect(capped).not.toHaveProperty("diagnosis");
      expect(capped.truncated.map((t) => t.path)).toEqual(["deductions", "notes", "diagnosis"]);
      expect(printed(capped)).toBeLessThanOrEqual(TOOL_MAX_RESULT_CHARS);
    });

    it("stops dropping as soon as it fits, so a field later in the order stays whole", () => {
      const { value } = sanitize(claim, { dropOrder: ["diagnosis", "notes"] });
      const capped = value as Record<string, unknown>;
      expect(capped).not.toHaveProperty("diagnosis");
      expect(capped.notes).toBe("n".repeat(2000));
    });
  });

  it("drops a long string under an own __proto__ key whole, like any other field", () => {
    const input = JSON.parse(`{"__proto__":"${"z ".repeat(3000)}","rows":[]}`) as unknown;
    const { value } = sanitize(input, { dropOrder: ["__proto__"] });
    expect(printed(value)).toBeLessThanOrEqual(TOOL_MAX_RESULT_CHARS);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")).toBeUndefined();
  });

  it("stands a note in for a top-level string that is too long, never a cut of it", () => {
    const { value } = sanitize("word ".repeat(2000));
    expect(value).toBe("…[cut 10002 chars]");
  });

  it("drops trailing entries of an object with thousands of small keys", () => {
    const input = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]));
    const { value, report } = sanitize(input);
    const capped = value as Record<string, unknown> & { truncated: { path: string; kept: number; dropped: number } };
    expect(capped.truncated.path).toBe("");
    expect(capped.k0).toBe(0);
    expect(report.recordsDropped).toBe(capped.truncated.dropped);
    expect(printed(capped)).toBeLessThanOrEqual(TOOL_MAX_RESULT_CHARS);
  });

  it.each([1, 3, 5, 12, 30])("still fits an absurdly small limit of %i characters", (maxChars) => {
    expect(printed(sanitize(hospitalPayload(3), { maxChars }).value)).toBeLessThanOrEqual(maxChars);
  });

  it.each([0, -1, Number.NaN])("refuses a limit of %s, which no JSON text can meet", (maxChars) => {
    expect(() => sanitize({}, { maxChars })).toThrow(RangeError);
  });
});

describe("the cap on generated inputs", () => {
  const random = mulberry32(20260115);
  const inputs = Array.from({ length: 80 }, () => randomValue(random));
  const limits = [20, 200, 1000, TOOL_MAX_RESULT_CHARS];
  // Generated inputs are dense with things to redact, so these runs take a few seconds.
  const SLOW_MS = 30_000;

  it(
    "computes the printed size exactly as JSON.stringify prints it",
    () => {
      for (const input of inputs) {
        const { value } = sanitize(input, { maxChars: Number.POSITIVE_INFINITY });
        expect(jsonSize(value)).toBe(printed(value));
      }
    },
    SLOW_MS,
  );

  it(
    "keeps every generated input within every limit",
    () => {
      for (const input of inputs) {
        for (const maxChars of limits) {
          const { value } = sanitize(input, { maxChars });
          expect(printed(value), `limit ${maxChars}`).toBeLessThanOrEqual(maxChars);
        }
      }
    },
    SLOW_MS,
  );

  it(
    "never cuts inside a value: every string it keeps is one the uncapped value holds whole",
    () => {
      for (const input of inputs) {
        // `items`: a capped top-level list travels as `{ items, truncated }`.
        const whole = new Set(["items", ...stringsOf(sanitize(input, { maxChars: Number.POSITIVE_INFINITY }).value)]);
        for (const maxChars of limits) {
          const { value } = sanitize(input, { maxChars });
          for (const text of stringsOf(withoutNote(value))) {
            expect(
              whole.has(text) || /^…\[cut \d+ chars\]$/.test(text),
              `limit ${maxChars}: ${text.slice(0, 40)}`,
            ).toBe(true);
          }
        }
      }
    },
    SLOW_MS,
  );

  it(
    "changes nothing more when a capped value is sanitized again",
    () => {
      for (const input of inputs) {
        const once = sanitize(input);
        const twice = sanitize(once.value);
        // Compared printed: generated strings hold lone surrogates, which only travel safely escaped.
        expect(JSON.stringify(twice.value)).toBe(JSON.stringify(once.value));
        expect(twice.report).toEqual({ secretsRedacted: 0, identifiersMasked: 0, recordsDropped: 0 });
      }
    },
    SLOW_MS,
  );
});
