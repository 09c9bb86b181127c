/**
 * Turns: who sent each one, which node it is at, and whether it is running, paused on an interrupt,
 * completed or failed. Every transition is one conditional UPDATE, so of two resumes arriving at
 * once only one moves a paused turn to running. The row holds the plan's topics but never the
 * question text (that is in `messages`) nor any credential.
 */
import * as v from "valibot";
import type { StoredPlan } from "../../../src/assistant/planner/plan";
import type { Channel } from "../../../src/shared/auth-context";
import type { ChatPreferences } from "../../../src/shared/chat-protocol";
import { type DataClass, DataClassSchema } from "../../../src/shared/data-class";
import { type PartnerGrant, PartnerGrantSchema } from "../../../src/shared/partner-scopes";
import type { TurnEndCode } from "../../../src/shared/turn-failure-codes";
import type { Viewer } from "./audience";

export const NODES = ["plan_turn", "auth_gate", "prefetch", "gather", "execute_tools", "confirm", "finalize"] as const;
export type NodeName = (typeof NODES)[number];

export const TURN_STATUSES = ["running", "paused", "completed", "failed"] as const;
export type TurnStatus = (typeof TURN_STATUSES)[number];

export interface TurnPayload {
  readonly explicitlySelectedTools: readonly string[];
  readonly preferences: ChatPreferences;
}

export interface Turn {
  readonly id: string;
  readonly senderParticipant: string;
  readonly senderSession: string;
  readonly senderPerson: string | null;
  readonly channel: Channel;
  readonly status: TurnStatus;
  readonly node: NodeName;
  /** The gather <-> execute_tools round the turn is in. */
  readonly round: number;
  readonly plan: StoredPlan | null;
  readonly payload: TurnPayload;
  readonly messageId: number;
  /** Epoch milliseconds after which the turn is failed with turn_deadline. */
  readonly deadlineAt: number;
  /** The turn's classification (the highest class it read), once it completed. */
  readonly dataClass: DataClass | null;
  /** The partner grant the turn was sent with: every call it makes runs within it; null for a person's own. */
  readonly partner: PartnerGrant | null;
}

type Row = {
  id: string;
  sender_participant: string;
  sender_session: string;
  sender_person: string | null;
  channel: string;
  status: string;
  node: string;
  round: number;
  plan: string | null;
  payload: string;
  message_id: number;
  deadline_at: number;
  data_class: string | null;
  partner: string | null;
};

/** A stored grant that does not read back grants nothing (no scope), never a person's full reach. */
function partnerOf(stored: string | null): PartnerGrant | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = null;
  }
  const parsed = v.safeParse(PartnerGrantSchema, value);
  return parsed.success ? parsed.output : { clientId: "(unreadable)", scopes: [] };
}

const toTurn = (row: Row): Turn => ({
  id: row.id,
  senderParticipant: row.sender_participant,
  senderSession: row.sender_session,
  senderPerson: row.sender_person,
  channel: row.channel as Channel,
  status: row.status as TurnStatus,
  node: row.node as NodeName,
  round: row.round,
  plan: row.plan === null ? null : (JSON.parse(row.plan) as StoredPlan),
  payload: JSON.parse(row.payload) as TurnPayload,
  messageId: row.message_id,
  deadlineAt: row.deadline_at,
  dataClass: v.is(DataClassSchema, row.data_class) ? row.data_class : null,
  partner: partnerOf(row.partner),
});

export type NewTurn = Pick<
  Turn,
  | "id"
  | "senderParticipant"
  | "senderSession"
  | "senderPerson"
  | "channel"
  | "payload"
  | "messageId"
  | "deadlineAt"
  | "partner"
>;

export class Turns {
  constructor(private readonly sql: SqlStorage) {}

  create(turn: NewTurn, now: Date): void {
    this.sql.exec(
      `INSERT INTO turns (id, sender_participant, sender_session, sender_person, channel, status, node, round, plan,
        payload, message_id, deadline_at, partner, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'running', 'plan_turn', 0, NULL, ?, ?, ?, ?, ?, ?)`,
      turn.id,
      turn.senderParticipant,
      turn.senderSession,
      turn.senderPerson,
      turn.channel,
      JSON.stringify(turn.payload),
      turn.messageId,
      turn.deadlineAt,
      turn.partner === null ? null : JSON.stringify(turn.partner),
      now.toISOString(),
      now.toISOString(),
    );
  }

  get(id: string): Turn | null {
    const row = this.sql.exec<Row>("SELECT * FROM turns WHERE id = ?", id).toArray()[0];
    return row ? toTurn(row) : null;
  }

