/**
 * The confirm node holds the action's claim itself and hands the stored action to the tool-call
 * service with the decision, so the service never calls back into the object while the object waits
 * for its answer (one round trip where the decision once made five).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { Conversation } from "../../durable-objects/conversation";
import { chat, one, resume } from "../support/chat";
import { call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

const ASK = "Please call me back about my claim in the evening.";

/** The object's pending-action RPC methods: the tools Worker's way into the store. */
const STORE_METHODS = [
  "createPendingAction",
  "getPendingAction",
  "claimPendingAction",
  "rejectPendingAction",
  "completePendingAction",
  "settledPendingAction",
] as const;

/** Watches every call the tools Worker makes into a Conversation object's store (the calls go through). */
function watchStore() {
  const spies = STORE_METHODS.map((name) => vi.spyOn(Conversation.prototype, name));
  return () => spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0);
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function pausedCallback() {
  const member = await signInOverHttp(uniqueMobile());
  const turn = await chat(member, { message: ASK });
  const prompt = one(turn.events, "confirmation.required");
  return { member, prompt, conversationId: turn.conversationId };
}

describe("a decision in the confirm node", () => {
  it.each(["approve", "reject"] as const)(
    "makes no call back into the object while the service decides (%s)",
    async (decision) => {
      const { member, prompt, conversationId } = await pausedCallback();
      const mark = await ledgerMark();
      const callsIntoStore = watchStore();

      const resumed = await resume(member, { conversationId, interruptId: prompt.interruptId, decision });

      expect(one(resumed.events, "tool.completed").status).toBe(decision === "approve" ? "ok" : "failed");
      expect(callsIntoStore()).toBe(0);
      const callbacks = (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");
      expect(callbacks).toHaveLength(decision === "approve" ? 1 : 0);
    },
  );

  it("is watched where the store is reached: a decision on POST /v1/actions/:id goes through it", async () => {
    const { member, prompt, conversationId } = await pausedCallback();
    const callsIntoStore = watchStore();

    const decided = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: member,
      body: { conversationId, decision: "approve" },
    });

    expect(await decided.json()).toMatchObject({ outcome: { status: "ok" } });
    expect(callsIntoStore()).toBeGreaterThan(0);
  });
});
