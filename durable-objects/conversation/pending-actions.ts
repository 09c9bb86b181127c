/**
 * The pending-action store inside a conversation's Durable Object (SQLite storage). Each
 * transition is a read and a write with no await between them, so it is atomic: of N concurrent
 * claims exactly one sees `pending`. An in-memory waiter lets a concurrent approval wait for the
 * claimant's result; after an eviction no waiter exists, and `executing` with no outcome means
 * the result was lost (outcome_unknown), never "try again".
 */
import type { ToolOutcome } from "../../src/shared/outcome";
import type {
  ClaimResult,
  HeldTransition,
  PendingActionRecord,
  PendingActionState,
  StoredPendingAction,
} from "../../src/shared/pending-action";

type Row = { record: string; state: string; outcome: string | null };

export class PendingActionStore {
  private readonly waiters = new Map<string, { promise: Promise<void>; resolve: () => void }>();

  /** The table comes from the object's migrations (store/schema.ts). */
  constructor(private readonly sql: SqlStorage) {}

  create(record: PendingActionRecord): void {
    this.sql.exec(
      "INSERT OR IGNORE INTO pending_actions (id, record, state, outcome, updated_at) VALUES (?, ?, 'pending', NULL, ?)",
      record.id,
      JSON.stringify(record),
      record.createdAt,
    );
  }

  get(id: string): StoredPendingAction | null {
    const row = this.sql.exec<Row>("SELECT record, state, outcome FROM pending_actions WHERE id = ?", id).toArray()[0];
    if (!row) return null;
    return {
      record: JSON.parse(row.record) as PendingActionRecord,
      state: row.state as PendingActionState,
      outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as ToolOutcome),
    };
  }

  /** pending -> executing, for exactly one caller. */
  claim(id: string, now: string): ClaimResult {
    const current = this.get(id);
    if (current?.state !== "pending") return { claimed: false, current };
    this.sql.exec("UPDATE pending_actions SET state = 'executing', updated_at = ? WHERE id = ?", now, id);
    let resolve = () => {};
    const promise = new Promise<void>((r) => {
      resolve = r;
    });
    this.waiters.set(id, { promise, resolve });
    return { claimed: true };
  }

  /** pending -> rejected, for exactly one caller. */
  reject(id: string, outcome: ToolOutcome, now: string): ClaimResult {
    const current = this.get(id);
    if (current?.state !== "pending") return { claimed: false, current };
    this.sql.exec(
      "UPDATE pending_actions SET state = 'rejected', outcome = ?, updated_at = ? WHERE id = ?",
      JSON.stringify(outcome),
      now,
      id,
    );
    return { claimed: true };
  }

  /**
   * Withdraws every proposal a partner's grant made here that is still pending (pending -> rejected,
   * with `outcome`): the grant ended. Synchronous, so no approval can claim one in between; an action
   * already claimed or decided is left as it is. Answers the withdrawn records.
   */
  withdrawProposalsOf(sessionId: string, clientId: string, outcome: ToolOutcome, now: string): PendingActionRecord[] {
    const rows = this.sql.exec<{ id: string }>("SELECT id FROM pending_actions WHERE state = 'pending'").toArray();
    const withdrawn: PendingActionRecord[] = [];
    for (const { id } of rows) {
      const current = this.get(id);
      if (!current || current.record.sessionId !== sessionId || current.record.partner?.clientId !== clientId) continue;
      if (this.reject(id, outcome, now).claimed) withdrawn.push(current.record);
    }
    return withdrawn;
  }

  /** executing -> done, recording the outcome the claimant produced. */
  complete(id: string, outcome: ToolOutcome, now: string): void {
    this.sql.exec(
      "UPDATE pending_actions SET state = 'done', outcome = ?, updated_at = ? WHERE id = ? AND state = 'executing'",
      JSON.stringify(outcome),
      now,
      id,
    );
    this.waiters.get(id)?.resolve();
    this.waiters.delete(id);
  }

  /**
   * executing -> done or rejected with the outcome a decision on a claim this object held answered;
   * no transition gives the claim back (executing -> pending: the decision was refused, the action
   * still waits). Either way whoever waits for the claim reads the action again.
   */
  settleHeld(id: string, transition: HeldTransition, now: string): void {
    if (transition === null) {
      this.sql.exec(
        "UPDATE pending_actions SET state = 'pending', updated_at = ? WHERE id = ? AND state = 'executing'",
        now,
        id,
      );
      this.waiters.get(id)?.resolve();
      this.waiters.delete(id);
    } else if (transition.state === "done") {
      this.complete(id, transition.outcome, now);
    } else {
      this.sql.exec(
        "UPDATE pending_actions SET state = 'rejected', outcome = ?, updated_at = ? WHERE id = ? AND state = 'executing'",
        JSON.stringify(transition.outcome),
        now,
        id,
      );
      this.waiters.get(id)?.resolve();
      this.waiters.delete(id);
    }
  }

  /** Waits (bounded) for an action another caller is executing in this instance, then reads it. */
  async settled(id: string, timeoutMs: number): Promise<StoredPendingAction | null> {
    const waiter = this.waiters.get(id);
    if (waiter) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([waiter.promise, new Promise<void>((r) => (timer = setTimeout(r, timeoutMs)))]);
      if (timer !== undefined) clearTimeout(timer);
    }
    return this.get(id);
  }
}
