/**
 * The gather path raises the sign-in card: a model that proposes a credentialed read for a signed-out
 * caller (the scripted model here) pauses the turn on `auth.required`, as auth_gate does for a planned
 * turn, and once the guest signs in on that session the same turn runs the proposal again as the
 * member, through the whole chain, without the question being sent again. Over SSE and a WebSocket.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { scriptedModel } from "../../src/assistant/model/scripted-model";
import { chat, one, only, replay, resume, types } from "../support/chat";
import { auditRows } from "../support/executor";
import { guestToken, signInOverHttp, staffToken } from "../support/http";
import { DEMO, DEMO_OTP, syntheticPortal, uniqueMobile } from "../support/members";
import { conversationWith } from "../support/model";
import { openSocket } from "../support/socket";

/** A knowledge question: auth_gate lets a guest through, so only the model's proposals need the member. */
const QUESTION = "What is the waiting period for maternity?";

/** A model that proposes two of the member's reads in its first round. */
const proposingReads = (portal: string) =>
  scriptedModel({
    rounds: [
      [
        { name: "get_member_profile", args: {} },
        { name: "get_sum_insured_balance", args: { portal_ref: portal } },
      ],
    ],
  });

const completions = (events: Parameters<typeof only>[0]) =>
  only(events, "tool.completed").map((event) => `${event.toolName}:${event.code ?? "ok"}`);

async function storedOf(conversationId: string) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(stub, (_instance, state) => ({
    interrupts: state.storage.sql.exec("SELECT * FROM interrupts").toArray(),
    turns: state.storage.sql.exec("SELECT * FROM turns").toArray(),
  }));
}

