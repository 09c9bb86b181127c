/**
 * Who may see a stored event or message. A private item belongs to the session that caused it and,
 * once known, to that session's person (so the member's other devices see it too); a public item
 * (null) goes to every participant; an item for everyone but a sender (`except`) is the others' view
 * of what that sender has a fuller one of. This is what keeps one member's results (and what class
 * of data their turn read) off another's sockets. A partner's viewer has no person (viewerOf), so it
 * sees only what its own grant's session caused.
 */
import type { AuthContext } from "../../../src/shared/auth-context";

export interface Audience {
  readonly session: string;
  readonly person: string | null;
  /** True: everyone but this session and person. */
  readonly except?: boolean;
}

/** The side of an AuthContext that decides visibility. */
export type Viewer = Pick<AuthContext, "sessionId" | "personId">;

export const PUBLIC: Audience | null = null;

export function audienceOf(viewer: Viewer): Audience {
  return { session: viewer.sessionId, person: viewer.personId };
}

/** Everyone but the audience's session and person: the others' view of a sender's item. */
export function othersThan(audience: Audience): Audience {
  return { ...audience, except: true };
}

export function canSee(audience: Audience | null, viewer: Viewer): boolean {
  if (audience === null) return true;
  const named =
    audience.session === viewer.sessionId || (audience.person !== null && audience.person === viewer.personId);
  return audience.except === true ? !named : named;
}

/** The SQL condition for rows with audience_session/audience_person/audience_except columns, and its bindings. */
export function visibleTo(viewer: Viewer): { where: string; bindings: (string | null)[] } {
  // `IS` compares a viewer without a person (a guest, a partner) as false, never NULL: under NOT, a
  // NULL would hide an item meant for everyone but the audience from exactly those viewers.
  const named = "(audience_session = ? OR (audience_person IS NOT NULL AND audience_person IS ?))";
  return {
    where: `((audience_session IS NULL) OR (audience_except = 0 AND ${named}) OR (audience_except = 1 AND NOT ${named}))`,
    bindings: [viewer.sessionId, viewer.personId, viewer.sessionId, viewer.personId],
  };
}
