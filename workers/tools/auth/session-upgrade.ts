/**
 * Sign-in's hand-over: a guest's session (or the same person's member session) becomes the member's,
 * keeping its id and rotating its token. The one way a session passes to a person.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { sessions } from "../../../d1/schema";
import { sha256Hex } from "../../../src/shared/encoding";
import type { IssuedSession } from "../../../src/shared/tool-service";
import { findLiveByToken, type MemberGrant, memberColumns, newSessionToken } from "./sessions";
import { forgetCredential } from "./vault";

/**
 * Hands the live session behind `sessionToken` to the person in `grant`, keeping its id (so the
 * conversations it started pass to them) and rotating its token (the old one stops working).
 * Only a guest session, or this same person's member session, of the same company is upgraded;
 * anything else answers null and is left untouched. The update is conditional on the token the
 * caller presented, so of two concurrent upgrades of one session exactly one wins; and since only an
 * upgrade changes a session's role or person, and it rotates the token, the row the write matches is
 * still the one judged here.
 */
export async function upgradeSession(
  db: D1Database,
  input: { sessionToken: string; companyId: string; grant: MemberGrant; now: Date },
): Promise<IssuedSession | null> {
  const { grant, now } = input;
  const current = await findLiveByToken(db, input.sessionToken, now);
  if (!current || current.companyId !== input.companyId) return null;
  const isGuest = current.role === "guest" && current.personId === null;
  const isSamePerson = current.role === "member" && current.personId === grant.personId;
  if (!isGuest && !isSamePerson) return null;

  const sessionToken = newSessionToken();
  const expiresAt = grant.expiresAt.toISOString();
  const updated = await drizzle(db)
    .update(sessions)
    .set({
      tokenHash: await sha256Hex(sessionToken),
      ...memberColumns(grant),
      expiresAt,
    })
    .where(
      and(
        eq(sessions.id, current.id),
        eq(sessions.tokenHash, current.tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
      ),
    )
    .returning({ id: sessions.id });
  if (updated.length === 0) return null;
  // The person signed in again on their own session: the token it held before is no longer needed.
  if (current.credentialRef !== null && current.credentialRef !== grant.credentialRef) {
    await forgetCredential(db, current.credentialRef);
  }
  return { sessionId: current.id, sessionToken, expiresAt };
}
