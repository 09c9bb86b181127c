/**
 * TurnQuota: one small Durable Object per person (or guest or staff session) that keeps their turn
 * slots (slots.ts). A Conversation object asks it before a turn runs and tells it when the turn
 * stops; it holds nothing else (no message, no token), so a conversation object only ever holds its
 * own conversation.
 */
import { DurableObject } from "cloudflare:workers";
import type { SlotAnswer, SlotRequest } from "../../src/shared/turn-quota";
import { migrate } from "./schema";
import { TurnSlots } from "./slots";

export class TurnQuota extends DurableObject<Env> {
  private readonly slots: TurnSlots;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Only the schema waits here: tables exist before any request is served.
    void ctx.blockConcurrencyWhile(async () => migrate(ctx.storage.sql));
    this.slots = new TurnSlots(ctx.storage.sql);
  }

  async acquire(request: SlotRequest): Promise<SlotAnswer> {
    return this.slots.acquire(request);
  }

  async release(turnId: string): Promise<void> {
    this.slots.release(turnId);
  }
}
