/** OTP verify against the real stand-in and D1: sessions issued or upgraded, portals, refusals. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { startOtp, type VerifyOtpInput, verifyOtp } from "../../../workers/tools/auth/otp";
import { authenticate, createGuestSession, MEMBER_SESSION_MAX_TTL_MS } from "../../../workers/tools/auth/sessions";
import { openCredential } from "../../../workers/tools/auth/vault";
import { credentialRow, later, newTestKey, sessionRow } from "../../support/auth";
import { DEMO_OTP, memberIdOf, uniqueMobile } from "../../support/members";
import { verifyPorts } from "../../support/sign-in";
import { callStandIn, callsSince, ledgerMark, requestsSince, setFault } from "../../support/stand-in";

const COMPANY = "demo";
/** The stand-in's token lifetime in tests (TOKEN_TTL_SECONDS in vitest.config.ts), in ms. */
const UPSTREAM_TOKEN_TTL_MS = 3600 * 1000;

const key = newTestKey();
const ports = verifyPorts(key);

async function challengeFor(mobile: string): Promise<string> {
  const started = await startOtp(ports, { mobile, now: new Date() });
  if (!started.ok) throw new Error("the stand-in did not start a sign-in");
  return started.value.challengeId;
}

async function signIn(mobile: string, extra: Partial<VerifyOtpInput> = {}) {
  const challengeId = await challengeFor(mobile);
  return verifyOtp(ports, { challengeId, otp: DEMO_OTP, companyId: COMPANY, now: new Date(), ...extra });
}

async function signedIn(mobile: string, extra: Partial<VerifyOtpInput> = {}) {
  const result = await signIn(mobile, extra);
  if (!result.ok) throw new Error(`sign-in failed: ${result.error.code}`);
  return result.value;
}

async function credentialCount(): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from credentials").first<{ n: number }>();
  return row?.n ?? 0;
}

