/** The conversation's WebSocket through the Worker: frames, replay on reconnect, hibernation, bad frames. */
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../src/shared/events";
import { chat, one, replay, types } from "../support/chat";
import { call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { openSocket, type TestSocket } from "../support/socket";

/** A member with a conversation (created over HTTP: a socket joins an existing conversation). */
async function memberConversation() {
  const member = await signInOverHttp(uniqueMobile());
  const first = await chat(member, { message: "hello" });
  return { member, conversationId: first.conversationId };
}

/** The events of the socket's turn that ended with `end` (the first turn.started after `after`). */
async function turnOn(socket: TestSocket, after: number, end: ChatEvent["type"] = "turn.completed") {
  const started = await socket.next((event) => event.type === "turn.started" && event.seq > after);
  await socket.next((event) => event.type === end && event.turnId === started.turnId);
  return socket.events.filter((event) => event.turnId === started.turnId);
}

describe("the conversation's WebSocket", () => {
  it("runs a message frame as a turn and streams its events", async () => {
    const { member, conversationId } = await memberConversation();
    const socket = await openSocket(conversationId, member);

    socket.send({ type: "message", message: "What is my balance?" });
    const events = await turnOn(socket, 0);

    expect(types(events)).toEqual([
      "turn.started",
      "question.asked",
      "tool.started",
      "tool.completed",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    expect(one(events, "tool.completed")).toMatchObject({ toolName: "get_sum_insured_balance", status: "ok" });
    socket.close();
  });

  it("delivers an SSE turn's events to the member's socket as well", async () => {
    const { member, conversationId } = await memberConversation();
    const socket = await openSocket(conversationId, member);

    const turn = await chat(member, { conversationId, message: "Show my policies" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);

    expect(socket.events.filter((event) => event.turnId === turn.turnId)).toEqual(turn.events);
    socket.close();
  });

  it("replays exactly the missed events to a socket that reconnects with its last seq", async () => {
    const { member, conversationId } = await memberConversation();
    const first = await openSocket(conversationId, member);
    first.send({ type: "message", message: "Show my policies" });
    const seenBefore = await turnOn(first, 0);
    const lastSeen = Math.max(...seenBefore.map((event) => event.seq));
    first.close();

    const missed = await chat(member, { conversationId, message: "What is my balance?" });
    const byQuery = await openSocket(conversationId, member, lastSeen);
    const byHello = await openSocket(conversationId, member);
    byHello.send({ type: "hello", after: lastSeen });
    await byQuery.next((event) => event.type === "turn.completed" && event.turnId === missed.turnId);
    await byHello.next((event) => event.type === "turn.completed" && event.turnId === missed.turnId);

    expect(byQuery.events).toEqual(missed.events);
    expect(byHello.events).toEqual(missed.events);
    expect(await replay(member, conversationId, lastSeen)).toEqual(missed.events);
    byQuery.close();
    byHello.close();
  });

  it("approves a call-back with a resume frame", async () => {
    const { member, conversationId } = await memberConversation();
    const socket = await openSocket(conversationId, member);

    socket.send({ type: "message", message: "Can someone call me back about my policy?" });
    const paused = await turnOn(socket, 0, "confirmation.required");
    const prompt = one(paused, "confirmation.required");
    socket.send({ type: "resume", interruptId: prompt.interruptId, decision: "approve" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === prompt.turnId);

    const events = socket.events.filter((event) => event.turnId === prompt.turnId);
    expect(types(events)).toEqual([
      "turn.started",
      "question.asked",
      "tool.started",
      "confirmation.required",
      "tool.completed",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    socket.close();
  });

  it("keeps carrying turns after the object is evicted: the socket hibernates, it does not drop", async () => {
    const { member, conversationId } = await memberConversation();
    const socket = await openSocket(conversationId, member);
    await evictDurableObject(env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId)));

    socket.send({ type: "message", message: "What is my balance?" });
    const events = await turnOn(socket, 0);

    expect(types(events).at(-1)).toBe("turn.completed");
    socket.close();
  });

  it("answers a frame it cannot read with an error frame, and runs nothing", async () => {
    const { member, conversationId } = await memberConversation();
    const socket = await openSocket(conversationId, member);

    socket.send("{not json");
    socket.send({ type: "message", message: "hi", access_token: "pc1.stolen" });
    socket.send({ type: "resume" });

    expect(await socket.errorFrames(3)).toMatchObject([
      { type: "error", code: "bad_request" },
      { type: "error", code: "bad_request" },
      { type: "error", code: "not_resumable" },
    ]);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
    const turns = await runInDurableObject(stub, (_i, state) =>
      state.storage.sql.exec("SELECT id FROM turns").toArray(),
    );
    expect(turns).toHaveLength(1);
    socket.close();
  });

  it("asks for an upgrade on a plain GET", async () => {
    const { member, conversationId } = await memberConversation();

    const response = await call(`/chat/${conversationId}/ws`, { token: member });

    expect(response.status).toBe(426);
    expect(await response.json()).toMatchObject({ error: { code: "upgrade_required" } });
  });
});
