/**
 * A socket is served as its session is now, not as it connected, and only as the person it was opened
 * as: a guest's socket is closed once the guest signs in over /auth/* (the paused turn goes on over a
 * socket opened with the new token), and a session that was signed out stops being served at its next
 * frame or delivery (one error frame, then a close).
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, one, types } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { openSocket, SESSION_ENDED_CLOSE, SIGNED_IN_CLOSE, type TestSocket } from "../support/socket";
import { ledgerMark, requestsSince } from "../support/stand-in";

const SESSION_ENDED = { type: "error", code: "session_ended" };
const SIGNED_IN = { type: "error", code: "signed_in" };

const signOut = async (token: string) =>
  expect((await call("/auth/signout", { token, method: "POST" })).status).toBe(200);

const turnOf = (socket: TestSocket, turnId: string) => socket.events.filter((event) => event.turnId === turnId);

async function turnStatus(conversationId: string, turnId: string): Promise<string | undefined> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(
    stub,
    (_instance, state) =>
      state.storage.sql.exec<{ status: string }>("SELECT status FROM turns WHERE id = ?", turnId).toArray()[0]?.status,
  );
}

/** A guest's member question, paused on auth.required, with the guest's socket open on it. */
async function guestPausedOnSocket() {
  const guest = await guestToken();
  const turn = await chat(guest, { message: "What is my balance?" });
  const socket = await openSocket(turn.conversationId, guest);
  return { guest, turn, socket, interruptId: one(turn.events, "auth.required").interruptId };
}

describe("a socket whose guest signs in", () => {
  it("is closed at its next frame, which runs nothing: the turn finishes over a socket opened with the new token", async () => {
    const mobile = uniqueMobile();
    const { guest, turn, socket, interruptId } = await guestPausedOnSocket();
    const member = await signInOverHttp(mobile, guest);
    const mark = await ledgerMark();

    socket.send({ type: "resume", interruptId });

    expect(await socket.closed).toMatchObject({ code: SIGNED_IN_CLOSE });
    expect(socket.errors).toMatchObject([SIGNED_IN]);
    expect(socket.events).toEqual([]);
    expect(await requestsSince(mark)).toEqual([]);
    expect(await turnStatus(turn.conversationId, turn.turnId)).toBe("paused");

    const again = await openSocket(turn.conversationId, member);
    again.send({ type: "resume", interruptId });
    await again.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);
    expect(types(turnOf(again, turn.turnId))).toEqual([
      "tool.started",
      "tool.completed",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    expect(one(again.events, "tool.completed")).toMatchObject({ toolName: "get_sum_insured_balance", status: "ok" });
    expect(again.errors).toEqual([]);
    again.close();
  });

  it("receives none of the member's events: whoever holds the old guest token is not the member", async () => {
    const mobile = uniqueMobile();
    const { guest, turn, socket } = await guestPausedOnSocket();
    const member = await signInOverHttp(mobile, guest);

    const asked = await chat(member, { conversationId: turn.conversationId, message: "Show my claims" });

    expect(types(asked.events).at(-1)).toBe("turn.completed");
    expect(await socket.closed).toMatchObject({ code: SIGNED_IN_CLOSE });
    expect(socket.errors).toMatchObject([SIGNED_IN]);
    expect(turnOf(socket, asked.turnId)).toEqual([]);
  });

  it("hands a socket opened with the new token the member's events from their other device, until signed out", async () => {
    const mobile = uniqueMobile();
    const { guest, turn, interruptId } = await guestPausedOnSocket();
    const upgraded = await signInOverHttp(mobile, guest);
    const socket = await openSocket(turn.conversationId, upgraded);
    socket.send({ type: "resume", interruptId });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);
    const otherDevice = await signInOverHttp(mobile);

    const fromOther = await chat(otherDevice, { conversationId: turn.conversationId, message: "Show my policies" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === fromOther.turnId);
    expect(turnOf(socket, fromOther.turnId)).toEqual(fromOther.events);

    await signOut(upgraded);
    const afterSignOut = await chat(otherDevice, {
      conversationId: turn.conversationId,
      message: "What is my balance?",
    });

    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([SESSION_ENDED]);
    expect(turnOf(socket, afterSignOut.turnId)).toEqual([]);
    expect(types(afterSignOut.events).at(-1)).toBe("turn.completed");
  });
});

describe("a socket whose session was signed out", () => {
  it("answers the next frame with an error frame and a close, and a resume there approves nothing", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const paused = await chat(member, { message: "Can someone call me back about my policy?" });
    const prompt = one(paused.events, "confirmation.required");
    const socket = await openSocket(paused.conversationId, member);
    await signOut(member);
    const mark = await ledgerMark();

    socket.send({ type: "resume", interruptId: prompt.interruptId, decision: "approve" });

    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([SESSION_ENDED]);
    expect(socket.events).toEqual([]);
    expect(await requestsSince(mark)).toEqual([]);
    expect(await turnStatus(paused.conversationId, paused.turnId)).toBe("paused");
  });

  it("cannot replay the conversation's history", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const first = await chat(member, { message: "What is my balance?" });
    const socket = await openSocket(first.conversationId, member);
    await signOut(member);

    socket.send({ type: "hello", after: 0 });

    expect(await socket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(socket.errors).toMatchObject([SESSION_ENDED]);
    expect(socket.events).toEqual([]);
  });

  it("receives no further private event of the member's other devices: an error frame and a close instead", async () => {
    const mobile = uniqueMobile();
    const phone = await signInOverHttp(mobile);
    const first = await chat(phone, { message: "hello" });
    const laptop = await signInOverHttp(mobile);
    const phoneSocket = await openSocket(first.conversationId, phone);
    const laptopSocket = await openSocket(first.conversationId, laptop);
    await signOut(phone);

    const turn = await chat(laptop, { conversationId: first.conversationId, message: "What is my balance?" });
    await laptopSocket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);

    expect(await phoneSocket.closed).toMatchObject({ code: SESSION_ENDED_CLOSE });
    expect(phoneSocket.errors).toMatchObject([SESSION_ENDED]);
    expect(phoneSocket.events).toEqual([]);
    expect(turnOf(laptopSocket, turn.turnId)).toEqual(turn.events);
    laptopSocket.close();
  });
});
