/**
 * Invitation codes in a conversation object's own storage (store/invites.ts), on a fixed clock: a code
 * works once, only within its lifetime and while its maker is in the conversation, and only its hash
 * is kept.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { INVITE_TTL_MS, Invites } from "../../durable-objects/conversation/store/invites";
import { migrate } from "../../durable-objects/conversation/store/schema";
import { newId } from "../../src/shared/ids";

const NOW = new Date("2026-12-03T10:00:00.000Z");
const at = (ms: number) => new Date(NOW.getTime() + ms);

/**
 * Runs `body` with the invitations of a fresh conversation object, and its storage, where
 * `participant-1` (who makes the codes) is in the conversation.
 */
async function withInvites<T>(body: (invites: Invites, sql: SqlStorage) => Promise<T>): Promise<T> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(newId("conv_")));
  return runInDurableObject(stub, async (_instance, state) => {
    migrate(state.storage.sql);
    state.storage.sql.exec(
      "INSERT INTO participants (id, session_id, role, joined_at) VALUES ('participant-1', 'sess_1', 'member', ?)",
      NOW.toISOString(),
    );
    return body(new Invites(state.storage.sql), state.storage.sql);
  });
}

describe("invitation codes", () => {
  it("admit nobody once their lifetime has passed, and work up to its last millisecond", async () => {
    await withInvites(async (invites) => {
      const late = await invites.create("participant-1", NOW);
      const inTime = await invites.create("participant-1", NOW);

      expect(await invites.redeem(late.inviteCode, at(INVITE_TTL_MS))).toBe(false);
      expect(await invites.redeem(inTime.inviteCode, at(INVITE_TTL_MS - 1))).toBe(true);
    });
  });

  it("work once: a second redemption of a used code admits nobody", async () => {
    await withInvites(async (invites) => {
      const made = await invites.create("participant-1", NOW);

      expect(await invites.redeem(made.inviteCode, at(1))).toBe(true);
      expect(await invites.redeem(made.inviteCode, at(2))).toBe(false);
    });
  });

  it("admit nobody once their maker has left the conversation", async () => {
    await withInvites(async (invites, sql) => {
      const made = await invites.create("participant-1", NOW);
      sql.exec("DELETE FROM participants WHERE id = 'participant-1'");

      expect(await invites.redeem(made.inviteCode, at(1))).toBe(false);
    });
  });

  it("are stored only as their SHA-256 hash, never as the code", async () => {
    await withInvites(async (invites, sql) => {
      const made = await invites.create("participant-1", NOW);

      const rows = sql.exec("SELECT * FROM invites").toArray();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(made.inviteCode);
      expect(JSON.stringify(rows)).not.toContain(made.inviteCode.slice(4, 24));
    });
  });
});
