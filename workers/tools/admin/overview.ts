/**
 * The overview behind `GET /admin/v1/overview`: three aggregates over tool_audit in one D1 batch,
 * each bounded to the window by `created_at` (indexed; ISO 8601 UTC text, so a prefix is its hour or
 * its day): calls per bucket, outcome and code; nearest-rank p50/p95 of the calls that ran, per tool
 * (window functions); and upstream failures per bucket, tool and code. Nothing but counts and
 * durations is read out.
 */
import * as v from "valibot";
import {
  type OverviewQuery,
  type OverviewRange,
  type OverviewView,
  UPSTREAM_FAILURE_CODES,
} from "../../../src/shared/admin-overview";
import { AUDIT_FAILURE_CODES, AUDIT_OUTCOMES } from "../../../src/shared/audit-codes";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Each window's length, bucket, and how many leading characters of an ISO timestamp name its bucket. */
function windowOf(range: OverviewRange): { spanMs: number; bucket: "hour" | "day"; prefix: number; stepMs: number } {
  switch (range) {
    case "24h":
      return { spanMs: DAY_MS, bucket: "hour", prefix: 13, stepMs: HOUR_MS };
    case "7d":
      return { spanMs: 7 * DAY_MS, bucket: "day", prefix: 10, stepMs: DAY_MS };
    case "30d":
      return { spanMs: 30 * DAY_MS, bucket: "day", prefix: 10, stepMs: DAY_MS };
  }
}

/** The window's buckets in order, the current (partial) one last. */
function bucketsOf(until: Date, range: OverviewRange): { since: Date; buckets: string[] } {
  const { spanMs, prefix, stepMs } = windowOf(range);
  const count = spanMs / stepMs;
  const last = Math.floor(until.getTime() / stepMs) * stepMs;
  const buckets = Array.from({ length: count }, (_, i) =>
    new Date(last - (count - 1 - i) * stepMs).toISOString().slice(0, prefix),
  );
  return { since: new Date(last - (count - 1) * stepMs), buckets };
}

const UPSTREAM_LIST = UPSTREAM_FAILURE_CODES.map((code) => `'${code}'`).join(", ");

const CALLS_SQL = `SELECT substr(created_at, 1, ?1) AS bucket, outcome, failure_code AS code, count(*) AS count
  FROM tool_audit WHERE created_at >= ?2 AND created_at < ?3
  GROUP BY bucket, outcome, code ORDER BY bucket`;

const LATENCY_SQL = `WITH ran AS (
    SELECT tool_name, duration_ms,
      row_number() OVER (PARTITION BY tool_name ORDER BY duration_ms) AS rank,
      count(*) OVER (PARTITION BY tool_name) AS n
    FROM tool_audit
    WHERE created_at >= ?1 AND created_at < ?2 AND (outcome = 'ok' OR failure_code IN (${UPSTREAM_LIST}))
  )
  SELECT tool_name AS tool, max(n) AS calls,
    min(CASE WHEN rank * 100 >= n * 50 THEN duration_ms END) AS p50,
    min(CASE WHEN rank * 100 >= n * 95 THEN duration_ms END) AS p95
  FROM ran GROUP BY tool_name ORDER BY tool_name`;

const UPSTREAM_SQL = `SELECT substr(created_at, 1, ?1) AS bucket, tool_name AS tool, failure_code AS code, count(*) AS count
  FROM tool_audit WHERE created_at >= ?2 AND created_at < ?3 AND failure_code IN (${UPSTREAM_LIST})
  GROUP BY bucket, tool, code ORDER BY bucket`;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const CallsRow = v.object({
  bucket: v.string(),
  outcome: v.picklist(AUDIT_OUTCOMES),
  code: v.nullable(v.picklist(AUDIT_FAILURE_CODES)),
  count: Count,
});
const LatencyRow = v.object({ tool: v.string(), calls: Count, p50: v.number(), p95: v.number() });
const UpstreamRow = v.object({
  bucket: v.string(),
  tool: v.string(),
  code: v.picklist(UPSTREAM_FAILURE_CODES),
  count: Count,
});

/** Rows that do not fit (a code written before it was in the vocabulary) are left out, not guessed at. */
function rowsOf<S extends v.GenericSchema>(schema: S, rows: readonly unknown[]): v.InferOutput<S>[] {
  return rows.flatMap((row) => {
    const parsed = v.safeParse(schema, row);
    return parsed.success ? [parsed.output] : [];
  });
}

export async function overview(db: D1Database, query: OverviewQuery, now: Date): Promise<OverviewView> {
  const { bucket, prefix } = windowOf(query.range);
  const { since, buckets } = bucketsOf(now, query.range);
  const from = since.toISOString();
  // The bound is the end of the current bucket, so a row written this instant is in the last bar.
  const until = new Date(since.getTime() + windowOf(query.range).spanMs).toISOString();
  const [calls, latency, upstream] = await db.batch([
    db.prepare(CALLS_SQL).bind(prefix, from, until),
    db.prepare(LATENCY_SQL).bind(from, until),
    db.prepare(UPSTREAM_SQL).bind(prefix, from, until),
  ]);
  return {
    range: query.range,
    since: from,
    until,
    bucket,
    buckets,
    calls: rowsOf(CallsRow, calls?.results ?? []),
    latency: rowsOf(LatencyRow, latency?.results ?? []).map(({ tool, calls: n, p50, p95 }) => ({
      tool,
      calls: n,
      p50Ms: p50,
      p95Ms: p95,
    })),
    upstream: rowsOf(UpstreamRow, upstream?.results ?? []),
  };
}
