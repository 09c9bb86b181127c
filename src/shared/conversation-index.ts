/**
 * A person's list of conversations to reopen (`GET /v1/me/conversations`), kept in their TurnQuota
 * object beside their turn slots (docs/storage.md says why there). A Conversation object records
 * itself there on each turn and on a join; the chat Worker reads a page. A title is the first
 * question its reader could see, as the sanitizer left it, cut to `CONVERSATION_TITLE_MAX_CHARS`;
 * no other text of the conversation is kept here.
 */
import * as v from "valibot";

/** The longest title kept, in characters (a longer first question is cut, with an ellipsis). */
export const CONVERSATION_TITLE_MAX_CHARS = 80;
/** The most conversations one page lists. */
export const CONVERSATION_PAGE_MAX = 50;

export interface ConversationTouch {
  readonly conversationId: string;
  /** The first question the person could see, or null when there is none yet (a join before any question). */
  readonly title: string | null;
  /** The partner client whose grant started it, or null for the person's own session. */
  readonly client: string | null;
  /**
   * That grant's own session (each grant the member gives has one), or null: a partner lists only
   * what this grant started, never what an earlier grant of the same client did before it was revoked.
   */
  readonly grantSession: string | null;
  /** Epoch milliseconds. */
  readonly at: number;
}

export const ConversationSummarySchema = v.strictObject({
  conversationId: v.string(),
  title: v.nullable(v.string()),
  startedAt: v.pipe(v.string(), v.isoTimestamp()),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type ConversationSummary = v.InferOutput<typeof ConversationSummarySchema>;

export const ConversationPageSchema = v.strictObject({
  conversations: v.array(ConversationSummarySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next: v.nullable(v.string()),
});
export type ConversationPage = v.InferOutput<typeof ConversationPageSchema>;

export interface ConversationListRequest {
  /** A partner sees only what its own grant started (its grant's session); null (a person's own session) sees all. */
  readonly grantSession: string | null;
  /** The `next` of the previous page. */
  readonly before: string | null;
  readonly limit: number;
}

/** A list entry for a conversation: titled by `question` (if any), and for a partner, its grant's. */
export function touchOf(
  conversationId: string,
  question: string | null,
  grant: { client: string; session: string } | null,
  at: Date,
): ConversationTouch {
  return {
    conversationId,
    title: question === null ? null : titleOf(question),
    client: grant?.client ?? null,
    grantSession: grant?.session ?? null,
    at: at.getTime(),
  };
}

/** A title from a question: whitespace folded, cut at a word where it can be, with an ellipsis. */
export function titleOf(question: string): string {
  const folded = question.replace(/\s+/g, " ").trim();
  if (folded.length <= CONVERSATION_TITLE_MAX_CHARS) return folded;
  const cut = folded.slice(0, CONVERSATION_TITLE_MAX_CHARS - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > CONVERSATION_TITLE_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
