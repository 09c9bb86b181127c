/**
 * A group as a group: who is in it (kind and a name to show, `you` on the caller's own row), the
 * invitations the caller made with their status (a used code can be cleared), and leaving (admitted
 * no more, gone from the caller's list, their socket closed).
 */
import { describe, expect, it } from "vitest";
import { chat } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { openSocket } from "../support/socket";

type Participants = {
  participants: { participantId: string; kind: string; name: string; you: boolean }[];
  invites: { inviteId: string; status: string }[];
};

async function participants(token: string, conversationId: string): Promise<Participants> {
  const response = await call(`/chat/${conversationId}/participants`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Participants;
}

async function invite(token: string, conversationId: string) {
  const response = await call(`/chat/${conversationId}/invites`, { token, method: "POST" });
  return (await response.json()) as { inviteCode: string; inviteId: string };
}

describe("a group's participants", () => {
  it("lists who is in the conversation, names a member by first name and a guest Guest, and marks the caller's own row", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const { inviteCode } = await invite(member, conversationId);
    const guest = await guestToken();
    await call(`/chat/${conversationId}/join`, { token: guest, body: { inviteCode } });

    const seenByMember = await participants(member, conversationId);
    const seenByGuest = await participants(guest, conversationId);

    expect(seenByMember.participants.map(({ kind, name, you }) => ({ kind, name, you }))).toEqual([
      // The stand-in's synthetic members are all "Test Member nnnn".
      { kind: "member", name: "Test", you: true },
      { kind: "guest", name: "Guest", you: false },
    ]);
    expect(seenByGuest.participants.map((p) => p.you)).toEqual([false, true]);
    expect(seenByGuest.participants.map((p) => p.participantId)).toEqual(
      seenByMember.participants.map((p) => p.participantId),
    );
  });

  it("says an invitation was used once someone joined with it, and shows only the caller's own", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const used = await invite(member, conversationId);
    const open = await invite(member, conversationId);
    const other = await signInOverHttp(uniqueMobile());
    await call(`/chat/${conversationId}/join`, { token: other, body: { inviteCode: used.inviteCode } });

    const { invites } = await participants(member, conversationId);

    expect(invites).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ inviteId: used.inviteId, status: "used" }),
        expect.objectContaining({ inviteId: open.inviteId, status: "open" }),
      ]),
    );
    expect((await participants(other, conversationId)).invites).toEqual([]);
    expect(JSON.stringify(invites)).not.toContain(used.inviteCode);
  });

  it("answers 404 to someone who is not in the conversation, as everywhere", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const stranger = await signInOverHttp(uniqueMobile());
    expect((await call(`/chat/${conversationId}/participants`, { token: stranger })).status).toBe(404);
    expect((await call(`/chat/${conversationId}/leave`, { token: stranger, method: "POST" })).status).toBe(404);
  });
});

describe("leaving a group", () => {
  it("admits the leaver no more, closes their socket, and leaves the others in place", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const { inviteCode } = await invite(member, conversationId);
    const other = await signInOverHttp(uniqueMobile());
    await call(`/chat/${conversationId}/join`, { token: other, body: { inviteCode } });
    const socket = await openSocket(conversationId, other);

    const left = await call(`/chat/${conversationId}/leave`, { token: other, method: "POST" });

    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ conversationId, left: true });
    expect((await socket.closed).code).toBe(4403);
    expect((await call(`/chat/${conversationId}/events?after=0`, { token: other })).status).toBe(404);
    expect((await call("/chat", { token: other, body: { conversationId, message: "still here?" } })).status).toBe(404);
    expect((await participants(member, conversationId)).participants.map((p) => p.kind)).toEqual(["member"]);
  });

  it("ends the open invitations the leaver made: nobody joins with them, the leaver included", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const other = await signInOverHttp(uniqueMobile());
    await call(`/chat/${conversationId}/join`, {
      token: other,
      body: { inviteCode: (await invite(member, conversationId)).inviteCode },
    });
    const { inviteCode } = await invite(other, conversationId);
    const backIn = (await invite(other, conversationId)).inviteCode;

    expect((await call(`/chat/${conversationId}/leave`, { token: other, method: "POST" })).status).toBe(200);

    const stranger = await signInOverHttp(uniqueMobile());
    expect((await call(`/chat/${conversationId}/join`, { token: stranger, body: { inviteCode } })).status).not.toBe(
      200,
    );
    expect(
      (await call(`/chat/${conversationId}/join`, { token: other, body: { inviteCode: backIn } })).status,
    ).not.toBe(200);
    expect((await participants(member, conversationId)).participants.map((p) => p.kind)).toEqual(["member"]);
  });

  it("takes the conversation off the leaver's list", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const kept = await chat(member, { message: "kept?" });
    const gone = await chat(member, { message: "gone?" });
    const listed = async () => {
      const response = await call("/v1/me/conversations", { token: member });
      return ((await response.json()) as { conversations: { conversationId: string }[] }).conversations.map(
        (c) => c.conversationId,
      );
    };
    // The list is written off the turn's path: wait until it holds both.
    for (let tries = 0; tries < 50 && (await listed()).length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await listed()).sort()).toEqual([kept.conversationId, gone.conversationId].sort());

    await call(`/chat/${gone.conversationId}/leave`, { token: member, method: "POST" });

    expect(await listed()).toEqual([kept.conversationId]);
  });
});
