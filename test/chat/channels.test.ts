/**
 * Channels are routing, not a security boundary: `mobile` and `web` are told apart only by how the
 * client presents its token (a bearer header or the cookie), which the member controls. So nothing
 * that protects anyone may depend on them: the same token either way is the same caller, in the
 * same conversations, with the same pending actions, and a stranger is a stranger either way.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BASE, call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";

type Json = Record<string, unknown>;

/** The same request with the session token as the browser's cookie instead of a bearer header. */
function withCookie(path: string, token: string, body?: unknown): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      cookie: `toolgate_session=${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("the channel a token is presented on", () => {
  it("changes no security decision: a write proposed as the app is approved as the browser, by the same person only", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const stranger = await signInOverHttp(uniqueMobile());
    const proposed = (await (
      await call("/v1/tools/request_callback/run", {
        token: member,
        body: { args: { topic: "claim", preferred_window: "morning" } },
      })
    ).json()) as { conversationId: string; outcome: { pendingActionId: string } };
    const path = `/v1/actions/${proposed.outcome.pendingActionId}`;
    const decision = { conversationId: proposed.conversationId, decision: "approve" };

    const strangerAsBrowser = await withCookie(path, stranger, decision);
    const memberAsBrowser = await withCookie(path, member, decision);

    expect(strangerAsBrowser.status).toBe(404);
    expect(memberAsBrowser.status).toBe(200);
    expect(((await memberAsBrowser.json()) as Json).outcome).toMatchObject({ status: "ok" });
  });

  it("keeps the same conversations either way, and the same refusals", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const stranger = await signInOverHttp(uniqueMobile());
    const asBrowser = await withCookie("/v1/tools/list_my_policies/run", member, {});
    const { conversationId } = (await asBrowser.json()) as { conversationId: string };

    const asApp = await call(`/chat/${conversationId}/events`, { token: member });
    const strangerAsApp = await call(`/chat/${conversationId}/events`, { token: stranger });
    const strangerAsBrowser = await withCookie(`/chat/${conversationId}/events`, stranger);

    expect(asApp.status).toBe(200);
    expect([strangerAsApp.status, strangerAsBrowser.status]).toEqual([404, 404]);
  });
});
