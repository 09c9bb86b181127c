/**
 * The conversation's message history: what each person said (redacted before it is stored, so a
 * mobile number typed into a question is masked here too) and the answers composed for them. A
 * turn re-derives what it needs (claim numbers, the knowledge query) from its message, so no
 * interrupt ever has to hold the question or an identifier.
 */
import { redactText } from "../../../src/shared/sanitizer";
import { type Audience, type Viewer, visibleTo } from "./audience";

export type MessageRole = "user" | "assistant";

export class Messages {
  constructor(private readonly sql: SqlStorage) {}

  add(turnId: string, role: MessageRole, text: string, audience: Audience | null, now: Date): number {
    const row = this.sql
      .exec<{ id: number }>(
        `INSERT INTO messages (turn_id, role, text, audience_session, audience_person, created_at)
         VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
        turnId,
        role,
        redactText(text),
        audience?.session ?? null,
        audience?.person ?? null,
        now.toISOString(),
      )
      .one();
    return row.id;
  }

  text(id: number): string {
    const row = this.sql.exec<{ text: string }>("SELECT text FROM messages WHERE id = ?", id).toArray()[0];
    if (!row) throw new Error(`message ${id} of a stored turn is missing`);
    return row.text;
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
