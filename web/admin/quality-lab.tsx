/** The latest Quality Lab report (quality-lab/report.json, built into the console): totals, failures, each case. */
import report from "../../quality-lab/report.json";
import { type ReadinessLike, readinessLabel } from "./readiness-labels";

interface LabCase {
  id: string;
  question: string;
  pass: boolean;
  outcome: string;
  failure_codes?: string[];
  reasons?: string[];
  readiness?: ReadinessLike | Record<string, ReadinessLike> | null;
}

function readinessText(readiness: LabCase["readiness"]): string {
  if (!readiness) return "—";
  if ("failureReason" in readiness) return readinessLabel(readiness as ReadinessLike);
  return Object.entries(readiness)
    .map(([tool, r]) => `${tool}: ${readinessLabel(r as ReadinessLike)}`)
    .join("; ");
}

export function QualityLabScreen() {
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
      <div class="scroll">
        <table aria-label="Quality Lab cases">
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Question</th>
              <th scope="col">Result</th>
              <th scope="col">Codes</th>
              <th scope="col">Readiness</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <td>{c.id}</td>
                <td>{c.question}</td>
                <td>{c.pass ? "pass" : "fail"}</td>
                <td>{(c.failure_codes ?? []).join(", ") || "—"}</td>
                <td>{readinessText(c.readiness)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
