/**
 * A person's turn slots: how many turns they started in the last minute and how many they have
 * running now, across all their conversations. A running turn holds a lease that expires at its
 * deadline, so a turn lost to an eviction frees its slot on its own. Each partner grant's turns are
 * counted apart from the person's own (`grant_session`, null for theirs): a partner acting for the
 * member can spend only its own share.
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
    const grant = request.grantSession ?? null;
    if (!held) {
      const running = this.count("SELECT COUNT(*) AS n FROM turn_slots WHERE grant_session IS ?", grant);
      if (running >= request.limits.concurrentTurnsPerPerson) return { ok: false, code: "turn_concurrency_limited" };
    }
    if (request.isNewTurn) {
      if (
        this.count("SELECT COUNT(*) AS n FROM turn_starts WHERE grant_session IS ?", grant) >=
        request.limits.turnsPerMinute
      ) {
        return { ok: false, code: "turn_rate_limited" };
      }
      this.sql.exec(
        "INSERT OR IGNORE INTO turn_starts (turn_id, at, grant_session) VALUES (?, ?, ?)",
        request.turnId,
        request.now,
        grant,
      );
    }
    this.sql.exec(
      `INSERT INTO turn_slots (turn_id, lease_until, conversation_id, grant_session) VALUES (?, ?, ?, ?)
       ON CONFLICT (turn_id) DO UPDATE SET lease_until = excluded.lease_until, conversation_id = excluded.conversation_id`,
      request.turnId,
      request.leaseUntil,
      request.conversationId,
      grant,
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

  private count(query: string, grant: string | null): number {
    return this.sql.exec<{ n: number }>(query, grant).one().n;
  }
}
