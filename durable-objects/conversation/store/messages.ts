/**
 * The conversation's message history: what each person said (redacted before it is stored, so a
 * mobile number typed into a question is masked here too) and the answers composed for them. A
 * turn re-derives what it needs (claim numbers, the knowledge query) from its message, so no
 * interrupt ever has to hold the question or an identifier.
 */
import { redactText } from "../../../src/shared/sanitizer";
import { type Audience, type Viewer, visibleTo } from "./audience";

export type MessageRole = "user" | "assistant";

/** How many texts the store keeps at hand: a turn's question and answer, and the turn before. */
const KEPT_TEXTS = 4;

export class Messages {
  /**
   * The latest messages' texts by id. A stored text never changes, and a turn reads its question
   * at nearly every node (planning, the sign-in gate, gathering, the callback reply), so those
   * reads need not go to SQLite each time.
   */
  readonly #texts = new Map<number, string>();

  constructor(private readonly sql: SqlStorage) {}

  add(turnId: string, role: MessageRole, text: string, audience: Audience | null, now: Date): number {
    const stored = redactText(text);
    const row = this.sql
      .exec<{ id: number }>(
        `INSERT INTO messages (turn_id, role, text, audience_session, audience_person, created_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
        turnId,
        role,
        stored,
        audience?.session ?? null,
        audience?.person ?? null,
        now.toISOString(),
      )
      .one();
    this.#keep(row.id, stored);
    return row.id;
  }

  /** The message's text as stored (redacted). */
  text(id: number): string {
    const kept = this.#texts.get(id);
    if (kept !== undefined) return kept;
    const row = this.sql.exec<{ text: string }>("SELECT text FROM messages WHERE id = ?", id).toArray()[0];
    if (!row) throw new Error(`message ${id} of a stored turn is missing`);
    this.#keep(id, row.text);
    return row.text;
  }

  #keep(id: number, text: string): void {
    this.#texts.set(id, text);
    // Maps iterate in insertion order: the first key is the oldest kept.
    if (this.#texts.size > KEPT_TEXTS) this.#texts.delete(this.#texts.keys().next().value as number);
  }

  /** The first question of the conversation the viewer may see (as stored), or null. */
  firstQuestion(viewer: Viewer): string | null {
    const visible = visibleTo(viewer);
    const row = this.sql
      .exec<{ text: string }>(
        `SELECT text FROM messages WHERE role = 'user' AND ${visible.where} ORDER BY id LIMIT 1`,
        ...visible.bindings,
      )
      .toArray()[0];
    return row?.text ?? null;
  }

  /** The text of the assistant's answer of a turn (as stored), or null when none was recorded. */
  answerOf(turnId: string): string | null {
    const row = this.sql
      .exec<{ text: string }>(
        "SELECT text FROM messages WHERE turn_id = ? AND role = 'assistant' ORDER BY id LIMIT 1",
        turnId,
      )
      .toArray()[0];
    return row?.text ?? null;
  }

  /** The assistant's answer of a turn, if one was recorded (finalize runs once per turn). */
  hasAnswer(turnId: string): boolean {
    return (
      this.sql.exec("SELECT 1 FROM messages WHERE turn_id = ? AND role = 'assistant'", turnId).toArray().length > 0
    );
  }

  passToPerson(sessionId: string, personId: string): void {
    this.sql.exec(
      "UPDATE messages SET audience_person = ? WHERE audience_session = ? AND audience_person IS NULL",
      personId,
      sessionId,
    );
  }
}
