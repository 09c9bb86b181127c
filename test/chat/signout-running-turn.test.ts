/**
 * Signing out ends what the session holds in its conversations, as ending a partner's grant does: a
 * turn it is running ends (`turn.failed`, session_mismatch) and the SSE stream it follows, from
 * `POST /chat` or `POST /chat/resume`, closes at once, so nothing read for the turn (a read in
 * flight when the member signed out) reaches the signed-out session. That holds for a turn the
 * session started as a guest before signing in on it too. The member's other session goes on.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { defaultModel } from "../../src/assistant/model/default-model";
import type { ChatModel } from "../../src/assistant/model/model";
import type { ChatEvent } from "../../src/shared/events";
import { chat, one, SseReader, sendChat, sendResume } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { memberIdOf, uniqueMobile } from "../support/members";
import { conversationWith } from "../support/model";
import { setFault } from "../support/stand-in";

/** Stand-in latency on the member's policies read: the turn is held there while the member signs out. */
const HELD_MS = 1_500;

/**
 * How long a guest's turn is held in plan_turn: far longer than a sign-in and a sign-out take, so
 * the guest's turn is still running when the session signs out unless the sign-out ends it.
 */
const GUEST_TURN_HELD_MS = 10_000;

/** The default model, but planning only after GUEST_TURN_HELD_MS: a guest turn that stays running. */
const slowPlanner: ChatModel = {
  ...defaultModel,
  plan: async (message) => {
    await new Promise((resolve) => setTimeout(resolve, GUEST_TURN_HELD_MS));
    return defaultModel.plan(message);
  },
};

const signOut = (token: string) => call("/auth/signout", { token, method: "POST" });

function turnStatus(conversationId: string, turnId: string) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(
    stub,
    (_instance, state) =>
      state.storage.sql.exec<{ status: string }>("SELECT status FROM turns WHERE id = ?", turnId).toArray()[0]?.status,
  );
}

/** Signs `token` out while `response`'s turn is held on its read; the events its stream got afterwards. */
async function signOutMidTurn(token: string, response: Response): Promise<{ after: ChatEvent[]; tookMs: number }> {
  const stream = new SseReader(response.body ?? new ReadableStream());
  await stream.until((event) => event.type === "tool.started");
  const before = stream.events.length;
  expect((await signOut(token)).status).toBe(200);
  const signedOutAt = Date.now();
  const after = (await stream.rest()).slice(before);
  return { after, tookMs: Date.now() - signedOutAt };
}

describe("signing out while a turn of the session runs", () => {
  it("ends the turn: its /chat stream gets turn.failed at once and nothing read for it afterwards", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], latencyMs: HELD_MS, times: 1 });
    const response = await sendChat(member, { message: "Show my policies" });

    const { after, tookMs } = await signOutMidTurn(member, response);

    expect(tookMs).toBeLessThan(HELD_MS / 2);
    expect(after.map((event) => event.type)).toEqual(["turn.failed"]);
    expect(after[0]).toMatchObject({ code: "session_mismatch" });
    const conversationId = response.headers.get("x-conversation-id") ?? "";
    expect(await turnStatus(conversationId, response.headers.get("x-turn-id") ?? "")).toBe("failed");
  });

  it("ends a resumed turn too: the /chat/resume stream of a guest who signed in closes when they sign out", async () => {
    const mobile = uniqueMobile();
    const guest = await guestToken();
    const paused = await chat(guest, { message: "Show my policies" });
    const member = await signInOverHttp(mobile, guest);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], latencyMs: HELD_MS, times: 1 });
    const response = await sendResume(member, {
      conversationId: paused.conversationId,
      interruptId: one(paused.events, "auth.required").interruptId,
    });

    const { after, tookMs } = await signOutMidTurn(member, response);

    expect(tookMs).toBeLessThan(HELD_MS / 2);
    expect(after.map((event) => event.type)).toEqual(["turn.failed"]);
    expect(after[0]).toMatchObject({ code: "session_mismatch" });
  });

  it("ends a turn the session started as a guest before signing in: its stream gets turn.failed, the turn fails", async () => {
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, slowPlanner);
    const response = await sendChat(guest, { conversationId, message: "What is the waiting period for maternity?" });
    const stream = new SseReader(response.body ?? new ReadableStream());
    // The question is the last event before plan_turn, where the turn is held.
    await stream.until((event) => event.type === "question.asked");
    const member = await signInOverHttp(uniqueMobile(), guest);
    const before = stream.events.length;

    expect((await signOut(member)).status).toBe(200);
    const after = (await stream.rest()).slice(before);

    expect(after.map((event) => event.type)).toEqual(["turn.failed"]);
    expect(after[0]).toMatchObject({ code: "session_mismatch" });
    expect(await turnStatus(conversationId, response.headers.get("x-turn-id") ?? "")).toBe("failed");
  });

  it("leaves the member's other session, and its turns in the same conversation, going on", async () => {
    const mobile = uniqueMobile();
    const phone = await signInOverHttp(mobile);
    const laptop = await signInOverHttp(mobile);
    const first = await chat(phone, { message: "Show my policies" });

    expect((await signOut(phone)).status).toBe(200);
    const next = await chat(laptop, { conversationId: first.conversationId, message: "Show my claims" });

    expect(next.events.at(-1)?.type).toBe("turn.completed");
  });
});
