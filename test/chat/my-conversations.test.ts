/**
 * GET /v1/me/conversations: a person's conversations to reopen, titled by their first question,
 * newest first, paged; a joiner's title never leaks a private question; a partner lists only what its
 * own grant started.
 */
import { describe, expect, it } from "vitest";
import { CONVERSATION_TITLE_MAX_CHARS, type ConversationPage } from "../../src/shared/conversation-index";
import { chat } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { connectPartner } from "../support/partner";
import { openSocket } from "../support/socket";

async function list(token: string, query = ""): Promise<ConversationPage> {
  const response = await call(`/v1/me/conversations${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as ConversationPage;
}

/** The index is written off the turn's path: wait until it shows what a test just did. */
async function listUntil(token: string, ready: (page: ConversationPage) => boolean): Promise<ConversationPage> {
  for (let tries = 0; tries < 50; tries++) {
    const page = await list(token);
    if (ready(page)) return page;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return list(token);
}

describe("GET /v1/me/conversations", () => {
  it("lists the member's conversations newest first, titled by the first question", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const first = await chat(member, { message: "What is my sum insured balance?" });
    const second = await chat(member, { message: "What is the waiting period for maternity?" });
    await chat(member, { conversationId: first.conversationId, message: "And my claims?" });

    const page = await listUntil(member, (p) => p.conversations[0]?.conversationId === first.conversationId);

    expect(page.conversations.map((c) => c.conversationId)).toEqual([first.conversationId, second.conversationId]);
    expect(page.conversations.map((c) => c.title)).toEqual([
      "What is my sum insured balance?",
      "What is the waiting period for maternity?",
    ]);
    expect(page.next).toBeNull();
  });

  it("lists a conversation a guest started once they sign in and carry its turn on over the socket", async () => {
    const guest = await guestToken();
    const paused = await chat(guest, { message: "What is my sum insured balance?" });
    const pause = paused.events.find((e) => e.type === "auth.required");
    const member = await signInOverHttp(uniqueMobile(), guest);
    const socket = await openSocket(paused.conversationId, member, paused.events.at(-1)?.seq);
    socket.send({ type: "resume", interruptId: pause?.type === "auth.required" ? pause.interruptId : "" });
    await socket.next((e) => e.type === "turn.completed");
    socket.close();

    const page = await listUntil(member, (p) => p.conversations.length === 1);
    expect(page.conversations).toEqual([
      expect.objectContaining({ conversationId: paused.conversationId, title: "What is my sum insured balance?" }),
    ]);
  });

  it("cuts a long first question to a short title", async () => {
    const guest = await guestToken();
    const question = `What does my policy say about ${"room rent limits and ".repeat(8)}co-payments?`;
    await chat(guest, { message: question });

    const [only] = (await listUntil(guest, (p) => p.conversations.length === 1)).conversations;
    expect(only?.title?.length).toBeLessThanOrEqual(CONVERSATION_TITLE_MAX_CHARS);
    expect(only?.title?.endsWith("…")).toBe(true);
    expect(question.startsWith(only?.title?.slice(0, -1) ?? "-")).toBe(true);
  });

  it("titles a conversation by its first question with the mobile number and OTP it carried masked", async () => {
    const guest = await guestToken();
    await chat(guest, { message: "Call me on 9876543210, my otp is 482913" });

    const [only] = (await listUntil(guest, (p) => p.conversations.length === 1)).conversations;
    expect(only?.title).toContain("3210");
    expect(only?.title).not.toContain("9876543210");
    expect(only?.title).not.toContain("482913");
  });

  it("pages with next until the last page", async () => {
    const guest = await guestToken();
    for (const message of ["one?", "two?", "three?"]) await chat(guest, { message });
    await listUntil(guest, (p) => p.conversations.length === 3);

    const firstPage = await list(guest, "?limit=2");
    const secondPage = await list(guest, `?limit=2&before=${firstPage.next}`);

    expect(firstPage.conversations.map((c) => c.title)).toEqual(["three?", "two?"]);
    expect(secondPage.conversations.map((c) => c.title)).toEqual(["one?"]);
    expect(secondPage.next).toBeNull();
  });

  it("titles a joined group by the first question the joiner may see, never another's private one", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "What is my sum insured balance?" });
    const invited = await call(`/chat/${conversationId}/invites`, { token: member, method: "POST" });
    const { inviteCode } = (await invited.json()) as { inviteCode: string };
    const other = await signInOverHttp(uniqueMobile());
    await call(`/chat/${conversationId}/join`, { token: other, body: { inviteCode } });

    const page = await listUntil(other, (p) => p.conversations.length === 1);
    expect(page.conversations).toEqual([expect.objectContaining({ conversationId, title: null })]);
  });

  it("answers 401 to a caller with no session, and 400 to a bad page", async () => {
    expect((await call("/v1/me/conversations")).status).toBe(401);
    expect((await call("/v1/me/conversations?limit=0", { token: await guestToken() })).status).toBe(400);
    expect((await call("/v1/me/conversations?before=x", { token: await guestToken() })).status).toBe(400);
  });

  it("shows a partner only the conversations its own grant started, and the member all of them", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const { tokens } = await connectPartner(mobile, ["policies:read"]);
    const own = await chat(member, { message: "Mine: what is my balance?" });
    const byPartner = await chat(tokens.access_token, { message: "Partner: what is a waiting period?" });

    const memberPage = await listUntil(member, (p) => p.conversations.length === 2);
    const partnerPage = await list(tokens.access_token);

    expect(memberPage.conversations.map((c) => c.conversationId).sort()).toEqual(
      [own.conversationId, byPartner.conversationId].sort(),
    );
    expect(partnerPage.conversations.map((c) => c.conversationId)).toEqual([byPartner.conversationId]);
  });

  it("shows a partner reconnected after the member revoked it none of the conversations its ended grant started", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const first = await connectPartner(mobile, ["claims:read"]);
    await chat(first.tokens.access_token, { message: "What is the status of my claim?" });
    await listUntil(member, (p) => p.conversations.length === 1);
    expect((await call(`/v1/me/connections/${first.clientId}`, { method: "DELETE", token: member })).status).toBe(200);

    const again = await connectPartner(mobile, ["hospitals:read"], first.clientId);
    const page = await list(again.tokens.access_token);

    expect(page.conversations).toEqual([]);
  });
});
