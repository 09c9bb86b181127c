/**
 * The pending-actions port over an action its store handed in with the decision (the Conversation
 * object's confirm node): the object read the action and holds the claim, so nothing here reaches
 * back into it. The transition the decision makes (done, rejected) is kept for the object to write;
 * none gives the claim back. Nothing is created here: a decision never parks a call.
 */
import type { ClaimResult, HeldAction, HeldTransition, StoredPendingAction } from "../../../src/shared/pending-action";
import type { PendingActionsPort } from "../chain/pending-actions";

export interface HeldActionsPort extends PendingActionsPort {
  /** What the decision settled the held claim as; null while it made none. */
  readonly transition: HeldTransition;
}

export function heldActions(held: HeldAction): HeldActionsPort {
  let transition: HeldTransition = null;
  const current: StoredPendingAction | null = held.stored;
  const isHeld = (conversationId: string, id: string) =>
    current !== null && current.record.conversationId === conversationId && current.record.id === id;
  const transit = (conversationId: string, id: string, next: NonNullable<HeldTransition>): ClaimResult => {
    if (!held.claimed || !isHeld(conversationId, id)) return { claimed: false, current };
    transition = next;
    return { claimed: true };
  };
  return {
    get transition() {
      return transition;
    },
    create: async () => {
      throw new Error("a decision on a held action parks nothing");
    },
    get: async (conversationId, id) => (isHeld(conversationId, id) ? current : null),
    claim: async (conversationId, id) =>
      held.claimed && isHeld(conversationId, id) ? { claimed: true } : { claimed: false, current },
    reject: async (conversationId, id, outcome) => transit(conversationId, id, { state: "rejected", outcome }),
    complete: async (conversationId, id, outcome) => {
      transit(conversationId, id, { state: "done", outcome });
    },
    // The object waited for another claimant before it handed the action in: what it handed is the result.
    settled: async (conversationId, id) => (isHeld(conversationId, id) ? current : null),
  };
}
