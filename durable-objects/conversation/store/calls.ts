/**
 * A turn's tool calls and how far each got: planned (proposed, not yet run), started (sent to the
 * tool-call service, no result recorded) or done (outcome recorded). This is the checkpoint that
 * lets a node run again after an eviction without repeating a finished read: a done call is never
 * sent again, and a started one is sent again under the same toolCallId (so the service's audit,
 * unique on conversation + toolCallId, keeps one row).
 */
import type { ToolOutcome } from "../../../src/shared/outcome";
import { sanitizeArgs } from "../../../src/shared/sanitizer";
import type { NodeName } from "./turns";

export const CALL_STATES = ["planned", "started", "done"] as const;
export type CallState = (typeof CALL_STATES)[number];

export const CALL_KINDS = [
  /** A call as the plan or the model proposed it. */
  "call",
  /** The one retry of a call that failed retryably; its outcome stands in for the call's. */
  "retry",
  /** A person's decision on a proposed write; its outcome stands in for the proposal's `pending`. */
  "decision",
  /**
   * A call the chain refused `credential_unavailable` to a signed-out caller, run again as the member
   * who signed in on the turn's sign-in card; its outcome stands in for the refusal.
   */
  "signed_in",
] as const;
export type CallKind = (typeof CALL_KINDS)[number];

export interface CallRecord {
  readonly toolCallId: string;
  readonly turnId: string;
  readonly node: NodeName;
  readonly round: number;
  readonly idx: number;
  readonly toolName: string;
  /** Sanitized; a gather step re-runs with these (a model's proposal may not come out the same twice). */
  readonly args: Record<string, unknown> | null;
  readonly state: CallState;
  readonly outcome: ToolOutcome | null;
  readonly durationMs: number | null;
  readonly kind: CallKind;
  /** The call a retry or a decision belongs to; null for a call. */
  readonly ofCall: string | null;
}

type Row = {
  tool_call_id: string;
  turn_id: string;
  node: string;
  round: number;
  idx: number;
  tool_name: string;
  args: string | null;
  state: string;
  outcome: string | null;
  duration_ms: number | null;
  kind: string;
  of_call: string | null;
};

const toRecord = (row: Row): CallRecord => ({
  toolCallId: row.tool_call_id,
  turnId: row.turn_id,
  node: row.node as NodeName,
  round: row.round,
  idx: row.idx,
  toolName: row.tool_name,
  args: row.args === null ? null : (JSON.parse(row.args) as Record<string, unknown>),
  state: row.state as CallState,
  outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as ToolOutcome),
  durationMs: row.duration_ms,
  kind: row.kind as CallKind,
  ofCall: row.of_call,
});

export type CallKey = Pick<CallRecord, "toolCallId" | "turnId" | "node" | "round" | "idx" | "toolName"> &
  Partial<Pick<CallRecord, "kind" | "ofCall">>;

/**
 * The retry of a call. It has an id of its own (the service's audit keeps a row per attempt); what
 * it is, and whose, is in its columns, never read back from the id.
 */
export function retryOf(key: CallKey): CallKey {
  return { ...key, toolCallId: `${key.toolCallId}:retry`, kind: "retry", ofCall: key.toolCallId };
}

/** The same call run again as the member who signed in after it was refused for want of a credential. */
export function signedInOf(key: CallKey): CallKey {
  return { ...key, toolCallId: `${key.toolCallId}:signed-in`, kind: "signed_in", ofCall: key.toolCallId };
}

/** The record of a person's decision on a proposal, made in the confirm node. */
export function decisionOf(proposal: CallKey): CallKey {
  return {
    ...proposal,
    toolCallId: `${proposal.toolCallId}:decided`,
    node: "confirm",
    kind: "decision",
    ofCall: proposal.toolCallId,
  };
}

/**
 * The object's one store of calls is the table's only writer, so what it reads or writes it keeps as
 * stored: a step asks for its calls' records, its turn's calls and each call again as it reports,
 * and none of those asks reads storage twice. A turn's calls are read whole once per instance.
 */
export class Calls {
  /** Every call known here, as stored. */
  readonly #byId = new Map<string, CallRecord>();
  /** The turns whose calls were all read (or are all known), each in the order planned. */
  readonly #byTurn = new Map<string, Map<string, CallRecord>>();

  constructor(private readonly sql: SqlStorage) {}

