/**
 * A person's turn slots: how many turns they started in the last minute and how many they have
 * running now, across all their conversations. A running turn holds a lease that expires at its
 * deadline, so a turn lost to an eviction frees its slot on its own.
 */
import type { SlotAnswer, SlotRequest } from "../../src/shared/turn-quota";

const MINUTE_MS = 60_000;

export class TurnSlots {
  constructor(private readonly sql: SqlStorage) {}

  /** Synchronous from first read to last write: concurrent requests never both take the last slot. */
  acquire(request: SlotRequest): SlotAnswer {
    this.sql.exec("DELETE FROM turn_slots WHERE lease_until <= ?", request.now);
    this.sql.exec("DELETE FROM turn_starts WHERE at <= ?", request.now - MINUTE_MS);
    const held = this.sql.exec("SELECT 1 FROM turn_slots WHERE turn_id = ?", request.turnId).toArray().length > 0;
    if (!held) {
      const running = this.count("SELECT COUNT(*) AS n FROM turn_slots");
      if (running >= request.limits.concurrentTurnsPerPerson) return { ok: false, code: "turn_concurrency_limited" };
    }
    if (request.isNewTurn) {
      if (this.count("SELECT COUNT(*) AS n FROM turn_starts") >= request.limits.turnsPerMinute) {
        return { ok: false, code: "turn_rate_limited" };
      }
      this.sql.exec("INSERT OR IGNORE INTO turn_starts (turn_id, at) VALUES (?, ?)", request.turnId, request.now);
    }
    this.sql.exec(
      `INSERT INTO turn_slots (turn_id, lease_until, conversation_id) VALUES (?, ?, ?)
       ON CONFLICT (turn_id) DO UPDATE SET lease_until = excluded.lease_until, conversation_id = excluded.conversation_id`,
      request.turnId,
      request.leaseUntil,
      request.conversationId,
    );
    return { ok: true };
  }

  release(turnId: string): void {
    this.sql.exec("DELETE FROM turn_slots WHERE turn_id = ?", turnId);
  }

  /** The conversations of the slots whose lease still runs at `now` (epoch ms), each once. */
  runningConversations(now: number): string[] {
    return this.sql
      .exec<{ conversation_id: string }>(
        "SELECT DISTINCT conversation_id FROM turn_slots WHERE lease_until > ? AND conversation_id <> ''",
        now,
      )
      .toArray()
      .map((row) => row.conversation_id);
  }

  private count(query: string): number {
    return this.sql.exec<{ n: number }>(query).one().n;
  }
}
