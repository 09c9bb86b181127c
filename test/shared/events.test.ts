/** The event contract: the one schema, what ends a stream, and the replay route. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CHAT_EVENT_TYPES, ChatEventSchema, endsStream } from "../../src/shared/events";
import { chat, replay, types } from "../support/chat";
import { call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";

const envelope = {
  seq: 1,
  conversationId: "conv_0123456789",
  turnId: "turn_0123456789",
  at: "2026-11-29T10:00:00.000Z",
};

describe("the event schema", () => {
  it("has exactly the event types of the contract", () => {
    expect(CHAT_EVENT_TYPES).toEqual([
      "turn.started",
      "question.asked",
      "auth.required",
      "tool.started",
      "tool.completed",
      "confirmation.required",
      "message.delta",
      "message.completed",
      "turn.completed",
      "turn.failed",
    ]);
  });

  it("accepts a tool.completed with status, code, retryable and duration", () => {
    const event = {
      ...envelope,
      type: "tool.completed",
      toolCallId: "turn_0123456789:p0:list_my_policies",
      toolName: "list_my_policies",
      status: "failed",
      code: "timeout",
      retryable: true,
      durationMs: 12,
    };
    expect(v.parse(ChatEventSchema, event)).toEqual(event);
  });

  it.each([
    [
      "a raw result on tool.completed",
      {
        type: "tool.completed",
        toolCallId: "c",
        toolName: "t",
        status: "ok",
        code: null,
        retryable: false,
        durationMs: 1,
        result: {},
      },
    ],
    [
      "a tool.completed without its duration",
      { type: "tool.completed", toolCallId: "c", toolName: "t", status: "ok", code: null, retryable: false },
    ],
    ["a failure code outside the closed set", { type: "turn.failed", code: "oops", message: "x" }],
    ["an unknown type", { type: "turn.paused" }],
    ["a token on turn.started", { type: "turn.started", by: "pt_1", sessionToken: "x" }],
  ])("refuses %s", (_why, payload) => {
    expect(v.safeParse(ChatEventSchema, { ...envelope, ...payload }).success).toBe(false);
  });

  it("ends a turn's stream on completion, failure and both kinds of pause", () => {
    expect(CHAT_EVENT_TYPES.filter(endsStream)).toEqual([
      "auth.required",
      "confirmation.required",
      "turn.completed",
      "turn.failed",
    ]);
  });
});

describe("GET /chat/:id/events", () => {
  it("replays the log after a seq, exactly, in order", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const first = await chat(member, { message: "Show my policies" });
    const second = await chat(member, { conversationId: first.conversationId, message: "What is my balance?" });
    const cut = first.events.at(-1)?.seq ?? 0;

    expect(await replay(member, first.conversationId)).toEqual([...first.events, ...second.events]);
    expect(await replay(member, first.conversationId, cut)).toEqual(second.events);
    expect(await replay(member, first.conversationId, second.events.at(-1)?.seq)).toEqual([]);
    expect(types(second.events)[0]).toBe("turn.started");
  });

  it("answers 400 for an after that is not a sequence number", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });

    const response = await call(`/chat/${conversationId}/events?after=-1`, { token: member });

    expect(response.status).toBe(400);
  });
});