  get(toolCallId: string): CallRecord | null {
    const known = this.#byId.get(toolCallId);
    if (known) return known;
    const row = this.sql.exec<Row>("SELECT * FROM turn_calls WHERE tool_call_id = ?", toolCallId).toArray()[0];
    if (!row) return null;
    const record = toRecord(row);
    this.#byId.set(toolCallId, record);
    return record;
  }

  /** Records a call in `state` unless it is already recorded; returns what is stored now. */
  record(key: CallKey, state: "planned" | "started", args: Record<string, unknown> | null, now: Date): CallRecord {
    // Arguments are stored as the service's audit stores them: through the one sanitizer.
    const storedArgs = args === null ? null : JSON.stringify(sanitizeArgs(args));
    const written = this.sql.exec(
      `INSERT OR IGNORE INTO turn_calls (tool_call_id, turn_id, node, round, idx, tool_name, args, state, kind, of_call, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      key.toolCallId,
      key.turnId,
      key.node,
      key.round,
      key.idx,
      key.toolName,
      storedArgs,
      state,
      key.kind ?? "call",
      key.ofCall ?? null,
      now.toISOString(),
    );
    if (written.rowsWritten === 0) {
      const stored = this.get(key.toolCallId);
      if (!stored) throw new Error("a call just recorded is missing");
      return stored;
    }
    const record: CallRecord = {
      toolCallId: key.toolCallId,
      turnId: key.turnId,
      node: key.node,
      round: key.round,
      idx: key.idx,
      toolName: key.toolName,
      args: storedArgs === null ? null : (JSON.parse(storedArgs) as Record<string, unknown>),
      state,
      outcome: null,
      durationMs: null,
      kind: key.kind ?? "call",
      ofCall: key.ofCall ?? null,
    };
    this.#keep(record);
    return record;
  }

  markStarted(toolCallId: string): void {
    // Known and past `planned`: the update would change nothing.
    const known = this.#byId.get(toolCallId);
    if (known && known.state !== "planned") return;
    const cursor = this.sql.exec(
      "UPDATE turn_calls SET state = 'started' WHERE tool_call_id = ? AND state = 'planned'",
      toolCallId,
    );
    if (known) this.#noted(known, cursor.rowsWritten > 0, { state: "started" });
  }

  /** Records the outcome once; false when another run of the node recorded it first. */
  finish(toolCallId: string, outcome: ToolOutcome, durationMs: number): boolean {
    const stored = JSON.stringify(outcome);
    const cursor = this.sql.exec(
      "UPDATE turn_calls SET state = 'done', outcome = ?, duration_ms = ? WHERE tool_call_id = ? AND state != 'done'",
      stored,
      durationMs,
      toolCallId,
    );
    const written = cursor.rowsWritten > 0;
    const known = this.#byId.get(toolCallId);
    if (known) {
      this.#noted(known, written, { state: "done", outcome: JSON.parse(stored) as ToolOutcome, durationMs });
    }
    return written;
  }

  /** Every call of the turn, in the order it was planned. */
  ofTurn(turnId: string): CallRecord[] {
    const known = this.#byTurn.get(turnId);
    if (known) return [...known.values()];
    const records = this.sql
      .exec<Row>("SELECT * FROM turn_calls WHERE turn_id = ? ORDER BY rowid", turnId)
      .toArray()
      .map(toRecord);
    this.#byTurn.set(turnId, new Map(records.map((record) => [record.toolCallId, record])));
    for (const record of records) this.#byId.set(record.toolCallId, record);
    return records;
  }

  /** The calls of one node and round, in plan order. */
  ofStep(turnId: string, node: NodeName, round: number): CallRecord[] {
    return this.ofTurn(turnId)
      .filter((record) => record.node === node && record.round === round)
      .sort((a, b) => a.idx - b.idx);
  }

  /** A call just written: known by id, and in its turn's list when the turn is read whole. */
  #keep(record: CallRecord): void {
    this.#byId.set(record.toolCallId, record);
    this.#byTurn.get(record.turnId)?.set(record.toolCallId, record);
  }

  /**
   * Keeps a known call as its write left it. A conditional write that changed nothing means the call
   * was not as kept here: it and its turn's list are forgotten, and read again when next asked.
   */
  #noted(known: CallRecord, written: boolean, change: Partial<CallRecord>): void {
    if (written) {
      this.#keep({ ...known, ...change });
      return;
    }
    this.#byId.delete(known.toolCallId);
    this.#byTurn.delete(known.turnId);
  }
}
