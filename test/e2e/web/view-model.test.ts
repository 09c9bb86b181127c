/** The member app's screen state is a function of the events alone: live or replayed, the same screen. */
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../../src/client";
import {
  addQuestion,
  applyEvent,
  type ChatState,
  EMPTY_CHAT,
  markTurn,
  pausedTurn,
  type Turn,
  toolFailureText,
  turnsOf,
} from "../../../web/member/view-model";

const base = { conversationId: "conv_12345678", at: "2026-11-30T10:00:00.000Z" };
let seq = 0;
const event = (turnId: string, body: Record<string, unknown>): ChatEvent =>
  ({ ...base, seq: ++seq, turnId, ...body }) as ChatEvent;

const replay = (events: readonly ChatEvent[], from: ChatState = EMPTY_CHAT) => events.reduce(applyEvent, from);
const only = (state: ChatState): Turn => {
  const turns = turnsOf(state);
  expect(turns).toHaveLength(1);
  return turns[0] as Turn;
};

const callback = (turnId: string, toolCallId: string, interruptId: string) => [
  event(turnId, { type: "turn.started", by: "pt_1" }),
  event(turnId, { type: "tool.started", toolCallId, toolName: "request_callback" }),
  event(turnId, {
    type: "confirmation.required",
    interruptId,
    pendingActionId: "pa_12345678",
    toolCallId,
    summary: "Ask a care agent to call you back.",
    expiresAt: "2026-11-30T10:10:00.000Z",
  }),
];
const completed = (turnId: string, toolCallId: string, status: "ok" | "failed", code: string | null) =>
  event(turnId, {
    type: "tool.completed",
    toolCallId,
    toolName: "request_callback",
    status,
    code,
    retryable: false,
    durationMs: 5,
  });

