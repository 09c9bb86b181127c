/**
 * The routes that read no body (sign-out, a new invitation) take none, or JSON as the clients send
 * it, and answer any other content type with 415 like every JSON route, doing nothing: a
 * cross-site form cannot sign a member out or mint an invitation to their conversation.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat } from "../support/chat";
import { BASE, call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";

function post(path: string, token: string, body?: BodyInit, type?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (type !== undefined) headers["content-type"] = type;
  return SELF.fetch(`${BASE}${path}`, { method: "POST", headers, body });
}

const FOREIGN_BODIES = [
  ["text/plain", "{}"],
  ["application/x-www-form-urlencoded", "a=1"],
  ["multipart/form-data; boundary=x", "--x--"],
] as const;

describe("sign-out sent a body that is not JSON", () => {
  it.each(FOREIGN_BODIES)("answers %s with 415 and leaves the session signed in", async (type, body) => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await post("/auth/signout", member, body, type);

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    expect((await call("/v1/tools", { token: member })).status).toBe(200);
  });

  it("signs out with no body, and with a JSON one", async () => {
    const first = await signInOverHttp(uniqueMobile());
    const second = await signInOverHttp(uniqueMobile());

    expect((await post("/auth/signout", first)).status).toBe(200);
    expect((await post("/auth/signout", second, "{}", "application/json")).status).toBe(200);
    expect((await call("/v1/tools", { token: first })).status).toBe(401);
    expect((await call("/v1/tools", { token: second })).status).toBe(401);
  });
});

describe("a new invitation sent a body that is not JSON", () => {
  it.each(FOREIGN_BODIES)("answers %s with 415 and mints no invitation", async (type, body) => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });

    const response = await post(`/chat/${conversationId}/invites`, member, body, type);

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
  });

  it("is minted with no body, and with a JSON one", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });

    const bare = await post(`/chat/${conversationId}/invites`, member);
    const json = await post(`/chat/${conversationId}/invites`, member, "{}", "application/json");

    expect(bare.status).toBe(200);
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ inviteCode: expect.stringMatching(/^inv_/) });
  });
});
