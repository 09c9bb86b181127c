/**
 * The session's step is one joined read and the usage upsert (adapters/d1-session-step.ts): the
 * session's row with its company's policy, a partner client's rule for that company and the credential
 * its row refers to. Each part must answer exactly as the statement that read it alone: the same
 * policy, rule and credential for every kind of caller, none of another company's or client's, and,
 * for a session that is not live, no credential and no count.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { sessions } from "../../../d1/schema";
import { newId } from "../../../src/shared/ids";
import { loadSessionStepFromD1, type SessionStep } from "../../../workers/tools/adapters/d1-session-step";
import { putPartnerPolicy } from "../../../workers/tools/admin/partner-admin";
import { bindGrantSession } from "../../../workers/tools/auth/grants";
import type { SessionKey } from "../../../workers/tools/auth/session-row";
import { signOut, tokenKey } from "../../../workers/tools/auth/sessions";
import { openCredential } from "../../../workers/tools/auth/vault";
import { loadPartnerPolicy } from "../../../workers/tools/policy/partner-policy";
import { loadPolicy } from "../../../workers/tools/policy/policy";
import { companyWithoutPolicy, createCompany } from "../../support/company";
import { watchD1 } from "../../support/d1-waits";
import { uniqueMobile } from "../../support/members";
import { guest, type Person, signIn, staff } from "../../support/people";

interface Read {
  readonly counted?: number;
  readonly credential?: boolean;
  readonly clientId?: string | null;
}

const byId = (person: Person): SessionKey => ({ kind: "id", sessionId: person.auth.sessionId });

async function byToken(person: Person): Promise<SessionKey> {
  const key = await tokenKey(person.sessionToken);
  if (!key) throw new Error("a token just issued is not one of ours");
  return key;
}

function readStep(
  key: SessionKey,
  read: Read = {},
  db: D1Database = env.DB,
  now: Date = new Date(),
): Promise<SessionStep> {
  return loadSessionStepFromD1(db, env.CREDENTIAL_KEY, {
    key,
    sessionNow: now,
    forecast: { counted: Array(read.counted ?? 0).fill(true), credential: read.credential ?? true },
    partnerClientId: read.clientId ?? null,
    now,
  });
}

async function rowOf(sessionId: string) {
  const [row] = await drizzle(env.DB).select().from(sessions).where(eq(sessions.id, sessionId));
  return row ?? null;
}

/** What each statement read alone answers for a session's row, as the step's load holds it. */
async function readAlone(sessionId: string, read: Read) {
  const row = await rowOf(sessionId);
  const companyId = row?.companyId ?? "";
  const clientId = read.clientId ?? null;
  const live = row !== null && row.revokedAt === null && Date.parse(row.expiresAt) > Date.now();
  const credential =
    read.credential === false
      ? null
      : live && row.credentialRef !== null
        ? await openCredential(env.DB, env.CREDENTIAL_KEY, row.credentialRef as never, new Date())
        : { ok: false, error: "missing" };
  return {
    policy: await loadPolicy(env.DB, companyId),
    partnerRule: clientId === null ? null : await loadPartnerPolicy(env.DB, companyId, clientId),
    credential,
  };
}

async function usageRows(key: string): Promise<number[]> {
  const { results } = await env.DB.prepare("SELECT count FROM usage_counter WHERE person_key = ? ORDER BY window")
    .bind(key)
    .all<{ count: number }>();
  return results.map((row) => row.count);
}

async function expectAsAlone(step: SessionStep, sessionId: string, read: Read = {}) {
  const alone = await readAlone(sessionId, read);
  expect(step.row).toEqual(await rowOf(sessionId));
  expect({ policy: step.load.policy, partnerRule: step.load.partnerRule, credential: step.load.credential }).toEqual(
    alone,
  );
}

const grantRule = { enabled: true, reason: null, tools: ["list_my_policies"], callsPerMinute: 7 };

