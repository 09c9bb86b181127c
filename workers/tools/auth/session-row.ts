/**
 * What a session row says: who it stands for (an AuthContext), whether it is live, the partner grant it
 * is bound to, and who signed in on it. Liveness is stated twice over the same columns: `isLive` for a
 * row in hand, and `liveSessionWhere` as SQL, for statements that must touch nothing for a session that
 * is not live (a step's usage upsert and the credential joined to the session's own read, in one D1
 * batch: adapters/d1-session-step.ts). Both say "not revoked, and expiring after now"; the SQL compares the
 * ISO-8601 text every session row is written with, as the guest clean-up already does.
 */
import { and, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import * as v from "valibot";
import { sessions } from "../../../d1/schema";
import { type AuthContext, AuthContextSchema } from "../../../src/shared/auth-context";
import { isPartnerScope, type PartnerGrant } from "../../../src/shared/partner-scopes";
import { NO_DISPLAY, type SessionDisplay } from "../../../src/shared/signed-in";

export type SessionRow = typeof sessions.$inferSelect;

/** How a caller names its session: by the hash of the token it presented, or by an id the chat Worker verified. */
export type SessionKey =
  | { readonly kind: "token"; readonly tokenHash: string }
  | { readonly kind: "id"; readonly sessionId: string };

/** Who signed in on the row, as an app shows it (nothing for a guest, staff, or a row made before). */
export function displayOf(row: SessionRow): SessionDisplay {
  return row.role === "member" ? { firstName: row.firstName, mobileLast4: row.mobileLast4 } : NO_DISPLAY;
}

export function isLive(row: SessionRow, now: Date): boolean {
  return row.revokedAt === null && Date.parse(row.expiresAt) > now.getTime();
}

/**
 * The partner grant a session is bound to, or null for a session of the person's own. Scopes that do
 * not read back as a list grant nothing (fail closed); the client still stands, so nothing runs unscoped.
 */
export function grantOfRow(row: Pick<SessionRow, "partnerClientId" | "partnerScopes">): PartnerGrant | null {
  if (row.partnerClientId === null) return null;
  let scopes: unknown;
  try {
    scopes = JSON.parse(row.partnerScopes ?? "[]");
  } catch {
    scopes = [];
  }
  const granted = Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === "string") : [];
  return { clientId: row.partnerClientId, scopes: granted.filter(isPartnerScope) };
}

/** The row as an AuthContext; a row that does not parse authenticates nobody (fail closed). */
export function toAuthContext(row: SessionRow): AuthContext | null {
  let portalRefs: unknown;
  let policies: unknown;
  try {
    portalRefs = JSON.parse(row.portalRefs);
    policies = JSON.parse(row.policies);
  } catch {
    return null;
  }
  const parsed = v.safeParse(AuthContextSchema, {
    sessionId: row.id,
    personId: row.personId,
    role: row.role,
    companyId: row.companyId,
    credentialRef: row.credentialRef,
    portalRefs,
    policies,
  });
  return parsed.success ? parsed.output : null;
}

/** The row a key names, as SQL over placeholders (`tokenHash` or `sessionId`), bound by `sessionKeyValues`. */
export function sessionKeyWhere(kind: SessionKey["kind"]): SQL {
  return kind === "token"
    ? eq(sessions.tokenHash, sql.placeholder("tokenHash"))
    : eq(sessions.id, sql.placeholder("sessionId"));
}

/** `isLive` as SQL, over the placeholder `now` (an ISO-8601 instant). */
export function liveSession(): SQL | undefined {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("now")));
}

/** The row a key names, only while it is live (`now` a placeholder, bound by `sessionKeyValues`). */
export function liveSessionWhere(kind: SessionKey["kind"]): SQL | undefined {
  return and(sessionKeyWhere(kind), liveSession());
}

/** The placeholders' values for a key, at `now`. */
export function sessionKeyValues(key: SessionKey, now: Date): Record<string, unknown> {
  const named = key.kind === "token" ? { tokenHash: key.tokenHash } : { sessionId: key.sessionId };
  return { ...named, now: now.toISOString() };
}

/**
 * A session row as the step's batch reads it, with whether SQL found it live at `now`: the same test the
 * batch's guarded joins and upsert made in the same transaction, so a session they skipped is never judged live.
 */
export type SessionRowRead = SessionRow & { readonly liveInBatch: number };

/** The row the read found (or null) and whether it is live: by SQL in the batch and by `isLive` alike. */
export function sessionOfRead(rows: readonly SessionRowRead[], now: Date): { row: SessionRow | null; live: boolean } {
  const found = rows[0];
  if (!found) return { row: null, live: false };
  const { liveInBatch, ...row } = found;
  return { row, live: liveInBatch === 1 && isLive(row, now) };
}