describe("verifyOtp", () => {
  it("issues a member session holding the sealed upstream token, the member's portals and each portal's product", async () => {
    const mobile = uniqueMobile();
    const now = new Date();
    const session = await signedIn(mobile, { now });
    const auth = await authenticate(env.DB, session.sessionToken, now);
    expect(auth).toMatchObject({
      sessionId: session.sessionId,
      role: "member",
      companyId: COMPANY,
      personId: memberIdOf(mobile),
      portalRefs: [`PRT-T${mobile.slice(2)}`],
      policies: [{ portalRef: `PRT-T${mobile.slice(2)}`, product: "PlanCover Individual Essential" }],
    });
    const opened = auth?.credentialRef ? await openCredential(env.DB, key, auth.credentialRef, now) : null;
    expect(opened?.ok).toBe(true);
    if (!opened?.ok) return;
    const profile = await callStandIn("/v1/members/me", { authorization: opened.value.authorization });
    expect(profile.status).toBe(200);
    const row = auth?.credentialRef ? await credentialRow(auth.credentialRef) : null;
    expect(JSON.stringify(row)).not.toContain(opened.value.authorization.slice("Bearer ".length));
  });

  it("exchanges the OTP once and reads the member's policies once with the new token", async () => {
    const mobile = uniqueMobile();
    const challengeId = await challengeFor(mobile);
    const mark = await ledgerMark();
    await verifyOtp(ports, { challengeId, otp: DEMO_OTP, companyId: COMPANY, now: new Date() });
    expect(await callsSince(mark, memberIdOf(mobile))).toEqual(["POST /auth/otp/verify", "GET /v1/policies"]);
  });

  it.each([
    ["Asha", "9000000001", ["PRT-40122", "PRT-40123"]],
    ["Meera", "9000000003", []],
  ])("fills %s's portals from the stand-in", async (_name, mobile, portals) => {
    const session = await signedIn(mobile);
    expect((await authenticate(env.DB, session.sessionToken, new Date()))?.portalRefs).toEqual(portals);
  });

  it.each([
    [
      "Asha",
      "9000000001",
      [
        { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
        { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
      ],
    ],
    ["Ravi", "9000000002", [{ portalRef: "PRT-50001", product: "PlanCover Group Care for Northwind Logistics" }]],
    ["Meera", "9000000003", []],
  ])("keeps the product PlanCover names for each of %s's portals, read at sign-in", async (_name, mobile, held) => {
    const session = await signedIn(mobile);
    expect((await authenticate(env.DB, session.sessionToken, new Date()))?.policies).toEqual(held);
  });

  it("lives as long as the upstream token when that is under twelve hours", async () => {
    const now = new Date();
    const session = await signedIn(uniqueMobile(), { now });
    expect(UPSTREAM_TOKEN_TTL_MS).toBeLessThan(MEMBER_SESSION_MAX_TTL_MS);
    expect(session.expiresAt).toBe(later(now, UPSTREAM_TOKEN_TTL_MS).toISOString());
  });

  it("upgrades the carried guest session: same id, a new token, the old one dead", async () => {
    const now = new Date();
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now });
    const mobile = uniqueMobile();
    const session = await signedIn(mobile, { guestSessionToken: guest.sessionToken, now });
    expect(session.sessionId).toBe(guest.sessionId);
    expect(session.sessionToken).not.toBe(guest.sessionToken);
    expect(await authenticate(env.DB, guest.sessionToken, now)).toBeNull();
    expect((await authenticate(env.DB, session.sessionToken, now))?.personId).toBe(memberIdOf(mobile));
  });

  it("gives a new session, not the carried one, when the carried session is another person's", async () => {
    const now = new Date();
    const first = uniqueMobile();
    const theirs = await signedIn(first, { now });
    const mine = await signedIn(uniqueMobile(), { guestSessionToken: theirs.sessionToken, now });
    expect(mine.sessionId).not.toBe(theirs.sessionId);
    expect((await authenticate(env.DB, theirs.sessionToken, now))?.personId).toBe(memberIdOf(first));
  });

  it("keeps a person's own session when they sign in again on it, rotating its token", async () => {
    const now = new Date();
    const mobile = uniqueMobile();
    const first = await signedIn(mobile, { now });
    const again = await signedIn(mobile, { guestSessionToken: first.sessionToken, now });
    expect(again.sessionId).toBe(first.sessionId);
    expect(await authenticate(env.DB, first.sessionToken, now)).toBeNull();
  });

  it("creates a new session when the carried token is unknown", async () => {
    const session = await signedIn(uniqueMobile(), { guestSessionToken: "B".repeat(43) });
    expect(await sessionRow(session.sessionId)).toMatchObject({ role: "member" });
  });

  it("refuses a wrong OTP as invalid_otp and leaves the guest session a guest", async () => {
    const now = new Date();
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now });
    const result = await signIn(uniqueMobile(), { otp: "654321", guestSessionToken: guest.sessionToken, now });
    expect(!result.ok && result.error.code).toBe("invalid_otp");
    expect(JSON.stringify(result)).not.toContain("654321");
    expect((await authenticate(env.DB, guest.sessionToken, now))?.role).toBe("guest");
  });

  it.each([
    ["a challenge that was never issued", { challengeId: "ch1.bm90LWEtY2hhbGxlbmdl.c2ln" }],
    ["an empty challenge", { challengeId: "" }],
  ])("refuses %s as invalid_otp", async (_name, input) => {
    const result = await verifyOtp(ports, { otp: DEMO_OTP, companyId: COMPANY, now: new Date(), ...input });
    expect(!result.ok && result.error.code).toBe("invalid_otp");
  });

  it("refuses a non-member's sign-in with the demo OTP", async () => {
    const result = await signIn("7000000002");
    expect(!result.ok && result.error.code).toBe("invalid_otp");
  });

  it("refuses an OTP that is not digits without calling the upstream", async () => {
    const challengeId = await challengeFor(uniqueMobile());
    const mark = await ledgerMark();
    const result = await verifyOtp(ports, { challengeId, otp: "12ab56", companyId: COMPANY, now: new Date() });
    expect(!result.ok && result.error.code).toBe("invalid_otp");
    expect(await requestsSince(mark)).toEqual([]);
  });

  it.each([
    ["the OTP exchange", "/auth/otp/verify"],
    ["the portal lookup", "/v1/policies"],
  ])("answers upstream_unavailable when %s fails, leaving the guest a guest", async (_name, path) => {
    const now = new Date();
    const guest = await createGuestSession(env.DB, { companyId: COMPANY, now });
    const mobile = uniqueMobile();
    const challengeId = await challengeFor(mobile);
    const sealedBefore = await credentialCount();
    await setFault({ memberId: memberIdOf(mobile), paths: [path], status: 503 });
    const result = await verifyOtp(ports, {
      challengeId,
      otp: DEMO_OTP,
      guestSessionToken: guest.sessionToken,
      companyId: COMPANY,
      now,
    });
    expect(!result.ok && result.error.code).toBe("upstream_unavailable");
    expect(await sessionRow(guest.sessionId)).toMatchObject({ role: "guest", credential_ref: null });
    expect(await credentialCount()).toBe(sealedBefore);
  });
});
