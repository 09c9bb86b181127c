/**
 * Scores a redactor on B2's labelled fixture. A planted secret or identifier is caught when its
 * exact text is gone from the output (a partial cut counts as caught, for every redactor alike); a
 * look-alike is touched when its exact text is gone. Recall = caught ÷ planted; precision =
 * caught ÷ (caught + look-alikes touched).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import * as v from "valibot";
import { BENCH_DIR } from "./report";

const LabelSchema = v.strictObject({ kind: v.string(), value: v.pipe(v.string(), v.minLength(1)) });
const RecordSchema = v.strictObject({
  id: v.string(),
  kind: v.picklist(["text", "json"]),
  input: v.unknown(),
  secrets: v.array(LabelSchema),
  identifiers: v.array(LabelSchema),
  keep: v.array(LabelSchema),
});
const FixtureSchema = v.strictObject({ about: v.string(), records: v.array(RecordSchema) });

export type Label = v.InferOutput<typeof LabelSchema>;
export type FixtureRecord = v.InferOutput<typeof RecordSchema>;

/** A redactor as B2 drives it: free text, and a parsed tool result. */
export interface Redactor {
  readonly name: string;
  text(input: string): string;
  json(input: unknown): unknown;
}

const printed = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** Loads the fixture and checks it: every labelled value must occur verbatim in its record. */
export function loadFixture(): FixtureRecord[] {
  const file = path.join(BENCH_DIR, "fixtures/redaction.json");
  const fixture = v.parse(FixtureSchema, JSON.parse(readFileSync(file, "utf8")));
  for (const record of fixture.records) {
    const text = printed(record.input);
    if (record.kind === "text" && typeof record.input !== "string")
      throw new Error(`${record.id}: text is not a string`);
    for (const label of [...record.secrets, ...record.identifiers, ...record.keep]) {
      if (!text.includes(label.value)) throw new Error(`${record.id}: "${label.value}" is not in the input`);
    }
  }
  return fixture.records;
}

/** UTF-8 bytes of the fixture as a redactor receives it (a tool result counted as its JSON text). */
export function fixtureBytes(records: readonly FixtureRecord[]): number {
  return records.reduce((sum, record) => sum + Buffer.byteLength(printed(record.input)), 0);
}

export function redactRecord(redactor: Redactor, record: FixtureRecord): unknown {
  return record.kind === "text" && typeof record.input === "string"
    ? redactor.text(record.input)
    : redactor.json(record.input);
}

export interface Finding {
  readonly record: string;
  readonly class: "secret" | "identifier" | "look-alike";
  readonly kind: string;
  readonly value: string;
}

export interface Score {
  readonly planted: { readonly secrets: number; readonly identifiers: number; readonly lookAlikes: number };
  readonly caught: { readonly secrets: number; readonly identifiers: number };
  readonly touched: number;
  readonly recall: number;
  readonly secretRecall: number;
  readonly identifierRecall: number;
  readonly precision: number;
  /** Sensitive values left in the output. */
  readonly missed: readonly Finding[];
  /** Look-alikes the redactor changed. */
  readonly damaged: readonly Finding[];
}

export function score(redactor: Redactor, records: readonly FixtureRecord[]): Score {
  const missed: Finding[] = [];
  const damaged: Finding[] = [];
  const planted = { secrets: 0, identifiers: 0, lookAlikes: 0 };
  const caught = { secrets: 0, identifiers: 0 };
  for (const record of records) {
    const output = printed(redactRecord(redactor, record));
    const survives = (label: Label) => output.includes(label.value);
    for (const [labels, cls] of [
      [record.secrets, "secret"],
      [record.identifiers, "identifier"],
    ] as const) {
      for (const label of labels) {
        planted[cls === "secret" ? "secrets" : "identifiers"]++;
        if (survives(label)) missed.push({ record: record.id, class: cls, ...label });
        else caught[cls === "secret" ? "secrets" : "identifiers"]++;
      }
    }
    for (const label of record.keep) {
      planted.lookAlikes++;
      if (!survives(label)) damaged.push({ record: record.id, class: "look-alike", ...label });
    }
  }
  const sensitive = planted.secrets + planted.identifiers;
  const hits = caught.secrets + caught.identifiers;
  return {
    planted,
    caught,
    touched: damaged.length,
    recall: hits / sensitive,
    secretRecall: caught.secrets / planted.secrets,
    identifierRecall: caught.identifiers / planted.identifiers,
    precision: hits + damaged.length === 0 ? Number.NaN : hits / (hits + damaged.length),
    missed,
    damaged,
  };
}

/** A finding for the report: the kind and where, and only the start of the value. */
export function describeFinding(finding: Finding): string {
  const preview = finding.value.length > 12 ? `${finding.value.slice(0, 8)}…` : finding.value;
  return `\`${finding.record}\` ${finding.class} ${finding.kind} (\`${preview}\`)`;
}
