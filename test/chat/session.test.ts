/**
 * The session at the edge, as a client meets it: a credential that does not verify is a 401 with a
 * code that says why (never a fresh guest), a caller with no credential becomes a guest only where a
 * conversation needs one, and tokenless traffic is limited per client address.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createGuestSession } from "../../workers/tools/auth/sessions";
import { call, signInOverHttp } from "../support/http";
import { uniqueAddress, uniqueMobile } from "../support/members";
import { roomInRateWindow } from "../support/rate-window";

const HOUR_MS = 3_600_000;
/** ANONYMOUS_LIMITER's period in wrangler.toml (`simple = { limit = 60, period = 60 }`). */
const ANONYMOUS_PERIOD_SECONDS = 60;
/** Live sessions (expired guests are cleared as new ones are made, so only live rows are counted). */
const sessionRows = async () =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE expires_at > ?")
      .bind(new Date().toISOString())
      .first<{ n: number }>()
  )?.n ?? 0;
const knowledgeRun = { body: { args: { query: "waiting period" } } };

/**
 * The routes a credential is presented to: listing, a direct run, a chat turn, a replay, and MCP (a
 * listing, and a call, whose token is judged by the call itself: its session is read with its step).
 */
const ROUTES: [string, { method?: string; body?: unknown; headers?: Record<string, string> }][] = [
  ["/v1/tools", {}],
  ["/v1/tools/search_policy_knowledge/run", knowledgeRun],
  ["/chat", { body: { message: "What is the waiting period?" } }],
  ["/chat/conv_0123456789/events", {}],
  ["/mcp", { body: { jsonrpc: "2.0", id: 1, method: "tools/list" } }],
  [
    "/mcp",
    {
      // Accepted as MCP, so the call reaches its handler, whose own answer is the token's verdict.
      headers: { accept: "application/json, text/event-stream" },
      body: {
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "search_policy_knowledge", arguments: { query: "waiting period" } },
      },
    },
  ],
];

async function expired(): Promise<string> {
  const issued = await createGuestSession(env.DB, { companyId: "demo", now: new Date(Date.now() - 2 * HOUR_MS) });
  return issued.sessionToken;
}

async function revoked(): Promise<string> {
  const token = await signInOverHttp(uniqueMobile());
  const signedOut = await call("/auth/signout", { token, body: {} });
  expect(signedOut.status).toBe(200);
  return token;
}

const BAD_CREDENTIALS: [string, () => Promise<Record<string, string>>, "session_expired" | "invalid_session"][] = [
  ["an expired bearer token", async () => ({ authorization: `Bearer ${await expired()}` }), "session_expired"],
  ["a signed-out bearer token", async () => ({ authorization: `Bearer ${await revoked()}` }), "session_expired"],
  ["a malformed bearer token", async () => ({ authorization: "Bearer not-a-token" }), "invalid_session"],
  [
    "an Authorization header that is not a bearer",
    async () => ({ authorization: "Basic dXNlcjpwYXNz" }),
    "invalid_session",
  ],
  ["an unknown bearer token", async () => ({ authorization: `Bearer ${"A".repeat(43)}` }), "invalid_session"],
  ["an expired cookie", async () => ({ cookie: `toolgate_session=${await expired()}` }), "session_expired"],
  ["an unknown cookie", async () => ({ cookie: `toolgate_session=${"B".repeat(43)}` }), "invalid_session"],
  ["an empty cookie", async () => ({ cookie: "toolgate_session=" }), "invalid_session"],
];

describe("a credential that does not verify", () => {
  it.each(BAD_CREDENTIALS)("answers %s with 401 and no new session, on every route", async (_why, headersOf, code) => {
    const headers = await headersOf();
    for (const [path, init] of ROUTES) {
      const before = await sessionRows();
      const response = await call(path, { ...init, headers: { ...init.headers, ...headers } });

      expect(response.status, path).toBe(401);
      expect(await response.json(), path).toEqual({ error: { code, message: expect.any(String) } });
      expect(response.headers.get("x-session-token"), path).toBeNull();
      expect(await sessionRows(), path).toBe(before);
    }
  });

  it("clears a session cookie that no longer verifies, so the browser can start over", async () => {
    const response = await call("/v1/tools", { headers: { cookie: `toolgate_session=${await expired()}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toMatch(/toolgate_session=;.*Max-Age=0/i);
  });
});

describe("a caller with no credential", () => {
  it.each([
    ["GET /v1/tools", "/v1/tools", {}],
    ["GET /health", "/health", {}],
    ["POST /auth/otp/start", "/auth/otp/start", { body: { mobile: uniqueMobile() } }],
    ["POST /auth/signout", "/auth/signout", { body: {} }],
    ["a replay of a conversation", "/chat/conv_0123456789/events", {}],
  ])("gets no guest session from %s", async (_route, path, init) => {
    const before = await sessionRows();
    const responses = await Promise.all(Array.from({ length: 5 }, () => call(path, init)));
    for (const response of responses) {
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("x-session-token")).toBeNull();
      expect(response.headers.get("set-cookie") ?? "").not.toMatch(/toolgate_session=[A-Za-z0-9_-]/);
    }
    expect(await sessionRows()).toBe(before);
  });

  it("is offered a guest's tools without a session", async () => {
    const response = await call("/v1/tools");
    expect(response.status).toBe(200);
    const { tools } = (await response.json()) as { tools: { name: string }[] };
    expect(tools.map((tool) => tool.name)).toContain("search_policy_knowledge");
  });

  it("gets exactly one guest session from a direct run that creates a conversation, and keeps it", async () => {
    const before = await sessionRows();
    const first = await call("/v1/tools/search_policy_knowledge/run", knowledgeRun);
    const token = first.headers.get("x-session-token");
    if (!token) throw new Error("no guest session was issued");
    const second = await call("/v1/tools/search_policy_knowledge/run", { token, ...knowledgeRun });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("x-session-token")).toBeNull();
    expect(await sessionRows()).toBe(before + 1);
  });

  it("gets a guest session that expires within the configured hour unless it is used", async () => {
    const response = await call("/v1/tools/search_policy_knowledge/run", knowledgeRun);
    const cookie = response.headers.get("set-cookie") ?? "";
    const expires = Date.parse(cookie.match(/Expires=([^;]+)/i)?.[1] ?? "");
    expect(expires - Date.now()).toBeLessThanOrEqual(Number(env.GUEST_SESSION_TTL_SECONDS) * 1000);
    expect(expires - Date.now()).toBeGreaterThan(0);
  });

  it("is limited per client address: past the limit it answers 429 and creates nothing, and other addresses go on", async () => {
    const address = uniqueAddress();
    const before = await sessionRows();
    const statuses: number[] = [];
    // The limiter counts 60 a minute in fixed windows: all 62 calls must land in one of them.
    await roomInRateWindow(ANONYMOUS_PERIOD_SECONDS);
    for (let i = 0; i < 61; i++) {
      statuses.push((await call("/v1/tools", { headers: { "cf-connecting-ip": address } })).status);
    }
    const limited = await call("/v1/tools/search_policy_knowledge/run", {
      ...knowledgeRun,
      headers: { "cf-connecting-ip": address },
    });
    const elsewhere = await call("/v1/tools", { headers: { "cf-connecting-ip": uniqueAddress() } });

    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: "rate_limited", message: expect.any(String) } });
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await sessionRows()).toBe(before);
    expect(elsewhere.status).toBe(200);
  });
});
