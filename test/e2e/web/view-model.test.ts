/** The member app's screen state is a function of the events alone: live or replayed, the same screen. */
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../../src/client";
import { applyEvent, type ChatState, EMPTY_CHAT, toolFailureText } from "../../../web/member/view-model";

const base = { conversationId: "conv_12345678", at: "2026-11-30T10:00:00.000Z" };
let seq = 0;
const event = (turnId: string, body: Record<string, unknown>): ChatEvent =>
  ({ ...base, seq: ++seq, turnId, ...body }) as ChatEvent;

const replay = (events: readonly ChatEvent[], from: ChatState = EMPTY_CHAT) => events.reduce(applyEvent, from);

describe("the member app's view model", () => {
  it("grows a streamed answer from its deltas and replaces it with the completed message", () => {
    const events = [
      event("t1", { type: "turn.started", by: "pt_1" }),
      event("t1", { type: "message.delta", text: "You have " }),
      event("t1", { type: "message.delta", text: "two policies." }),
    ];
    const streaming = replay(events);
    expect(streaming.entries).toEqual([
      { kind: "answer", id: "draft:t1", text: "You have two policies.", citations: [] },
    ]);
    const done = applyEvent(
      streaming,
      event("t1", { type: "message.completed", text: "You have two policies.", citations: [] }),
    );
    expect(done.entries).toHaveLength(1);
    expect(done.entries[0]).toMatchObject({ kind: "answer", text: "You have two policies." });
  });

  it("shows a confirmation until the same turn's call completes, and one progress line per call", () => {
    const events = [
      event("t2", { type: "turn.started", by: "pt_1" }),
      event("t2", { type: "tool.started", toolCallId: "c1", toolName: "request_callback" }),
      event("t2", {
        type: "confirmation.required",
        interruptId: "int_12345678",
        pendingActionId: "pa_12345678",
        toolCallId: "c1",
        summary: "Ask a care agent to call you back.",
        expiresAt: "2026-11-30T10:10:00.000Z",
      }),
    ];
    const waiting = replay(events);
    expect(waiting.confirmation?.summary).toBe("Ask a care agent to call you back.");
    const decided = applyEvent(
      waiting,
      event("t2", {
        type: "tool.completed",
        toolCallId: "c1",
        toolName: "request_callback",
        status: "ok",
        code: null,
        retryable: false,
        durationMs: 5,
      }),
    );
    expect(decided.confirmation).toBeNull();
    expect(decided.tools).toEqual([{ toolCallId: "c1", toolName: "request_callback", state: "done", code: null }]);
  });

  it("says a call waits for the member's confirmation, and that a rejected one did nothing", () => {
    const events = [
      event("t5", { type: "turn.started", by: "pt_1" }),
      event("t5", { type: "tool.started", toolCallId: "c5", toolName: "request_callback" }),
      event("t5", {
        type: "confirmation.required",
        interruptId: "int_12345679",
        pendingActionId: "pa_12345679",
        toolCallId: "c5",
        summary: "Ask a care agent to call you back.",
        expiresAt: "2026-11-30T10:10:00.000Z",
      }),
    ];
    const waiting = replay(events);
    expect(waiting.tools).toEqual([
      { toolCallId: "c5", toolName: "request_callback", state: "awaiting_confirmation", code: null },
    ]);
    const rejected = applyEvent(
      waiting,
      event("t5", {
        type: "tool.completed",
        toolCallId: "c5",
        toolName: "request_callback",
        status: "failed",
        code: "confirmation_rejected",
        retryable: false,
        durationMs: 3,
      }),
    );
    expect(rejected.tools[0]?.state).toBe("failed");
    expect(toolFailureText(rejected.tools[0]?.code ?? null)).toBe("was not approved, so nothing was done");
  });

  it("marks another participant's turn, and not this participant's own", () => {
    const mine = { ...EMPTY_CHAT, me: "pt_me" };
    expect(applyEvent(mine, event("t3", { type: "turn.started", by: "pt_me" })).entries).toEqual([]);
    expect(applyEvent(mine, event("t4", { type: "turn.started", by: "pt_other" })).entries[0]).toMatchObject({
      kind: "other-turn",
    });
  });
});
