/**
 * Every decision has exactly one audit row, on the chat surfaces as on POST /v1/actions/:id, including
 * a decision a resume carries that its turn does not act on: one naming a confirmation that is not
 * there (a forged id, a sign-in's interrupt), one decided before, and the losers of concurrent
 * decisions. Each is answered as the resume always was (nothing moves, nothing is called upstream
 * twice) and leaves one row under a key of its own, with the public code a direct decision would
 * answer with and the internal reason beside it.
 */
import { describe, expect, it } from "vitest";
import { chat, one, resume, sendResume } from "../support/chat";
import { type AuditRowView, auditRows } from "../support/executor";
import { signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { openSocket } from "../support/socket";
import { ledgerMark, requestsSince } from "../support/stand-in";

const ASK = "Please call me back about my claim in the evening.";

async function pausedCallback() {
  const member = await signInOverHttp(uniqueMobile());
  const turn = await chat(member, { message: ASK });
  const prompt = one(turn.events, "confirmation.required");
  return { member, prompt, conversationId: turn.conversationId };
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

/** The rows of decisions other than the one that ran or rejected the action (their own keys). */
const decisionRows = async (conversationId: string): Promise<AuditRowView[]> =>
  (await auditRows(conversationId)).filter((row) => /:decision:/.test(row.tool_call_id));

const FORGED = "int_forgedInterruptIdNobodyIssued";

describe("a decision a resume carries that its turn does not act on", () => {
  it("naming an interrupt that does not exist is answered as before and leaves one row (confirmation_mismatch, pending_action_unknown)", async () => {
    const { member, conversationId } = await pausedCallback();
    const mark = await ledgerMark();

    const refused = await sendResume(member, { conversationId, interruptId: FORGED, decision: "approve" });

    expect(refused.status).toBe(409);
    expect(await decisionRows(conversationId)).toMatchObject([
      {
        tool_call_id: expect.stringMatching(/^action:unissued:decision:/),
        tool_name: "(unknown action)",
        outcome: "failed",
        failure_code: "confirmation_mismatch",
        reason: "pending_action_unknown",
      },
    ]);
    expect(JSON.stringify(await auditRows(conversationId))).not.toContain(FORGED);
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("sent again after the action was decided is streamed what happened and leaves one row (already_resolved, pending_action_decided_before)", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const body = { conversationId, interruptId: prompt.interruptId, decision: "approve" } as const;
    const mark = await ledgerMark();
    await resume(member, body);

    const again = await resume(member, { ...body, decision: "reject" });

    expect(one(again.events, "tool.completed")).toMatchObject({ toolCallId: prompt.toolCallId, status: "ok" });
    expect(await callbacksSince(mark)).toHaveLength(1);
    expect(await decisionRows(conversationId)).toMatchObject([
      {
        tool_call_id: expect.stringMatching(new RegExp(`^action:${prompt.pendingActionId}:decision:`)),
        tool_name: "request_callback",
        failure_code: "already_resolved",
        reason: "pending_action_decided_before",
      },
    ]);
  });

  it("among 6 concurrent approvals: one runs the action under its key, the other 5 leave one already_resolved row each", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const body = { conversationId, interruptId: prompt.interruptId, decision: "approve" } as const;
    const mark = await ledgerMark();

    await Promise.all(Array.from({ length: 6 }, () => resume(member, body)));

    expect(await callbacksSince(mark)).toHaveLength(1);
    const rows = await auditRows(conversationId);
    expect(rows.filter((row) => row.tool_call_id === `action:${prompt.pendingActionId}`)).toMatchObject([
      { outcome: "ok" },
    ]);
    const others = await decisionRows(conversationId);
    expect(others).toHaveLength(5);
    for (const row of others) {
      expect(row).toMatchObject({ tool_name: "request_callback", failure_code: "already_resolved" });
      expect(["pending_action_settled_by_another", "pending_action_decided_before"]).toContain(row.reason);
    }
  });

  it("over a socket, naming an interrupt that does not exist, gets its error frame and leaves one row", async () => {
    const { member, conversationId } = await pausedCallback();
    const socket = await openSocket(conversationId, member);

    socket.send({ type: "resume", interruptId: FORGED, decision: "reject" });
    const [frame] = await socket.errorFrames(1);
    socket.close();

    expect(frame?.code).toBe("not_resumable");
    expect(await decisionRows(conversationId)).toMatchObject([
      { tool_name: "(unknown action)", failure_code: "confirmation_mismatch", reason: "pending_action_unknown" },
    ]);
  });

  it("a resume without a decision writes no row", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const before = await auditRows(conversationId);

    await sendResume(member, { conversationId, interruptId: FORGED });
    await resume(member, { conversationId, interruptId: prompt.interruptId });

    expect(await auditRows(conversationId)).toEqual(before);
  });
});
