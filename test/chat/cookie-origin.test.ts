/**
 * A call that changes something and rides on the member's session cookie must come from a page of
 * this origin (or one configured): a page on another origin, a sibling subdomain of the same site
 * included, cannot sign the member out, invite someone into their conversation or book a call-back
 * with the cookie their browser attaches, even where no CORS preflight stands in its way. A bearer
 * token, and a request without the cookie, pass as before.
 */
import { describe, expect, it } from "vitest";
import { BASE, call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";

const cookieOf = (token: string) => ({ cookie: `toolgate_session=${token}` });

const ELSEWHERE = [
  ["a page on another site", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
  ["a page on a sibling subdomain", { origin: "https://files.toolgate.test", "sec-fetch-site": "same-site" }],
  ["a page on another site, no fetch metadata", { origin: "https://evil.example" }],
  ["a page on another site that sent no Origin", { "sec-fetch-site": "cross-site" }],
] as const;

async function whoIs(token: string): Promise<string> {
  return ((await (await call("/auth/me", { token })).json()) as { kind: string }).kind;
}

describe("a call riding on the session cookie from another origin's page", () => {
  it.each(ELSEWHERE)("cannot sign the member out from %s", async (_from, headers) => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await call("/auth/signout", { method: "POST", headers: { ...cookieOf(member), ...headers } });

    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    expect(await whoIs(member)).toBe("member");
  });

  it.each(ELSEWHERE)("cannot invite anyone into the member's conversation from %s", async (_from, headers) => {
    const member = await signInOverHttp(uniqueMobile());
    const run = await call("/v1/tools/list_my_policies/run", { token: member, body: { args: {} } });
    const { conversationId } = (await run.json()) as { conversationId: string };

    const response = await call(`/chat/${conversationId}/invites`, {
      method: "POST",
      headers: { ...cookieOf(member), ...headers },
    });
    const listed = await call(`/chat/${conversationId}/participants`, { token: member });

    expect(response.status).toBe(403);
    expect(((await listed.json()) as { invites: unknown[] }).invites).toEqual([]);
  });

  it("cannot propose a call-back with the member's cookie from another site", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await call("/v1/tools/request_callback/run", {
      body: { args: { topic: "claim", preferred_window: "morning" } },
      headers: { ...cookieOf(member), origin: "https://evil.example" },
    });

    expect(response.status).toBe(403);
  });
});

describe("a call that is not a page elsewhere riding on the cookie", () => {
  it.each([
    ["the app's own page", { "sec-fetch-site": "same-origin", origin: BASE }],
    ["the app's own page sent with no referrer (Origin: null)", { "sec-fetch-site": "same-origin", origin: "null" }],
    ["the app's own origin, no fetch metadata", { origin: BASE }],
    ["a client that is not a browser (no Origin, no fetch metadata)", {}],
  ])("signs the member out from %s", async (_from, headers) => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await call("/auth/signout", { method: "POST", headers: { ...cookieOf(member), ...headers } });

    expect(response.status).toBe(200);
    expect((await call("/auth/me", { token: member })).status).toBe(401);
  });

  it("takes a bearer token from any origin: only code that holds the token can send it", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await call("/auth/signout", {
      method: "POST",
      token: member,
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });

    expect(response.status).toBe(200);
  });
});
