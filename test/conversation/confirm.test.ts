/** The confirm node over HTTP: a call-back pauses for confirmation and is decided exactly once, however many resumes arrive. */
import { describe, expect, it } from "vitest";
import { chat, one, only, replay, resume, types } from "../support/chat";
import { auditRows } from "../support/executor";
import { call, guestToken, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

const ASK = "Please call me back about my claim in the evening.";

async function pausedCallback(token?: string) {
  const member = token ?? (await signInOverHttp(uniqueMobile()));
  const turn = await chat(member, { message: ASK });
  const prompt = one(turn.events, "confirmation.required");
  return { member, turn, prompt, conversationId: turn.conversationId };
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

const actionRows = async (conversationId: string, pendingActionId: string) =>
  (await auditRows(conversationId)).filter((row) => row.tool_call_id === `action:${pendingActionId}`);

describe("a call-back request", () => {
  it("pauses for confirmation with a plain summary and an expiry, and books nothing yet", async () => {
    const mark = await ledgerMark();
    const { turn, prompt } = await pausedCallback();

    expect(types(turn.events)).toEqual(["turn.started", "question.asked", "tool.started", "confirmation.required"]);
    expect(one(turn.events, "tool.started").toolName).toBe("request_callback");
    expect(prompt.summary).toBe("Ask a care agent to call you back about your claim in the evening (17:00–20:00).");
    expect(Date.parse(prompt.expiresAt)).toBeGreaterThan(Date.now());
    expect(prompt.toolCallId).toBe(one(turn.events, "tool.started").toolCallId);
    expect(await callbacksSince(mark)).toEqual([]);
    expect(await auditRows(turn.conversationId)).toMatchObject([{ outcome: "pending", tool_name: "request_callback" }]);
  });

  it("gives one upstream call, one audit row and one tool.completed for 10 concurrent approving resumes", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const mark = await ledgerMark();
    const body = { conversationId, interruptId: prompt.interruptId, decision: "approve" } as const;

    const resumes = await Promise.all(Array.from({ length: 10 }, () => resume(member, body)));

    expect(await callbacksSince(mark)).toHaveLength(1);
    expect(await actionRows(conversationId, prompt.pendingActionId)).toMatchObject([{ outcome: "ok" }]);
    const log = await replay(member, conversationId);
    expect(only(log, "tool.completed")).toMatchObject([{ toolCallId: prompt.toolCallId, status: "ok", code: null }]);
    expect(only(log, "turn.completed")).toHaveLength(1);
    expect(one(log, "message.completed").text).toBe("Done: a care agent will call you back in the evening.");
    for (const stream of resumes) {
      expect(only(stream.events, "tool.completed")).toHaveLength(1);
      expect(types(stream.events).at(-1)).toBe("turn.completed");
    }
  });

  it("records a rejection, calls nothing, and tells the member so", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const mark = await ledgerMark();

    const rejected = await resume(member, { conversationId, interruptId: prompt.interruptId, decision: "reject" });

    expect(one(rejected.events, "tool.completed")).toMatchObject({
      status: "failed",
      code: "confirmation_rejected",
      retryable: false,
    });
    expect(one(rejected.events, "message.completed").text).toBe("Okay, I haven't booked it.");
    expect(await callbacksSince(mark)).toEqual([]);
    expect(await actionRows(conversationId, prompt.pendingActionId)).toMatchObject([
      { outcome: "failed", failure_code: "confirmation_rejected" },
    ]);
  });

  it("takes a decision made on POST /v1/actions/:id, and the resume then calls nothing again", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const mark = await ledgerMark();

    const decided = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: member,
      body: { conversationId, decision: "approve" },
    });
    const resumed = await resume(member, { conversationId, interruptId: prompt.interruptId });

    expect(await decided.json()).toMatchObject({ outcome: { status: "ok" } });
    expect(one(resumed.events, "tool.completed")).toMatchObject({ status: "ok" });
    expect(types(resumed.events).at(-1)).toBe("turn.completed");
    expect(await callbacksSince(mark)).toHaveLength(1);
  });

  it("keeps waiting, and says why, when the member approves from another session", async () => {
    const mobile = uniqueMobile();
    const { member, prompt, conversationId } = await pausedCallback(await signInOverHttp(mobile));
    const otherDevice = await signInOverHttp(mobile);
    const mark = await ledgerMark();

    const refused = await resume(otherDevice, { conversationId, interruptId: prompt.interruptId, decision: "approve" });

    expect(types(refused.events)).toEqual(["confirmation.required"]);
    expect(one(refused.events, "confirmation.required")).toMatchObject({
      interruptId: prompt.interruptId,
      refusal: { code: "confirmation_mismatch" },
    });
    expect(await callbacksSince(mark)).toEqual([]);
    const approved = await resume(member, { conversationId, interruptId: prompt.interruptId, decision: "approve" });
    expect(one(approved.events, "tool.completed").status).toBe("ok");
    expect(await callbacksSince(mark)).toHaveLength(1);
  });

  it("never lets a decision sent with a sign-in resume approve an action the member has not seen", async () => {
    const guest = await guestToken();
    const paused = await chat(guest, { message: ASK });
    const member = await signInOverHttp(uniqueMobile(), guest);
    const mark = await ledgerMark();

    const resumed = await resume(member, {
      conversationId: paused.conversationId,
      interruptId: one(paused.events, "auth.required").interruptId,
      decision: "approve",
    });

    expect(types(resumed.events)).toEqual(["tool.started", "confirmation.required"]);
    expect(await callbacksSince(mark)).toEqual([]);
    // The decision named no confirmation, and still leaves its one row (the proposal's own is pending).
    const rows = await auditRows(paused.conversationId);
    expect(rows.filter((row) => /:decision:/.test(row.tool_call_id))).toMatchObject([
      { tool_name: "(unknown action)", failure_code: "confirmation_mismatch", reason: "pending_action_unknown" },
    ]);
  });

  it("replays what happened when an interrupt already resumed is resumed again, and runs nothing", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const body = { conversationId, interruptId: prompt.interruptId, decision: "approve" } as const;
    const first = await resume(member, body);
    const mark = await ledgerMark();

    const again = await resume(member, body);

    expect(again.events).toEqual(first.events);
    expect(await callbacksSince(mark)).toEqual([]);
  });
});