  /**
   * Whether the turn is still running: asked before each piece of an answer and each call's
   * report (a stop may land between any two), so it reads the one column, not the whole turn.
   */
  isRunning(id: string): boolean {
    return this.sql.exec("SELECT 1 FROM turns WHERE id = ? AND status = 'running'", id).toArray().length > 0;
  }

  /** The viewer's latest turn that is paused or still marked running, if any. */
  latestUnfinished(viewer: Viewer): Turn | null {
    const row = this.sql
      .exec<Row>(
        `SELECT * FROM turns WHERE status IN ('running', 'paused')
           AND (sender_session = ? OR (sender_person IS NOT NULL AND sender_person = ?))
         ORDER BY created_at DESC, rowid DESC LIMIT 1`,
        viewer.sessionId,
        viewer.personId,
      )
      .toArray()[0];
    return row ? toTurn(row) : null;
  }

  /** The same sender's turn just before this one, if any (a reply may answer what it asked). */
  previousOf(turn: Turn): Turn | null {
    const row = this.sql
      .exec<Row>(
        `SELECT * FROM turns WHERE rowid < (SELECT rowid FROM turns WHERE id = ?)
           AND (sender_session = ? OR (sender_person IS NOT NULL AND sender_person = ?))
         ORDER BY rowid DESC LIMIT 1`,
        turn.id,
        turn.senderSession,
        turn.senderPerson,
      )
      .toArray()[0];
    return row ? toTurn(row) : null;
  }

  /** Whether any turn here is running (one indexed row test, not the turns themselves). */
  anyRunning(): boolean {
    return this.sql.exec("SELECT 1 FROM turns WHERE status = 'running' LIMIT 1").toArray().length > 0;
  }

  running(): Turn[] {
    return this.sql.exec<Row>("SELECT * FROM turns WHERE status = 'running'").toArray().map(toTurn);
  }

  /** Moves a running turn to `node` (and round); false if the turn is no longer running. */
  advance(id: string, node: NodeName, round: number, now: Date): boolean {
    return this.update("node = ?, round = ?", [node, round], id, "running", now);
  }

  setPlan(id: string, plan: StoredPlan, now: Date): boolean {
    return this.update("plan = ?", [JSON.stringify(plan)], id, "running", now);
  }

  pause(id: string, now: Date): boolean {
    return this.update("status = 'paused'", [], id, "running", now);
  }

  /** paused -> running with a fresh deadline; false when another resume already took it. */
  resume(id: string, deadlineAt: number, now: Date): boolean {
    return this.update("status = 'running', deadline_at = ?", [deadlineAt], id, "paused", now);
  }

  /** A turn left `running` by an evicted instance is carried on with a fresh deadline. */
  renewDeadline(id: string, deadlineAt: number, now: Date): boolean {
    return this.update("deadline_at = ?", [deadlineAt], id, "running", now);
  }

  /** Running -> completed, keeping the turn's classification with it. */
  complete(id: string, dataClass: DataClass, now: Date): boolean {
    return this.update("status = 'completed', data_class = ?", [dataClass], id, "running", now);
  }

  /** Running or paused -> failed; false when the turn had already ended. */
  fail(id: string, code: TurnEndCode, now: Date): boolean {
    const cursor = this.sql.exec(
      "UPDATE turns SET status = 'failed', end_code = ?, updated_at = ? WHERE id = ? AND status IN ('running', 'paused')",
      code,
      now.toISOString(),
      id,
    );
    return cursor.rowsWritten > 0;
  }

  passToPerson(sessionId: string, personId: string): void {
    this.sql.exec(
      "UPDATE turns SET sender_person = ? WHERE sender_session = ? AND sender_person IS NULL",
      personId,
      sessionId,
    );
  }

  private update(set: string, values: (string | number)[], id: string, from: TurnStatus, now: Date): boolean {
    const cursor = this.sql.exec(
      `UPDATE turns SET ${set}, updated_at = ? WHERE id = ? AND status = ?`,
      ...values,
      now.toISOString(),
      id,
      from,
    );
    return cursor.rowsWritten > 0;
  }
}

/**
 * The turn's sender: the same session, or the same person (their other devices). A partner's viewer
 * has no person, so only its own grant's session counts as the sender of its turns.
 */
export function isSender(turn: Turn, viewer: Viewer): boolean {
  if (turn.senderSession === viewer.sessionId) return true;
  return turn.senderPerson !== null && turn.senderPerson === viewer.personId;
}
