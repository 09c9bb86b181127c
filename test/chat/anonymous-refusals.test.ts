/**
 * Anonymous callers as a hostile client meets the edge: a request refused for its body makes no
 * guest session, and an IPv6 client cannot step around the per-address limit by changing the host
 * half of its address (its network holds a whole /64).
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call } from "../support/http";

const sessionRows = async () =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE expires_at > ?")
      .bind(new Date().toISOString())
      .first<{ n: number }>()
  )?.n ?? 0;

/** A POST with a raw body and content type, no credential. */
const post = (path: string, contentType: string, body: string) =>
  SELF.fetch(`${BASE}${path}`, { method: "POST", headers: { "content-type": contentType }, body });

describe("an anonymous request refused for its body", () => {
  it.each([
    ["a text/plain chat turn", "/chat", "text/plain", JSON.stringify({ message: "hi" }), 415],
    ["a form-encoded chat turn", "/chat", "application/x-www-form-urlencoded", "message=hi", 415],
    ["a chat turn with no message", "/chat", "application/json", "{}", 400],
    ["a text/plain join", "/chat/conv_0123456789/join", "text/plain", "{}", 415],
    ["a join with no invitation code", "/chat/conv_0123456789/join", "application/json", "{}", 400],
  ])("makes no guest session from %s", async (_what, path, contentType, body, status) => {
    const before = await sessionRows();
    const response = await post(path, contentType, body);

    expect(response.status).toBe(status);
    expect(response.headers.get("x-session-token")).toBeNull();
    expect(response.headers.get("set-cookie") ?? "").not.toMatch(/toolgate_session=[A-Za-z0-9_-]/);
    expect(await sessionRows()).toBe(before);
  });
});

describe("the anonymous limit for an IPv6 client", () => {
  it("counts every address of one /64 network together, so rotating the host half is still limited", async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    // The limiter counts 60 a minute in fixed windows: 121 requests are over the limit whichever
    // window boundary they straddle.
    let firstLimited = 0;
    for (let host = 1; host <= 121 && firstLimited === 0; host++) {
      const headers = { "cf-connecting-ip": `${network}::${host.toString(16)}` };
      if ((await call("/v1/tools", { headers })).status === 429) firstLimited = host;
    }
    const otherNetwork = await call("/v1/tools", { headers: { "cf-connecting-ip": "2001:db8:ffff:ffff::1" } });

    expect(firstLimited).toBeGreaterThan(60);
    expect(otherNetwork.status).toBe(200);
  });
});
