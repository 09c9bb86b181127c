/**
 * The SDK across its conversation's Durable Object being evicted: the object is aborted for real
 * (its instance torn down and its sockets closed, storage kept), mid-turn or while a turn waits for
 * sign-in, and the client must end the turn in its end event with every logged event delivered
 * exactly once, over either transport.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEvent, ToolgateClient, Transport } from "../../src/client";
import { signInOverHttp } from "../support/http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../support/members";
import { sdkClient } from "../support/sdk";
import { setFault } from "../support/stand-in";

/** Long enough for a resumed turn on a busy machine, well short of the test's own timeout. */
const TURN_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 30_000;

const clients: ToolgateClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.chat.close();
});

/** Aborts the conversation's object as a reset would; resolves to the abort's reason. */
async function evict(conversationId: string): Promise<string> {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(stub, (_instance, state) => state.abort("evicted")).then(
    () => "not aborted",
    (error: unknown) => String(error),
  );
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** The turn's events as the conversation logged them. */
async function loggedTurn(client: ToolgateClient, conversationId: string, turnId: string): Promise<ChatEvent[]> {
  return must(await client.chat.events(conversationId, 0)).filter((event) => event.turnId === turnId);
}

describe.each<Transport>(["websocket", "sse"])("the SDK over %s when the object is evicted", (transport) => {
  it(
    "mid-turn: carries the turn on from the last seq it saw to turn.completed, no event lost, none twice",
    async () => {
      const mobile = uniqueMobile();
      const client = sdkClient(transport, await signInOverHttp(mobile), { turnTimeoutMs: TURN_TIMEOUT_MS });
      clients.push(client);
      const { conversationId } = must(await client.chat.send({ message: "What is the waiting period for cataract?" }));
      const delivered: ChatEvent[] = [];
      if (transport === "websocket") client.chat.subscribe(conversationId, (event) => delivered.push(event));
      // The balance read hangs once, so the object is caught with one read done and one in flight.
      await setFault({
        memberId: memberIdOf(mobile),
        paths: [`/v1/policies/${syntheticPortal(mobile)}/balance`],
        hang: true,
        times: 1,
      });
      let evicted: Promise<string> | null = null;

      const turn = must(
        await client.chat.send(
          { message: "What are my plan details and my balance?" },
          {
            conversationId,
            onEvent: (event) => {
              if (evicted === null && event.type === "tool.completed" && event.toolName === "get_plan_details")
                evicted = evict(conversationId);
            },
          },
        ),
      );

      expect(await evicted).toMatch(/evicted/);
      expect(turn.end.type).toBe("turn.completed");
      const logged = await loggedTurn(client, conversationId, turn.turnId);
      expect(turn.events.map((event) => event.seq)).toEqual(logged.map((event) => event.seq));
      expect(logged.filter((event) => event.type === "turn.started")).toHaveLength(1);
      expect(logged.filter((event) => event.type === "tool.completed").map((event) => event.type)).toHaveLength(2);
      if (transport === "websocket") expect(delivered.filter((event) => event.turnId === turn.turnId)).toEqual(logged);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "while a turn waits for sign-in: the resume after sign-in ends in turn.completed, each event once",
    async () => {
      const mobile = uniqueMobile();
      const guest = sdkClient(transport, undefined, { turnTimeoutMs: TURN_TIMEOUT_MS });
      clients.push(guest);
      const { conversationId } = must(await guest.chat.send({ message: "What is the waiting period for cataract?" }));
      if (transport === "websocket") guest.chat.subscribe(conversationId, () => {});
      const paused = must(await guest.chat.send({ message: "What is my sum insured balance?" }, { conversationId }));
      expect(paused.end.type).toBe("auth.required");
      if (paused.end.type !== "auth.required") return;

      expect(await evict(conversationId)).toMatch(/evicted/);
      const started = must(await guest.auth.start(mobile));
      must(await guest.auth.verify(started.challengeId, "123456"));
      const resumed = must(
        await guest.chat.resume({ conversationId, interruptId: paused.end.interruptId }, { turnId: paused.end.turnId }),
      );

      expect(resumed.end.type).toBe("turn.completed");
      const logged = await loggedTurn(guest, conversationId, paused.turnId);
      const seen = [...paused.events, ...resumed.events].map((event) => event.seq);
      expect(new Set(seen).size).toBe(seen.length);
      expect(logged.map((event) => event.seq)).toEqual([...seen].sort((a, b) => a - b));
    },
    TEST_TIMEOUT_MS,
  );
});
