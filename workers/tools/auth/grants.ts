/**
 * A partner's grant as this system holds it: the member session the member's own sign-in on
 * /authorize created, bound at consent to the client and the scopes granted. A session is bound once
 * and to one client only, so the grant's client and scopes travel with every call made on it (the
 * tool-call service reads them with the session, whatever a caller says), and revoking or disabling
 * the client finds every session it holds, and the conversations each one started.
 */

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { credentials, grantConversations, sessions } from "../../../d1/schema";
import { sha256Hex } from "../../../src/shared/encoding";
import { grantUserId } from "../../../src/shared/grant-user";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";

/**
 * Binds the live member session behind `sessionToken` to the grant; false when there is no such
 * session or it is bound already (the same sign-in may never stand for two grants).
 */
export async function bindGrantSession(
  db: D1Database,
  sessionToken: string,
  grant: PartnerGrant,
  now: Date,
): Promise<boolean> {
  const bound = await drizzle(db)
    .update(sessions)
    .set({ partnerClientId: grant.clientId, partnerScopes: JSON.stringify(grant.scopes) })
    .where(
      and(
        eq(sessions.tokenHash, await sha256Hex(sessionToken)),
        eq(sessions.role, "member"),
        isNull(sessions.partnerClientId),
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ id: sessions.id });
  return bound.length > 0;
}

/** Records a conversation a grant's session started; a session bound to no grant records nothing. */
export async function noteGrantConversation(
  db: D1Database,
  sessionId: string,
  conversationId: string,
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT OR IGNORE INTO grant_conversations (session_id, conversation_id, created_at)
       SELECT id, ?, ? FROM sessions WHERE id = ? AND partner_client_id IS NOT NULL`,
    )
    .bind(conversationId, now.toISOString(), sessionId)
    .run();
}

/** Which grants end: a client's for one member (the member revoked it), or for everyone (disabled). */
export interface GrantsToEnd {
  readonly clientId: string;
  /** The member whose grants end; null for every member's (an administrator disabled the client). */
  readonly personId: string | null;
  /**
   * Or the member as the authorization server knows them (its grant's user id, a digest of the
   * member id): a grant the server revoked itself (refresh-token reuse) names only that.
   */
  readonly grantUserId?: string;
}

export interface EndedGrantSession {
  readonly sessionId: string;
  readonly conversationIds: readonly string[];
}

/**
 * Ends every session the client's grants hold (for that member, or for all): each is revoked and its
 * credential forgotten in one batch, so nothing can run on it from here on. Answers the sessions and
 * the conversations each started, so the caller can reach their sockets and proposals. Sessions that
 * ended before (signed out, or a grant ended earlier) are not reached again.
 */
/** The sessions of the member the grant's user id names (all of them when none is named). */
async function heldByUser(
  held: readonly { id: string; personId: string | null }[],
  grantUser: string | undefined,
): Promise<string[]> {
  if (grantUser === undefined) return held.map((row) => row.id);
  const mine: string[] = [];
  for (const row of held) {
    if (row.personId !== null && (await grantUserId(row.personId)) === grantUser) mine.push(row.id);
  }
  return mine;
}

export async function endGrantSessions(db: D1Database, grants: GrantsToEnd, now: Date): Promise<EndedGrantSession[]> {
  const orm = drizzle(db);
  const ofClient = and(eq(sessions.partnerClientId, grants.clientId), isNull(sessions.revokedAt));
  const where = grants.personId === null ? ofClient : and(ofClient, eq(sessions.personId, grants.personId));
  const held = await orm.select({ id: sessions.id, personId: sessions.personId }).from(sessions).where(where);
  const ids = await heldByUser(held, grants.grantUserId);
  if (ids.length === 0) return [];
  const heldRefs = orm.select({ ref: sessions.credentialRef }).from(sessions).where(inArray(sessions.id, ids));
  const ending = inArray(sessions.id, ids);
  const [, , started] = await orm.batch([
    orm.delete(credentials).where(inArray(credentials.ref, heldRefs)),
    orm.update(sessions).set({ revokedAt: now.toISOString(), credentialRef: null }).where(ending),
    orm
      .select({ sessionId: grantConversations.sessionId, conversationId: grantConversations.conversationId })
      .from(grantConversations)
      .where(inArray(grantConversations.sessionId, ids)),
  ]);
  return ids.map((sessionId) => ({
    sessionId,
    conversationIds: started.filter((row) => row.sessionId === sessionId).map((row) => row.conversationId),
  }));
}
