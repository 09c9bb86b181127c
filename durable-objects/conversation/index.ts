/**
 * Conversation: one Durable Object per conversation. It holds the conversation's pending actions
 * (and, with the chat issue, its turns, interrupts, sockets and event log). It never runs a tool:
 * the tools Worker does, and uses this object only as the atomic store of an action's state.
 */
import { DurableObject } from "cloudflare:workers";
import type { ToolOutcome } from "../../src/shared/outcome";
import type { ClaimResult, PendingActionRecord, StoredPendingAction } from "../../src/shared/pending-action";
import { PendingActionStore } from "./pending-actions";

export class Conversation extends DurableObject<Env> {
  private readonly pending: PendingActionStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.pending = new PendingActionStore(ctx.storage.sql);
  }

  async createPendingAction(record: PendingActionRecord): Promise<void> {
    this.pending.create(record);
  }

  async getPendingAction(id: string): Promise<StoredPendingAction | null> {
    return this.pending.get(id);
  }

  async claimPendingAction(id: string, now: string): Promise<ClaimResult> {
    return this.pending.claim(id, now);
  }

  async rejectPendingAction(id: string, outcome: ToolOutcome, now: string): Promise<ClaimResult> {
    return this.pending.reject(id, outcome, now);
  }

  async completePendingAction(id: string, outcome: ToolOutcome, now: string): Promise<void> {
    this.pending.complete(id, outcome, now);
  }

  async settledPendingAction(id: string, timeoutMs: number): Promise<StoredPendingAction | null> {
    return this.pending.settled(id, timeoutMs);
  }
}
