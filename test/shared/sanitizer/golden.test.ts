/**
 * The sanitizer's output, byte for byte, on B2's labelled fixture and on seeded generated text and
 * records, against the committed file. The file was recorded before the B2 speed work (commit
 * 7b34b94), so every fast path since is held to the same output; a deliberate change of behaviour
 * re-records it with `npx vitest run test/sanitizer/golden.test.ts -u` and shows up in review.
 */
import { describe, expect, it } from "vitest";
import fixture from "../../../bench/fixtures/redaction.json";
import { redactText, sanitize } from "../../../src/shared/sanitizer";
import { generator } from "../../support/sanitizer/generated";

function generatedRecord(gen: ReturnType<typeof generator>, depth = 0): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (let n = 1 + gen.int(6); n > 0; n--) {
    const key = gen.int(3) === 0 ? gen.text() : gen.key();
    const pick = gen.int(10);
    if (pick < 2) record[key] = gen.int(2) === 0 ? 9_000_000_000 + gen.int(999_999_999) : gen.int(1_000_000);
    else if (pick < 3 && depth < 2) record[key] = [generatedRecord(gen, depth + 1), gen.text()];
    else if (pick < 4 && depth < 2) record[key] = generatedRecord(gen, depth + 1);
    else record[key] = gen.text();
  }
  return record;
}

describe("the sanitizer's output, recorded", () => {
  it("is unchanged on the B2 fixture, generated text and generated records", async () => {
    const gen = generator(20261129);
    const texts = Array.from({ length: 200 }, () => gen.text());
    const records = Array.from({ length: 30 }, () => generatedRecord(gen));
    const recorded = {
      fixture: fixture.records.map((record) => ({ id: record.id, ...sanitize(record.input) })),
      texts: texts.map((text) => [text, redactText(text)]),
      records: records.map((record, i) => sanitize(record, { maxChars: i % 3 === 0 ? 300 : 4000 })),
    };
    await expect(`${JSON.stringify(recorded, null, 1)}\n`).toMatchFileSnapshot("./__snapshots__/outputs.json");
  });
});
