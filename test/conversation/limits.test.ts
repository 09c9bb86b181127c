/** The per-person limits over HTTP and the socket: turns per minute, turns at once, the turn deadline (through the alarm). */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat, one, SseReader, sendChat, types } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { memberIdOf, uniqueMobile } from "../support/members";
import { connectPartner } from "../support/partner";
import { openSocket } from "../support/socket";
import { setFault } from "../support/stand-in";

describe("the limits a person's turns run under", () => {
  it("counts a partner's turns apart: a partner that spent its turns for the minute leaves the member theirs", async () => {
    const mobile = uniqueMobile();
    const { tokens } = await connectPartner(mobile, ["hospitals:read"]);
    const first = await chat(tokens.access_token, { message: "hello" });
    for (let i = 0; i < 19; i++) {
      const turn = await chat(tokens.access_token, { conversationId: first.conversationId, message: "thanks" });
      expect(types(turn.events).at(-1)).toBe("turn.completed");
    }
    const refused = await chat(tokens.access_token, { conversationId: first.conversationId, message: "hello again" });
    expect(one(refused.events, "turn.failed").code).toBe("turn_rate_limited");

    const member = await signInOverHttp(mobile);
    const own = await chat(member, { message: "hello" });
    expect(types(own.events).at(-1)).toBe("turn.completed");
  });

  it("ends the 21st turn in a minute with turn_rate_limited, across conversations and over the socket too", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const a = await chat(member, { message: "hello" });
    const b = await chat(member, { message: "hello" });
    for (let i = 0; i < 18; i++) {
      const turn = await chat(member, {
        conversationId: i % 2 ? a.conversationId : b.conversationId,
        message: "thanks",
      });
      expect(types(turn.events).at(-1)).toBe("turn.completed");
    }
    const socket = await openSocket(a.conversationId, member);

    const refused = await chat(member, { conversationId: a.conversationId, message: "hello again" });
    socket.send({ type: "message", message: "and again" });
    const failedOnSocket = await socket.next(
      (event) => event.type === "turn.failed" && event.turnId !== refused.turnId,
    );

    expect(types(refused.events)).toEqual(["turn.started", "question.asked", "turn.failed"]);
    expect(one(refused.events, "turn.failed")).toMatchObject({
      code: "turn_rate_limited",
      message: expect.any(String),
    });
    expect(failedOnSocket).toMatchObject({ code: "turn_rate_limited" });
    socket.close();
  });

  it("ends a third turn running at once with turn_concurrency_limited, and lets the first two finish", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], latencyMs: 2_000, times: 2 });
    const running = await Promise.all(
      [0, 1].map(async () => {
        const response = await sendChat(member, { message: "Show my policies" });
        const stream = new SseReader(response.body ?? new ReadableStream());
        await stream.until((event) => event.type === "tool.started");
        return stream;
      }),
    );

    const third = await chat(member, { message: "Show my policies" });

    expect(one(third.events, "turn.failed").code).toBe("turn_concurrency_limited");
    for (const stream of running) expect(types(await stream.rest()).at(-1)).toBe("turn.completed");
    const after = await chat(member, { message: "Show my policies" });
    expect(types(after.events).at(-1)).toBe("turn.completed");
  });

  it("fails a turn past its deadline with turn_deadline, even with a read still in flight", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], hang: true, times: 1 });
    const response = await sendChat(member, { message: "Show my policies" });
    const stream = new SseReader(response.body ?? new ReadableStream());
    await stream.until((event) => event.type === "tool.started");
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(response.headers.get("x-conversation-id") ?? ""));

    await runInDurableObject(stub, (_instance, state) => {
      state.storage.sql.exec("UPDATE turns SET deadline_at = 0 WHERE status = 'running'");
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);

    const events = await stream.rest();
    expect(types(events)).toEqual(["turn.started", "question.asked", "tool.started", "turn.failed"]);
    expect(one(events, "turn.failed")).toMatchObject({ code: "turn_deadline" });
  });

  it("keeps the deadline alarm only while a turn runs: a conversation whose turns all ended is not woken at their deadline", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const turn = await chat(member, { message: "Show my policies" });
    expect(types(turn.events).at(-1)).toBe("turn.completed");
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(turn.conversationId));

    // The turn's stream ends with turn.completed; the object takes the alarm down right after.
    await expect.poll(() => runInDurableObject(stub, (_instance, state) => state.storage.getAlarm())).toBeNull();
    expect(await runDurableObjectAlarm(stub)).toBe(false);
  });

  it("keeps the deadline alarm for a turn still running when another turn here ends", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const first = await chat(member, { message: "hello" });
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], latencyMs: 2_000, times: 1 });
    const response = await sendChat(member, { conversationId: first.conversationId, message: "Show my policies" });
    const slow = new SseReader(response.body ?? new ReadableStream());
    await slow.until((event) => event.type === "tool.started");
    const quick = await chat(member, { conversationId: first.conversationId, message: "hello" });
    expect(types(quick.events).at(-1)).toBe("turn.completed");
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(first.conversationId));

    expect(await runInDurableObject(stub, (_instance, state) => state.storage.getAlarm())).not.toBeNull();
    expect(types(await slow.rest()).at(-1)).toBe("turn.completed");
  });
});
