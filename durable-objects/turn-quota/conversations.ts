/**
 * The person's conversation index: one row per conversation they started or joined, with its title
 * (the first question they could see) and when it last moved. Paged newest first by a cursor of
 * (updated_at, conversation_id), so a conversation that moves while someone pages is never listed twice
 * on one page boundary. A partner's rows carry its client and its grant's session, and a partner lists
 * only its own grant's: a client the member revoked and connected again sees none of the old grant's.
 */
import {
  CONVERSATION_PAGE_MAX,
  type ConversationListRequest,
  type ConversationPage,
  type ConversationTouch,
} from "../../src/shared/conversation-index";

type Row = { conversation_id: string; title: string | null; created_at: number; updated_at: number };

const cursorOf = (row: Row): string => `${row.updated_at}.${row.conversation_id}`;

function parseCursor(cursor: string | null): { at: number; id: string } | null {
  const match = cursor?.match(/^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/);
  return match?.[1] && match[2] ? { at: Number(match[1]), id: match[2] } : null;
}

export class ConversationIndex {
  constructor(private readonly sql: SqlStorage) {}

  /** Records a turn or a join: a new row, or the row moved to `at` (a missing title filled in). */
  touch(touch: ConversationTouch): void {
    this.sql.exec(
      `INSERT INTO conversations (conversation_id, title, client, grant_session, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (conversation_id) DO UPDATE SET
         updated_at = MAX(updated_at, excluded.updated_at),
         title = COALESCE(title, excluded.title)`,
      touch.conversationId,
      touch.title,
      touch.client,
      touch.grantSession,
      touch.at,
      touch.at,
    );
  }

  /** The person left it: it is no longer theirs to reopen. */
  forget(conversationId: string): void {
    this.sql.exec("DELETE FROM conversations WHERE conversation_id = ?", conversationId);
  }

  list(request: ConversationListRequest): ConversationPage {
    const limit = Math.max(1, Math.min(request.limit, CONVERSATION_PAGE_MAX));
    const conditions: string[] = [];
    const bindings: (string | number)[] = [];
    if (request.grantSession !== null) {
      conditions.push("grant_session = ?");
      bindings.push(request.grantSession);
    }
    const cursor = parseCursor(request.before);
    if (cursor) {
      conditions.push("(updated_at < ? OR (updated_at = ? AND conversation_id < ?))");
      bindings.push(cursor.at, cursor.at, cursor.id);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
    const rows = this.sql
      .exec<Row>(
        `SELECT conversation_id, title, created_at, updated_at FROM conversations ${where}
         ORDER BY updated_at DESC, conversation_id DESC LIMIT ?`,
        ...bindings,
        limit + 1,
      )
      .toArray();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      conversations: page.map((row) => ({
        conversationId: row.conversation_id,
        title: row.title,
        startedAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
      next: rows.length > limit && last ? cursorOf(last) : null,
    };
  }
}
