/**
 * The object's Turns and Calls keep what they wrote (write-through caches): after turns that a stop,
 * concurrent approving resumes and a stop during an approved write cut across, what they hand back
 * is what a fresh read of the object's storage finds, and the deadline alarm is down once none runs.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { GraphPorts } from "../../durable-objects/conversation/graph/ports";
import type { Conversation } from "../../durable-objects/conversation/index";
import type { Membership } from "../../durable-objects/conversation/membership";
import { Calls } from "../../durable-objects/conversation/store/calls";
import { Turns } from "../../durable-objects/conversation/store/turns";
import { chat, one, resume, SseReader, sendResume, slowTurn, stopTurn, types } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { setFault } from "../support/stand-in";

interface Inside {
  readonly membership: Membership;
  readonly built: { readonly graph: GraphPorts } | null;
}

/** Each turn and call as the object's caches hand them back, beside a fresh read of its storage. */
async function cachedAndStored(conversationId: string) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(stub, async (instance: Conversation, state) => {
    const inside = instance as unknown as Inside;
    const sql = state.storage.sql;
    const ids = sql
      .exec<{ id: string }>("SELECT id FROM turns ORDER BY rowid")
      .toArray()
      .map((row) => row.id);
    const freshTurns = new Turns(sql);
    const freshCalls = new Calls(sql);
    const cachedCalls = inside.built?.graph.stores.calls;
    return {
      cached: ids.map((id) => ({ turn: inside.membership.turns.get(id), calls: cachedCalls?.ofTurn(id) })),
      stored: ids.map((id) => ({ turn: freshTurns.get(id), calls: freshCalls.ofTurn(id) })),
      alarm: await state.storage.getAlarm(),
    };
  });
}

/** A member's turn paused on a proposed write (a call-back), waiting for their decision. */
async function pausedWrite(member: string) {
  const paused = await chat(member, { message: "Please call me back about my claim in the evening." });
  const prompt = one(paused.events, "confirmation.required");
  return { conversationId: paused.conversationId, interruptId: prompt.interruptId, decision: "approve" } as const;
}

describe("the object's turns and calls, kept as written", () => {
  it("match storage after a turn stopped mid-read", async () => {
    const { member, stream, conversationId } = await slowTurn(800);
    expect((await stopTurn(member, conversationId)).status).toBe(200);
    expect(types(await stream.rest()).at(-1)).toBe("turn.failed");
    await new Promise((wake) => setTimeout(wake, 1_200));
    const after = await chat(member, { conversationId, message: "Show my policies" });
    expect(types(after.events).at(-1)).toBe("turn.completed");

    const { cached, stored, alarm } = await cachedAndStored(conversationId);
    expect(cached).toEqual(stored);
    expect(alarm).toBeNull();
  });

  it("match storage after concurrent approving resumes of a paused write", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const body = await pausedWrite(member);

    const resumes = await Promise.all(Array.from({ length: 4 }, () => resume(member, body)));
    for (const stream of resumes) expect(types(stream.events).at(-1)).toBe("turn.completed");

    const { cached, stored, alarm } = await cachedAndStored(body.conversationId);
    expect(cached).toEqual(stored);
    expect(alarm).toBeNull();
  });

  it("match storage after a stop while the approved write runs", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const body = await pausedWrite(member);
    const { conversationId } = body;
    await setFault({ paths: ["/v1/callbacks"], latencyMs: 800, times: 1 });
    const resumed = await sendResume(member, body);
    const stream = new SseReader(resumed.body ?? new ReadableStream());
    await new Promise((wake) => setTimeout(wake, 300));
    expect((await stopTurn(member, conversationId)).status).toBe(200);
    expect(types(await stream.rest()).at(-1)).toBe("turn.failed");
    await new Promise((wake) => setTimeout(wake, 1_200));

    const { cached, stored, alarm } = await cachedAndStored(conversationId);
    expect(cached).toEqual(stored);
    expect(alarm).toBeNull();
  });
});
