/**
 * TurnQuota: one small Durable Object per person (or guest or staff session) that keeps their turn
 * slots (slots.ts) and their conversation index (conversations.ts). A Conversation object asks it
 * before a turn runs, tells it when the turn stops, and records itself in the index; it holds no
 * message text but each conversation's title, and no token.
 */
import { DurableObject } from "cloudflare:workers";
import type { ConversationListRequest, ConversationPage, ConversationTouch } from "../../src/shared/conversation-index";
import { logError } from "../../src/shared/log";
import type { SlotAnswer, SlotRequest, TurnQuotaApi } from "../../src/shared/turn-quota";
import { ConversationIndex } from "./conversations";
import { migrate } from "./schema";
import { TurnSlots } from "./slots";

export class TurnQuota extends DurableObject<Env> implements TurnQuotaApi {
  private readonly slots: TurnSlots;
  private readonly conversations: ConversationIndex;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Only the schema waits here: tables exist before any request is served.
    void ctx.blockConcurrencyWhile(async () => migrate(ctx.storage.sql));
    this.slots = new TurnSlots(ctx.storage.sql);
    this.conversations = new ConversationIndex(ctx.storage.sql);
  }

  async acquire(request: SlotRequest): Promise<SlotAnswer> {
    const answer = this.slots.acquire(request);
    if (request.touch) this.touchQuietly(request.touch);
    return answer;
  }

  async release(turnId: string): Promise<void> {
    this.slots.release(turnId);
  }

  async runningConversations(now: number): Promise<string[]> {
    return this.slots.runningConversations(now);
  }

  async touchConversation(touch: ConversationTouch): Promise<void> {
    this.conversations.touch(touch);
  }

  /** A touch that rides on a slot request: a lost one costs a stale list entry, never the turn's slot. */
  private touchQuietly(touch: ConversationTouch): void {
    try {
      this.conversations.touch(touch);
    } catch (error) {
      logError("conversation_index_failed", error, { what: "touch" });
    }
  }

  async forgetConversation(conversationId: string): Promise<void> {
    this.conversations.forget(conversationId);
  }

  async listConversations(request: ConversationListRequest): Promise<ConversationPage> {
    return this.conversations.list(request);
  }
}
