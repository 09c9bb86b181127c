/**
 * The person's next conversation, made ready ahead. Starting a conversation makes its object, and a
 * new object is the dearest part of a first turn: the runtime creates its SQLite file and the turn
 * creates its tables before the question is read. So when a person starts a conversation, this object
 * hands them the id it made ready before (if any), and makes the next one ready a moment later, once
 * the turn that took the last one has had the machine to itself.
 *
 * One id is held per person at a time. It is nobody's conversation until the first turn sent to it
 * makes its sender the creator (exactly as for a fresh id); it is handed out once, only to the
 * person (or a partner acting for them) this object counts, and never listed.
 */

/** How long after an id is taken the next is made ready: after the taking turn, before a person's next conversation. */
export const PREPARE_DELAY_MS = 1_000;

export class PreparedConversations {
  constructor(private readonly sql: SqlStorage) {}

  /** The id made ready, now taken (no longer held), or null when none is. */
  take(): string | null {
    const rows = this.sql
      .exec<{ conversation_id: string }>("DELETE FROM prepared_conversations RETURNING conversation_id")
      .toArray();
    return rows[0]?.conversation_id ?? null;
  }

  /** Whether an id is held, so another need not be made. */
  holds(): boolean {
    return this.sql.exec("SELECT 1 FROM prepared_conversations LIMIT 1").toArray().length > 0;
  }

  /** Holds `conversationId` as the next one to hand out. */
  hold(conversationId: string, at: number): void {
    this.sql.exec("INSERT INTO prepared_conversations (conversation_id, made_at) VALUES (?, ?)", conversationId, at);
  }
}
