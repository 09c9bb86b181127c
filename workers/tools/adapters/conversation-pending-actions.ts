/**
 * The pending-actions port over the Conversation Durable Object: each conversation's object (by
 * conversation id) is the atomic store of its actions.
 */
import type { PendingActionsPort } from "../chain/pending-actions";
import { conversationOf } from "./conversations";

export function conversationPendingActions(namespace: ToolsEnv["CONVERSATIONS"]): PendingActionsPort {
  const stub = (conversationId: string) => conversationOf(namespace, conversationId);
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
