/**
 * A person's next conversation, made ready ahead by their TurnQuota object: handed to the next turn
 * that starts a conversation, once, to that person only, with its object and tables already made,
 * and nobody's conversation until that turn makes its sender the creator.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { TurnQuota } from "../../durable-objects/turn-quota";
import { type ConversationStart, quotaKey } from "../../src/shared/turn-quota";
import { chat, sendChat } from "../support/chat";
import { uniqueMobile } from "../support/members";
import { guest, type Person, signIn } from "../support/people";

const quotaOf = (person: Person) => env.TURN_QUOTAS.get(env.TURN_QUOTAS.idFromName(quotaKey(person.auth)));
const conversationOf = (id: string) => env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(id));

/** The id the person's quota holds ready (once a preparation under way has ended), or null. */
function heldBy(person: Person): Promise<string | null> {
  return runInDurableObject(quotaOf(person), (instance: TurnQuota) => instance.prepared.held());
}

/** What `query` selects as `value` from an object's own tables. */
function valuesIn(stub: DurableObjectStub, query: string): Promise<string[]> {
  return runInDurableObject(stub, (_instance, state) =>
    state.storage.sql
      .exec<{ value: string }>(query)
      .toArray()
      .map((row) => row.value),
  );
}

const tablesOf = (conversationId: string) =>
  valuesIn(conversationOf(conversationId), "SELECT name AS value FROM sqlite_master WHERE type = 'table'");

/** The turns the person's quota counted as started (turns per minute), by id. */
const startsCountedBy = (person: Person) => valuesIn(quotaOf(person), "SELECT turn_id AS value FROM turn_starts");

/** What the chat Worker sends when the person starts a conversation: their first turn's slot request. */
function startOf(): ConversationStart {
  const now = Date.now();
  return {
    turnId: `turn_${crypto.randomUUID()}`,
    now,
    leaseUntil: now + 60_000,
    limits: { turnsPerMinute: 20, concurrentTurnsPerPerson: 2 },
    question: "What is my sum insured balance?",
    grant: null,
  };
}

/** Starts a conversation, and waits for the quota to make the next one ready (a second later). */
async function startAndPrepare(person: Person): Promise<string> {
  const started = await chat(person.sessionToken, { message: "What is my sum insured balance?" });
  await heldBy(person);
  return started.conversationId;
}

describe("a person's next conversation, made ready ahead", () => {
  it("is handed to the next turn that starts a conversation, its object and tables already made", async () => {
    const person = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);
    const first = await startAndPrepare(person);
    const ready = await heldBy(person);
    expect(ready).not.toBeNull();
    expect(ready).not.toBe(first);
    expect(await tablesOf(ready ?? "")).toEqual(
      expect.arrayContaining(["participants", "turns", "messages", "events"]),
    );

    const second = await chat(person.sessionToken, { message: "And my claims?" });

    expect(second.conversationId).toBe(ready);
    expect(second.events.at(-1)?.type).toBe("turn.completed");
    expect(await heldBy(person)).not.toBe(ready);
  });

  it("is handed out once: of many conversations started at once, one gets it and the rest fresh ids", async () => {
    const person = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);
    await startAndPrepare(person);
    const ready = await heldBy(person);

    const taken = await Promise.all(Array.from({ length: 4 }, () => quotaOf(person).startConversation(startOf())));

    const ids = taken.map((started) => started.conversationId);
    expect(ids.filter((id) => id === ready)).toHaveLength(1);
    expect(new Set(ids).size).toBe(4);
  });

  it("is nobody's conversation before its first turn: another person's turn naming it is refused as unknown", async () => {
    const owner = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);
    const stranger = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);
    await startAndPrepare(owner);
    const ready = (await heldBy(owner)) ?? "";

    const refused = await sendChat(stranger.sessionToken, { conversationId: ready, message: "hello" });
    const strangers = await chat(stranger.sessionToken, { message: "What is my sum insured balance?" });

    expect(refused.status).toBe(404);
    expect(strangers.conversationId).not.toBe(ready);
    const owners = await chat(owner.sessionToken, { message: "And my claims?" });
    expect(owners.conversationId).toBe(ready);
  });

  it("is made only for a person: a guest's conversations are made on their turns' paths, none held for them", async () => {
    const visitor = await guest(env.DEFAULT_COMPANY_ID);
    await chat(visitor.sessionToken, { message: "What is a waiting period?" });
    const second = await chat(visitor.sessionToken, { message: "What is a co-payment?" });

    expect(second.events.at(-1)?.type).toBe("turn.completed");
    expect(await heldBy(visitor)).toBeNull();
  });

  it("runs a new conversation's first turn under the slot its quota gave with the id: one start counted, the turn's own", async () => {
    const person = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);

    const started = await chat(person.sessionToken, { message: "What is my sum insured balance?" });

    expect(started.events.at(-1)?.type).toBe("turn.completed");
    expect(await startsCountedBy(person)).toEqual([started.turnId]);
  });

  it("honours a slot handed with a chat only for a conversation the call creates: a named one's turn asks for its own", async () => {
    const person = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);
    const first = await chat(person.sessionToken, { message: "What is my sum insured balance?" });
    const forged = { turnId: `turn_${crypto.randomUUID()}`, answer: { ok: true as const } };

    const answer = await conversationOf(first.conversationId).chat({
      conversationId: first.conversationId,
      auth: person.auth,
      channel: "web",
      partner: null,
      create: false,
      payload: { message: "And my claims?", explicitlySelectedTools: [], preferences: {} },
      slot: forged,
    });
    if (!answer.ok) throw new Error(`the member's own conversation refused them: ${answer.code}`);
    await new Response(answer.body).text();

    expect(answer.turnId).not.toBe(forged.turnId);
    expect(await startsCountedBy(person)).toEqual(expect.arrayContaining([first.turnId, answer.turnId]));
    expect(await startsCountedBy(person)).not.toContain(forged.turnId);
  });
});
