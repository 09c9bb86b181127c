/**
 * The authorization page's other edges: no page of it can be framed (sign-in, code, consent, errors);
 * PKCE is required of every client, confidential ones included; a redirect URI matches its
 * registration exactly, but for a loopback one's port (RFC 8252 §7.3); a client that asks only for scopes
 * this service does not know is offered every scope with none ticked; and a client's name is shown
 * marked unverified.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import {
  authorizationUrl,
  browse,
  CookieJar,
  formToken,
  REDIRECT_URI,
  registerClient,
  signInOnPage,
} from "../../support/partner";

function expectUnframeable(response: Response): void {
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
}

/** A confidential client (it authenticates at the token endpoint with a secret). */
async function registerConfidentialClient(): Promise<string> {
  const response = await SELF.fetch(`${BASE}/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: "Confidential Health Partner",
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "client_secret_basic",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client_id: string }).client_id;
}

/** The scopes a consent page offers, and which of them start ticked. */
function checkboxes(html: string): { offered: string[]; ticked: string[] } {
  const boxes = [...html.matchAll(/<input type="checkbox" name="scope" value="([^"]+)"( checked)?>/g)];
  return {
    offered: boxes.map((box) => box[1] ?? ""),
    ticked: boxes.filter((box) => box[2] !== undefined).map((box) => box[1] ?? ""),
  };
}

describe("frame protection on /authorize", () => {
  it("is sent with the sign-in page, the code page, the consent page and a sign-in error", async () => {
    const url = authorizationUrl(await registerClient(), { scope: "policies:read" });
    const jar = new CookieJar();
    const mobilePage = await browse(jar, url);
    expectUnframeable(mobilePage);
    const form = formToken(await mobilePage.text());
    const refused = await browse(jar, url, { step: "start", mobile: "12", form });
    expect(refused.status).toBe(400);
    expectUnframeable(refused);
    const codePage = await browse(jar, url, { step: "start", mobile: uniqueMobile(), form });
    expectUnframeable(codePage);
    const consent = await browse(jar, url);
    expectUnframeable(consent);
  });

  it("is sent with the page that says a request cannot go on (an unknown client)", async () => {
    const response = await browse(new CookieJar(), authorizationUrl("no-such-client"));
    expect(response.status).toBe(400);
    expectUnframeable(response);
  });
});

describe("a client id on /authorize that no registration could have made", () => {
  it("is refused with a page, as an unknown client is, never a server error", async () => {
    const response = await browse(new CookieJar(), authorizationUrl("c".repeat(20_000)));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("This app is not registered.");
  });
});

describe("PKCE on /authorize", () => {
  it("is required of a confidential client: a request without a code challenge goes back with invalid_request", async () => {
    const clientId = await registerConfidentialClient();
    const response = await browse(new CookieJar(), authorizationUrl(clientId, { challenge: null, state: "st-9" }));

    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get("error")).toBe("invalid_request");
    expect(location.searchParams.get("state")).toBe("st-9");
    expect(location.searchParams.get("code")).toBeNull();
  });

  it("lets a confidential client that sends a code challenge sign the member in", async () => {
    const clientId = await registerConfidentialClient();
    const response = await browse(new CookieJar(), authorizationUrl(clientId));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="mobile"');
  });
});

/** The authorization URL for this client, sent back to `redirect` instead of the registered URI. */
function redirectedTo(clientId: string, redirect: string): string {
  const url = new URL(authorizationUrl(clientId));
  url.searchParams.set("redirect_uri", redirect);
  return url.toString();
}

describe("the redirect URI on /authorize", () => {
  it("accepts a loopback redirect on any port (RFC 8252 §7.3): a native app picks its port when it runs", async () => {
    const clientId = await registerClient();
    expect(new URL(REDIRECT_URI).port).not.toBe("51234");
    const response = await browse(new CookieJar(), redirectedTo(clientId, "http://127.0.0.1:51234/callback"));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('name="mobile"');
  });

  it.each([
    ["another path", "http://127.0.0.1:33418/elsewhere"],
    ["another loopback host", "http://localhost:33418/callback"],
    ["a query the registration does not have", "http://127.0.0.1:33418/callback?next=1"],
  ])("refuses a loopback redirect with %s: only the port may differ", async (_what, redirect) => {
    const response = await browse(new CookieJar(), redirectedTo(await registerClient(), redirect));
    expect(response.status).toBe(400);
  });

  it("matches a non-loopback redirect exactly: another port is refused", async () => {
    const registered = await SELF.fetch(`${BASE}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_name: "Hosted Health Partner",
        redirect_uris: ["https://partner.example/callback"],
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
      }),
    });
    const { client_id: clientId } = (await registered.json()) as { client_id: string };
    expect((await browse(new CookieJar(), redirectedTo(clientId, "https://partner.example/callback"))).status).toBe(
      200,
    );
    const moved = await browse(new CookieJar(), redirectedTo(clientId, "https://partner.example:8443/callback"));
    expect(moved.status).toBe(400);
  });
});

describe("the scopes the consent screen offers", () => {
  it("ticks nothing, callbacks:write included, for a client that asked only for scopes this service does not know", async () => {
    const url = authorizationUrl(await registerClient(), { scope: "admin:everything profile" });
    const { html } = await signInOnPage(new CookieJar(), url, uniqueMobile());
    const { offered, ticked } = checkboxes(html);

    expect(offered).toContain("callbacks:write");
    expect(ticked).toEqual([]);
  });

  it("ticks nothing for a client that asked for no scope at all", async () => {
    const { html } = await signInOnPage(new CookieJar(), authorizationUrl(await registerClient()), uniqueMobile());
    expect(checkboxes(html).ticked).toEqual([]);
  });

  it("offers and ticks exactly the known scopes a client asked for, never callbacks:write unasked", async () => {
    const url = authorizationUrl(await registerClient(), { scope: "claims:read unknown:scope policies:read" });
    const { html } = await signInOnPage(new CookieJar(), url, uniqueMobile());
    expect(checkboxes(html)).toEqual({
      offered: ["claims:read", "policies:read"],
      ticked: ["claims:read", "policies:read"],
    });
  });
});

describe("a client's name on /authorize", () => {
  it("is marked unverified on the sign-in page and the consent screen", async () => {
    const url = authorizationUrl(await registerClient("PlanCover Official"), { scope: "policies:read" });
    const jar = new CookieJar();
    const first = await (await browse(jar, url)).text();
    expect(first).toMatch(/PlanCover Official <span class="unverified"[^>]*>unverified<\/span>/);
    const { html } = await signInOnPage(new CookieJar(), url, uniqueMobile());
    expect(html).toMatch(/PlanCover Official <span class="unverified"[^>]*>unverified<\/span>/);
  });
});
