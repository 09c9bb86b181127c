/**
 * What the turn graph works with: the conversation's stores, the tool-call service (the only way a
 * tool runs), the planner and composer ports, the limits, the clock and the quota. The engine builds
 * one set per object; tests may build one with other limits or a composer of their own.
 */

import type { Composer } from "../../../src/assistant/composer/composer";
import type { Planner } from "../../../src/assistant/planner/plan";
import type { AuthContext } from "../../../src/shared/auth-context";
import type { ConversationTouch } from "../../../src/shared/conversation-index";
import type { ChatEventDraft } from "../../../src/shared/events";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import type { SlotAnswer } from "../../../src/shared/turn-quota";
import type { Limits } from "../limits/limits";
import type { PendingActionStore } from "../pending-actions";
import type { Audience } from "../store/audience";
import type { Calls } from "../store/calls";
import type { EventLog } from "../store/event-log";
import type { Interrupts } from "../store/interrupts";
import type { Messages } from "../store/messages";
import type { Turn, Turns } from "../store/turns";
import type { ToolPort } from "../tools-port";

/**
 * Per-person turn slots, kept by the person's TurnQuota object and reached over RPC. A new turn's
 * slot request also carries the conversation's entry in the person's index (`touch`), kept there too.
 */
export interface QuotaPort {
  /** `partner`: a partner's turn is counted with its grant's turns, apart from the person's own. */
  acquire(
    auth: AuthContext,
    partner: PartnerGrant | null,
    conversationId: string,
    turnId: string,
    isNewTurn: boolean,
    leaseUntil: number,
    touch?: ConversationTouch,
  ): Promise<SlotAnswer>;
  release(auth: AuthContext, turnId: string): Promise<void>;
}

export interface Stores {
  readonly turns: Turns;
  readonly calls: Calls;
  readonly interrupts: Interrupts;
  readonly messages: Messages;
  readonly log: EventLog;
  readonly pending: PendingActionStore;
}

/** The ports a turn runs with, from outside the object: the engine is given them, the graph uses them. */
export interface TurnPorts {
  readonly tools: ToolPort;
  readonly planner: Planner;
  readonly composer: Composer;
  readonly limits: Limits;
  readonly quota: QuotaPort;
  readonly now: () => Date;
}

export interface GraphPorts extends TurnPorts {
  readonly conversationId: () => string;
  readonly stores: Stores;
  /** Logs and delivers one event; false when its key was already emitted (nothing is sent twice). */
  readonly emit: (turnId: string, key: string, draft: ChatEventDraft, audience: Audience | null) => boolean;
  /** Makes a private logged event public (same seq) and pushes it to those who could not see it; false if it already was. */
  readonly share: (key: string) => boolean;
}

/**
 * One pass of the graph over one turn, as the caller who started or resumed it. Its tool calls run
 * within the grant the turn was sent with (`turn.partner`), whoever carries it on; `partner` is the
 * grant of this pass's caller, which decides the pending action (a partner is never let decide one).
 */
export interface Run {
  readonly turnId: string;
  readonly auth: AuthContext;
  readonly partner: PartnerGrant | null;
  /** The resume's decision on a pending action, if it carried one (used once). */
  decision: "approve" | "reject" | null;
}

/** The audience of a turn's private events: its sender's session and person. */
export function senderOf(turn: Turn): Audience {
  return { session: turn.senderSession, person: turn.senderPerson };
}
