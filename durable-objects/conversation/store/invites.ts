/**
 * Invitations into a group conversation: a participant asks for a code and hands it to the person
 * who should join (a care agent, say). The code is 24 random bytes, shown once and stored only as
 * its SHA-256 hash; it works once, for a short time. Holding the conversation id alone admits nobody.
 */
import { randomBytes, sha256Hex, toBase64Url } from "../../../src/shared/encoding";

/** How long an invitation code works, in milliseconds. */
export const INVITE_TTL_MS = 15 * 60_000;
const INVITE_CODE_BYTES = 24;

const randomCode = (): string => `inv_${toBase64Url(randomBytes(INVITE_CODE_BYTES))}`;

export interface InviteStatus {
  /** A handle for the invitation (not the code, which is shown once and never again). */
  readonly inviteId: string;
  readonly expiresAt: string;
  readonly status: "open" | "used" | "expired";
}

/** An invitation's handle: a prefix of its code's hash, which names it without letting anyone in. */
const inviteIdOf = (hash: string) => `ivt_${hash.slice(0, 16)}`;

export class Invites {
  constructor(private readonly sql: SqlStorage) {}

  async create(createdBy: string, now: Date): Promise<{ inviteCode: string; inviteId: string; expiresAt: string }> {
    const inviteCode = randomCode();
    const expiresAt = now.getTime() + INVITE_TTL_MS;
    const hash = await sha256Hex(inviteCode);
    this.sql.exec(
      "INSERT INTO invites (code_hash, created_by, expires_at) VALUES (?, ?, ?)",
      hash,
      createdBy,
      expiresAt,
    );
    return { inviteCode, inviteId: inviteIdOf(hash), expiresAt: new Date(expiresAt).toISOString() };
  }

  /** The invitations a participant made, newest first: open, used (someone joined with it) or expired. */
  madeBy(participantId: string, now: Date): InviteStatus[] {
    return this.sql
      .exec<{ code_hash: string; expires_at: number; used_at: string | null }>(
        "SELECT code_hash, expires_at, used_at FROM invites WHERE created_by = ? ORDER BY expires_at DESC",
        participantId,
      )
      .toArray()
      .map((row) => ({
        inviteId: inviteIdOf(row.code_hash),
        expiresAt: new Date(row.expires_at).toISOString(),
        status: row.used_at !== null ? "used" : row.expires_at <= now.getTime() ? "expired" : "open",
      }));
  }

  /**
   * Uses the code up; false for a code that is unknown, used or expired, or whose maker is no longer
   * in the conversation: a code outlives no one's stay (nor lets its maker back in after leaving), and
   * those still in it could neither see nor cancel it.
   */
  async redeem(inviteCode: string, now: Date): Promise<boolean> {
    const hash = await sha256Hex(inviteCode);
    // One statement: of two concurrent redemptions only one changes the row.
    const cursor = this.sql.exec(
      "UPDATE invites SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ? AND created_by IN (SELECT id FROM participants)",
      now.toISOString(),
      hash,
      now.getTime(),
    );
    return cursor.rowsWritten > 0;
  }
}