describe("a credentialed read a model proposes for a signed-out caller, over SSE", () => {
  it("pauses the turn on auth.required after the chain refuses it, and books nothing else", async () => {
    const mobile = uniqueMobile();
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, proposingReads(syntheticPortal(mobile)));

    const turn = await chat(guest, { conversationId, message: QUESTION });

    expect(types(turn.events).at(-1)).toBe("auth.required");
    expect(completions(turn.events).sort()).toEqual([
      "get_member_profile:credential_unavailable",
      "get_sum_insured_balance:credential_unavailable",
    ]);
    expect(only(turn.events, "message.completed")).toEqual([]);
    expect(one(turn.events, "auth.required")).toMatchObject({ reason: "sign_in_required", turnId: turn.turnId });
  });

  it("resumes the same turn after sign-in: the proposals run as the member and the answer is theirs", async () => {
    const mobile = uniqueMobile();
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, proposingReads(syntheticPortal(mobile)));
    const turn = await chat(guest, { conversationId, message: QUESTION });
    const { interruptId } = one(turn.events, "auth.required");

    const member = await signInOverHttp(mobile, guest);
    const resumed = await resume(member, { conversationId, interruptId });

    expect(resumed.turnId).toBe(turn.turnId);
    expect(completions(resumed.events).sort()).toEqual(["get_member_profile:ok", "get_sum_insured_balance:ok"]);
    expect(types(resumed.events).slice(-3)).toEqual(["message.delta", "message.completed", "turn.completed"]);
    const answer = one(resumed.events, "message.completed").text;
    expect(answer).toContain(syntheticPortal(mobile));
    expect(answer).not.toContain("Sign in to see");
    // Every decision has its own row: the two refusals, then the two runs as the member.
    const rows = (await auditRows(conversationId)).filter((row) => row.tool_call_id.startsWith(turn.turnId));
    expect(rows.map((row) => row.failure_code ?? row.outcome).sort()).toEqual([
      "credential_unavailable",
      "credential_unavailable",
      "ok",
      "ok",
    ]);
    expect(new Set(rows.map((row) => row.tool_call_id)).size).toBe(4);
  });

  it("runs the proposal again through the whole chain: another member's portal is not found", async () => {
    const guest = await guestToken();
    const conversationId = await conversationWith(
      guest,
      scriptedModel({ rounds: [[{ name: "get_sum_insured_balance", args: { portal_ref: "PRT-40122" } }]] }),
    );
    const turn = await chat(guest, { conversationId, message: QUESTION });

    const member = await signInOverHttp(uniqueMobile(), guest);
    const resumed = await resume(member, {
      conversationId,
      interruptId: one(turn.events, "auth.required").interruptId,
    });

    expect(completions(resumed.events)).toEqual(["get_sum_insured_balance:not_found"]);
    expect(types(resumed.events).at(-1)).toBe("turn.completed");
  });

  it("asks again, on the same interrupt, when resumed while still signed out", async () => {
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, proposingReads(syntheticPortal(uniqueMobile())));
    const turn = await chat(guest, { conversationId, message: QUESTION });
    const { interruptId } = one(turn.events, "auth.required");

    const again = await resume(guest, { conversationId, interruptId });

    expect(types(again.events)).toEqual(["auth.required"]);
    expect(one(again.events, "auth.required").interruptId).toBe(interruptId);
  });

  it("keeps the mobile number, OTP, tokens and question text out of the interrupt, the turn and every event", async () => {
    const mobile = uniqueMobile();
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, proposingReads(syntheticPortal(mobile)));
    const message = `What is the waiting period for knee surgery? My number is ${mobile}.`;
    const turn = await chat(guest, { conversationId, message });
    const paused = await storedOf(conversationId);
    const member = await signInOverHttp(mobile, guest);
    await resume(member, { conversationId, interruptId: one(turn.events, "auth.required").interruptId });

    expect(paused.interrupts).toHaveLength(1);
    const stored = JSON.stringify(paused);
    for (const secret of [mobile, DEMO_OTP, guest, member, message, "knee surgery"]) {
      expect(stored).not.toContain(secret);
    }
    const streamed = JSON.stringify(await replay(member, conversationId));
    for (const secret of [mobile, DEMO_OTP, guest, member, "pc1."]) expect(streamed).not.toContain(secret);
  });

  it("leaves a refusal to a caller who cannot sign in as it is: no sign-in card for staff", async () => {
    const agent = await staffToken("agent");
    const conversationId = await conversationWith(agent, proposingReads("PRT-40122"));

    const turn = await chat(agent, { conversationId, message: QUESTION });

    expect(only(turn.events, "auth.required")).toEqual([]);
    expect(types(turn.events).at(-1)).toBe("turn.completed");
    expect(completions(turn.events)).toContain("get_sum_insured_balance:credential_unavailable");
  });

  it("shows no sign-in card to a member signed in from the start, and runs each proposal once", async () => {
    const member = await signInOverHttp(DEMO.ravi.mobile);
    const conversationId = await conversationWith(member, proposingReads(DEMO.ravi.portalRefs[0]));

    const turn = await chat(member, { conversationId, message: QUESTION });

    expect(only(turn.events, "auth.required")).toEqual([]);
    expect(completions(turn.events).sort()).toEqual(["get_member_profile:ok", "get_sum_insured_balance:ok"]);
  });
});

describe("a credentialed read a model proposes for a signed-out caller, over the WebSocket", () => {
  it("raises the sign-in card on the socket, and finishes the same turn after sign-in and a resume frame on a socket opened with the new token", async () => {
    const mobile = uniqueMobile();
    const guest = await guestToken();
    const conversationId = await conversationWith(guest, proposingReads(syntheticPortal(mobile)));
    const asGuest = await openSocket(conversationId, guest);

    asGuest.send({ type: "message", message: QUESTION });
    const prompt = await asGuest.next((event) => event.type === "auth.required");
    const member = await signInOverHttp(mobile, guest);
    if (prompt.type !== "auth.required") throw new Error("waited for auth.required");
    asGuest.close();
    // Connected again with the new token, from where the guest's socket left off, as a client does.
    const socket = await openSocket(conversationId, member, asGuest.events.at(-1)?.seq);
    socket.send({ type: "resume", interruptId: prompt.interruptId });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === prompt.turnId);

    const turn = [...asGuest.events, ...socket.events].filter((event) => event.turnId === prompt.turnId);
    const asked = types(turn).indexOf("auth.required");
    expect(completions(turn.slice(0, asked)).sort()).toEqual([
      "get_member_profile:credential_unavailable",
      "get_sum_insured_balance:credential_unavailable",
    ]);
    expect(completions(turn.slice(asked)).sort()).toEqual(["get_member_profile:ok", "get_sum_insured_balance:ok"]);
    expect(one(turn, "message.completed").text).toContain(syntheticPortal(mobile));
    expect(socket.errors).toEqual([]);
    socket.close();
  });
});
