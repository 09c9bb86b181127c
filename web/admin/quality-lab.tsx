/** The latest Quality Lab report (quality-lab/report.json, built into the console): totals, failures, each case. */
import { useState } from "preact/hooks";
import report from "../../quality-lab/report.json";
import { type Column, DataTable } from "./data-table";
import { type ReadinessLike, readinessLabel } from "./readiness-labels";

/** One call's readiness as the report lists it; null when the call ran (its event carries none). */
interface CallReadiness {
  tool: string;
  readiness: ReadinessLike | null;
}

interface LabCase {
  id: string;
  question: string;
  pass: boolean;
  outcome: string;
  failure_codes?: string[];
  reasons?: string[];
  /** A list per call (the current report), or one object / one per tool (earlier reports). */
  readiness?: CallReadiness[] | ReadinessLike | Record<string, ReadinessLike> | null;
}

const isReadiness = (value: unknown): value is ReadinessLike =>
  typeof value === "object" && value !== null && "failureReason" in value;

/** A call's label: a diagnostic's own, or Ready to execute for a call that ran (it had what it needed). */
const callLabel = (readiness: ReadinessLike | null) => (readiness ? readinessLabel(readiness) : "Ready to execute");

function readinessText(readiness: LabCase["readiness"]): string {
  if (!readiness) return "—";
  if (Array.isArray(readiness)) {
    return (
      readiness
        .map((call) => `${call.tool}: ${callLabel(isReadiness(call.readiness) ? call.readiness : null)}`)
        .join("; ") || "—"
    );
  }
  if (isReadiness(readiness)) return readinessLabel(readiness);
  return Object.entries(readiness)
    .map(([tool, r]) => `${tool}: ${callLabel(isReadiness(r) ? r : null)}`)
    .join("; ");
}

const COLUMNS: Column<LabCase>[] = [
  { header: "Case", cell: (c) => c.id, rowHeader: true },
  { header: "Question", cell: (c) => c.question },
  { header: "Result", cell: (c) => (c.pass ? "pass" : "fail") },
  { header: "Codes", cell: (c) => (c.failure_codes ?? []).join(", ") || "—" },
  { header: "Readiness", cell: (c) => readinessText(c.readiness) },
];

export function QualityLabScreen() {
  const [failedOnly, setFailedOnly] = useState(false);
  const cases = report.cases as unknown as LabCase[];
  const totals = report.totals as Record<string, number>;
  const failures = cases.filter((c) => !c.pass);
  return (
    <section aria-labelledby="lab-title" class="panel">
      <h2 id="lab-title">Quality Lab</h2>
      <p>
        Generated {report.generated_at}; {report.ok ? "every case passed" : "some cases failed"}.
      </p>
      <dl class="totals">
        {Object.entries(totals).map(([name, value]) => (
          <div key={name}>
            <dt>{name.replaceAll("_", " ")}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>Failures</h3>
      {failures.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul>
          {failures.map((c) => (
            <li key={c.id}>
              {c.id}: {(c.reasons ?? []).join("; ")}
            </li>
          ))}
        </ul>
      )}
      <h3>Cases</h3>
      <label class="inline">
        <input type="checkbox" checked={failedOnly} onChange={(e) => setFailedOnly(e.currentTarget.checked)} /> Failed
        cases only
      </label>
      <p role="status">
        Showing {failedOnly ? failures.length : cases.length} of {cases.length} cases.
      </p>
      <DataTable
        label="Quality Lab cases"
        columns={COLUMNS}
        rows={failedOnly ? failures : cases}
        rowKey={(c) => c.id}
      />
    </section>
  );
}
