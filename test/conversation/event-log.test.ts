/**
 * The event log appends each key once: a node that runs again after an eviction, or a resume racing
 * the turn, emits the same key and nothing is stored twice, and seq numbers run on without a gap.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EventLog } from "../../durable-objects/conversation/store/event-log";
import { migratePart } from "../../durable-objects/conversation/store/schema";
import { newId } from "../../src/shared/ids";

const conversationId = newId("conv_");

function appendInput(key: string, by: string) {
  return {
    conversationId,
    turnId: "turn_1",
    key,
    draft: { type: "turn.started" as const, by },
    audience: null,
    at: new Date("2026-12-01T10:00:00Z"),
  };
}

describe("the event log", () => {
  it("stores a key's first append only, and gives the next new key the next seq", async () => {
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));

    const seen = await runInDurableObject(stub, (_instance, state) => {
      const { sql } = state.storage;
      migratePart(sql, "entry");
      migratePart(sql, "turns");
      const log = new EventLog(sql);
      const first = log.append(appendInput("turn_1:started", "pt_first"));
      const again = log.append(appendInput("turn_1:started", "pt_again"));
      const next = log.append(appendInput("turn_1:next", "pt_next"));
      const stored = sql.exec<{ seq: number; body: string }>("SELECT seq, body FROM events ORDER BY seq").toArray();
      return { first, again, next, stored: stored.map((row) => ({ seq: row.seq, by: JSON.parse(row.body).by })) };
    });

    expect(seen.first).toMatchObject({ seq: 1, by: "pt_first" });
    expect(seen.again).toBeNull();
    expect(seen.next).toMatchObject({ seq: 2, by: "pt_next" });
    expect(seen.stored).toEqual([
      { seq: 1, by: "pt_first" },
      { seq: 2, by: "pt_next" },
    ]);
  });
});
