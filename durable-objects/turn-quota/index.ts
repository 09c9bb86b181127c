/**
 * TurnQuota: one small Durable Object per person (or guest or staff session) that keeps their turn
 * slots (slots.ts), their conversation index (conversations.ts) and their next conversation, made
 * ready ahead (prepared.ts). A Conversation object asks it before a turn runs, tells it when the turn
 * stops, and records itself in the index; the chat Worker asks it for a new conversation's id and that
 * conversation's first slot in one call. It holds no message text but each conversation's title, and
 * no token.
 */
import { DurableObject } from "cloudflare:workers";
import {
  type ConversationListRequest,
  type ConversationPage,
  type ConversationTouch,
  touchOf,
} from "../../src/shared/conversation-index";
import { newId } from "../../src/shared/ids";
import { logError } from "../../src/shared/log";
import type {
  ConversationStart,
  SlotAnswer,
  SlotRequest,
  StartedConversation,
  TurnQuotaApi,
} from "../../src/shared/turn-quota";
import { ConversationIndex } from "./conversations";
import { PreparedConversations } from "./prepared";
import { migrate } from "./schema";
import { TurnSlots } from "./slots";

export class TurnQuota extends DurableObject<Env> implements TurnQuotaApi {
  private readonly slots: TurnSlots;
  private readonly conversations: ConversationIndex;
  /** Public for tests (`held`): nothing outside the object reaches it over RPC. */
  readonly prepared: PreparedConversations;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Only the schema waits here: tables exist before any request is served.
    void ctx.blockConcurrencyWhile(async () => migrate(ctx.storage.sql));
    this.slots = new TurnSlots(ctx.storage.sql);
    this.conversations = new ConversationIndex(ctx.storage.sql);
    this.prepared = new PreparedConversations(
      (conversationId) => env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId)).prepare(),
      (work) => ctx.waitUntil(work.catch((error: unknown) => logError("conversation_prepare_failed", error))),
      () => newId("conv_"),
    );
  }

  /**
   * A conversation the person is starting: the id made ready for them (else a fresh one; either way
   * the next is made ready a moment later, off this turn's path) and its first turn's slot.
   */
  async startConversation(start: ConversationStart): Promise<StartedConversation> {
    const { question, grant, ...slot } = start;
    const conversationId = this.prepared.take() ?? newId("conv_");
    const touch = touchOf(conversationId, question, grant, new Date(start.now));
    const counted = grant === null ? {} : { grantSession: grant.session };
    return {
      conversationId,
      slot: await this.acquire({ ...slot, conversationId, isNewTurn: true, touch, ...counted }),
    };
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
