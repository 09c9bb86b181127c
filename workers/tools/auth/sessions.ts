/**
 * Sessions: a guest's, a member's (after OTP sign-in) or staff's. A session token is 32 random bytes
 * (base64url) handed to the client once and stored only as its SHA-256 hash; the session id is a
 * handle that proves nothing. A revoked or expired session authenticates nobody. A session passes to
 * a person only through `upgradeSession` (session-upgrade.ts), which never hands one person's session to another.
 */
import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { credentials, sessions } from "../../../d1/schema";
import type { AuthContext, HeldPolicy } from "../../../src/shared/auth-context";
import { randomBytes, sha256Hex, toBase64Url } from "../../../src/shared/encoding";
import type { CredentialRef, PortalRef } from "../../../src/shared/ids";
import { newId } from "../../../src/shared/ids";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import { err, ok, type Result } from "../../../src/shared/result";
import type { SessionDisplay } from "../../../src/shared/signed-in";
import type { IssuedSession, SessionRefusal, StaffRole } from "../../../src/shared/tool-service";
import { perBinding } from "../d1/orm";
import {
  displayOf,
  grantOfRow,
  isLive,
  type SessionKey,
  type SessionRow,
  sessionKeyWhere,
  toAuthContext,
} from "./session-row";

/** Random bytes in a session token (256 bits). */
const SESSION_TOKEN_BYTES = 32;
/** The shape of a token we issued: 32 bytes in unpadded base64url are 43 characters. */
const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const HOUR_MS = 60 * 60 * 1000;
/**
 * A guest session lives this long (ms) after its last use unless the deployment says otherwise
 * (GUEST_SESSION_TTL_SECONDS): an unused guest dies soon, one in use is renewed as it is used.
 */
export const GUEST_SESSION_TTL_MS = HOUR_MS;
/** A member session never outlives this (ms), nor the upstream token it carries. */
export const MEMBER_SESSION_MAX_TTL_MS = 12 * HOUR_MS;
/** A care agent's or an administrator's session lives one working day (ms). */
export const STAFF_SESSION_TTL_MS = 8 * HOUR_MS;

/** A person who just proved who they are: what a member session is made of. */
export interface MemberGrant {
  readonly personId: string;
  readonly credentialRef: CredentialRef;
  readonly portalRefs: readonly PortalRef[];
  /** The product PlanCover names for each portal, read with them. */
  readonly policies: readonly HeldPolicy[];
  readonly expiresAt: Date;
  /** Who signed in, as an app shows it: a first name and the number's last four digits. */
  readonly display: SessionDisplay;
}

export function newSessionToken(): string {
  return toBase64Url(randomBytes(SESSION_TOKEN_BYTES));
}

type SessionFields = Pick<SessionRow, "role" | "companyId" | "personId" | "credentialRef" | "portalRefs"> &
  Partial<Pick<SessionRow, "policies" | "firstName" | "mobileLast4">>;

