/**
 * A dropped connection loses nothing and repeats nothing, and no send is left waiting: the socket
 * reconnects with backoff and replays from its last seq; a broken SSE stream is finished from the
 * replay route; a failed or slow request ends in a typed error and the next send works.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEvent, SocketStatus, ToolgateClient } from "../../../src/client";
import { must, newClient, signIn } from "../../support/e2e/clients";

const clients: ToolgateClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.chat.close();
});

describe("the socket across a dropped connection", () => {
  it("reconnects mid-turn and delivers exactly the turn's logged events: none lost, none twice", async () => {
    const statuses: SocketStatus[] = [];
    const client = newClient("websocket", { onConnection: (_id, status) => statuses.push(status) });
    clients.push(client);
    await signIn(client);
    const first = must(await client.chat.send({ message: "What is the waiting period for cataract?" }));
    const conversationId = first.conversationId;
    const delivered: ChatEvent[] = [];
    const unsubscribe = client.chat.subscribe(conversationId, (event) => delivered.push(event));
    let dropped = false;
    const turn = must(
      await client.chat.send(
        { message: "What is my sum insured balance?" },
        {
          conversationId,
          onEvent: (event) => {
            if (event.type === "turn.started" && !dropped) {
              dropped = true;
              client.chat.socket(conversationId)?.drop();
            }
          },
        },
      ),
    );
    unsubscribe();
    expect(dropped).toBe(true);
    expect(statuses).toContain("reconnecting");
    expect(turn.end.type).toBe("turn.completed");
    const logged = must(await client.chat.events(conversationId, 0)).filter((e) => e.turnId === turn.turnId);
    expect(turn.events.map((e) => e.seq)).toEqual(logged.map((e) => e.seq));
    expect(delivered.filter((e) => e.turnId === turn.turnId)).toEqual(logged);
    expect(logged.length).toBeGreaterThan(3);
  });
});

describe("a Server-Sent Events stream that breaks", () => {
  it("finishes the turn from the replay route, each event once", async () => {
    // The line breaks after the first chunk of the first turn's stream, as a flaky network would.
    let cut = false;
    const breakingFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (cut || !String(input).endsWith("/chat") || !response.body) return response;
      cut = true;
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value, done } = await reader.read();
          if (done || !value) return controller.close();
          controller.enqueue(value);
          await reader.cancel();
          controller.error(new TypeError("network connection lost"));
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
    const client = newClient("sse", { fetch: breakingFetch });
    await signIn(client);
    const turn = must(await client.chat.send({ message: "What is my sum insured balance?" }));
    expect(cut).toBe(true);
    expect(turn.end.type).toBe("turn.completed");
    const logged = must(await client.chat.events(turn.conversationId, 0));
    expect(turn.events.map((e) => e.seq)).toEqual(logged.map((e) => e.seq));
  });
});

describe("never stuck", () => {
  it("ends a send whose request cannot reach the server in a network error, then sends the next one", async () => {
    let failNext = true;
    const flakyFetch: typeof fetch = async (input, init) => {
      if (failNext) {
        failNext = false;
        throw new TypeError("fetch failed");
      }
      return fetch(input, init);
    };
    const client = newClient("sse", { fetch: flakyFetch });
    const failed = await client.chat.send({ message: "What is the waiting period for cataract?" });
    expect(failed).toMatchObject({ ok: false, error: { code: "network" } });
    const next = must(await client.chat.send({ message: "What is the waiting period for cataract?" }));
    expect(next.end.type).toBe("turn.completed");
  });

  it("ends a send that gets no answer in time in a timeout error, then sends the next one", async () => {
    let slowNext = true;
    const slowFetch: typeof fetch = async (input, init) => {
      if (slowNext) {
        slowNext = false;
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 10_000);
          init?.signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(new DOMException("aborted", "AbortError"));
          });
        });
      }
      return fetch(input, init);
    };
    const client = newClient("sse", { fetch: slowFetch, turnTimeoutMs: 3_000 });
    const failed = await client.chat.send({ message: "What is the waiting period for cataract?" });
    expect(failed).toMatchObject({ ok: false, error: { code: "timeout" } });
    const next = must(await client.chat.send({ message: "What is the waiting period for cataract?" }));
    expect(next.end.type).toBe("turn.completed");
  });

  it("answers a send with an ended session as session_expired, forgets the token, and the next send works as a new guest", async () => {
    const member = newClient("sse");
    await signIn(member);
    const token = member.auth.token();
    expect(token).not.toBeNull();
    const stale = newClient("sse", { sessionToken: token ?? undefined });
    must(await member.auth.signOut());
    const refused = await stale.chat.send({ message: "What is my sum insured balance?" });
    expect(refused).toMatchObject({ ok: false, error: { code: "session_expired", status: 401 } });
    expect(stale.auth.token()).toBeNull();
    const next = must(await stale.chat.send({ message: "What is the waiting period for cataract?" }));
    expect(next.end.type).toBe("turn.completed");
    expect(stale.auth.token()).not.toBeNull();
  });

  it("answers a resume with nothing to resume as a rejected error on the socket, and the next send works", async () => {
    const client = newClient("websocket");
    clients.push(client);
    const first = must(await client.chat.send({ message: "What is the waiting period for cataract?" }));
    const refused = await client.chat.resume({ conversationId: first.conversationId }, { turnId: first.turnId });
    expect(refused).toMatchObject({ ok: false, error: { code: "rejected", serverCode: "not_resumable" } });
    const next = must(
      await client.chat.send(
        { message: "What is the waiting period for cataract?" },
        { conversationId: first.conversationId },
      ),
    );
    expect(next.end.type).toBe("turn.completed");
  });
});
