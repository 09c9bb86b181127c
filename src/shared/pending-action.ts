/**
 * A pending action: a confirmable call waiting for its person. It lives in the conversation's
 * Durable Object and is bound to the person and session that caused it and to a hash of its
 * canonical (sanitized) arguments. State only moves forward: pending -> executing -> done, or
 * pending -> rejected; the claim (pending -> executing) is written before the upstream call.
 */
import type { Channel, InvocationSource } from "./auth-context";
import type { ToolOutcome } from "./outcome";
import type { PartnerGrant } from "./partner-scopes";

export const PENDING_ACTION_STATES = ["pending", "executing", "done", "rejected"] as const;
export type PendingActionState = (typeof PENDING_ACTION_STATES)[number];

export interface PendingActionRecord {
  readonly id: string;
  readonly conversationId: string;
  /** The tool call that proposed it (its audit row holds the `pending` decision). */
  readonly toolCallId: string;
  readonly toolName: string;
  /** Sanitized, validated arguments: what will run, exactly. */
  readonly args: Record<string, unknown>;
  readonly argsHash: string;
  readonly personId: string | null;
  readonly sessionId: string;
  readonly companyId: string;
  readonly channel: Channel;
  readonly invocationSource: InvocationSource;
  readonly explicitlySelectedTools: readonly string[];
  /**
   * The partner that proposed it for the member (its client and granted scopes); null or absent when the
   * member's own session did. The partner's session is the grant's, which the member never holds, so
   * such an action is decided by the member with a session of their own, never by the partner, and
   * its scopes and client rule are checked again at confirm time.
   */
  readonly partner?: PartnerGrant | null;
  readonly summary: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

export interface StoredPendingAction {
  readonly record: PendingActionRecord;
  readonly state: PendingActionState;
  /** The recorded outcome once done or rejected; null while pending or executing. */
  readonly outcome: ToolOutcome | null;
}

export type ClaimResult =
  | { readonly claimed: true }
  | { readonly claimed: false; readonly current: StoredPendingAction | null };

/**
 * An action as the Conversation object hands it with a decision it asks of the tools Worker: the
 * object is the store and holds the claim itself, so the tools Worker never calls back into it while
 * the object waits for the answer.
 */
export interface HeldAction {
  /** The action as stored when the decision was asked (before this decision's claim); null when unknown. */
  readonly stored: StoredPendingAction | null;
  /** True when the object moved it pending -> executing for this decision; it then writes `transition`. */
  readonly claimed: boolean;
}

/** What the holder of a claim writes when the decision answers: done or rejected with the outcome; null gives it back (pending). */
export type HeldTransition = { readonly state: "done" | "rejected"; readonly outcome: ToolOutcome } | null;

/**
 * Why a decision is refused before it is judged, with its one audit row and nothing claimed or changed:
 * a partner decided (a partner never decides a pending action: the member does); or, for a decision a
 * resume carried (POST /chat/resume, a socket's resume frame), what the Conversation object found: the
 * interrupt it names is no confirmation here (none by that id, or a sign-in's), it is another
 * participant's, it was decided before, or another decision is carrying the turn on now.
 */
export const REFUSED_DECISIONS = [
  "partner",
  "no_such_confirmation",
  "not_the_sender",
  "decided_before",
  "lost_race",
] as const;
export type RefusedDecision = (typeof REFUSED_DECISIONS)[number];
