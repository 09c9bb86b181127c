/**
 * A partner's socket lasts no longer than the access token it was opened with. The token lives ten
 * minutes and the grant thirty days: a socket that outlived its token would carry the partner on
 * without ever presenting a fresh one. Once the token's time is up, the socket's next frame or
 * delivery gets one error frame and a close (4401), and runs nothing; the partner reconnects with a
 * refreshed token. A person's own socket has no such end: its session is re-checked as before.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, replay } from "../../support/chat";
import { signInOverHttp } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";
import { openSocket, SESSION_ENDED_CLOSE } from "../../support/socket";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const TOKEN_LIFE_MS = 600_000;

/** The `until` of every socket open on the conversation, as the object keeps it. */
function socketUntils(conversationId: string): Promise<(number | null)[]> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(stub, (_object, state) =>
    state.getWebSockets().map((ws) => (ws.deserializeAttachment() as { until?: number | null }).until ?? null),
  );
}

/** Moves the clock past the token's expiry for the conversation's sockets, as ten minutes passing would. */
function expireSockets(conversationId: string): Promise<void> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(stub, (_object, state) => {
    for (const ws of state.getWebSockets()) {
      const attachment = ws.deserializeAttachment() as { until?: number | null };
      if (attachment.until != null) ws.serializeAttachment({ ...attachment, until: Date.now() - 1 });
    }
  });
}

async function partnerConversation() {
  const mobile = uniqueMobile();
  const partner = await connectPartner(mobile, ["policies:read"]);
  const member = await signInOverHttp(mobile);
  const turn = await chat(partner.tokens.access_token, { message: "What is the waiting period?" });
  return { member, partner, conversationId: turn.conversationId };
}

describe("a partner's socket and its access token", () => {
  it("is kept only until the token it was opened with expires; a person's own socket has no such end", async () => {
    const { member, partner, conversationId } = await partnerConversation();
    const before = Date.now();
    const partnerSocket = await openSocket(conversationId, partner.tokens.access_token);
    const memberSocket = await openSocket(conversationId, member);

    const untils = await socketUntils(conversationId);

    expect(untils).toHaveLength(2);
    const partnerUntil = untils.find((until) => until !== null) ?? 0;
    expect(partnerUntil).toBeGreaterThan(before);
    expect(partnerUntil).toBeLessThanOrEqual(Date.now() + TOKEN_LIFE_MS + 1_000);
    expect(untils.filter((until) => until === null)).toHaveLength(1);
    partnerSocket.close();
    memberSocket.close();
  });

  it("answers a frame after the token expired with an error frame and a close, running nothing", async () => {
    const { member, partner, conversationId } = await partnerConversation();
    const socket = await openSocket(conversationId, partner.tokens.access_token);
    await expireSockets(conversationId);
    const mark = await ledgerMark();
    const seen = (await replay(member, conversationId)).length;

    socket.send({ type: "message", message: "What is my balance?" });

    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([
      { type: "error", code: "session_ended", message: expect.stringContaining("expired") },
    ]);
    expect((await replay(member, conversationId)).slice(seen)).toEqual([]);
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("sends no event to a socket whose token expired: the delivery closes it instead", async () => {
    const { member, partner, conversationId } = await partnerConversation();
    const socket = await openSocket(conversationId, partner.tokens.access_token);
    await expireSockets(conversationId);

    await chat(member, { conversationId, message: "What is the waiting period for maternity?" });

    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.events).toEqual([]);
  });

  it("goes on serving a socket whose token has not expired", async () => {
    const { member, partner, conversationId } = await partnerConversation();
    const socket = await openSocket(conversationId, partner.tokens.access_token);

    await chat(member, { conversationId, message: "What is the waiting period for maternity?" });

    expect(await socket.next((event) => event.type === "turn.completed")).toMatchObject({ type: "turn.completed" });
    expect(socket.open).toBe(true);
    socket.close();
  });
});
