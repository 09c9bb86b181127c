/**
 * The TurnQuota object on its own: a person's slots, shared by every conversation of theirs, hold
 * under concurrency, free themselves at the lease, and count new turns per minute.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConversationEngine } from "../../durable-objects/conversation/engine";
import { enginePorts } from "../../durable-objects/conversation/engine-ports";
import type { QuotaPort } from "../../durable-objects/conversation/graph/ports";
import { PendingActionStore } from "../../durable-objects/conversation/pending-actions";
import { newId } from "../../src/shared/ids";
import type { SlotAnswer, SlotRequest } from "../../src/shared/turn-quota";
import { chat, parseSse, types } from "../support/chat";
import { createCompany } from "../support/company";
import { signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";

const LIMITS = { turnsPerMinute: 3, concurrentTurnsPerPerson: 2 };
const NOW = Date.parse("2026-11-30T10:00:00Z");

function quotaOf(name = `person:MBR-${crypto.randomUUID()}`) {
  return env.TURN_QUOTAS.get(env.TURN_QUOTAS.idFromName(name));
}

function request(turnId: string, overrides: Partial<SlotRequest> = {}): SlotRequest {
  return {
    turnId,
    conversationId: "conv_quota",
    isNewTurn: true,
    now: NOW,
    leaseUntil: NOW + 60_000,
    limits: LIMITS,
    ...overrides,
  };
}

async function tablesOf(stub: DurableObjectStub): Promise<string[]> {
  return runInDurableObject(stub, (_instance, state) =>
    state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      )
      .toArray()
      .map((row) => row.name)
      .sort(),
  );
}

describe("a person's turn quota", () => {
  it("gives the last running slot to exactly one of many turns asking at once", async () => {
    const quota = quotaOf();
    const answers = await Promise.all(["a", "b", "c", "d", "e"].map((id) => quota.acquire(request(id))));
    expect(answers.filter((a) => a.ok)).toHaveLength(2);
    expect(answers.filter((a) => !a.ok)).toEqual(
      Array.from({ length: 3 }, () => ({ ok: false, code: "turn_concurrency_limited" })),
    );
  });

  it("frees a slot when its turn releases it, and when its lease runs out", async () => {
    const quota = quotaOf();
    await quota.acquire(request("a"));
    await quota.acquire(request("b", { leaseUntil: NOW + 1_000 }));
    expect(await quota.acquire(request("c"))).toEqual({ ok: false, code: "turn_concurrency_limited" });

    await quota.release("a");
    expect(await quota.acquire(request("c"))).toEqual({ ok: true });
    expect(await quota.acquire(request("d", { now: NOW + 1_000, isNewTurn: false }))).toEqual({ ok: true });
  });

  it("counts a partner grant's turns apart from the person's own and from another grant's", async () => {
    const quota = quotaOf();
    const partner = { grantSession: "ses_partner_one" };
    for (const id of ["p1", "p2", "p3"]) {
      expect(await quota.acquire(request(id, partner))).toEqual({ ok: true });
      await quota.release(id);
    }
    expect(await quota.acquire(request("p4", partner))).toEqual({ ok: false, code: "turn_rate_limited" });
    expect(await quota.acquire(request("own"))).toEqual({ ok: true });
    expect(await quota.acquire(request("other", { grantSession: "ses_partner_two" }))).toEqual({ ok: true });

    expect(await quota.acquire(request("own2"))).toEqual({ ok: true });
    expect(await quota.acquire(request("own3"))).toEqual({ ok: false, code: "turn_concurrency_limited" });
    expect(await quota.acquire(request("other2", { grantSession: "ses_partner_two" }))).toEqual({ ok: true });
  });

  it("counts only new turns per minute: a resumed turn takes a running slot without a start", async () => {
    const quota = quotaOf();
    for (const id of ["a", "b", "c"]) {
      expect(await quota.acquire(request(id))).toEqual({ ok: true });
      await quota.release(id);
    }
    expect(await quota.acquire(request("d"))).toEqual({ ok: false, code: "turn_rate_limited" });
    expect(await quota.acquire(request("a", { isNewTurn: false }))).toEqual({ ok: true });
    expect(await quota.acquire(request("d", { now: NOW + 60_000 }))).toEqual({ ok: true });
  });

  it("records a new turn's conversation in the person's list with its slot, a refused slot's too", async () => {
    const quota = quotaOf();
    const touch = (conversationId: string, at: number) => ({
      conversationId,
      title: "Plan details",
      client: null,
      grantSession: null,
      at,
    });
    await quota.acquire(request("a", { touch: touch("conv_a", NOW) }));
    await quota.acquire(request("b", { touch: touch("conv_b", NOW + 1) }));
    const refused = await quota.acquire(request("c", { touch: touch("conv_c", NOW + 2) }));
    expect(refused).toEqual({ ok: false, code: "turn_concurrency_limited" });

    const page = await quota.listConversations({ grantSession: null, before: null, limit: 10 });
    expect(page.conversations.map((c) => [c.conversationId, c.title])).toEqual([
      ["conv_c", "Plan details"],
      ["conv_b", "Plan details"],
      ["conv_a", "Plan details"],
    ]);
  });

  it("lives in the person's own TurnQuota object: a conversation object holds no quota table", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const turn = await chat(member, { message: "hello" });
    expect(types(turn.events).at(-1)).toBe("turn.completed");

    const conversation = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(turn.conversationId));
    expect(await tablesOf(conversation)).not.toContain("turn_starts");
    const personId = await runInDurableObject(
      conversation,
      (_instance, state) =>
        state.storage.sql.exec<{ person_id: string }>("SELECT person_id FROM participants").one().person_id,
    );
    const started = await runInDurableObject(quotaOf(`person:${personId}`), (_instance, state) =>
      state.storage.sql.exec<{ turn_id: string }>("SELECT turn_id FROM turn_starts").toArray(),
    );
    expect(started).toEqual([{ turn_id: turn.turnId }]);
  });
});

describe("a new turn and its quota slot", () => {
  it("has the slot's answer before the turn is written, and a refused slot still ends the turn it starts", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
    let answer: (slot: SlotAnswer) => void = () => {};
    const quota: QuotaPort = {
      acquire: () => new Promise<SlotAnswer>((resolve) => (answer = resolve)),
      release: async () => {},
    };

    const seen = await runInDurableObject(stub, async (_instance, state) => {
      const engine = new ConversationEngine(
        state,
        new PendingActionStore(state.storage.sql),
        enginePorts(env, { quota }),
      );
      const caller = { conversationId, auth: person.auth, channel: "mobile" as const, partner: null };
      const participant = engine.admit(caller, true);
      if (!participant) throw new Error("the conversation was not created");
      const starting = engine.startTurn(caller, participant, {
        message: "hello",
        explicitlySelectedTools: [],
        preferences: {},
      });
      await scheduler.wait(10);
      const turnsWhileAsking = state.storage.sql.exec("SELECT id FROM turns").toArray().length;
      answer({ ok: false, code: "turn_rate_limited" });
      const started = await starting;
      const events = parseSse(await new Response(engine.streamOf(person.auth, started)).text());
      return { turnsWhileAsking, events: types(events) };
    });

    expect(seen).toEqual({ turnsWhileAsking: 0, events: ["turn.started", "question.asked", "turn.failed"] });
  });
});
