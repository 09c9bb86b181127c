/**
 * How the tools Worker reaches a conversation's pending actions: the Conversation Durable Object
 * (by conversation id) is the atomic store; this Worker alone decides and executes.
 */

import { canonicalJson } from "../../../src/shared/canonical-json";
import { sha256Hex } from "../../../src/shared/encoding";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { ClaimResult, PendingActionRecord, StoredPendingAction } from "../../../src/shared/pending-action";

export interface PendingActionsPort {
  create(record: PendingActionRecord): Promise<void>;
  get(conversationId: string, id: string): Promise<StoredPendingAction | null>;
  claim(conversationId: string, id: string, now: Date): Promise<ClaimResult>;
  reject(conversationId: string, id: string, outcome: ToolOutcome, now: Date): Promise<ClaimResult>;
  complete(conversationId: string, id: string, outcome: ToolOutcome, now: Date): Promise<void>;
  settled(conversationId: string, id: string, timeoutMs: number): Promise<StoredPendingAction | null>;
}

export function conversationPendingActions(namespace: ToolsEnv["CONVERSATIONS"]): PendingActionsPort {
  const stub = (conversationId: string) => namespace.get(namespace.idFromName(conversationId));
  return {
    create: async (record) => stub(record.conversationId).createPendingAction(record),
    get: async (conversationId, id) => stub(conversationId).getPendingAction(id),
    claim: async (conversationId, id, now) => stub(conversationId).claimPendingAction(id, now.toISOString()),
    reject: async (conversationId, id, outcome, now) =>
      stub(conversationId).rejectPendingAction(id, outcome, now.toISOString()),
    complete: async (conversationId, id, outcome, now) =>
      stub(conversationId).completePendingAction(id, outcome, now.toISOString()),
    settled: async (conversationId, id, timeoutMs) => stub(conversationId).settledPendingAction(id, timeoutMs),
  };
}

/** Equal arguments hash equal whatever their keys' order (canonical JSON). */
export async function hashArguments(args: unknown): Promise<string> {
  return sha256Hex(canonicalJson(args));
}

/** The same proposal (conversation + tool call) always names the same action, so a re-run adds none. */
export async function pendingActionIdFor(conversationId: string, toolCallId: string): Promise<string> {
  return `pa_${(await sha256Hex(`${conversationId}\u0000${toolCallId}`)).slice(0, 32)}`;
}
