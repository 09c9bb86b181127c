/**
 * Staff sign-in through Cloudflare Access (POST /admin/v1/sessions/access), in workerd with no
 * network: a key pair made here signs the application tokens, and the team's key set is served by a
 * fetch handed to the route, which answers only the team's certs URL. A token passes only when its
 * signature, team, audience and expiry hold and its groups name a role; then the person gets a staff
 * session of that role, issued and audited by the real tools Worker as `access:<e-mail>`.
 */
import { env } from "cloudflare:test";
import { Hono } from "hono";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditRow } from "../../src/shared/admin-api";
import type { AccessVars } from "../../workers/chat/access/config";
import { remoteAccessKeys } from "../../workers/chat/access/verify";
import type { AdminEnv } from "../../workers/chat/http/staff";
import { adminSessionRoutes } from "../../workers/chat/routes/admin-sessions";
import { BASE, call, staffHeaders } from "../support/http";

const TEAM = "toolgate-test.cloudflareaccess.com";
const AUDIENCE = "aud-0123456789abcdef";
const ACCESS: AccessVars = {
  ACCESS_TEAM_DOMAIN: TEAM,
  ACCESS_AUD: AUDIENCE,
  ACCESS_ADMIN_GROUPS: "toolgate-admins, platform",
  ACCESS_AGENT_GROUPS: "care-agents",
};
const KID = "team-key-1";

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let team: KeyPair;
let stranger: KeyPair;
/** What the team's certs URL answers (a JWKS), and every URL the route fetched. */
let certs: { status: number; body: unknown };
const fetched: string[] = [];

beforeAll(async () => {
  team = await generateKeyPair("RS256", { extractable: true });
  stranger = await generateKeyPair("RS256", { extractable: true });
});

function resetCerts() {
  certs = { status: 200, body: { keys: [] } };
}

async function publishTeamKey() {
  certs = {
    status: 200,
    body: { keys: [{ ...(await exportJWK(team.publicKey)), kid: KID, alg: "RS256", use: "sig" }] },
  };
}

/** The chat Worker's session routes with the team's keys fetched from here instead of the network. */
function accessApp() {
  const certsFetch = async (url: string | URL | Request) => {
    fetched.push(String(url));
    if (String(url) !== `https://${TEAM}/cdn-cgi/access/certs`) return new Response("no such host", { status: 404 });
    return Response.json(certs.body, { status: certs.status });
  };
  const app = new Hono<AdminEnv>().route(
    "/admin/v1/sessions",
    adminSessionRoutes((settings) => remoteAccessKeys(settings, certsFetch as typeof fetch)),
  );
  return (assertion: string | null, vars: AccessVars = ACCESS) =>
    app.request(
      `${BASE}/admin/v1/sessions/access`,
      { method: "POST", headers: assertion === null ? {} : { "cf-access-jwt-assertion": assertion } },
      { ...env, ...vars },
    );
}

const NOW_S = () => Math.floor(Date.now() / 1000);

/** An application token as Access signs it for a person, with overrides for the case at hand. */
async function accessToken(
  claims: JWTPayload & Record<string, unknown> = {},
  /** `expiresAt`: seconds since the epoch; null for a token with no expiry at all. */
  options: { key?: KeyPair; kid?: string; issuer?: string; audience?: string; expiresAt?: number | null } = {},
) {
  const token = new SignJWT({
    email: "alex@toolgate.test",
    type: "app",
    custom: { groups: ["toolgate-admins"] },
    ...claims,
  })
    .setProtectedHeader({ alg: "RS256", kid: options.kid ?? KID })
    .setIssuer(options.issuer ?? `https://${TEAM}`)
    .setAudience(options.audience ?? AUDIENCE)
    .setSubject("7335d417-61da-459d-899c-0a01c76a2f94")
    .setIssuedAt(NOW_S() - 5);
  if (options.expiresAt !== null) token.setExpirationTime(options.expiresAt ?? NOW_S() + 300);
  return token.sign((options.key ?? team).privateKey);
}

async function adminAuditRows(): Promise<AdminAuditRow[]> {
  const response = await call("/admin/v1/admin-audit?limit=200", { headers: await staffHeaders() });
  return ((await response.json()) as { rows: AdminAuditRow[] }).rows;
}

async function staffSessionCount(): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from sessions where role in ('admin', 'agent')").first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

