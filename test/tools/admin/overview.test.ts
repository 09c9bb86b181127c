/**
 * The console's overview (GET /admin/v1/overview): aggregates computed in SQL over the audit trail.
 * Rows are written straight into tool_audit with known times, outcomes and durations, under a tool
 * name used by no other test, so each figure can be checked exactly against the rows it came from.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { toolAudit } from "../../../d1/schema";
import type { OverviewView } from "../../../src/shared/admin-overview";
import { newId } from "../../../src/shared/ids";
import { call, signInOverHttp, staffHeaders } from "../../support/http";
import { uniqueMobile } from "../../support/members";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface Row {
  tool: string;
  outcome: "ok" | "failed" | "pending";
  code?: string;
  durationMs: number;
  agoMs: number;
}

/** One insert per row, in one batch (D1 binds at most 100 values a statement). */
async function write(rows: readonly Row[]): Promise<void> {
  const now = Date.now();
  const orm = drizzle(env.DB);
  const inserts = rows.map((row) =>
    orm.insert(toolAudit).values({
      conversationId: newId("cnv_"),
      toolCallId: newId("call_"),
      toolName: row.tool,
      outcome: row.outcome,
      failureCode: row.code ?? null,
      durationMs: row.durationMs,
      argsRedacted: "{}",
      readiness: "null",
      callerRole: "member",
      channel: "web",
      invocationSource: "user",
      companyId: "demo",
      createdAt: new Date(now - row.agoMs).toISOString(),
    }),
  );
  const [first, ...rest] = inserts;
  if (first) await orm.batch([first, ...rest]);
}

async function overview(range?: string): Promise<OverviewView> {
  const response = await call(`/admin/v1/overview${range ? `?range=${range}` : ""}`, { headers: await staffHeaders() });
  expect(response.status).toBe(200);
  return (await response.json()) as OverviewView;
}

const probeTool = () => `probe_${newId().slice(-10)}`;
const bucketOf = (agoMs: number, prefix: number) => new Date(Date.now() - agoMs).toISOString().slice(0, prefix);

/** The count of calls in a bucket with this outcome and code, across every tool. */
function countOf(view: OverviewView, bucket: string, outcome: string, code: string | null): number {
  return view.calls.find((c) => c.bucket === bucket && c.outcome === outcome && c.code === code)?.count ?? 0;
}

describe("the overview", () => {
  it("gives p50 and p95 per tool over the calls that ran, leaving refusals and older calls out", async () => {
    const tool = probeTool();
    await write([
      ...Array.from({ length: 20 }, (_, i) => ({ tool, outcome: "ok" as const, durationMs: i + 1, agoMs: HOUR_MS })),
      { tool, outcome: "failed", code: "timeout", durationMs: 100, agoMs: 2 * HOUR_MS },
      ...Array.from({ length: 10 }, () => ({
        tool,
        outcome: "failed" as const,
        code: "tool_disabled",
        durationMs: 0,
        agoMs: HOUR_MS,
      })),
      { tool, outcome: "ok", durationMs: 9_999, agoMs: 2 * 24 * HOUR_MS },
    ]);

    const latency = (await overview()).latency.find((row) => row.tool === tool);

    // 21 calls ran: 1..20 ms and 100 ms. Nearest rank: p50 is the 11th (11 ms), p95 the 20th (20 ms).
    expect(latency).toEqual({ tool, calls: 21, p50Ms: 11, p95Ms: 20 });
  });

  it("counts calls per hour by outcome and failure code over the last 24 hours, every hour present", async () => {
    const before = await overview("24h");
    const recent = 5 * MINUTE_MS;
    const earlier = 3 * HOUR_MS;
    await write([
      { tool: probeTool(), outcome: "ok", durationMs: 5, agoMs: recent },
      { tool: probeTool(), outcome: "ok", durationMs: 5, agoMs: recent },
      { tool: probeTool(), outcome: "failed", code: "permission_denied", durationMs: 0, agoMs: recent },
      { tool: probeTool(), outcome: "failed", code: "not_found", durationMs: 0, agoMs: earlier },
      { tool: probeTool(), outcome: "pending", code: "confirmation_required", durationMs: 0, agoMs: earlier },
    ]);

    const after = await overview("24h");

    expect(after.bucket).toBe("hour");
    expect(after.buckets).toHaveLength(24);
    expect(after.buckets.at(-1)).toBe(bucketOf(0, 13));
    const now = bucketOf(recent, 13);
    const then = bucketOf(earlier, 13);
    expect(countOf(after, now, "ok", null) - countOf(before, now, "ok", null)).toBe(2);
    expect(
      countOf(after, now, "failed", "permission_denied") - countOf(before, now, "failed", "permission_denied"),
    ).toBe(1);
    expect(countOf(after, then, "failed", "not_found") - countOf(before, then, "failed", "not_found")).toBe(1);
    expect(
      countOf(after, then, "pending", "confirmation_required") -
        countOf(before, then, "pending", "confirmation_required"),
    ).toBe(1);
  });

  it("counts upstream failures per bucket, tool and code, and nothing else as upstream", async () => {
    const tool = probeTool();
    await write([
      { tool, outcome: "failed", code: "upstream_unavailable", durationMs: 40, agoMs: 2 * 24 * HOUR_MS },
      { tool, outcome: "failed", code: "upstream_unavailable", durationMs: 40, agoMs: 2 * 24 * HOUR_MS },
      { tool, outcome: "failed", code: "auth_failed", durationMs: 40, agoMs: HOUR_MS },
      { tool, outcome: "failed", code: "rate_limited", durationMs: 0, agoMs: HOUR_MS },
    ]);

    const week = await overview("7d");

    expect(week.bucket).toBe("day");
    expect(week.buckets).toHaveLength(7);
    expect(week.upstream.filter((row) => row.tool === tool)).toEqual(
      expect.arrayContaining([
        { bucket: bucketOf(2 * 24 * HOUR_MS, 10), tool, code: "upstream_unavailable", count: 2 },
        { bucket: bucketOf(HOUR_MS, 10), tool, code: "auth_failed", count: 1 },
      ]),
    );
    expect(week.upstream.filter((row) => row.tool === tool)).toHaveLength(2);
    // The day-old failures are outside the last 24 hours.
    expect((await overview("24h")).upstream.filter((row) => row.tool === tool)).toEqual([
      { bucket: bucketOf(HOUR_MS, 13), tool, code: "auth_failed", count: 1 },
    ]);
  });

  it("refuses a member's session and an unknown range", async () => {
    const member = await call("/admin/v1/overview", { token: await signInOverHttp(uniqueMobile()) });
    const badRange = await call("/admin/v1/overview?range=1y", { headers: await staffHeaders() });

    expect(member.status).toBe(403);
    expect(badRange.status).toBe(400);
  });
});
