/**
 * A turn's calls say what they are in columns: a retry and a person's decision each name the call
 * they belong to (`kind`, `of_call`), and what the composer sees is read from those, never from an
 * id's suffix. An object made before the columns gets them filled from its old ids.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { resultViews } from "../../durable-objects/conversation/graph/views";
import { type CallKey, Calls, decisionOf, retryOf } from "../../durable-objects/conversation/store/calls";
import { migrate } from "../../durable-objects/conversation/store/schema";
import type { ToolOutcome } from "../../src/shared/outcome";

const NOW = new Date("2026-11-30T10:00:00Z");
const failed: ToolOutcome = {
  status: "failed",
  code: "upstream_unavailable",
  message: "PlanCover did not answer.",
  retryable: true,
} as ToolOutcome;
// Only what the views read matters here; the outcomes are stored and handed back as they are.
const ok = (result: unknown) => ({ status: "ok", result }) as unknown as ToolOutcome;

function freshObject() {
  return env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(`calls-${crypto.randomUUID()}`));
}

/** The store over an object's turn tables (made when its engine is first built; here, by the migrations). */
function turnCalls(sql: SqlStorage): Calls {
  migrate(sql);
  return new Calls(sql);
}

const call = (toolCallId: string, idx = 0): CallKey => ({
  toolCallId,
  turnId: "turn_1",
  node: "prefetch",
  round: 0,
  idx,
  toolName: "list_my_policies",
});

describe("a turn's calls", () => {
  it("shows the composer a retried call once, with the retry's outcome, found by its columns", async () => {
    const views = await runInDurableObject(freshObject(), (_instance, state) => {
      const calls = turnCalls(state.storage.sql);
      const first = call("turn_1:p0:list_my_policies");
      calls.record(first, "started", {}, NOW);
      calls.finish(first.toolCallId, failed, 5);
      const retry = retryOf(first);
      calls.record(retry, "started", {}, NOW);
      calls.finish(retry.toolCallId, ok({ policies: 1 }), 5);
      expect(calls.get(retry.toolCallId)).toMatchObject({ kind: "retry", ofCall: first.toolCallId });
      return resultViews(calls, "turn_1");
    });
    expect(views).toEqual([{ toolName: "list_my_policies", args: {}, outcome: ok({ policies: 1 }) }]);
  });

  it("lets a decision stand in for its proposal's pending outcome", async () => {
    const views = await runInDurableObject(freshObject(), (_instance, state) => {
      const calls = turnCalls(state.storage.sql);
      const proposal = { ...call("turn_1:g1-0:request_callback"), toolName: "request_callback" };
      calls.record(proposal, "started", { topic: "claims" }, NOW);
      calls.finish(proposal.toolCallId, { status: "pending" } as ToolOutcome, 5);
      const decision = calls.record(decisionOf(proposal), "started", null, NOW);
      calls.finish(decision.toolCallId, ok({ requested: true }), 5);
      expect(decision).toMatchObject({ kind: "decision", ofCall: proposal.toolCallId, node: "confirm" });
      return resultViews(calls, "turn_1");
    });
    expect(views).toEqual([
      { toolName: "request_callback", args: { topic: "claims" }, outcome: ok({ requested: true }) },
    ]);
  });

  it("fills kind and of_call from the old id suffixes when an object made before them migrates", async () => {
    const rows = await runInDurableObject(freshObject(), (_instance, state) => {
      const sql = state.storage.sql;
      migrate(sql);
      // An object made before these columns was made before the schema version was recorded, too.
      sql.exec("DELETE FROM meta WHERE key = 'schema:turns'");
      sql.exec("DROP TABLE turn_calls");
      sql.exec(`CREATE TABLE turn_calls (
        tool_call_id TEXT PRIMARY KEY, turn_id TEXT NOT NULL, node TEXT NOT NULL, round INTEGER NOT NULL,
        idx INTEGER NOT NULL, tool_name TEXT NOT NULL, args TEXT, state TEXT NOT NULL, outcome TEXT,
        duration_ms INTEGER, created_at TEXT NOT NULL)`);
      for (const id of ["t:p0:a", "t:p0:a:retry", "t:g1-0:b", "t:g1-0:b:decided"]) {
        sql.exec(
          "INSERT INTO turn_calls (tool_call_id, turn_id, node, round, idx, tool_name, state, created_at) VALUES (?, 't', 'prefetch', 0, 0, 'x', 'done', '')",
          id,
        );
      }
      migrate(sql);
      return sql.exec("SELECT tool_call_id, kind, of_call FROM turn_calls ORDER BY rowid").toArray();
    });
    expect(rows).toEqual([
      { tool_call_id: "t:p0:a", kind: "call", of_call: null },
      { tool_call_id: "t:p0:a:retry", kind: "retry", of_call: "t:p0:a" },
      { tool_call_id: "t:g1-0:b", kind: "call", of_call: null },
      { tool_call_id: "t:g1-0:b:decided", kind: "decision", of_call: "t:g1-0:b" },
    ]);
  });
});
