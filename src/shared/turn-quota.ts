/**
 * The turn-quota object's contract: a Conversation object asks it for a slot before a turn runs and
 * gives the slot back when the turn stops. One object per person (`person:<id>`) or, for a guest or
 * staff session, per session (`session:<id>`), so every conversation of theirs counts against the
 * same slots.
 */
import type { AuthContext } from "./auth-context";
import type { ConversationListRequest, ConversationPage, ConversationTouch } from "./conversation-index";
import type { TurnFailureCode } from "./turn-failure-codes";

/** Running time a turn gets from its start or resume, in milliseconds: its slot's lease. */
export const TURN_DEADLINE_MS = 60_000;
/** Turns one person (or guest session) may start per minute, across conversations. */
export const TURNS_PER_MINUTE = 20;
/** Turns one person may have running at once, across conversations. */
export const CONCURRENT_TURNS_PER_PERSON = 2;

/** The name of the quota object that counts this caller's turns. */
export function quotaKey(auth: Pick<AuthContext, "sessionId" | "personId">): string {
  return auth.personId === null ? `session:${auth.sessionId}` : `person:${auth.personId}`;
}

/**
 * Every quota object a session's turns may be counted in: its own, and once it is a person's, the
 * person's too. Signing in upgrades a guest session in place (same id), so a turn the guest started
 * before signing in is counted under `session:<id>` while the person's later turns are not.
 */
export function quotaKeysOfSession(auth: Pick<AuthContext, "sessionId" | "personId">): string[] {
  const own = `session:${auth.sessionId}`;
  return auth.personId === null ? [own] : [own, quotaKey(auth)];
}

export interface SlotRequest {
  readonly turnId: string;
  /** The turn's conversation: signing out ends the session's turns there (`runningConversations`). */
  readonly conversationId: string;
  /** A new turn counts towards turns per minute; a resumed one only takes a running slot. */
  readonly isNewTurn: boolean;
  /** Epoch milliseconds. */
  readonly now: number;
  /** Epoch milliseconds: the turn's deadline, after which its slot frees itself. */
  readonly leaseUntil: number;
  readonly limits: {
    /** Turns one person may start per minute, across conversations. */
    readonly turnsPerMinute: number;
    /** Turns one person may have running at once, across conversations. */
    readonly concurrentTurnsPerPerson: number;
  };
  /**
   * A new turn's conversation, recorded in the person's index in the same write as the slot (one
   * round trip and one commit for both), whatever the answer: the turn is stored either way.
   */
  readonly touch?: ConversationTouch;
  /**
   * A partner's turn: its grant's session, whose turns are counted apart from the person's own (and
   * from every other grant's) under the same limits, so a partner never uses up the member's turns
   * nor the member a partner's. Absent for the person's own turns.
   */
  readonly grantSession?: string;
}

/** The slot limits a person's turns run under unless a deployment (or a test) gives its own. */
export const SLOT_LIMITS: SlotRequest["limits"] = {
  turnsPerMinute: TURNS_PER_MINUTE,
  concurrentTurnsPerPerson: CONCURRENT_TURNS_PER_PERSON,
};

/**
 * A person starting a conversation (a turn that names none): the slot for its first turn (`turnId`,
 * minted by the caller), asked in the same call that hands out the conversation's id, so the
 * Conversation object is not asked to make a second round trip before the turn's first write.
 */
export interface ConversationStart extends Omit<SlotRequest, "conversationId" | "isNewTurn" | "touch"> {
  /** The first question as it will be stored (redacted): the conversation's title in the person's list. */
  readonly question: string;
  /** The partner grant starting it (its client and the grant's session), or null for the person's own session. */
  readonly grant: { readonly client: string; readonly session: string } | null;
}

/** The conversation's id (made ready ahead, or fresh) and the answer for its first turn's slot. */
export interface StartedConversation {
  readonly conversationId: string;
  readonly slot: SlotAnswer;
}

/**
 * A new conversation's first turn whose slot `startConversation` already answered: the turn's id
 * (the one the slot was asked for) and the answer. The Conversation object honours it only for a
 * conversation the call creates; any other turn asks for its own slot.
 */
export interface GrantedSlot {
  readonly turnId: string;
  readonly answer: SlotAnswer;
}

export type SlotAnswer =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: Extract<TurnFailureCode, "turn_rate_limited" | "turn_concurrency_limited"> };

/** The TurnQuota object's RPC surface, as its callers (the Conversation object, the chat Worker) see it. */
export interface TurnQuotaApi {
  acquire(request: SlotRequest): Promise<SlotAnswer>;
  release(turnId: string): Promise<void>;
  /** The conversations where the person has a turn running now (a live slot), each once. */
  runningConversations(now: number): Promise<string[]>;
  /** The person's conversation index, kept beside their slots. */
  touchConversation(touch: ConversationTouch): Promise<void>;
  forgetConversation(conversationId: string): Promise<void>;
  listConversations(request: ConversationListRequest): Promise<ConversationPage>;
  /**
   * A conversation the person starts (a turn that names none): its id, one whose object was made ready
   * for them ahead where there is one (each handed out once), and its first turn's slot, the
   * conversation recorded in their list in the same write.
   */
  startConversation(start: ConversationStart): Promise<StartedConversation>;
}
