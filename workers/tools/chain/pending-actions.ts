/**
 * The port through which the chain reaches a conversation's pending actions (declared here, where it
 * is used; ../adapters/conversation-pending-actions.ts implements it over the Conversation Durable
 * Object, the atomic store), and the ids and hashes that name an action. This Worker alone decides
 * and executes.
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

/** Equal arguments hash equal whatever their keys' order (canonical JSON). */
export async function hashArguments(args: unknown): Promise<string> {
  return sha256Hex(canonicalJson(args));
}

/** The same proposal (conversation + tool call) always names the same action, so a re-run adds none. */
export async function pendingActionIdFor(conversationId: string, toolCallId: string): Promise<string> {
  return `pa_${(await sha256Hex(`${conversationId}\u0000${toolCallId}`)).slice(0, 32)}`;
}

/** Whether an id has the shape `pendingActionIdFor` gives: any other names no action and is the caller's own text. */
export function isIssuedActionId(id: string): boolean {
  return /^pa_[0-9a-f]{32}$/.test(id);
}
