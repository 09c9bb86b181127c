/**
 * In a group conversation a turn only ever runs as its sender: another participant who holds the
 * sender's interrupt id cannot resume it (resume-target.ts), and their socket coming back after an
 * eviction takes over none of the sender's orphaned turns (engine.ts, takeOverOrphans).
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../src/shared/events";
import { chat, evictMidRead, invite, join, one, only, resume, sendResume, types } from "../support/chat";
import { auditRows } from "../support/executor";
import { signInOverHttp } from "../support/http";
import { memberIdOf, uniqueMobile } from "../support/members";
import { openSocket } from "../support/socket";
import { ledgerMark, requestsSince } from "../support/stand-in";

const ASK = "Please call me back about my claim in the evening.";

/** Two members of the stand-in of the test's own: the conversation is `sender`'s, `other` joins it by invitation. */
async function pair() {
  const senderMobile = uniqueMobile();
  const otherMobile = uniqueMobile();
  return {
    senderMobile,
    otherMobile,
    sender: await signInOverHttp(senderMobile),
    other: await signInOverHttp(otherMobile),
  };
}

async function letIn(owner: string, joiner: string, conversationId: string): Promise<void> {
  expect((await join(joiner, conversationId, await invite(owner, conversationId))).status).toBe(200);
}

/** The state of a confirmation's action and the status of its turn, as the conversation's object holds them. */
function held(conversationId: string, prompt: { pendingActionId: string; turnId: string }) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(stub, (_instance, state) => ({
    action: state.storage.sql
      .exec<{ state: string }>("SELECT state FROM pending_actions WHERE id = ?", prompt.pendingActionId)
      .toArray()[0]?.state,
    turn: state.storage.sql
      .exec<{ status: string }>("SELECT status FROM turns WHERE id = ?", prompt.turnId)
      .toArray()[0]?.status,
  }));
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

const turnEnded = (turnId: string) => (event: ChatEvent) =>
  (event.type === "turn.completed" || event.type === "turn.failed") && event.turnId === turnId;

describe("another participant of a group conversation", () => {
  it.each([
    ["an approval", { decision: "approve" } as const],
    ["no decision", {}],
  ])(
    "cannot resume the sender's paused confirmation with its interrupt id and %s: 404, and nothing moves",
    async (_what, decision) => {
      const { sender, other } = await pair();
      const paused = await chat(sender, { message: ASK });
      const prompt = one(paused.events, "confirmation.required");
      const { conversationId } = paused;
      await letIn(sender, other, conversationId);
      const mark = await ledgerMark();

      const refused = await sendResume(other, { conversationId, interruptId: prompt.interruptId, ...decision });

      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: { code: "not_found" } });
      expect(await callbacksSince(mark)).toEqual([]);
      expect(await held(conversationId, prompt)).toEqual({ action: "pending", turn: "paused" });
      // A decision is still a decision: refused, it leaves its one row (no decision, none).
      const refusedRows =
        "decision" in decision
          ? [{ failure_code: "confirmation_mismatch", reason: "pending_action_other_person" }]
          : [];
      expect(await auditRows(conversationId)).toMatchObject([
        { tool_name: "request_callback", outcome: "pending" },
        ...refusedRows.map((row) => ({ tool_name: "request_callback", outcome: "failed", ...row })),
      ]);
      const approved = await resume(sender, { conversationId, interruptId: prompt.interruptId, decision: "approve" });
      expect(one(approved.events, "tool.completed")).toMatchObject({ toolCallId: prompt.toolCallId, status: "ok" });
      expect(await callbacksSince(mark)).toHaveLength(1);
    },
  );

  it("takes over none of the sender's turns that an evicted object left running when their socket opens; the sender's socket then finishes it as the sender", async () => {
    const { sender, other, senderMobile, otherMobile } = await pair();
    const { conversationId } = await chat(sender, { message: "hello" });
    await letIn(sender, other, conversationId);
    const { turnId, portal, mark, aborted, cut } = await evictMidRead(sender, senderMobile, conversationId);
    expect(aborted).toMatch(/evicted mid-turn/);
    // The sender's stream is cut with its object (an error or an early end, either way no turn.completed).
    expect(cut).not.toBe("turn.completed");

    const otherSocket = await openSocket(conversationId, other);
    const senderSocket = await openSocket(conversationId, sender, 0);
    await senderSocket.next(turnEnded(turnId));

    const ofTurn = senderSocket.events.filter((event) => event.turnId === turnId);
    expect(types(ofTurn).at(-1)).toBe("turn.completed");
    expect(only(ofTurn, "tool.completed")).toMatchObject([
      { toolName: "get_plan_details", status: "ok" },
      { toolName: "get_sum_insured_balance", status: "ok" },
    ]);
    expect(await requestsSince(mark, memberIdOf(otherMobile))).toEqual([]);
    expect((await requestsSince(mark, memberIdOf(senderMobile))).map((request) => request.path)).toEqual([
      `/v1/policies/${portal}/balance`,
    ]);
    const rows = await auditRows(conversationId);
    expect(rows.map((row) => row.tool_name).sort()).toEqual(["get_plan_details", "get_sum_insured_balance"]);
    expect(new Set(rows.map((row) => row.person_hash)).size).toBe(1);
    otherSocket.close();
    senderSocket.close();
  });
});
