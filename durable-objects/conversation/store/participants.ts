/**
 * Who belongs to a conversation. A participant is a person (person_id) or, for a guest or staff, a
 * session. A conversation id is a handle, never a credential: a caller that matches no participant
 * is refused as if the conversation did not exist. When a guest session is upgraded by sign-in
 * (same session id, now with a person), the conversation passes to that person, and to nobody else.
 * A partner acting for a member is a participant only of the conversations its own grant started
 * (its session and client): never of the member's other conversations, even with their ids, while
 * the member, in person, is a participant of every conversation a partner started for them.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import { newId } from "../../../src/shared/ids";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";

export interface Participant {
  readonly id: string;
  readonly sessionId: string;
  readonly personId: string | null;
}

type Row = { id: string; session_id: string; person_id: string | null };

const toParticipant = (row: Row): Participant => ({
  id: row.id,
  sessionId: row.session_id,
  personId: row.person_id,
});

export interface Admission {
  readonly participant: Participant;
  /** True when this request is the first since the caller's guest session became a person's. */
  readonly passedToPerson: boolean;
}

/** How a participant is named to the others: members by first name once known, guests as "Guest". */
export const PARTICIPANT_KINDS = ["member", "guest", "staff", "partner"] as const;
export type ParticipantKind = (typeof PARTICIPANT_KINDS)[number];

export interface ParticipantView {
  readonly participantId: string;
  readonly kind: ParticipantKind;
  /**
   * What the app shows: a member's first name ("Member" when PlanCover gave none), "Guest" for a
   * guest, "Care agent" for staff, "Partner" for a partner acting for a member.
   */
  readonly name: string;
  readonly joinedAt: string;
  readonly you: boolean;
}

function kindOf(role: string, partnerClient: string | null): ParticipantKind {
  if (partnerClient !== null) return "partner";
  if (role === "member") return "member";
  if (role === "guest") return "guest";
  return "staff";
}

function nameOf(kind: ParticipantKind, firstName: string | null): string {
  switch (kind) {
    case "member":
      return firstName ?? "Member";
    case "guest":
      return "Guest";
    case "staff":
      return "Care agent";
    case "partner":
      return "Partner";
  }
}

export class Participants {
  constructor(private readonly sql: SqlStorage) {}

  /** Everyone in the conversation, in the order they joined; `you` marks the asker's own row. */
  list(you: string): ParticipantView[] {
    return this.sql
      .exec<{
        id: string;
        role: string;
        joined_at: string;
        partner_client_id: string | null;
        first_name: string | null;
      }>("SELECT id, role, joined_at, partner_client_id, first_name FROM participants ORDER BY joined_at, id")
      .toArray()
      .map((row) => {
        const kind = kindOf(row.role, row.partner_client_id);
        const name = nameOf(kind, row.first_name);
        return { participantId: row.id, kind, name, joinedAt: row.joined_at, you: row.id === you };
      });
  }

  /** The participant leaves: they are admitted no more (a person's guest session goes with them). */
  remove(participantId: string): void {
    this.sql.exec("DELETE FROM participants WHERE id = ?", participantId);
  }

  isEmpty(): boolean {
    return this.sql.exec("SELECT 1 FROM participants LIMIT 1").toArray().length === 0;
  }

  /** The caller's participant row, or null: the caller is not in this conversation. */
  admit(auth: AuthContext, partner: PartnerGrant | null): Admission | null {
    if (partner !== null) {
      const byGrant = this.sql
        .exec<Row>(
          "SELECT * FROM participants WHERE session_id = ? AND partner_client_id = ? LIMIT 1",
          auth.sessionId,
          partner.clientId,
        )
        .toArray()[0];
      return byGrant ? { participant: toParticipant(byGrant), passedToPerson: false } : null;
    }
    const byPerson =
      auth.personId === null
        ? undefined
        : this.sql.exec<Row>("SELECT * FROM participants WHERE person_id = ? LIMIT 1", auth.personId).toArray()[0];
    if (byPerson) return { participant: toParticipant(byPerson), passedToPerson: this.claimSession(auth) };
    const bySession = this.sql
      .exec<Row>("SELECT * FROM participants WHERE session_id = ? AND person_id IS NULL LIMIT 1", auth.sessionId)
      .toArray()[0];
    if (!bySession) return null;
    if (auth.personId === null) return { participant: toParticipant(bySession), passedToPerson: false };
    this.claimSession(auth);
    return { participant: { ...toParticipant(bySession), personId: auth.personId }, passedToPerson: true };
  }

  /**
   * Adds the caller; a partner's row names its client, so only its own grant is admitted by it. A
   * member is named by their first name (`firstName`), which a partner's row never carries.
   */
  add(auth: AuthContext, partner: PartnerGrant | null, now: Date, firstName: string | null = null): Participant {
    const id = newId("pt_");
    this.sql.exec(
      "INSERT INTO participants (id, session_id, person_id, role, joined_at, partner_client_id, first_name) VALUES (?, ?, ?, ?, ?, ?, ?)",
      id,
      auth.sessionId,
      auth.personId,
      auth.role,
      now.toISOString(),
      partner?.clientId ?? null,
      partner === null ? firstName : null,
    );
    return { id, sessionId: auth.sessionId, personId: auth.personId };
  }

  /**
   * Keeps a participant named as they are now: a guest who signed in becomes a member with their first
   * name. A session that knows no name (one made before names were kept) keeps the one known. Written
   * only when something changed.
   */
  describe(participantId: string, role: AuthContext["role"], firstName: string | null): void {
    this.sql.exec(
      `UPDATE participants SET role = ?1, first_name = coalesce(?2, first_name)
        WHERE id = ?3 AND partner_client_id IS NULL AND (role IS NOT ?1 OR first_name IS NOT coalesce(?2, first_name))`,
      role,
      firstName,
      participantId,
    );
  }

  /** A guest session the caller signed in on passes to the caller's person; true if one did. */
  private claimSession(auth: AuthContext): boolean {
    if (auth.personId === null) return false;
    const cursor = this.sql.exec(
      "UPDATE participants SET person_id = ? WHERE session_id = ? AND person_id IS NULL",
      auth.personId,
      auth.sessionId,
    );
    return cursor.rowsWritten > 0;
  }
}
