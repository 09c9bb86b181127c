/**
 * Who sent a turn, as its row records it: the partner grant it came with (partnerOf) and so the door
 * it came through (sameDoorAs). A partner's turn carries its member's person (it runs as them) but
 * comes through the partner's door, its grant's own session: a turn follows up only a turn asked
 * through the same door, so nothing a partner's grant may not read reaches it from the member's own
 * turn before, and nothing a partner wrote is read into the member's own next question.
 */
import * as v from "valibot";
import { type PartnerGrant, PartnerGrantSchema } from "../../../src/shared/partner-scopes";

/** What a turn (turns.ts) records of who sent it. */
export interface Sent {
  readonly senderSession: string;
  readonly senderPerson: string | null;
  /** The partner grant the turn was sent with; null for a person's own. */
  readonly partner: PartnerGrant | null;
}

/** A stored grant that does not read back grants nothing (no scope), never a person's full reach. */
export function partnerOf(stored: string | null): PartnerGrant | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = null;
  }
  const parsed = v.safeParse(PartnerGrantSchema, value);
  return parsed.success ? parsed.output : { clientId: "(unreadable)", scopes: [] };
}

/**
 * The SQL condition (on `turns`) for the turns asked through the same door as `turn`, and its
 * bindings: a partner's, its grant's session's alone (a grant is one session for its life); a person's
 * own, any of their own sessions' but never a partner's on their behalf.
 */
export function sameDoorAs(turn: Sent): { where: string; bindings: (string | null)[] } {
  if (turn.partner !== null)
    return { where: "(partner IS NOT NULL AND sender_session = ?)", bindings: [turn.senderSession] };
  return {
    where: "(partner IS NULL AND (sender_session = ? OR (sender_person IS NOT NULL AND sender_person = ?)))",
    bindings: [turn.senderSession, turn.senderPerson],
  };
}
