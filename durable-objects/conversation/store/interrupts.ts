/**
 * Interrupts: where a turn waits for a person, to sign in (`sign_in`) or to decide a pending action
 * (`confirm`). The stored payload is ids and a kind, nothing else: no mobile number, OTP,
 * identifier or question text (the question stays in the message history).
 */
import { newId } from "../../../src/shared/ids";

export const INTERRUPT_KINDS = ["sign_in", "confirm"] as const;
export type InterruptKind = (typeof INTERRUPT_KINDS)[number];

export interface Interrupt {
  readonly id: string;
  readonly turnId: string;
  readonly kind: InterruptKind;
  readonly pendingActionId: string | null;
  readonly toolCallId: string | null;
  /** How many times the turn paused here (each pause emits its own prompt). */
  readonly attempts: number;
  readonly resolved: boolean;
}

type Row = {
  id: string;
  turn_id: string;
  kind: string;
  pending_action_id: string | null;
  tool_call_id: string | null;
  attempts: number;
  resolved_at: string | null;
};

const toInterrupt = (row: Row): Interrupt => ({
  id: row.id,
  turnId: row.turn_id,
  kind: row.kind as InterruptKind,
  pendingActionId: row.pending_action_id,
  toolCallId: row.tool_call_id,
  attempts: row.attempts,
  resolved: row.resolved_at !== null,
});

export class Interrupts {
  constructor(private readonly sql: SqlStorage) {}

  get(id: string): Interrupt | null {
    const row = this.sql.exec<Row>("SELECT * FROM interrupts WHERE id = ?", id).toArray()[0];
    return row ? toInterrupt(row) : null;
  }

  /** The turn's unresolved interrupt of this kind (for this action), if it paused there before. */
  open(turnId: string, kind: InterruptKind, pendingActionId: string | null = null): Interrupt | null {
    const row = this.sql
      .exec<Row>(
        `SELECT * FROM interrupts WHERE turn_id = ? AND kind = ? AND resolved_at IS NULL
           AND COALESCE(pending_action_id, '') = ? LIMIT 1`,
        turnId,
        kind,
        pendingActionId ?? "",
      )
      .toArray()[0];
    return row ? toInterrupt(row) : null;
  }

  /** Pauses at the turn's interrupt: a new one, or the same one again with one more attempt. */
  pauseAt(
    turnId: string,
    kind: InterruptKind,
    refs: { pendingActionId?: string; toolCallId?: string },
    now: Date,
  ): Interrupt {
    const existing = this.open(turnId, kind, refs.pendingActionId ?? null);
    if (existing) {
      this.sql.exec("UPDATE interrupts SET attempts = attempts + 1 WHERE id = ?", existing.id);
      return { ...existing, attempts: existing.attempts + 1 };
    }
    const id = newId("int_");
    this.sql.exec(
      `INSERT INTO interrupts (id, turn_id, kind, pending_action_id, tool_call_id, attempts, created_at)
       VALUES (?, ?, ?, ?, ?, 1, ?)`,
      id,
      turnId,
      kind,
      refs.pendingActionId ?? null,
      refs.toolCallId ?? null,
      now.toISOString(),
    );
    return {
      id,
      turnId,
      kind,
      pendingActionId: refs.pendingActionId ?? null,
      toolCallId: refs.toolCallId ?? null,
      attempts: 1,
      resolved: false,
    };
  }

  resolve(id: string, now: Date): void {
    this.sql.exec("UPDATE interrupts SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL", now.toISOString(), id);
  }

  /** Unresolved interrupts of a turn (to close when the turn ends another way). */
  resolveAll(turnId: string, now: Date): void {
    this.sql.exec(
      "UPDATE interrupts SET resolved_at = ? WHERE turn_id = ? AND resolved_at IS NULL",
      now.toISOString(),
      turnId,
    );
  }
}