describe("the member app's view model", () => {
  it("grows a streamed answer from its deltas and replaces it with the completed message", () => {
    const streaming = replay([
      event("t1", { type: "turn.started", by: "pt_1" }),
      event("t1", { type: "message.delta", text: "You have " }),
      event("t1", { type: "message.delta", text: "two policies." }),
    ]);
    expect(only(streaming).answer).toEqual({ text: "You have two policies.", citations: [], streaming: true });
    const done = applyEvent(
      streaming,
      event("t1", { type: "message.completed", text: "You have two policies.", citations: [], composer: "model" }),
    );
    expect(only(done).answer).toEqual({ text: "You have two policies.", citations: [], streaming: false });
  });

  it("puts the question typed here on its turn when the turn starts, and keeps the turn's progress under it", () => {
    const asked = addQuestion(EMPTY_CHAT, "local:1", "What is my balance?");
    expect(only(asked)).toMatchObject({ id: "local:1", state: "sending", question: "What is my balance?" });
    const running = replay(
      [
        event("t9", { type: "turn.started", by: "pt_me" }),
        event("t9", { type: "tool.started", toolCallId: "c9", toolName: "get_sum_insured_balance" }),
      ],
      asked,
    );
    expect(only(running)).toMatchObject({ id: "t9", localId: "local:1", state: "running", mine: true });
    expect(only(running).tools).toEqual([
      { toolCallId: "c9", toolName: "get_sum_insured_balance", state: "started", code: null },
    ]);
    expect(running.me).toBe("pt_me");
  });

  it("shows a confirmation on its turn until the same turn's call completes", () => {
    const waiting = replay(callback("t2", "c1", "int_12345678"));
    expect(pausedTurn(waiting, "confirm")?.confirmation?.summary).toBe("Ask a care agent to call you back.");
    const decided = applyEvent(waiting, completed("t2", "c1", "ok", null));
    expect(pausedTurn(decided, "confirm")).toBeNull();
    expect(only(decided).tools).toEqual([
      { toolCallId: "c1", toolName: "request_callback", state: "done", code: null },
    ]);
  });

  it("says a call waits for the member's confirmation, and that a rejected one did nothing", () => {
    const waiting = replay(callback("t5", "c5", "int_12345679"));
    expect(only(waiting).tools).toEqual([
      { toolCallId: "c5", toolName: "request_callback", state: "awaiting_confirmation", code: null },
    ]);
    const rejected = applyEvent(waiting, completed("t5", "c5", "failed", "confirmation_rejected"));
    expect(only(rejected).tools[0]?.state).toBe("failed");
    expect(toolFailureText(only(rejected).tools[0]?.code ?? null)).toBe("was not approved, so nothing was done");
  });

  it("waits for sign-in on the paused turn, and carries the same turn on after it", () => {
    const paused = replay([
      event("t6", { type: "turn.started", by: "pt_1" }),
      event("t6", { type: "auth.required", interruptId: "int_12345670", reason: "sign_in_required" }),
    ]);
    expect(pausedTurn(paused, "sign_in")?.signIn).toEqual({ turnId: "t6", interruptId: "int_12345670" });
    const resumed = applyEvent(
      paused,
      event("t6", { type: "tool.started", toolCallId: "c6", toolName: "get_sum_insured_balance" }),
    );
    expect(pausedTurn(resumed, "sign_in")).toBeNull();
    expect(only(resumed).state).toBe("running");
  });

  it("marks another participant's turn as theirs, and this participant's own as mine", () => {
    const mine = { ...EMPTY_CHAT, me: "pt_me" };
    expect(only(applyEvent(mine, event("t3", { type: "turn.started", by: "pt_me" }))).mine).toBe(true);
    expect(only(applyEvent(mine, event("t4", { type: "turn.started", by: "pt_other" }))).mine).toBe(false);
  });

  it("shows each question from the log beside its answer, as a reload or a late joiner replays it", () => {
    const state = replay(
      [
        event("q1", { type: "turn.started", by: "pt_asha" }),
        event("q1", { type: "question.asked", by: "pt_asha", text: "What is my balance?", shared: false }),
        event("q1", { type: "message.completed", text: "₹5,00,000 left.", citations: [], composer: "deterministic" }),
        event("q1", { type: "turn.completed", dataClass: "personal" }),
      ],
      { ...EMPTY_CHAT, me: "pt_asha" },
    );
    expect(only(state)).toMatchObject({ mine: true, question: "What is my balance?", state: "completed" });
    expect(only(state).answer?.text).toBe("₹5,00,000 left.");
  });

  it("shows another participant's question only once it is shared with everyone", () => {
    const watching = replay([event("q2", { type: "turn.started", by: "pt_ravi" })], { ...EMPTY_CHAT, me: "pt_asha" });
    expect(only(watching)).toMatchObject({ mine: false, question: null });
    const shared = applyEvent(
      watching,
      event("q2", { type: "question.asked", by: "pt_ravi", text: "What is a waiting period?", shared: true }),
    );
    expect(only(shared)).toMatchObject({ mine: false, question: "What is a waiting period?" });
  });

  it("leaves a question typed here alone when another participant's turn starts first", () => {
    const asked = addQuestion({ ...EMPTY_CHAT, me: "pt_me" }, "local:2", "Mine");
    const state = applyEvent(asked, event("t7", { type: "turn.started", by: "pt_other" }));
    expect(turnsOf(state).map((t) => [t.id, t.mine, t.question])).toEqual([
      ["local:2", true, "Mine"],
      ["t7", false, null],
    ]);
  });

  it("keeps a question that could not be sent, with its reason, and sends it again in place", () => {
    const asked = addQuestion(EMPTY_CHAT, "local:3", "Hello");
    const unsent = markTurn(asked, "local:3", { state: "unsent", failure: "Not sent.", retry: true });
    expect(only(unsent)).toMatchObject({ state: "unsent", failure: "Not sent.", retry: true });
    const again = markTurn(unsent, "local:3", { state: "sending", failure: null });
    expect(only(again)).toMatchObject({ state: "sending", failure: null, question: "Hello" });
  });

  it("ends a failed turn with its message, and keeps what had streamed as text that is no longer growing", () => {
    const state = replay([
      event("t8", { type: "turn.started", by: "pt_1" }),
      event("t8", { type: "message.delta", text: "Part" }),
      event("t8", { type: "turn.failed", code: "turn_deadline", message: "That took too long." }),
    ]);
    expect(only(state)).toMatchObject({ state: "failed", failure: "That took too long." });
    expect(only(state).answer?.streaming).toBe(false);
  });
});
