/**
 * The console's overview (`GET /admin/v1/overview`): how the system is doing over a recent window,
 * computed from the tool-call audit trail in SQL by the tools Worker. Counts and durations only: no
 * row, person, argument or conversation leaves the aggregate.
 */
import * as v from "valibot";
import type { AuditFailureCode, AuditOutcome } from "./audit-codes";
import type { FailureCode } from "./failure-codes";

/** The windows an overview covers, each with its bucket size (24 hours by the hour; days by the day). */
export const OVERVIEW_RANGES = [
  /** The last 24 hours, in hourly buckets. */
  "24h",
  /** The last 7 days, in daily buckets (UTC). */
  "7d",
  /** The last 30 days, in daily buckets (UTC). */
  "30d",
] as const;
export type OverviewRange = (typeof OVERVIEW_RANGES)[number];

/** The failures that mean the call reached the upstream (or the index) and it did not answer well. */
export const UPSTREAM_FAILURE_CODES = [
  /** No answer within the tool's timeout. */
  "timeout",
  /** Unreachable, or a 5xx. */
  "upstream_unavailable",
  /** A 4xx that is not about the credential. */
  "upstream_error",
  /** The upstream refused the credential (401/403). */
  "auth_failed",
] as const satisfies readonly FailureCode[];
export type UpstreamFailureCode = (typeof UPSTREAM_FAILURE_CODES)[number];

export const OverviewQuerySchema = v.strictObject({ range: v.optional(v.picklist(OVERVIEW_RANGES), "24h") });
export type OverviewQuery = v.InferOutput<typeof OverviewQuerySchema>;

export interface OverviewView {
  range: OverviewRange;
  /** The window, ISO 8601 (UTC): `since` inclusive, `until` exclusive. */
  since: string;
  until: string;
  bucket: "hour" | "day";
  /** Every bucket of the window in order, empty ones included: `2026-12-02T05` (hour) or `2026-12-02` (day). */
  buckets: string[];
  /** Calls per bucket, outcome and failure code (only the combinations that occurred). */
  calls: { bucket: string; outcome: AuditOutcome; code: AuditFailureCode | null; count: number }[];
  /**
   * Duration of the calls that ran (answered, or failed upstream) per tool: nearest-rank percentiles,
   * in milliseconds. Refusals are left out: they end before any handler and would pull the figures down.
   */
  latency: { tool: string; calls: number; p50Ms: number; p95Ms: number }[];
  /** Upstream failures per bucket, tool and code. */
  upstream: { bucket: string; tool: string; code: UpstreamFailureCode; count: number }[];
}
