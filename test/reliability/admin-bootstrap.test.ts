/**
 * Who may issue staff sessions (POST /admin/v1/sessions): the bootstrap secret, compared whole, or
 * an administrator's own staff session. Any other bearer (a near miss of the secret, an unknown
 * token, a member's session, a care agent's staff session) is refused and no session is issued.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, signInOverHttp, staffToken } from "../support/http";
import { uniqueMobile } from "../support/members";

const issue = (token: string) =>
  call("/admin/v1/sessions", { body: { role: "admin" }, headers: { authorization: `Bearer ${token}` } });

describe("issuing a staff session", () => {
  it.each([
    ["the admin token with a character changed", async () => `${env.ADMIN_TOKEN.slice(0, -1)}X`, 401],
    ["an unknown token", async () => "y".repeat(43), 401],
    ["a member's session", async () => signInOverHttp(uniqueMobile()), 403],
    ["a care agent's staff session", async () => staffToken("agent"), 403],
  ])("refuses %s and issues nothing", async (_who, tokenOf, status) => {
    const response = await issue(await tokenOf());

    expect(response.status).toBe(status);
    expect(await response.json()).not.toHaveProperty("sessionToken");
  });

  it("issues one for the admin token and for an administrator's staff session", async () => {
    expect((await issue(env.ADMIN_TOKEN)).status).toBe(200);
    expect((await issue(await staffToken("admin"))).status).toBe(200);
  });
});
