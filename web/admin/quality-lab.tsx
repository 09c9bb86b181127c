/**
 * The latest Quality Lab report, fetched from the deployment (GET /admin/v1/quality-lab; not built
 * into the console's JavaScript): a summary that names known failures as known, the totals, and the
 * cases in pages of 25 with a search and filters that live in the URL. Each call's readiness is
 * shown as its label.
 */
import { useEffect, useState } from "preact/hooks";
import type { ConsoleCase, ConsoleReport } from "../../quality-lab/console-report";
import type { AuthFailureReason } from "../../src/shared/readiness";
import { ErrorLine } from "../common/error-line";
import { admin, shortTime } from "./api";
import { type Column, DataTable } from "./data-table";
import { LAB_PAGE_SIZE, LAB_RESULTS, labFilterOf, labSummary, matches, pageOf } from "./lab-view";
import { useNavigation } from "./navigation";
import { readinessLabel } from "./readiness-labels";
import { hrefOf } from "./router";

/** Each distinct call's readiness once ("get_plan_details ×2: Ready to execute"). */
function callsText(lab: ConsoleCase): string {
  const counts = new Map<string, number>();
  for (const call of lab.calls) {
    const label = readinessLabel({ failureReason: call.failureReason as AuthFailureReason | null });
    const key = `${call.tool}|${label}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return (
    [...counts]
      .map(([key, n]) => {
        const [tool, label] = key.split("|");
        return `${tool}${n > 1 ? ` ×${n}` : ""}: ${label}`;
      })
      .join("; ") || "—"
  );
}

const COLUMNS: Column<ConsoleCase>[] = [
  {
    header: "Case",
    class: "col-case",
    rowHeader: true,
    cell: (c) => (
      <>
        <code>{c.id}</code>
        <span class="hint block">
          {c.family} · {c.fold}
        </span>
      </>
    ),
  },
  { header: "Question", class: "col-question", cell: (c) => c.question },
  {
    header: "Result",
    class: "col-result",
    cell: (c) =>
      c.pass ? (
        <span class="pass">pass</span>
      ) : (
        <>
          <span class="fail">{c.knownFailure ? "fail (known)" : "fail"}</span>
          <span class="hint block">{c.reasons.join("; ")}</span>
        </>
      ),
  },
  { header: "Tools started", class: "col-tools", cell: (c) => c.selected.join(", ") || "none" },
  { header: "Readiness per call", class: "col-readiness", cell: callsText },
];

export function QualityLabScreen() {
  const { route, navigate } = useNavigation();
  const filter = labFilterOf(route.query);
  const [report, setReport] = useState<ConsoleReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState(filter.text);
  useEffect(() => {
    void (async () => {
      const answer = await admin<ConsoleReport>("GET", "/quality-lab");
      if (answer.ok) setReport(answer.value);
      else setError(answer.message);
    })();
  }, []);
  useEffect(() => setText(filter.text), [filter.text]);

  const go = (changes: Record<string, string | null>) =>
    navigate(
      hrefOf("quality-lab", {
        q: filter.text,
        result: filter.result === "all" ? null : filter.result,
        fold: filter.fold,
        ...changes,
      }),
    );

  const summary = report ? labSummary(report) : null;
  const found = report ? report.cases.filter((c) => matches(c, filter)) : [];
  const shown = pageOf(found, Number(route.query.get("page") ?? "1"));
  const folds = report ? [...new Set(report.cases.map((c) => c.fold))] : [];

  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Quality Lab
      </h2>
      <ErrorLine message={error} />
      {report && summary && (
        <>
          <p class="hint">
            Report of <time dateTime={report.generatedAt}>{shortTime(report.generatedAt)}</time> · model: {report.model}
          </p>
          <p class={`verdict ${summary.good ? "good" : "bad"}`}>{summary.text}</p>
          <dl class="tiles">
            <div>
              <dt>Passed</dt>
              <dd>{report.totals.passed}</dd>
            </div>
            <div>
              <dt>Failed</dt>
              <dd>
                {report.totals.failed}
                <span class="hint block">
                  {report.totals.knownFailures} known · {report.totals.unexpectedFailures} unexpected
                </span>
              </dd>
            </div>
            <div>
              <dt>Uncaught server errors</dt>
              <dd>{report.totals.uncaughtServerErrors}</dd>
            </div>
            <div>
              <dt>Tools reached</dt>
              <dd>
                {report.totals.toolsReached} of {report.totals.toolsTotal}
              </dd>
            </div>
          </dl>
          <form
            class="grid-form filters"
            onSubmit={(e) => {
              e.preventDefault();
              go({ q: text.trim(), page: null });
            }}
          >
            <div>
              <label for="lab-search">Search cases</label>
              <input
                id="lab-search"
                type="search"
                value={text}
                placeholder="id, family, question or tool"
                onInput={(e) => setText(e.currentTarget.value)}
              />
            </div>
            <div>
              <label for="lab-result">Result</label>
              <select
                id="lab-result"
                value={filter.result}
                onChange={(e) =>
                  go({ result: e.currentTarget.value === "all" ? null : e.currentTarget.value, page: null })
                }
              >
                {LAB_RESULTS.map((result) => (
                  <option key={result} value={result}>
                    {result === "all" ? "all cases" : `${result} only`}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label for="lab-fold">Fold</label>
              <select
                id="lab-fold"
                value={filter.fold}
                onChange={(e) => go({ fold: e.currentTarget.value, page: null })}
              >
                <option value="">every fold</option>
                {folds.map((fold) => (
                  <option key={fold}>{fold}</option>
                ))}
              </select>
            </div>
            <div class="actions">
              <button type="submit">Search</button>
            </div>
          </form>
          <p role="status">
            {found.length === 0
              ? "No case matches."
              : `Cases ${(shown.page - 1) * LAB_PAGE_SIZE + 1}–${(shown.page - 1) * LAB_PAGE_SIZE + shown.items.length} of ${found.length}${found.length === report.cases.length ? "" : ` matching (${report.cases.length} in all)`} · page ${shown.page} of ${shown.pages}.`}
          </p>
          {shown.items.length > 0 && (
            <DataTable label="Quality Lab cases" columns={COLUMNS} rows={shown.items} rowKey={(c) => c.id} wide />
          )}
          <nav aria-label="Pages of cases" class="actions">
            <button
              type="button"
              class="secondary"
              disabled={shown.page <= 1}
              onClick={() => go({ page: String(shown.page - 1) })}
            >
              Previous page
            </button>
            <button
              type="button"
              class="secondary"
              disabled={shown.page >= shown.pages}
              onClick={() => go({ page: String(shown.page + 1) })}
            >
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
