/**
 * A group is the member's to open: a partner's token never invites anyone into a conversation, even
 * one its own grant started, and never joins one, even with a live invitation code (403 forbidden;
 * the Conversation object's `invite` and `join` refuse a partner before anything is written).
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, invite, join, sendInvite } from "../../support/chat";
import { call, signInOverHttp } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";

/** The invitations the conversation's object holds, used or not. */
function invitations(conversationId: string): Promise<number> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(
    stub,
    (_instance, state) =>
      state.storage.sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM invites").one().count,
  );
}

describe("a partner and group conversations", () => {
  it("cannot invite anyone into a conversation it started itself: 403, and no invitation is made", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);
    const { conversationId } = await chat(tokens.access_token, { message: "What is my balance?" });

    const refused = await sendInvite(tokens.access_token, conversationId);

    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
    expect(await invitations(conversationId)).toBe(0);
  });

  it("cannot join a member's conversation with a live invitation code: 403, and the code still lets a member in", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const code = await invite(member, conversationId);
    const { tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);

    const refused = await join(tokens.access_token, conversationId, code);

    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: "forbidden" } });
    const joiner = await signInOverHttp(uniqueMobile());
    expect((await join(joiner, conversationId, code)).status).toBe(200);
    expect((await call(`/chat/${conversationId}/events`, { token: tokens.access_token })).status).toBe(404);
  });
});
