/**
 * The PlanCoverLedger Durable Object: the fault knobs and the request ledger, in SQLite. One named
 * instance serves the whole stand-in, so every request sees the same knobs; a fault and a ledger
 * entry name the member the request is for, so a test that uses a member of its own sees only its own. Only used when
 * FAULTS_ENABLED is "true". Each method runs without an await between its reads and writes, so a
 * fault's `times` is counted exactly even when requests arrive together.
 */
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { effectOf, type Fault, type FaultEffect, FaultSchema, faultApplies, type RequestFacts } from "./fault";

/** Older rows are pruned past this many, so a long dev session does not grow the ledger without end. */
const LEDGER_MAX_ROWS = 5_000;

export type LedgerEntry = {
  readonly seq: number;
  readonly method: string;
  readonly path: string;
  readonly memberId: string | null;
};

export class PlanCoverLedger extends DurableObject<PlanCoverEnv> {
  constructor(ctx: DurableObjectState, env: PlanCoverEnv) {
    super(ctx, env);
    // AUTOINCREMENT: a sequence number is never reused after pruning, so `after=N` stays meaningful.
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS requests (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, method TEXT NOT NULL, path TEXT NOT NULL, member_id TEXT
      );
      CREATE TABLE IF NOT EXISTS faults (
        id INTEGER PRIMARY KEY AUTOINCREMENT, spec TEXT NOT NULL, remaining INTEGER
      );
      CREATE TABLE IF NOT EXISTS canaries (seq INTEGER PRIMARY KEY AUTOINCREMENT, text TEXT NOT NULL);
    `);
  }

  /** Records the request and consumes the newest fault it meets (one per request), if any. */
  admit(request: RequestFacts): { effect: FaultEffect | null; canaries: string[] } {
    return { effect: this.meetFault(request), canaries: this.canaries() };
  }

  private meetFault(request: RequestFacts): FaultEffect | null {
    const sql = this.ctx.storage.sql;
    const { seq } = sql
      .exec<{ seq: number }>(
        "INSERT INTO requests (method, path, member_id) VALUES (?, ?, ?) RETURNING seq",
        request.method,
        request.path,
        request.memberId,
      )
      .one();
    if (seq % 100 === 0) sql.exec("DELETE FROM requests WHERE seq <= ?", seq - LEDGER_MAX_ROWS);

    // Read fully before writing: a cursor is lazy, and the loop may delete or update a row.
    const rows = sql
      .exec<{ id: number; spec: string; remaining: number | null }>(
        "SELECT id, spec, remaining FROM faults ORDER BY id DESC",
      )
      .toArray();
    for (const row of rows) {
      const fault = parseStored(row.spec);
      if (!faultApplies(fault, request)) continue;
      if (row.remaining === 1) sql.exec("DELETE FROM faults WHERE id = ?", row.id);
      else if (row.remaining !== null)
        sql.exec("UPDATE faults SET remaining = ? WHERE id = ?", row.remaining - 1, row.id);
      return effectOf(fault);
    }
    return null;
  }

  addFault(fault: Fault): number {
    return this.ctx.storage.sql
      .exec<{ id: number }>(
        "INSERT INTO faults (spec, remaining) VALUES (?, ?) RETURNING id",
        JSON.stringify(fault),
        fault.times ?? null,
      )
      .one().id;
  }

  clearFaults(): void {
    this.ctx.storage.sql.exec("DELETE FROM faults");
  }

  /** Replaces the canary texts (an empty list stops planting). */
  setCanaries(texts: readonly string[]): void {
    const sql = this.ctx.storage.sql;
    sql.exec("DELETE FROM canaries");
    for (const text of texts) sql.exec("INSERT INTO canaries (text) VALUES (?)", text);
  }

  canaries(): string[] {
    return this.ctx.storage.sql
      .exec<{ text: string }>("SELECT text FROM canaries ORDER BY seq")
      .toArray()
      .map((row) => row.text);
  }

  /**
   * Every recorded request after `after` (only `memberId`'s when given), oldest first, and the newest
   * sequence number of all (0 before any).
   */
  requestsAfter(after: number, memberId: string | null = null): { last: number; requests: LedgerEntry[] } {
    const sql = this.ctx.storage.sql;
    const last = sql.exec<{ last: number | null }>("SELECT MAX(seq) AS last FROM requests").one().last ?? 0;
    const requests = sql
      .exec<{ seq: number; method: string; path: string; member_id: string | null }>(
        "SELECT seq, method, path, member_id FROM requests WHERE seq > ? AND (?2 IS NULL OR member_id = ?2) ORDER BY seq",
        after,
        memberId,
      )
      .toArray()
      .map((row) => ({ seq: row.seq, method: row.method, path: row.path, memberId: row.member_id }));
    return { last, requests };
  }
}

/** We wrote it from a parsed fault; failing to read it back is a broken invariant, so it throws. */
function parseStored(spec: string): Fault {
  return v.parse(FaultSchema, JSON.parse(spec));
}

export function ledgerOf(env: PlanCoverEnv): DurableObjectStub<PlanCoverLedger> {
  return env.LEDGER.getByName("ledger");
}
