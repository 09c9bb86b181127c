/** Sessions against the real D1: hashed tokens, refusals, the guest upgrade and sign-out. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../../src/shared/encoding";
import { NO_DISPLAY } from "../../../src/shared/signed-in";
import { upgradeSession } from "../../../workers/tools/auth/session-upgrade";
import {
  authenticate,
  createGuestSession,
  createMemberSession,
  createStaffSession,
  GUEST_SESSION_TTL_MS,
  loadSession,
  type MemberGrant,
  renewGuest,
  resolveToken,
  STAFF_SESSION_TTL_MS,
  signOut,
} from "../../../workers/tools/auth/sessions";
import { openCredential, sealCredential } from "../../../workers/tools/auth/vault";
import { credentialRow, HOUR_MS, later, newTestKey, sessionRow } from "../../support/auth";
import { asPortalRefForTest } from "../../support/refs";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const COMPANY = "demo";

async function grantFor(personId: string, key: string, portals: string[] = []): Promise<MemberGrant> {
  const credentialRef = await sealCredential(env.DB, key, {
    token: `pc1.${personId}.1796000000.sig-${crypto.randomUUID()}`,
    expiresAt: later(NOW, HOUR_MS),
    now: NOW,
  });
  const portalRefs = portals.map(asPortalRefForTest);
  const policies = portalRefs.map((portalRef) => ({ portalRef, product: `Product of ${portalRef}` }));
  return { personId, credentialRef, portalRefs, policies, expiresAt: later(NOW, HOUR_MS), display: NO_DISPLAY };
}

describe("sessions", () => {
  it("stores a guest's token only as its SHA-256 hash", async () => {
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
    expect(guest.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await sessionRow(guest.sessionId);
    expect(row?.token_hash).toBe(await sha256Hex(guest.sessionToken));
    expect(JSON.stringify(row)).not.toContain(guest.sessionToken);
  });

  it("authenticates a guest as a guest with no person, credential, portals or policies for an hour", async () => {
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
    expect(guest.expiresAt).toBe(later(NOW, GUEST_SESSION_TTL_MS).toISOString());
    expect(await authenticate(env.DB, guest.sessionToken, NOW)).toEqual({
      sessionId: guest.sessionId,
      personId: null,
      role: "guest",
      companyId: COMPANY,
      credentialRef: null,
      portalRefs: [],
      policies: [],
    });
  });

  it.each(["agent", "admin"] as const)("issues a %s session with that role and no credential", async (role) => {
    const staff = await createStaffSession(env.DB, { role, companyId: COMPANY, now: NOW });
    expect(staff.expiresAt).toBe(later(NOW, STAFF_SESSION_TTL_MS).toISOString());
    const auth = await authenticate(env.DB, staff.sessionToken, NOW);
    expect(auth).toMatchObject({ role, personId: null, credentialRef: null, portalRefs: [] });
  });

  it.each([
    ["an unknown token", async () => ({ token: "A".repeat(43), at: NOW })],
    ["a token that is not one we issue", async () => ({ token: "not-a-session-token", at: NOW })],
    ["an empty token", async () => ({ token: "", at: NOW })],
    [
      "an expired session",
      async () => {
        const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
        return { token: guest.sessionToken, at: later(NOW, GUEST_SESSION_TTL_MS) };
      },
    ],
    [
      "a revoked session",
      async () => {
        const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
        await signOut(env.DB, guest.sessionId, NOW);
        return { token: guest.sessionToken, at: NOW };
      },
    ],
  ])("authenticates nobody for %s", async (_name, arrange) => {
    const { token, at } = await arrange();
    expect(await authenticate(env.DB, token, at)).toBeNull();
  });

  it("loads the stored truth for a session id, saying whether it is still live", async () => {
    const member = await createMemberSession(env.DB, {
      companyId: COMPANY,
      grant: await grantFor("MBR-LOAD1", newTestKey(), ["PRT-40122"]),
      now: NOW,
    });
    expect(await loadSession(env.DB, member.sessionId, NOW)).toMatchObject({
      auth: { sessionId: member.sessionId, role: "member", personId: "MBR-LOAD1", portalRefs: ["PRT-40122"] },
      live: true,
    });
    expect(await loadSession(env.DB, member.sessionId, later(NOW, HOUR_MS))).toMatchObject({ live: false });
    expect(await loadSession(env.DB, "ses_no_such_session", NOW)).toBeNull();
    await signOut(env.DB, member.sessionId, NOW);
    expect(await loadSession(env.DB, member.sessionId, NOW)).toMatchObject({ live: false });
  });

  const REFUSED: [string, () => Promise<string>, "invalid_session" | "session_expired"][] = [
    ["an unknown token", async () => "A".repeat(43), "invalid_session"],
    ["a token that is not one we issue", async () => "not-a-session-token", "invalid_session"],
    [
      "an expired session",
      async () =>
        (await createGuestSession(env.DB, { companyId: COMPANY, now: later(NOW, -2 * HOUR_MS) })).sessionToken,
      "session_expired",
    ],
    [
      "a signed-out session",
      async () => {
        const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
        await signOut(env.DB, guest.sessionId, NOW);
        return guest.sessionToken;
      },
      "session_expired",
    ],
  ];
  it.each(REFUSED)("resolves %s to the refusal %s, never to a session", async (_why, tokenOf, refusal) => {
    expect(await resolveToken(env.DB, await tokenOf(), NOW)).toEqual({ ok: false, error: refusal });
  });

  it("clears guests that expired unused when it makes a new one, and keeps a guest in use alive", async () => {
    const stale = await createGuestSession(env.DB, { companyId: COMPANY, now: later(NOW, -3 * HOUR_MS) });
    const inUse = await createGuestSession(env.DB, { companyId: COMPANY, now: later(NOW, -40 * 60_000) });
    const resolved = await resolveToken(env.DB, inUse.sessionToken, NOW);
    if (!resolved.ok) throw new Error("the guest in use did not resolve");
    await renewGuest(env.DB, resolved.value, NOW, HOUR_MS);

    await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });

    expect(await sessionRow(stale.sessionId)).toBeNull();
    expect((await sessionRow(inUse.sessionId))?.expires_at).toBe(later(NOW, HOUR_MS).toISOString());
  });

  it("upgrades a guest session in place: same id, a new token, and the old token stops working", async () => {
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
    const grant = await grantFor("MBR-UPG1", newTestKey(), ["PRT-40122", "PRT-40123"]);
    const upgraded = await upgradeSession(env.DB, {
      sessionToken: guest.sessionToken,
      companyId: COMPANY,
      grant,
      now: NOW,
    });
    expect(upgraded?.sessionId).toBe(guest.sessionId);
    expect(upgraded?.sessionToken).not.toBe(guest.sessionToken);
    expect(upgraded?.expiresAt).toBe(grant.expiresAt.toISOString());
    expect(await authenticate(env.DB, guest.sessionToken, NOW)).toBeNull();
    expect(await authenticate(env.DB, upgraded?.sessionToken ?? "", NOW)).toEqual({
      sessionId: guest.sessionId,
      personId: "MBR-UPG1",
      role: "member",
      companyId: COMPANY,
      credentialRef: grant.credentialRef,
      portalRefs: ["PRT-40122", "PRT-40123"],
      policies: [
        { portalRef: "PRT-40122", product: "Product of PRT-40122" },
        { portalRef: "PRT-40123", product: "Product of PRT-40123" },
      ],
    });
  });

  it("does not upgrade another person's session, and leaves it untouched", async () => {
    const key = newTestKey();
    const asha = await createMemberSession(env.DB, {
      companyId: COMPANY,
      grant: await grantFor("MBR-OWN1", key),
      now: NOW,
    });
    const before = await sessionRow(asha.sessionId);
    const ravi = await grantFor("MBR-OTHER1", key);
    expect(
      await upgradeSession(env.DB, { sessionToken: asha.sessionToken, companyId: COMPANY, grant: ravi, now: NOW }),
    ).toBeNull();
    expect(await sessionRow(asha.sessionId)).toEqual(before);
    expect((await authenticate(env.DB, asha.sessionToken, NOW))?.personId).toBe("MBR-OWN1");
  });

  it("re-signs a person in on their own session and forgets the credential it held before", async () => {
    const key = newTestKey();
    const first = await grantFor("MBR-AGAIN1", key);
    const member = await createMemberSession(env.DB, { companyId: COMPANY, grant: first, now: NOW });
    const second = await grantFor("MBR-AGAIN1", key);
    const again = await upgradeSession(env.DB, {
      sessionToken: member.sessionToken,
      companyId: COMPANY,
      grant: second,
      now: NOW,
    });
    expect(again?.sessionId).toBe(member.sessionId);
    expect(await credentialRow(first.credentialRef)).toBeNull();
    expect((await authenticate(env.DB, again?.sessionToken ?? "", NOW))?.credentialRef).toBe(second.credentialRef);
  });

  it.each([
    ["a staff session", async () => createStaffSession(env.DB, { role: "agent", companyId: COMPANY, now: NOW })],
    ["another company's guest session", async () => createGuestSession(env.DB, { companyId: "other-co", now: NOW })],
    [
      "a signed-out guest session",
      async () => {
        const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
        await signOut(env.DB, guest.sessionId, NOW);
        return guest;
      },
    ],
  ])("does not upgrade %s", async (_name, arrange) => {
    const carried = await arrange();
    const grant = await grantFor("MBR-NOUPG1", newTestKey());
    expect(
      await upgradeSession(env.DB, { sessionToken: carried.sessionToken, companyId: COMPANY, grant, now: NOW }),
    ).toBeNull();
    expect((await sessionRow(carried.sessionId))?.person_id).toBeNull();
  });

  it("lets only one of two concurrent upgrades of one guest session win", async () => {
    const key = newTestKey();
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now: NOW });
    const grants = [await grantFor("MBR-RACE1", key), await grantFor("MBR-RACE2", key)];
    const results = await Promise.all(
      grants.map((grant) =>
        upgradeSession(env.DB, { sessionToken: guest.sessionToken, companyId: COMPANY, grant, now: NOW }),
      ),
    );
    expect(results.filter((result) => result !== null)).toHaveLength(1);
  });

  it("signs out by revoking the session and forgetting its credential, and may be repeated", async () => {
    const key = newTestKey();
    const grant = await grantFor("MBR-OUT1", key);
    const member = await createMemberSession(env.DB, { companyId: COMPANY, grant, now: NOW });
    await signOut(env.DB, member.sessionId, NOW);
    expect(await authenticate(env.DB, member.sessionToken, NOW)).toBeNull();
    expect(await openCredential(env.DB, key, grant.credentialRef, NOW)).toEqual({ ok: false, error: "missing" });
    const row = await sessionRow(member.sessionId);
    expect(row).toMatchObject({ revoked_at: NOW.toISOString(), credential_ref: null });
    await signOut(env.DB, member.sessionId, later(NOW, HOUR_MS));
    expect((await sessionRow(member.sessionId))?.revoked_at).toBe(NOW.toISOString());
    await expect(signOut(env.DB, "ses_no_such_session", NOW)).resolves.toBeUndefined();
  });
});