/** The one insert of a session row (a new id and token, only the token's hash stored), not yet run. */
async function sessionInsert(orm: ReturnType<typeof drizzle>, fields: SessionFields, now: Date, expiresAt: Date) {
  const sessionId = newId("ses_");
  const sessionToken = newSessionToken();
  const insert = orm.insert(sessions).values({
    id: sessionId,
    tokenHash: await sha256Hex(sessionToken),
    ...fields,
    createdAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  const issued: IssuedSession = { sessionId, sessionToken, expiresAt: expiresAt.toISOString() };
  return { insert, issued };
}

async function insertSession(
  db: D1Database,
  fields: SessionFields,
  now: Date,
  expiresAt: Date,
): Promise<IssuedSession> {
  const { insert, issued } = await sessionInsert(drizzle(db), fields, now, expiresAt);
  await insert;
  return issued;
}

/**
 * A caller with no session gets one of these when it first needs a conversation: no person, no
 * credential, no portals. Guest rows that have expired unused are cleared on the way, in the same
 * batch, so anonymous traffic cannot pile them up.
 */
export async function createGuestSession(
  db: D1Database,
  input: { companyId: string; now: Date; ttlMs?: number },
): Promise<IssuedSession> {
  const { now } = input;
  const fields = { role: "guest", companyId: input.companyId, personId: null, credentialRef: null, portalRefs: "[]" };
  const expiresAt = new Date(now.getTime() + (input.ttlMs ?? GUEST_SESSION_TTL_MS));
  const orm = drizzle(db);
  const { insert, issued } = await sessionInsert(orm, fields, now, expiresAt);
  await orm.batch([
    orm.delete(sessions).where(and(eq(sessions.role, "guest"), lt(sessions.expiresAt, now.toISOString()))),
    insert,
  ]);
  return issued;
}

/** A care agent's or an administrator's session; staff hold no member credential. */
export function createStaffSession(
  db: D1Database,
  input: { role: StaffRole; companyId: string; now: Date },
): Promise<IssuedSession> {
  const fields = {
    role: input.role,
    companyId: input.companyId,
    personId: null,
    credentialRef: null,
    portalRefs: "[]",
  };
  return insertSession(db, fields, input.now, new Date(input.now.getTime() + STAFF_SESSION_TTL_MS));
}

/** A new member session, for a sign-in that carried no session this person may take over. */
export function createMemberSession(
  db: D1Database,
  input: { companyId: string; grant: MemberGrant; now: Date },
): Promise<IssuedSession> {
  const fields = { ...memberColumns(input.grant), companyId: input.companyId };
  return insertSession(db, fields, input.now, input.grant.expiresAt);
}

/** A member's session row as a grant fills it: a new session's, or an upgraded guest's (session-upgrade.ts). */
export function memberColumns(grant: MemberGrant) {
  return {
    role: "member" as const,
    personId: grant.personId,
    credentialRef: grant.credentialRef,
    portalRefs: JSON.stringify(grant.portalRefs),
    policies: JSON.stringify(grant.policies),
    firstName: grant.display.firstName,
    mobileLast4: grant.display.mobileLast4,
  };
}

/** The reads every request makes, built once per binding (the values are bound per call). */
const statements = perBinding((orm) => ({
  token: orm.select().from(sessions).where(sessionKeyWhere("token")).prepare(),
  id: orm.select().from(sessions).where(sessionKeyWhere("id")).prepare(),
}));

/** How a presented token names its row: the hash of a token of our shape; null for any other string. */
export async function tokenKey(sessionToken: string): Promise<Extract<SessionKey, { kind: "token" }> | null> {
  if (!SESSION_TOKEN_PATTERN.test(sessionToken)) return null;
  return { kind: "token", tokenHash: await sha256Hex(sessionToken) };
}

async function findByToken(db: D1Database, sessionToken: string): Promise<SessionRow | null> {
  const key = await tokenKey(sessionToken);
  return key ? ((await statements(db).token.get({ tokenHash: key.tokenHash })) ?? null) : null;
}

export async function findLiveByToken(db: D1Database, sessionToken: string, now: Date): Promise<SessionRow | null> {
  const row = await findByToken(db, sessionToken);
  return row && isLive(row, now) ? row : null;
}

/** A session a token resolved to: who it is, and when it ends (a guest's is renewed as it is used). */
export interface ResolvedSession {
  readonly auth: AuthContext;
  readonly expiresAt: string;
  /** The partner grant the session is bound to; null for a person's own session. */
  readonly partner: PartnerGrant | null;
  /** Who signed in on it, as an app shows it. */
  readonly display: SessionDisplay;
}

/**
 * The one place a presented token is judged. Malformed or unknown: `invalid_session`; ours but
 * expired or signed out: `session_expired`. Never a fresh guest: only a caller with no credential
 * at all becomes one.
 */
export async function resolveToken(
  db: D1Database,
  sessionToken: string,
  now: Date,
): Promise<Result<ResolvedSession, SessionRefusal>> {
  const row = await findByToken(db, sessionToken);
  return tokenVerdict(row, row !== null && isLive(row, now));
}

/**
 * The verdict on the row a token named (null: none), `live` as its reader judged it: resolveToken's,
 * and the step batch's that read the row beside the step (service/session-source.ts).
 */
export function tokenVerdict(row: SessionRow | null, live: boolean): Result<ResolvedSession, SessionRefusal> {
  if (!row) return err("invalid_session");
  if (!live) return err("session_expired");
  const auth = toAuthContext(row);
  return auth
    ? ok({ auth, expiresAt: row.expiresAt, partner: grantOfRow(row), display: displayOf(row) })
    : err("invalid_session");
}

/** Who a presented session token belongs to; unknown, revoked or expired → null. */
export async function authenticate(db: D1Database, sessionToken: string, now: Date): Promise<AuthContext | null> {
  const resolved = await resolveToken(db, sessionToken, now);
  return resolved.ok ? resolved.value.auth : null;
}

/** A session found by id as it is now: who, whether still live, the grant it is bound to, who signed in. */
export interface LoadedSession {
  readonly auth: AuthContext;
  readonly live: boolean;
  readonly partner: PartnerGrant | null;
  readonly display: SessionDisplay;
}

/**
 * A session's current state by id: who it is, whether it is still live and the partner grant it is
 * bound to; null for an id never issued.
 */
export async function loadSession(db: D1Database, sessionId: string, now: Date): Promise<LoadedSession | null> {
  const row = (await statements(db).id.get({ sessionId })) ?? null;
  return idVerdict(row, row !== null && isLive(row, now));
}

/** The verdict on the row an id named (null: none), `live` as its reader judged it (as `tokenVerdict`). */
export function idVerdict(row: SessionRow | null, live: boolean): LoadedSession | null {
  const auth = row ? toAuthContext(row) : null;
  return row && auth ? { auth, live, partner: grantOfRow(row), display: displayOf(row) } : null;
}

/**
 * Keeps a guest in use alive: once less than half its lifetime is left, it gets a whole one again.
 * One conditional write, at most about once per half lifetime per guest.
 */
export async function renewGuest(db: D1Database, session: ResolvedSession, now: Date, ttlMs: number): Promise<void> {
  if (session.auth.role !== "guest") return;
  if (Date.parse(session.expiresAt) - now.getTime() > ttlMs / 2) return;
  await drizzle(db)
    .update(sessions)
    .set({ expiresAt: new Date(now.getTime() + ttlMs).toISOString() })
    .where(and(eq(sessions.id, session.auth.sessionId), eq(sessions.role, "guest"), isNull(sessions.revokedAt)));
}

/**
 * Ends a session and forgets its credential, in one D1 batch (a transaction), so no sign-in can slip
 * a credential in between. Idempotent: signing out twice, or an unknown id, is fine.
 */
export async function signOut(db: D1Database, sessionId: string, now: Date): Promise<void> {
  const orm = drizzle(db);
  const heldRef = orm.select({ ref: sessions.credentialRef }).from(sessions).where(eq(sessions.id, sessionId));
  await orm.batch([
    orm.delete(credentials).where(inArray(credentials.ref, heldRef)),
    orm
      .update(sessions)
      .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, ${now.toISOString()})`, credentialRef: null })
      .where(eq(sessions.id, sessionId)),
  ]);
}