describe("a session's step read in one joined statement", () => {
  it("answers a live member's session, its company's policy and its opened credential as each read alone", async () => {
    const person = await signIn(uniqueMobile(), await createCompany({ callsPerMinute: 40 }));

    const step = await readStep(await byToken(person));

    expect(step.live).toBe(true);
    expect(step.load.credential?.ok).toBe(true);
    expect(step.load.policy?.callsPerMinute).toBe(40);
    await expectAsAlone(step, person.auth.sessionId);
  });

  it("reads no credential for a step none of whose calls needs one", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());

    const step = await readStep(byId(person), { credential: false });

    expect(step.live).toBe(true);
    expect(step.load.credential).toBeNull();
    await expectAsAlone(step, person.auth.sessionId, { credential: false });
  });

  it("reads no credential and counts nothing for a revoked session whose credential is still in the vault", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    await env.DB.prepare("UPDATE sessions SET revoked_at = ? WHERE id = ?")
      .bind(new Date().toISOString(), person.auth.sessionId)
      .run();

    const step = await readStep(await byToken(person), { counted: 1 });

    expect(step.live).toBe(false);
    expect(step.load.credential).toEqual({ ok: false, error: "missing" });
    expect(step.load.counters).toEqual([]);
    expect(await usageRows(`person:${person.auth.personId}`)).toEqual([]);
    await expectAsAlone(step, person.auth.sessionId);
  });

  it("answers a session read at the very instant it expires as ended: no credential, no count", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const row = await rowOf(person.auth.sessionId);
    if (!row) throw new Error("a session just signed in has no row");

    const step = await readStep(await byToken(person), { counted: 1 }, env.DB, new Date(row.expiresAt));

    expect(step.live).toBe(false);
    expect(step.load.credential).toEqual({ ok: false, error: "missing" });
    expect(step.load.counters).toEqual([]);
    expect(await usageRows(`person:${person.auth.personId}`)).toEqual([]);
  });

  it("answers a signed-out session as not live, with its company's policy and no credential", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    await signOut(env.DB, person.auth.sessionId, new Date());

    const step = await readStep(byId(person), { counted: 2 });

    expect(step.live).toBe(false);
    expect(step.load.counters).toEqual([]);
    await expectAsAlone(step, person.auth.sessionId);
  });

  it("answers a token or an id that names no session with nothing: no row, no policy, no credential, no count", async () => {
    const unknownToken: SessionKey = { kind: "token", tokenHash: "0".repeat(64) };
    const unknownId: SessionKey = { kind: "id", sessionId: newId("sess_") };

    for (const key of [unknownToken, unknownId]) {
      const step = await readStep(key, { counted: 1, clientId: "client_x" });
      expect(step).toMatchObject({ row: null, live: false });
      expect(step.load).toEqual({
        policy: null,
        usage: [],
        counters: [],
        partnerRule: null,
        credential: { ok: false, error: "missing" },
      });
    }
  });

  it("answers a guest's and a staff session (no credential ref) as each read alone, counting the guest by its session", async () => {
    const companyId = await createCompany();
    const visitor = await guest(companyId);
    const agent = await staff("agent", companyId);

    const guestStep = await readStep(await byToken(visitor), { counted: 1 });
    const staffStep = await readStep(byId(agent));

    expect([guestStep.live, staffStep.live]).toEqual([true, true]);
    await expectAsAlone(guestStep, visitor.auth.sessionId);
    await expectAsAlone(staffStep, agent.auth.sessionId);
    expect(await usageRows(`session:${visitor.auth.sessionId}`)).toEqual([1, 1]);
  });

  it("reads no policy for a session whose company has none", async () => {
    const person = await signIn(uniqueMobile(), companyWithoutPolicy());

    const step = await readStep(byId(person));

    expect(step.load.policy).toBeNull();
    await expectAsAlone(step, person.auth.sessionId);
  });

  it("reads the rule of the partner client the step names, in the session's company, beside the company's own rate", async () => {
    const companyId = await createCompany({ callsPerMinute: 40 });
    const person = await signIn(uniqueMobile(), companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    await bindGrantSession(env.DB, person.sessionToken, { clientId, scopes: ["policies:read"] }, new Date());
    await putPartnerPolicy(env.DB, { kind: "admin_token" }, { companyId, clientId }, grantRule, new Date());

    const step = await readStep(await byToken(person), { counted: 1, clientId });

    expect(step.load.partnerRule).toEqual(grantRule);
    expect(step.load.policy?.callsPerMinute).toBe(40);
    expect(step.load.usage).toEqual([{ callsToday: 1, callsThisMinute: 1, clientCallsThisMinute: 1 }]);
    await expectAsAlone(step, person.auth.sessionId, { clientId });
  });

  it("reads no rule of another client, nor of the same client in another company", async () => {
    const companyId = await createCompany();
    const otherCompany = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    const otherClient = `client_${crypto.randomUUID()}`;
    await putPartnerPolicy(
      env.DB,
      { kind: "admin_token" },
      { companyId, clientId: otherClient },
      grantRule,
      new Date(),
    );
    await putPartnerPolicy(
      env.DB,
      { kind: "admin_token" },
      { companyId: otherCompany, clientId },
      grantRule,
      new Date(),
    );

    const named = await readStep(byId(person), { clientId });
    const none = await readStep(byId(person));

    expect(named.load.partnerRule).toBeNull();
    expect(none.load.partnerRule).toBeNull();
    await expectAsAlone(named, person.auth.sessionId, { clientId });
  });

  it("sends two statements for a metered step and one for an unmetered one, in one wait each", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const watched = watchD1(env.DB);

    const metered = await readStep(byId(person), { counted: 2 }, watched.db);
    const unmetered = await readStep(byId(person), { counted: 0 }, watched.db);

    expect(watched.waits.map((batch) => batch.length)).toEqual([2, 1]);
    expect(watched.waits[0]?.[0]).toMatch(/from "sessions" left join "company_policy"[\s\S]*left join "credentials"/);
    expect(watched.waits[0]?.[1]).toMatch(/insert into "usage_counter"/);
    expect(metered.load.usage).toEqual([
      { callsToday: 1, callsThisMinute: 1, clientCallsThisMinute: null },
      { callsToday: 2, callsThisMinute: 2, clientCallsThisMinute: null },
    ]);
    expect(unmetered.load).toMatchObject({ usage: [], counters: [] });
    expect(await usageRows(`person:${person.auth.personId}`)).toEqual([2, 2]);
  });
});
