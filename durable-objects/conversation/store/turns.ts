/**
 * Turns: who sent each one, which node it is at, and whether it is running, paused on an interrupt,
 * completed or failed. Every transition is one conditional UPDATE, so of two resumes arriving at
 * once only one moves a paused turn to running. The row holds the plan's topics but never the
 * question text (that is in `messages`) nor any credential.
 *
 * An object holds one Turns (its Membership's), the table's only writer, so each turn read once is
 * kept as its writes leave it: a turn asks for itself before every node and whether it still runs
 * before every report and every piece of its answer, and none of those asks reads storage again.
 */
import * as v from "valibot";
import type { StoredPlan } from "../../../src/assistant/planner/plan";
import type { Channel } from "../../../src/shared/auth-context";
import type { ChatPreferences } from "../../../src/shared/chat-protocol";
import { type DataClass, DataClassSchema } from "../../../src/shared/data-class";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import type { TurnEndCode } from "../../../src/shared/turn-failure-codes";
import type { Viewer } from "./audience";
import { partnerOf, sameDoorAs } from "./sender";

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
  /** Each turn as stored, once read or written here; a write this store did not make is never assumed. */
  readonly #known = new Map<string, Turn>();

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
    // Kept as it reads back (JSON copies), never the caller's objects.
    this.#known.set(turn.id, {
      ...turn,
      payload: JSON.parse(JSON.stringify(turn.payload)) as TurnPayload,
      partner: turn.partner === null ? null : partnerOf(JSON.stringify(turn.partner)),
      status: "running",
      node: "plan_turn",
      round: 0,
      plan: null,
      dataClass: null,
    });
  }

  get(id: string): Turn | null {
    const known = this.#known.get(id);
    if (known) return known;
    const row = this.sql.exec<Row>("SELECT * FROM turns WHERE id = ?", id).toArray()[0];
    if (!row) return null;
    const turn = toTurn(row);
    this.#known.set(id, turn);
    return turn;
  }

  /** Whether the turn is still running: asked before each piece of an answer and each call's report (a stop may land between any two). */
  isRunning(id: string): boolean {
    return this.get(id)?.status === "running";
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

  /**
   * The same sender's turn just before this one, asked through the same door (sameDoorAs), if any:
   * a reply may answer what it asked.
   */
  previousOf(turn: Turn): Turn | null {
    const door = sameDoorAs(turn);
    const row = this.sql
      .exec<Row>(
        `SELECT * FROM turns WHERE rowid < (SELECT rowid FROM turns WHERE id = ?) AND ${door.where}
         ORDER BY rowid DESC LIMIT 1`,
        turn.id,
        ...door.bindings,
      )
      .toArray()[0];
    return row ? toTurn(row) : null;
  }

  /** The earliest deadline of the turns running here (epoch ms), or null when none is running. */
  earliestDeadline(): number | null {
    return this.sql
      .exec<{ next: number | null }>("SELECT MIN(deadline_at) AS next FROM turns WHERE status = 'running'")
      .one().next;
  }

  /** The turns running here, or those paused on an interrupt. */
  withStatus(status: "running" | "paused"): Turn[] {
    return this.sql.exec<Row>("SELECT * FROM turns WHERE status = ?", status).toArray().map(toTurn);
  }

  /** Moves a running turn to `node` (and round); false if the turn is no longer running. */
  advance(id: string, node: NodeName, round: number, now: Date): boolean {
    return this.update("node = ?, round = ?", [node, round], id, "running", now, { node, round });
  }

  setPlan(id: string, plan: StoredPlan, now: Date): boolean {
    // Kept as it reads back from storage (a JSON copy), never the caller's object.
    const stored = JSON.stringify(plan);
    return this.update("plan = ?", [stored], id, "running", now, { plan: JSON.parse(stored) as StoredPlan });
  }

  pause(id: string, now: Date): boolean {
    return this.update("status = 'paused'", [], id, "running", now, { status: "paused" });
  }

  /** paused -> running with a fresh deadline; false when another resume already took it. */
  resume(id: string, deadlineAt: number, now: Date): boolean {
    return this.update("status = 'running', deadline_at = ?", [deadlineAt], id, "paused", now, {
      status: "running",
      deadlineAt,
    });
  }

  /** A turn left `running` by an evicted instance is carried on with a fresh deadline. */
  renewDeadline(id: string, deadlineAt: number, now: Date): boolean {
    return this.update("deadline_at = ?", [deadlineAt], id, "running", now, { deadlineAt });
  }

  /** Running -> completed, keeping the turn's classification with it. */
  complete(id: string, dataClass: DataClass, now: Date): boolean {
    return this.update("status = 'completed', data_class = ?", [dataClass], id, "running", now, {
      status: "completed",
      dataClass,
    });
  }

  /** Running or paused -> failed; false when the turn had already ended. */
  fail(id: string, code: TurnEndCode, now: Date): boolean {
    const cursor = this.sql.exec(
      "UPDATE turns SET status = 'failed', end_code = ?, updated_at = ? WHERE id = ? AND status IN ('running', 'paused')",
      code,
      now.toISOString(),
      id,
    );
    return this.noted(id, cursor.rowsWritten > 0, { status: "failed" });
  }

  passToPerson(sessionId: string, personId: string): void {
    this.sql.exec(
      "UPDATE turns SET sender_person = ? WHERE sender_session = ? AND sender_person IS NULL",
      personId,
      sessionId,
    );
    for (const turn of this.#known.values()) {
      if (turn.senderSession === sessionId && turn.senderPerson === null) {
        this.#known.set(turn.id, { ...turn, senderPerson: personId });
      }
    }
  }

  private update(
    set: string,
    values: (string | number)[],
    id: string,
    from: TurnStatus,
    now: Date,
    change: Partial<Turn>,
  ): boolean {
    const cursor = this.sql.exec(
      `UPDATE turns SET ${set}, updated_at = ? WHERE id = ? AND status = ?`,
      ...values,
      now.toISOString(),
      id,
      from,
    );
    return this.noted(id, cursor.rowsWritten > 0, change);
  }

  /**
   * Keeps a known turn as the write left it. A conditional write that changed nothing means the
   * turn was not as this store knew it: it is forgotten, and read again when next asked.
   */
  private noted(id: string, written: boolean, change: Partial<Turn>): boolean {
    const known = this.#known.get(id);
    if (!written) this.#known.delete(id);
    else if (known) this.#known.set(id, { ...known, ...change });
    return written;
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
