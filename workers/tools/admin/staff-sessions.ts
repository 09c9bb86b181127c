/**
 * Staff sessions and their admin audit rows: one issued (by the bootstrap secret, an administrator's
 * session or a Cloudflare Access sign-in) and one ended by its holder. The token exists only in the
 * issuing answer; the rows hold the session's id, role, company and expiry.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { sessions } from "../../../d1/schema";
import type { Actor } from "../../../src/shared/admin-api";
import type { IssuedSession, StaffRole } from "../../../src/shared/tool-service";
import { STAFF_ROLES } from "../../../src/shared/tool-service";
import { createStaffSession } from "../auth/sessions";
import { adminAuditInsert } from "./admin-audit";

/** A staff session and its audit row (its id, role, company and expiry; the token exists only in the answer). */
export async function issueStaffSession(
  db: D1Database,
  actor: Actor,
  input: { role: StaffRole; companyId: string },
  now: Date,
): Promise<IssuedSession> {
  const issued = await createStaffSession(db, { ...input, now });
  const orm = drizzle(db);
  await adminAuditInsert(orm, {
    actor,
    action: "staff_session.issue",
    target: `session:${issued.sessionId}`,
    before: null,
    after: { role: input.role, companyId: input.companyId, expiresAt: issued.expiresAt },
    at: now,
  });
  return issued;
}

/**
 * Ends a live staff session and writes its row, in one D1 batch. False (nothing written) for an id
 * that is no live staff session: a member's, a guest's, one already ended or expired.
 */
export async function endStaffSession(db: D1Database, sessionId: string, now: Date): Promise<boolean> {
  const orm = drizzle(db);
  const live = and(eq(sessions.id, sessionId), inArray(sessions.role, [...STAFF_ROLES]), isNull(sessions.revokedAt));
  const row = await orm.select({ role: sessions.role, expiresAt: sessions.expiresAt }).from(sessions).where(live).get();
  if (!row || Date.parse(row.expiresAt) <= now.getTime()) return false;
  await orm.batch([
    orm.update(sessions).set({ revokedAt: now.toISOString() }).where(live),
    adminAuditInsert(orm, {
      actor: { kind: "staff", sessionId },
      action: "staff_session.end",
      target: `session:${sessionId}`,
      before: { role: row.role, live: true },
      after: { role: row.role, live: false },
      at: now,
    }),
  ]);
  return true;
}
