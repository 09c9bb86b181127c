/**
 * The conversation's sequenced event log. Every event is validated against the one event schema
 * before it is stored (an invalid event is a bug and throws). Each carries a deterministic key, so
 * a node that runs again after an eviction or a concurrent resume emits nothing twice: the second
 * append of a key is a no-op. Append is synchronous (no await), so seq numbers never interleave.
 */
import * as v from "valibot";
import { type ChatEvent, type ChatEventDraft, ChatEventSchema } from "../../../src/shared/events";
import { type Audience, type Viewer, visibleTo } from "./audience";

/** The most events one replay returns; a client pages on with the last seq it got. */
export const REPLAY_PAGE_MAX = 500;

export interface AppendInput {
  readonly conversationId: string;
  readonly turnId: string;
  /** Unique per event of a conversation: the same key never appends twice. */
  readonly key: string;
  readonly draft: ChatEventDraft;
  readonly audience: Audience | null;
  readonly at: Date;
}

type Row = { body: string };

export class EventLog {
  constructor(private readonly sql: SqlStorage) {}

  /**
   * The largest seq, once read: this log is the table's only writer in its object, so each append
   * moves it on and no append reads it again (a turn appends a dozen events or more).
   */
  #last: number | null = null;

  /** The stored event, or null when its key was already appended. */
  append(input: AppendInput): ChatEvent | null {
    // One write per event: the key's uniqueness answers "already appended" (nothing written), so no
    // read of the key goes first.
    const seq = this.last() + 1;
    const event = v.parse(ChatEventSchema, {
      ...input.draft,
      seq,
      conversationId: input.conversationId,
      turnId: input.turnId,
      at: input.at.toISOString(),
    });
    const written = this.sql.exec(
      "INSERT INTO events (seq, key, turn_id, type, audience_session, audience_person, audience_except, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING",
      seq,
      input.key,
      input.turnId,
      event.type,
      input.audience?.session ?? null,
      input.audience?.person ?? null,
      input.audience?.except === true ? 1 : 0,
      JSON.stringify(event),
    );
    if (written.rowsWritten === 0) return null;
    this.#last = seq;
    return event;
  }

  seqOf(key: string): number | null {
    return this.sql.exec<{ seq: number }>("SELECT seq FROM events WHERE key = ?", key).toArray()[0]?.seq ?? null;
  }

  has(key: string): boolean {
    return this.sql.exec("SELECT 1 FROM events WHERE key = ?", key).toArray().length > 0;
  }

  /** The latest event's seq (0 for none): the table's largest rowid, read from the index's end once. */
  last(): number {
    this.#last ??= this.sql.exec<{ last: number | null }>("SELECT MAX(seq) AS last FROM events").one().last ?? 0;
    return this.#last;
  }

  /** The events the viewer may see with seq in (after, upTo], oldest first, optionally of one turn. */
  after(viewer: Viewer, after: number, options: { upTo?: number; turnId?: string } = {}): ChatEvent[] {
    const visible = visibleTo(viewer);
    const conditions = ["seq > ?", "seq <= ?", visible.where];
    const bindings: (string | number | null)[] = [after, options.upTo ?? Number.MAX_SAFE_INTEGER, ...visible.bindings];
    if (options.turnId !== undefined) {
      conditions.push("turn_id = ?");
      bindings.push(options.turnId);
    }
    return this.sql
      .exec<Row>(
        `SELECT body FROM events WHERE ${conditions.join(" AND ")} ORDER BY seq LIMIT ${REPLAY_PAGE_MAX}`,
        ...bindings,
      )
      .toArray()
      .map((row) => v.parse(ChatEventSchema, JSON.parse(row.body)));
  }

  /**
   * Makes a private event public in place (same seq; its `shared` flag set when it has one) and
   * returns it with the audience that could already see it; null when it is not logged or already public.
   */
  share(key: string): { event: ChatEvent; was: Audience } | null {
    const row = this.sql
      .exec<{ body: string; audience_session: string | null; audience_person: string | null }>(
        "SELECT body, audience_session, audience_person FROM events WHERE key = ?",
        key,
      )
      .toArray()[0];
    if (!row || row.audience_session === null) return null;
    const stored = v.parse(ChatEventSchema, JSON.parse(row.body));
    const event = stored.type === "question.asked" ? { ...stored, shared: true } : stored;
    this.sql.exec(
      "UPDATE events SET audience_session = NULL, audience_person = NULL, body = ? WHERE key = ?",
      JSON.stringify(event),
      key,
    );
    return { event, was: { session: row.audience_session, person: row.audience_person } };
  }

  /** A guest session became a person's: that person now sees what the session saw. */
  passToPerson(sessionId: string, personId: string): void {
    this.sql.exec(
      "UPDATE events SET audience_person = ? WHERE audience_session = ? AND audience_person IS NULL",
      personId,
      sessionId,
    );
  }
}
