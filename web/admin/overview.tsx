/**
 * How the system is doing, from the audit trail (GET /admin/v1/overview, aggregated in SQL by the
 * tools Worker): totals, calls per hour or day stacked by outcome and failure code, p50/p95 duration
 * per tool of the calls that ran, and upstream failures. The window lives in the URL.
 */
import { useEffect, useState } from "preact/hooks";
import { OVERVIEW_RANGES, type OverviewRange, type OverviewView } from "../../src/shared/admin-overview";
import { ErrorLine } from "../common/error-line";
import { useLatestRequest } from "../common/latest-request";
import { admin } from "./api";
import { Breakable, Figure, LatencyBars, Legend, type Series, StackedBars } from "./charts";
import { useNavigation } from "./navigation";
import { hrefOf } from "./router";

const RANGE_LABELS: Record<OverviewRange, string> = {
  "24h": "Last 24 hours (hourly)",
  "7d": "Last 7 days (daily)",
  "30d": "Last 30 days (daily)",
};

/** Refusal and failure colours, in order of how often each code occurs; the rest share the last. */
const CODE_COLORS = ["#cf222e", "#bc4c00", "#8250df", "#0969da", "#bf3989", "#9a6700"];
const OTHER_COLOR = "#57606a";
const OK_COLOR = "#1a7f37";
const PENDING_COLOR = "#6e7781";
const UPSTREAM_COLORS: Record<string, string> = {
  timeout: "#bc4c00",
  upstream_unavailable: "#cf222e",
  upstream_error: "#8250df",
  auth_failed: "#0969da",
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function bucketLabel(view: OverviewView) {
  return (bucket: string) => (view.bucket === "hour" ? `${bucket.slice(11, 13)}:00` : bucket.slice(5, 10));
}

/** The calls chart's series: answered, waiting, then each failure code (the six most frequent, then the rest). */
function callSeries(view: OverviewView): { series: Series[]; keyOf: (outcome: string, code: string | null) => string } {
  const byCode = new Map<string, number>();
  for (const row of view.calls)
    if (row.outcome === "failed" && row.code) byCode.set(row.code, (byCode.get(row.code) ?? 0) + row.count);
  const ranked = [...byCode].sort((a, b) => b[1] - a[1]).map(([code]) => code);
  const named = ranked.slice(0, CODE_COLORS.length);
  const series: Series[] = [
    { key: "ok", label: "answered", color: OK_COLOR },
    { key: "pending", label: "waiting for approval", color: PENDING_COLOR },
    ...named.map((code, i) => ({ key: code, label: code, color: CODE_COLORS[i] ?? OTHER_COLOR })),
    ...(ranked.length > named.length ? [{ key: "other", label: "other failure codes", color: OTHER_COLOR }] : []),
  ];
  const keyOf = (outcome: string, code: string | null) =>
    outcome === "ok" ? "ok" : outcome === "pending" ? "pending" : code && named.includes(code) ? code : "other";
  return { series, keyOf };
}

function CallsFigure({ view }: { view: OverviewView }) {
  const { series, keyOf } = callSeries(view);
  const counts = new Map<string, number>();
  for (const row of view.calls) {
    const key = `${row.bucket}|${keyOf(row.outcome, row.code)}`;
    counts.set(key, (counts.get(key) ?? 0) + row.count);
  }
  const value = (bucket: string, key: string) => counts.get(`${bucket}|${key}`) ?? 0;
  const per = view.bucket === "hour" ? "hour" : "day";
  const totals = series.map((s) => ({ ...s, count: sum(view.buckets.map((b) => value(b, s.key))) }));
  return (
    <Figure
      caption={`Calls per ${per} by outcome and failure code`}
      legend={<Legend items={totals} />}
      table={
        <table class="numbers">
          <thead>
            <tr>
              <th scope="col">Outcome or code</th>
              <th scope="col">Calls</th>
            </tr>
          </thead>
          <tbody>
            {totals.map((s) => (
              <tr key={s.key}>
                <th scope="row">
                  <Breakable name={s.label} />
                </th>
                <td>{s.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <StackedBars
        id="calls-chart"
        title={`Calls per ${per} (UTC), stacked by outcome and failure code`}
        description={totals.map((s) => `${s.label}: ${s.count}`).join("; ")}
        buckets={view.buckets}
        series={series}
        value={value}
        bucketLabel={bucketLabel(view)}
      />
    </Figure>
  );
}

function LatencyFigure({ view }: { view: OverviewView }) {
  return (
    <Figure
      caption="Duration per tool, p50 and p95 (calls that ran)"
      legend={
        <ul class="legend">
          <li>
            <span class="swatch p50" aria-hidden="true" /> p50 (half were quicker)
          </li>
          <li>
            <span class="swatch p95" aria-hidden="true" /> p95 (19 in 20 were quicker)
          </li>
        </ul>
      }
      table={
        <table class="numbers">
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Calls that ran</th>
              <th scope="col">p50</th>
              <th scope="col">p95</th>
            </tr>
          </thead>
          <tbody>
            {view.latency.map((row) => (
              <tr key={row.tool}>
                <th scope="row">
                  <Breakable name={row.tool} />
                </th>
                <td>{row.calls}</td>
                <td>{row.p50Ms} ms</td>
                <td>{row.p95Ms} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      {view.latency.length === 0 ? (
        <p>No call ran in this window.</p>
      ) : (
        <LatencyBars
          id="latency-chart"
          title="Duration per tool in milliseconds, p50 inside p95"
          description={view.latency.map((r) => `${r.tool}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms`).join("; ")}
          rows={view.latency}
        />
      )}
    </Figure>
  );
}

function UpstreamFigure({ view }: { view: OverviewView }) {
  const codes = [...new Set(view.upstream.map((row) => row.code))];
  const series = codes.map((code) => ({ key: code, label: code, color: UPSTREAM_COLORS[code] ?? OTHER_COLOR }));
  const value = (bucket: string, key: string) =>
    sum(view.upstream.filter((r) => r.bucket === bucket && r.code === key).map((r) => r.count));
  const perTool = new Map<string, number>();
  for (const row of view.upstream)
    perTool.set(`${row.tool}|${row.code}`, (perTool.get(`${row.tool}|${row.code}`) ?? 0) + row.count);
  const per = view.bucket === "hour" ? "hour" : "day";
  return (
    <Figure
      caption={`Upstream failures per ${per}`}
      legend={<Legend items={series.map((s) => ({ ...s, count: sum(view.buckets.map((b) => value(b, s.key))) }))} />}
      table={
        <table class="numbers">
          <thead>
            <tr>
              <th scope="col">Tool</th>
              <th scope="col">Code</th>
              <th scope="col">Failures</th>
            </tr>
          </thead>
          <tbody>
            {[...perTool].map(([key, count]) => {
              const [tool, code] = key.split("|");
              return (
                <tr key={key}>
                  <th scope="row">
                    <Breakable name={tool ?? ""} />
                  </th>
                  <td>
                    <Breakable name={code ?? ""} />
                  </td>
                  <td>{count}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      }
    >
      {view.upstream.length === 0 ? (
        <p>No upstream failure in this window.</p>
      ) : (
        <StackedBars
          id="upstream-chart"
          title={`Upstream failures per ${per} (UTC), by code`}
          description={[...perTool].map(([key, count]) => `${key.replace("|", " ")}: ${count}`).join("; ")}
          buckets={view.buckets}
          series={series}
          value={value}
          bucketLabel={bucketLabel(view)}
        />
      )}
    </Figure>
  );
}

export function OverviewScreen() {
  const { route, navigate } = useNavigation();
  const asked = route.query.get("range");
  const range: OverviewRange = OVERVIEW_RANGES.find((r) => r === asked) ?? "24h";
  const [view, setView] = useState<OverviewView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useLatestRequest();
  useEffect(() => {
    const current = request();
    void (async () => {
      const answer = await admin<OverviewView>("GET", `/overview?range=${range}`);
      if (!current()) return;
      if (!answer.ok) return setError(answer.message);
      setError(null);
      setView(answer.value);
    })();
  }, [range]);

  const count = (outcome: string) => sum((view?.calls ?? []).filter((c) => c.outcome === outcome).map((c) => c.count));
  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Overview
      </h2>
      <div class="inline-form">
        <label for="overview-range">Window</label>
        <select
          id="overview-range"
          value={range}
          onChange={(e) =>
            navigate(hrefOf("overview", { range: e.currentTarget.value === "24h" ? null : e.currentTarget.value }))
          }
        >
          {OVERVIEW_RANGES.map((r) => (
            <option key={r} value={r}>
              {RANGE_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <ErrorLine message={error} />
      {view && (
        <>
          <dl class="tiles">
            <div>
              <dt>Calls</dt>
              <dd>{sum(view.calls.map((c) => c.count))}</dd>
            </div>
            <div>
              <dt>Answered</dt>
              <dd>{count("ok")}</dd>
            </div>
            <div>
              <dt>Refused or failed</dt>
              <dd>{count("failed")}</dd>
            </div>
            <div>
              <dt>Waiting for approval</dt>
              <dd>{count("pending")}</dd>
            </div>
            <div>
              <dt>Upstream failures</dt>
              <dd>{sum(view.upstream.map((u) => u.count))}</dd>
            </div>
          </dl>
          <CallsFigure view={view} />
          <LatencyFigure view={view} />
          <UpstreamFigure view={view} />
        </>
      )}
    </section>
  );
}
