/**
 * Who may enter the conversation: its id (in `meta`) and its participants. Every entry point asks
 * here first, and a direct run's `enter` asks nothing else, so the object builds this alone on wake
 * and leaves the turn engine (model, graph, streams) to the first request that needs it.
 */
import type { Caller } from "../../src/shared/conversation-api";
import { EventLog } from "./store/event-log";
import { Messages } from "./store/messages";
import { type Participant, Participants } from "./store/participants";
import { createPart, migratePart } from "./store/schema";
import { Turns } from "./store/turns";

/** A store holding what a guest session saw, which passes to the person who signs in on it. */
interface GuestHistory {
  passToPerson(sessionId: string, personId: string): void;
}

export class Membership {
  readonly participants: Participants;
  /** The object's one store of turns (it keeps what it read): the engine's, and the guest history's. */
  readonly turns: Turns;
  private readonly guestHistory: readonly GuestHistory[];
  /**
   * The id once the object holds one: it is written once, when the conversation is created, and never
   * changes, so the many asks of a turn (each event names it) read it from storage once per wake.
   */
  private id: string | null = null;
  /** Whether this instance has brought the turn tables to date. */
  #turnTables = false;
  /** This instance created the object's entry tables: the object holds no turn table yet. */
  #newObject = false;

  constructor(private readonly sql: SqlStorage) {
    this.participants = new Participants(sql);
    this.turns = new Turns(sql);
    this.guestHistory = [new EventLog(sql), this.turns, new Messages(sql)];
  }

  /** This instance just created the object (its entry tables): it holds no turn table yet. */
  madeNow(): void {
    this.#newObject = true;
  }

  /**
   * The turn tables, brought to date once per instance: made outright in an object this instance just
   * created (nothing to look for first), migrated in any other.
   */
  ensureTurnTables(): void {
    if (this.#turnTables) return;
    if (this.#newObject) createPart(this.sql, "turns");
    else migratePart(this.sql, "turns");
    this.#turnTables = true;
  }

  conversationId(): string | null {
    if (this.id !== null) return this.id;
    // An object this instance created holds no id until `admit` writes it (and keeps it here).
    if (this.#newObject) return null;
    const row = this.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'conversation_id'").toArray()[0];
    this.id = row?.value ?? null;
    return this.id;
  }

  /**
   * The caller's participant, creating the conversation when `create` (a request that named no
   * conversation) and it does not exist yet; null for anyone else. The first request after a guest
   * session was upgraded passes everything that session saw to its person.
   */
  admit(caller: Caller, create: boolean, now: Date): Participant | null {
    const existing = this.conversationId();
    if (existing === null) {
      if (!create) return null;
      this.sql.exec("INSERT INTO meta (key, value) VALUES ('conversation_id', ?)", caller.conversationId);
      this.id = caller.conversationId;
      return this.participants.add(caller.auth, caller.partner, now, caller.firstName ?? null);
    }
    if (existing !== caller.conversationId) return null;
    const admission = this.participants.admit(caller.auth, caller.partner);
    if (!admission) return null;
    // Named as they are now (a guest who signed in is a member, by first name); a caller that says
    // nothing of a name (an object-to-object entry) leaves the row as it is.
    if (caller.partner === null && caller.firstName !== undefined) {
      this.participants.describe(admission.participant.id, caller.auth.role, caller.firstName);
    }
    const { personId, sessionId } = caller.auth;
    if (admission.passedToPerson && personId !== null) {
      // The history lives in the turn tables, which an object that never ran a turn has not made.
      this.ensureTurnTables();
      for (const store of this.guestHistory) store.passToPerson(sessionId, personId);
    }
    return admission.participant;
  }
}
