/**
 * Who is signed in: the verify answer and `GET /auth/me` say it as an app shows it ("Signed in as
 * Asha · ••••0001"), from what the session kept at sign-in — a first name and the number's last four
 * digits, never the whole number — and a group names its members by first name, guests "Guest".
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sessionRow } from "../support/auth";
import { chat } from "../support/chat";
import { call, guestToken, signInOverHttp, staffToken } from "../support/http";
import { DEMO, DEMO_OTP } from "../support/members";

type Me = { kind: string; firstName: string | null; maskedMobile: string | null };

async function me(token?: string): Promise<Me> {
  const response = await call("/auth/me", { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Me;
}

/** Signs in over HTTP and answers the whole verify body. */
async function verify(mobile: string): Promise<Me & { sessionToken: string }> {
  const started = await call("/auth/otp/start", { body: { mobile } });
  const { challengeId } = (await started.json()) as { challengeId: string };
  const verified = await call("/auth/otp/verify", { body: { challengeId, otp: DEMO_OTP } });
  expect(verified.status).toBe(200);
  return (await verified.json()) as Me & { sessionToken: string };
}

describe("who is signed in", () => {
  it("answers the verify with the member's first name and the number's last four digits behind bullets", async () => {
    const verified = await verify("+91 90000 00001");
    expect(verified).toMatchObject({ kind: "member", firstName: "Asha", maskedMobile: "••••0001" });
  });

  it("tells GET /auth/me who the session is: a member by first name and masked number", async () => {
    const { sessionToken } = await verify(DEMO.ravi.mobile);
    expect(await me(sessionToken)).toEqual({ kind: "member", firstName: "Ravi", maskedMobile: "••••0002" });
  });

  it("keeps only the last four digits of the number with the session, never the whole number", async () => {
    const { sessionToken } = await verify(DEMO.meera.mobile);
    const stored = await env.DB.prepare(
      "select first_name, mobile_last4 from sessions where person_id = 'MBR-3001'",
    ).all();
    expect(stored.results).toContainEqual({ first_name: "Meera", mobile_last4: "0003" });
    // Every column of her session rows (only hers: other files' synthetic members have ids such as
    // MBR-T20000030, which hold her last six digits by chance).
    const rows = await env.DB.prepare("select * from sessions where person_id = 'MBR-3001'").all();
    expect(rows.results.length).toBeGreaterThan(0);
    const everything = JSON.stringify(rows.results);
    expect(everything).not.toContain(DEMO.meera.mobile);
    expect(everything).not.toContain(DEMO.meera.mobile.slice(-6));
    expect((await me(sessionToken)).maskedMobile).toBe("••••0003");
  });

  it("names a guest, staff and a caller with no credential by kind, with no name or number", async () => {
    expect(await me(await guestToken())).toEqual({ kind: "guest", firstName: null, maskedMobile: null });
    expect(await me(await staffToken("agent"))).toEqual({ kind: "staff", firstName: null, maskedMobile: null });
    expect(await me()).toEqual({ kind: "anonymous", firstName: null, maskedMobile: null });
  });

  it("makes no guest session for a caller with no credential", async () => {
    const response = await call("/auth/me");
    expect(response.headers.get("x-session-token")).toBeNull();
  });

  it("answers 401 for a token that does not verify, as every route does", async () => {
    expect((await call("/auth/me", { token: "not-a-token" })).status).toBe(401);
  });

  it("says the guest a member signed in on is the member now", async () => {
    const guest = await guestToken();
    const member = await signInOverHttp(DEMO.asha.mobile, guest);
    expect(await me(member)).toEqual({ kind: "member", firstName: "Asha", maskedMobile: "••••0001" });
  });

  it("stores nothing of the name or number for a guest's session", async () => {
    const guest = await guestToken();
    const who = (await call("/chat", { token: guest, body: { message: "hello" } })).headers.get("x-conversation-id");
    expect(who).not.toBeNull();
    const rows = await env.DB.prepare("select first_name, mobile_last4 from sessions where role = 'guest'").all();
    expect(rows.results.every((row) => row.first_name === null && row.mobile_last4 === null)).toBe(true);
  });
});

describe("a group names its participants", () => {
  it("names members by the first name they signed in with, and a guest Guest", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { conversationId } = await chat(asha, { message: "hello" });
    const invited = await call(`/chat/${conversationId}/invites`, { token: asha, method: "POST" });
    const { inviteCode } = (await invited.json()) as { inviteCode: string };
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    await call(`/chat/${conversationId}/join`, { token: ravi, body: { inviteCode } });
    const second = await call(`/chat/${conversationId}/invites`, { token: asha, method: "POST" });
    const guest = await guestToken();
    await call(`/chat/${conversationId}/join`, {
      token: guest,
      body: { inviteCode: ((await second.json()) as { inviteCode: string }).inviteCode },
    });

    const response = await call(`/chat/${conversationId}/participants`, { token: ravi });
    const { participants } = (await response.json()) as { participants: { name: string; kind: string }[] };

    expect(participants.map(({ kind, name }) => ({ kind, name }))).toEqual([
      { kind: "member", name: "Asha" },
      { kind: "member", name: "Ravi" },
      { kind: "guest", name: "Guest" },
    ]);
    expect(JSON.stringify(participants)).not.toMatch(/9000000|••••/);
  });

  it("names a guest who signs in during the conversation by their first name from then on", async () => {
    const guest = await guestToken();
    const { conversationId } = await chat(guest, { message: "hello" });
    const before = await call(`/chat/${conversationId}/participants`, { token: guest });
    expect(((await before.json()) as { participants: { name: string }[] }).participants[0]?.name).toBe("Guest");

    const member = await signInOverHttp(DEMO.ravi.mobile, guest);
    const after = await call(`/chat/${conversationId}/participants`, { token: member });
    const { participants } = (await after.json()) as { participants: { name: string; kind: string }[] };
    expect(participants.map(({ kind, name }) => ({ kind, name }))).toEqual([{ kind: "member", name: "Ravi" }]);
  });

  it("keeps the first name out of the session row of anyone but a member", async () => {
    const staff = await staffToken("agent");
    const response = await call("/auth/me", { token: staff });
    expect(((await response.json()) as Me).firstName).toBeNull();
    const row = await env.DB.prepare(
      "select id from sessions where role = 'agent' order by created_at desc limit 1",
    ).first<{ id: string }>();
    expect(row).not.toBeNull();
    const stored = await sessionRow(row?.id ?? "");
    expect(stored?.first_name ?? null).toBeNull();
  });
});
