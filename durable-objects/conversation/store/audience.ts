/**
 * Who may see a stored event or message. A private item belongs to the session that caused it and,
 * once known, to that session's person (so the member's other devices see it too); a public item
 * (null) goes to every participant. This is what keeps one member's results off another's sockets.
 */
import type { AuthContext } from "../../../src/shared/auth-context";

export interface Audience {
  readonly session: string;
  readonly person: string | null;
}

/** The side of an AuthContext that decides visibility. */
export type Viewer = Pick<AuthContext, "sessionId" | "personId">;

export const PUBLIC: Audience | null = null;

export function audienceOf(viewer: Viewer): Audience {
  return { session: viewer.sessionId, person: viewer.personId };
}

export function canSee(audience: Audience | null, viewer: Viewer): boolean {
  if (audience === null) return true;
  if (audience.session === viewer.sessionId) return true;
  return audience.person !== null && audience.person === viewer.personId;
}

/** The SQL condition for rows with audience_session/audience_person columns, and its bindings. */
export function visibleTo(viewer: Viewer): { where: string; bindings: (string | null)[] } {
  return {
    where:
      "((audience_session IS NULL) OR audience_session = ? OR (audience_person IS NOT NULL AND audience_person = ?))",
    bindings: [viewer.sessionId, viewer.personId],
  };
}
