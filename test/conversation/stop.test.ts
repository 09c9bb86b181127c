/**
 * Stop: `POST /chat/:id/stop` and the socket's `stop` frame end the caller's running turn at once with
 * `turn.failed` (`turn_stopped`), and no answer follows. Nothing is left half-done: a read already sent
 * finishes in the tool-call service with its one audit row, and an approved write still runs exactly once.
 */
import { afterEach, describe, expect, it } from "vitest";
import { chat, one, only, replay, SseReader, sendResume, slowTurn, stopTurn, types } from "../support/chat";
import { auditRows } from "../support/executor";
import { call, signInOverHttp } from "../support/http";
import { DEMO, uniqueMobile } from "../support/members";
import { openSocket } from "../support/socket";
import { clearFaults, ledgerMark, requestsSince, setFault } from "../support/stand-in";

afterEach(clearFaults);

/** Polls until `check` holds: what a stopped turn's calls do next happens after its stream ended. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

describe("stopping a running turn", () => {
  it("ends it at once with turn.failed turn_stopped, sends no answer, and keeps the read in flight's one audit row", async () => {
    const { member, stream, conversationId, turnId } = await slowTurn();

    const stopped = await stopTurn(member, conversationId);

    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toEqual({ conversationId, turnId, stopped: true });
    const events = await stream.rest();
    expect(types(events).at(-1)).toBe("turn.failed");
    expect(one(events, "turn.failed")).toMatchObject({ code: "turn_stopped", message: "You stopped this answer." });
    // The read finishes in the service: one audit row, and still no answer in the log.
    const rows = await eventually(
      () => auditRows(conversationId),
      (found) => found.length > 0,
    );
    expect(rows).toMatchObject([{ tool_name: "list_my_policies", outcome: "ok" }]);
    const log = await replay(member, conversationId);
    expect(types(log).filter((type) => type.startsWith("message."))).toEqual([]);
    expect(only(log, "turn.failed")).toHaveLength(1);
    expect(only(log, "turn.completed")).toEqual([]);
  });

  it("stops the turn a stop frame names, over the conversation's socket", async () => {
    const { member, stream, conversationId, turnId } = await slowTurn();
    const socket = await openSocket(conversationId, member);

    socket.send({ type: "stop", turnId });

    expect(await socket.next((event) => event.type === "turn.failed")).toMatchObject({ turnId, code: "turn_stopped" });
    expect(one(await stream.rest(), "turn.failed").code).toBe("turn_stopped");
    socket.close();
  });

  it("answers a stop frame with nothing running with a not_running error frame, and the socket stays open", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const socket = await openSocket(conversationId, member);

    socket.send({ type: "stop" });

    expect((await socket.errorFrames(1))[0]).toMatchObject({ code: "not_running" });
    expect(socket.open).toBe(true);
    socket.close();
  });

  it("refuses 409 not_running when the caller's turn has ended, and 400 for a body that names no turn", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId, turnId } = await chat(member, { message: "hello" });

    const ended = await stopTurn(member, conversationId, { turnId });
    const bad = await call(`/chat/${conversationId}/stop`, { token: member, body: { turnId: "nope" } });

    expect(ended.status).toBe(409);
    expect(await ended.json()).toMatchObject({ error: { code: "not_running" } });
    expect(bad.status).toBe(400);
  });

  it("answers 409 not_running in the member's conversation a direct run made, as in any other of theirs", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const run = await call("/v1/tools/list_my_policies/run", { token: member, body: { args: {} } });
    const { conversationId } = (await run.json()) as { conversationId: string };

    const stopped = await stopTurn(member, conversationId);

    expect(stopped.status).toBe(409);
    expect(await stopped.json()).toMatchObject({ error: { code: "not_running" } });
  });

  it("lets no other participant stop a turn: their stop is not_running, and the turn completes", async () => {
    const { member, stream, conversationId, turnId } = await slowTurn(800);
    const invited = await call(`/chat/${conversationId}/invites`, { token: member, method: "POST" });
    const { inviteCode } = (await invited.json()) as { inviteCode: string };
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    expect((await call(`/chat/${conversationId}/join`, { token: ravi, body: { inviteCode } })).status).toBe(200);

    const byRavi = await stopTurn(ravi, conversationId, { turnId });
    const byRaviLatest = await stopTurn(ravi, conversationId);

    expect(byRavi.status).toBe(409);
    expect(byRaviLatest.status).toBe(409);
    expect(types(await stream.rest()).at(-1)).toBe("turn.completed");
  });
});

describe("stopping a turn while its approved write runs", () => {
  it("lets the approved call-back run exactly once: one upstream call, one audit row, and a second approval is already_resolved", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const paused = await chat(member, { message: "Please call me back about my claim in the evening." });
    const prompt = one(paused.events, "confirmation.required");
    const { conversationId } = paused;
    await setFault({ paths: ["/v1/callbacks"], latencyMs: 1_000, times: 1 });
    const mark = await ledgerMark();
    const callbacks = async () => (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

    const resumed = await sendResume(member, { conversationId, interruptId: prompt.interruptId, decision: "approve" });
    const stream = new SseReader(resumed.body ?? new ReadableStream());
    // The call-back is at the stand-in (recorded as it arrives, answered a second later).
    await eventually(callbacks, (found) => found.length === 1);
    const stopped = await stopTurn(member, conversationId);

    expect(stopped.status).toBe(200);
    expect(one(await stream.rest(), "turn.failed").code).toBe("turn_stopped");
    const action = `action:${prompt.pendingActionId}`;
    const rows = await eventually(
      async () => (await auditRows(conversationId)).filter((row) => row.tool_call_id === action),
      (found) => found.length > 0,
    );
    expect(rows).toMatchObject([{ outcome: "ok" }]);
    const again = await call(`/v1/actions/${prompt.pendingActionId}`, {
      token: member,
      body: { conversationId, decision: "approve" },
    });
    expect(await again.json()).toMatchObject({ outcome: { status: "failed", code: "already_resolved" } });
    // A resume of the ended turn runs nothing again either.
    await (await sendResume(member, { conversationId, interruptId: prompt.interruptId, decision: "approve" })).text();
    expect(await callbacks()).toHaveLength(1);
  });
});