describe("staff sign-in through Cloudflare Access", () => {
  it("gives a person in an admin group an administrator's staff session, audited under their e-mail", async () => {
    await publishTeamKey();
    const signIn = accessApp();

    const response = await signIn(await accessToken({ email: "priya@toolgate.test" }));

    expect(response.status).toBe(200);
    const issued = (await response.json()) as { sessionToken: string; role: string };
    expect(issued.role).toBe("admin");
    expect(fetched.at(-1)).toBe(`https://${TEAM}/cdn-cgi/access/certs`);
    expect((await call("/admin/v1/audit?limit=1", { token: issued.sessionToken })).status).toBe(200);
    const row = (await adminAuditRows()).find((r) => r.actor === "access:priya@toolgate.test");
    expect(row).toMatchObject({ action: "staff_session.issue", after: { role: "admin" } });
    expect(JSON.stringify(row)).not.toContain(issued.sessionToken);
  });

  it.each([
    ["under custom, as Access passes an identity provider's claim", { custom: { groups: ["care-agents"] } }, "agent"],
    ["at the top level", { custom: undefined, groups: ["platform"] }, "admin"],
    ["as a single string", { custom: { groups: "care-agents" } }, "agent"],
    ["in both an admin and an agent group (admin wins)", { custom: { groups: ["care-agents", "platform"] } }, "admin"],
  ])("reads the groups %s", async (_where, claims, role) => {
    await publishTeamKey();

    const response = await accessApp()(await accessToken(claims));

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role });
  });

  it("gives a care agent a session that the administrators' routes refuse", async () => {
    await publishTeamKey();
    const response = await accessApp()(await accessToken({ custom: { groups: ["care-agents"] } }));
    const { sessionToken } = (await response.json()) as { sessionToken: string };

    expect((await call("/admin/v1/audit?limit=1", { token: sessionToken })).status).toBe(403);
  });

  it.each([
    ["no Access token", async () => null, 401],
    ["a token signed by another key under the team's key id", async () => accessToken({}, { key: stranger }), 401],
    ["a token for another Access application", async () => accessToken({}, { audience: "aud-other" }), 401],
    ["a token from another team", async () => accessToken({}, { issuer: "https://other.cloudflareaccess.com" }), 401],
    ["an expired token", async () => accessToken({}, { expiresAt: NOW_S() - 60 }), 401],
    ["a token with no expiry", async () => accessToken({}, { expiresAt: null }), 401],
    ["a token whose key the team does not publish", async () => accessToken({}, { kid: "retired" }), 401],
    ["something that is not a token", async () => "not.a.jwt", 401],
    ["a service token (no e-mail)", async () => accessToken({ email: undefined, common_name: "ci.access" }), 403],
    ["a person in no configured group", async () => accessToken({ custom: { groups: ["marketing"] } }), 403],
    ["a person with no groups at all", async () => accessToken({ custom: {} }), 403],
  ])("refuses %s and issues no session", async (_case, assertion, status) => {
    await publishTeamKey();
    const before = await staffSessionCount();

    const response = await accessApp()(await assertion());

    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body).not.toHaveProperty("sessionToken");
    expect(await staffSessionCount()).toBe(before);
  });

  it("answers 503 and issues nothing when the team's keys cannot be fetched", async () => {
    certs = { status: 500, body: { error: "down" } };
    const before = await staffSessionCount();

    const response = await accessApp()(await accessToken());

    expect(response.status).toBe(503);
    expect(await staffSessionCount()).toBe(before);
    resetCerts();
  });

  it("answers 404 where Access is not configured, whatever the request carries", async () => {
    await publishTeamKey();
    const off = { ...ACCESS, ACCESS_TEAM_DOMAIN: "" };

    expect((await accessApp()(await accessToken(), off)).status).toBe(404);
    // The deployed Worker as configured here (no team domain, no audience): the console offers its form.
    const deployed = await call("/admin/v1/sessions/access", { method: "POST" });
    expect(deployed.status).toBe(404);
  });
});

describe("leaving the console", () => {
  it.each([["an administrator"], ["a care agent"]] as const)(
    "ends %s's staff session: its token is refused after, and the admin audit says who left",
    async (who) => {
      const role = who === "an administrator" ? "admin" : "agent";
      const issued = await call("/admin/v1/sessions", {
        body: { role },
        headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` },
      });
      const { sessionToken } = (await issued.json()) as { sessionToken: string };

      const ended = await call("/admin/v1/sessions/end", { method: "POST", token: sessionToken });

      expect(ended.status).toBe(200);
      expect((await call("/admin/v1/audit?limit=1", { token: sessionToken })).status).toBe(401);
      expect((await call("/admin/v1/sessions/end", { method: "POST", token: sessionToken })).status).toBe(401);
      const rows = (await adminAuditRows()).filter((row) => row.action === "staff_session.end");
      expect(rows.some((row) => (row.after as { role: string }).role === role && row.actor.startsWith("staff:"))).toBe(
        true,
      );
    },
  );

  it.each([
    ["no token", {}, 401],
    ["the bootstrap secret", { authorization: `Bearer ${env.ADMIN_TOKEN}` }, 403],
  ])("refuses %s", async (_who, headers, status) => {
    const response = await call("/admin/v1/sessions/end", { method: "POST", headers });

    expect(response.status).toBe(status);
  });
});
