/** The SDK in Node 22 against the running system: a turn over each transport, sign-in, an approval. */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEvent, ToolgateClient } from "../../../src/client";
import { must, newClient, signIn, types } from "../../support/e2e/clients";

const clients: ToolgateClient[] = [];
function tracked(client: ToolgateClient): ToolgateClient {
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.chat.close();
});

function uniqueSeqs(events: readonly ChatEvent[]): boolean {
  return new Set(events.map((e) => e.seq)).size === events.length;
}

describe("a turn over Server-Sent Events", () => {
  it("streams a member question to turn.completed, each event once and in the turn's order", async () => {
    const client = tracked(newClient("sse"));
    await signIn(client);
    const seen: ChatEvent[] = [];
    const turn = must(
      await client.chat.send({ message: "What is my sum insured balance?" }, { onEvent: (e) => seen.push(e) }),
    );
    expect(turn.end.type).toBe("turn.completed");
    expect(types(turn.events)[0]).toBe("turn.started");
    expect(types(turn.events)).toContain("tool.completed");
    expect(types(turn.events)).toContain("message.completed");
    expect(seen).toEqual(turn.events);
    expect(uniqueSeqs(turn.events)).toBe(true);
    const logged = must(await client.chat.events(turn.conversationId, 0));
    expect(logged.map((e) => e.seq)).toEqual(turn.events.map((e) => e.seq));
  });
});

describe("a turn over the WebSocket", () => {
  it("runs the next turn of a conversation on its socket to turn.completed", async () => {
    const client = tracked(newClient("websocket"));
    await signIn(client);
    const first = must(await client.chat.send({ message: "What is the waiting period for pre-existing diseases?" }));
    expect(first.end.type).toBe("turn.completed");
    const second = must(
      await client.chat.send({ message: "What is my sum insured balance?" }, { conversationId: first.conversationId }),
    );
    expect(second.end.type).toBe("turn.completed");
    expect(second.turnId).not.toBe(first.turnId);
    expect(types(second.events)).toEqual(expect.arrayContaining(["turn.started", "tool.started", "message.completed"]));
    expect(second.events.every((e) => e.turnId === second.turnId)).toBe(true);
  });
});

describe("sign-in from a paused turn", () => {
  it("resumes the same turn on the same connection after sign-in, without resending the question", async () => {
    const client = tracked(newClient("websocket"));
    const opening = must(await client.chat.send({ message: "What is the waiting period for cataract?" }));
    const conversationId = opening.conversationId;
    const paused = must(await client.chat.send({ message: "What is my sum insured balance?" }, { conversationId }));
    expect(paused.end.type).toBe("auth.required");
    if (paused.end.type !== "auth.required") return;
    await signIn(client);
    const resumed = must(
      await client.chat.resume({ conversationId, interruptId: paused.end.interruptId }, { turnId: paused.turnId }),
    );
    expect(resumed.turnId).toBe(paused.turnId);
    expect(resumed.end.type).toBe("turn.completed");
    expect(types(resumed.events)).toContain("message.completed");
    expect(types(resumed.events)).not.toContain("auth.required");
  });
});

describe("approving an action", () => {
  it("approves a paused call-back once: the resumed turn finishes it and a second approval is already_resolved", async () => {
    const client = tracked(newClient("sse"));
    await signIn(client);
    const paused = must(await client.chat.send({ message: "Please call me back about my claim in the evening." }));
    expect(paused.end.type).toBe("confirmation.required");
    if (paused.end.type !== "confirmation.required") return;
    const approved = must(await client.actions.approve(paused.end.pendingActionId, paused.conversationId));
    expect(approved.outcome.status).toBe("ok");
    const again = must(await client.actions.approve(paused.end.pendingActionId, paused.conversationId));
    expect(again.outcome).toMatchObject({ status: "failed", code: "already_resolved" });
    const finished = must(
      await client.chat.resume({
        conversationId: paused.conversationId,
        interruptId: paused.end.interruptId,
        decision: "approve",
      }),
    );
    expect(finished.end.type).toBe("turn.completed");
    const completions = finished.events.filter((e) => e.type === "tool.completed" && e.toolName === "request_callback");
    expect(completions).toHaveLength(1);
  });

  it("runs a write directly as pending, and approves it through actions.approve", async () => {
    const client = tracked(newClient("sse"));
    await signIn(client);
    const run = must(await client.tools.run("request_callback", { topic: "claim", preferred_window: "morning" }));
    expect(run.outcome.status).toBe("pending");
    if (run.outcome.status !== "pending") return;
    const approved = must(await client.actions.approve(run.outcome.pendingActionId, run.conversationId));
    expect(approved.outcome.status).toBe("ok");
  });
});
