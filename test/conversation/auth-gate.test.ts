/** auth_gate over HTTP: a signed-out member question pauses, sign-in on the guest session resumes it, nobody else gets in. */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, one, only, replay, resume, sendChat, sendResume, types } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { DEMO_OTP, syntheticPortal, uniqueMobile } from "../support/members";
import { socketStatus } from "../support/socket";

const QUESTION = "What is my balance?";

async function pausedGuestTurn(message = QUESTION) {
  const guest = await guestToken();
  const turn = await chat(guest, { message });
  const interruptId = one(turn.events, "auth.required").interruptId;
  return { guest, turn, interruptId, conversationId: turn.conversationId };
}

describe("a signed-out member question", () => {
  it("pauses with auth.required and runs nothing", async () => {
    const { turn } = await pausedGuestTurn();

    expect(types(turn.events)).toEqual(["turn.started", "question.asked", "auth.required"]);
    expect(one(turn.events, "auth.required")).toMatchObject({ reason: "sign_in_required", turnId: turn.turnId });
  });

  it("completes the same turn when resumed after sign-in on the guest session", async () => {
    const mobile = uniqueMobile();
    const { guest, turn, interruptId, conversationId } = await pausedGuestTurn();
    const member = await signInOverHttp(mobile, guest);

    const resumed = await resume(member, { conversationId, interruptId });

    expect(resumed.turnId).toBe(turn.turnId);
    expect(types(resumed.events)).toEqual([
      "tool.started",
      "tool.completed",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    expect(one(resumed.events, "tool.completed")).toMatchObject({ toolName: "get_sum_insured_balance", status: "ok" });
    expect(one(resumed.events, "message.completed").text).toContain(syntheticPortal(mobile));
    const log = await replay(member, conversationId);
    expect(types(log)).toEqual([
      "turn.started",
      "question.asked",
      "auth.required",
      "tool.started",
      "tool.completed",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    expect(new Set(log.map((event) => event.turnId))).toEqual(new Set([turn.turnId]));
  });

  it("answers a mixed question's wording part again after sign-in, for the member's own plan only", async () => {
    const mobile = uniqueMobile();
    // The general part is answered signed out from every plan's wording, then the turn asks to sign in.
    const { guest, turn, interruptId, conversationId } = await pausedGuestTurn("co pay on my policy?");
    const general = one(turn.events, "message.completed").text;
    expect(general).toContain("Group Care");
    const member = await signInOverHttp(mobile, guest);

    const resumed = await resume(member, { conversationId, interruptId });

    // A synthetic member holds Individual Essential: the search runs again as them, scoped to it.
    const searches = resumed.events.filter(
      (e) => e.type === "tool.completed" && e.toolName === "search_policy_knowledge",
    );
    expect(searches).toHaveLength(1);
    const answer = one(resumed.events, "message.completed").text;
    expect(answer).toMatch(/^From the policy wording of your PlanCover Individual Essential policy/);
    expect(answer).not.toMatch(/Group Care|Family Shield/);
  });

  it("asks again, on the same interrupt, when resumed while still signed out", async () => {
    const { guest, interruptId, conversationId } = await pausedGuestTurn();

    const again = await resume(guest, { conversationId, interruptId });

    expect(types(again.events)).toEqual(["auth.required"]);
    expect(one(again.events, "auth.required").interruptId).toBe(interruptId);
  });

  it("resumes the caller's own waiting turn when no interrupt is named", async () => {
    const { guest, turn, conversationId } = await pausedGuestTurn();
    const member = await signInOverHttp(uniqueMobile(), guest);

    const resumed = await resume(member, { conversationId });

    expect(resumed.turnId).toBe(turn.turnId);
    expect(types(resumed.events).at(-1)).toBe("turn.completed");
  });
});

describe("the signed-out turn belongs to the guest session and the person who signs in on it", () => {
  it("refuses another signed-in person holding the ids: resume, send, read and socket all answer 404", async () => {
    const { guest, interruptId, conversationId } = await pausedGuestTurn();
    const stranger = await signInOverHttp(uniqueMobile());

    const attempts = [
      await sendResume(stranger, { conversationId, interruptId }),
      await sendChat(stranger, { conversationId, message: "What is my balance?" }),
      await call(`/chat/${conversationId}/events?after=0`, { token: stranger }),
      await call(`/chat/${conversationId}/invites`, { token: stranger, method: "POST" }),
    ];

    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such conversation." } });
    }
    expect(await socketStatus(conversationId, stranger)).toBe(404);
    const owner = await signInOverHttp(uniqueMobile(), guest);
    const resumed = await resume(owner, { conversationId, interruptId });
    expect(types(resumed.events).at(-1)).toBe("turn.completed");
  });

  it("refuses another guest exactly as it refuses a stranger", async () => {
    const { conversationId, interruptId } = await pausedGuestTurn();
    const otherGuest = await guestToken();

    expect((await sendResume(otherGuest, { conversationId, interruptId })).status).toBe(404);
    expect((await call(`/chat/${conversationId}/events`, { token: otherGuest })).status).toBe(404);
  });

  it("answers a conversation id nobody created with 404, as it answers one that is not yours", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await sendChat(member, { conversationId: "conv_nobody_made_this_one", message: "hello" });

    expect(response.status).toBe(404);
  });

  it("passes the conversation to the person who signed in, on their other devices too", async () => {
    const mobile = uniqueMobile();
    const { guest, conversationId } = await pausedGuestTurn();
    const phone = await signInOverHttp(mobile, guest);
    await resume(phone, { conversationId });

    const laptop = await signInOverHttp(mobile);
    const log = await replay(laptop, conversationId);

    expect(types(log).at(-1)).toBe("turn.completed");
    expect(only(log, "message.completed")).toHaveLength(1);
  });
});

describe("what is stored and streamed for a paused turn", () => {
  it("keeps the mobile number, OTP, tokens and question text out of every event, interrupt and turn", async () => {
    const mobile = uniqueMobile();
    const message = `What is my balance before the knee surgery? My number is ${mobile}.`;
    const { guest, interruptId, conversationId } = await pausedGuestTurn(message);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
    const paused = await runInDurableObject(stub, (_instance, state) => ({
      interrupts: state.storage.sql.exec("SELECT * FROM interrupts").toArray(),
      turns: state.storage.sql.exec("SELECT * FROM turns").toArray(),
    }));
    const member = await signInOverHttp(mobile, guest);
    await resume(member, { conversationId, interruptId });
    const log = await replay(member, conversationId);

    expect(paused.interrupts).toHaveLength(1);
    const stored = JSON.stringify(paused);
    const streamed = JSON.stringify(log);
    for (const secret of [mobile, DEMO_OTP, guest, member, message, "knee surgery"]) {
      expect(stored).not.toContain(secret);
    }
    for (const secret of [mobile, DEMO_OTP, guest, member, "pc1."]) expect(streamed).not.toContain(secret);
  });
});
