/**
 * The engine over a real conversation object's storage and the real tool-call service, with one port
 * swapped: a composer that proposes what a model might (too many calls, or nothing it can read), or
 * smaller limits. Everything else is what runs in production.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConversationEngine, type EnginePorts } from "../../durable-objects/conversation/engine";
import { enginePorts } from "../../durable-objects/conversation/engine-ports";
import { DEFAULT_LIMITS, type Limits } from "../../durable-objects/conversation/limits/limits";
import { PendingActionStore } from "../../durable-objects/conversation/pending-actions";
import type { Composer } from "../../src/assistant/composer/composer";
import { defaultComposer } from "../../src/assistant/composer/default-composer";
import { defaultPlanner } from "../../src/assistant/planner/default-planner";
import type { PlannedCall } from "../../src/assistant/planner/member-reads";
import type { ChatEvent } from "../../src/shared/events";
import { newId } from "../../src/shared/ids";
import { one, parseSse, types } from "../support/chat";
import { createCompany } from "../support/company";
import { auditRows, expectedPersonHash } from "../support/executor";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";

const READS: PlannedCall[] = [
  { name: "list_my_policies", args: {} },
  { name: "list_my_claims", args: {} },
  { name: "get_member_profile", args: {} },
];

function proposing(calls: PlannedCall[]): Composer {
  return { ...defaultComposer, propose: async ({ round }) => (round === 0 ? calls : []) };
}

/** Runs one turn for `message` through an engine built with these ports; its events, as a client streams them. */
async function turnWith(
  options: { composer?: Composer; limits?: Partial<Limits>; now?: () => Date },
  message = "hello",
) {
  const person = await signIn(uniqueMobile(), await createCompany());
  const conversationId = newId("conv_");
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const ports: EnginePorts = enginePorts(env, {
    planner: defaultPlanner,
    composer: options.composer ?? defaultComposer,
    limits,
    ...(options.now ? { now: options.now } : {}),
  });
  const events: ChatEvent[] = await runInDurableObject(stub, async (_instance, state) => {
    const engine = new ConversationEngine(state, new PendingActionStore(state.storage.sql), ports);
    const caller = { conversationId, auth: person.auth, channel: "mobile" as const, partner: null };
    const participant = engine.admit(caller, true);
    if (!participant) throw new Error("the conversation was not created");
    const started = await engine.startTurn(caller, participant, {
      message,
      explicitlySelectedTools: [],
      preferences: {},
    });
    return parseSse(await new Response(engine.streamOf(person.auth, started)).text());
  });
  return { events, conversationId, person };
}

describe("a turn's own limits", () => {
  it("ends a turn that asks for more tool calls than a turn may make with tool_call_limit, running none and auditing each", async () => {
    const { events, conversationId } = await turnWith({
      composer: proposing(READS),
      limits: { maxToolCallsPerTurn: 2 },
    });

    expect(types(events)).toEqual(["turn.started", "question.asked", "turn.failed"]);
    expect(one(events, "turn.failed").code).toBe("tool_call_limit");
    const rows = await auditRows(conversationId);
    expect(rows.map((row) => [row.tool_name, row.outcome, row.failure_code])).toEqual(
      READS.map((read) => [read.name, "failed", "tool_call_limit"]),
    );
  });

  it("names the sender in the rows of the calls a turn stopped by the audit's keyed hash, never by their id", async () => {
    const { conversationId, person } = await turnWith({
      composer: proposing(READS),
      limits: { maxToolCallsPerTurn: 2 },
    });
    const personId = String(person.auth.personId);

    const rows = await auditRows(conversationId);

    expect(rows.map((row) => row.failure_code)).toEqual(READS.map(() => "tool_call_limit"));
    for (const row of rows) expect(row.person_hash).toBe(await expectedPersonHash(personId));
  });

  it("ends a step that asks for more calls at once than may run in parallel with parallel_call_limit, auditing each", async () => {
    const { events, conversationId } = await turnWith({ composer: proposing(READS), limits: { maxParallelCalls: 2 } });

    expect(one(events, "turn.failed").code).toBe("parallel_call_limit");
    expect((await auditRows(conversationId)).map((row) => row.failure_code)).toEqual([
      "parallel_call_limit",
      "parallel_call_limit",
      "parallel_call_limit",
    ]);
  });

  it("audits the planned calls a turn past its deadline never sent, with turn_deadline", async () => {
    let clock = Date.now();
    const slowComposer: Composer = {
      ...defaultComposer,
      propose: async ({ round }) => {
        if (round !== 0) return [];
        // The proposal takes the turn past its deadline: execute_tools must not send these calls.
        clock += 120_000;
        return READS;
      },
    };
    const { events, conversationId } = await turnWith({ composer: slowComposer, now: () => new Date(clock) });

    expect(one(events, "turn.failed").code).toBe("turn_deadline");
    expect((await auditRows(conversationId)).map((row) => [row.tool_name, row.failure_code])).toEqual(
      READS.map((read) => [read.name, "turn_deadline"]),
    );
  });

  it("runs proposed calls through the tool-call service, each with its pair, within the limits", async () => {
    const { events, conversationId } = await turnWith({ composer: proposing(READS) });

    expect(types(events).filter((type) => type === "tool.completed")).toHaveLength(3);
    expect(types(events).at(-1)).toBe("turn.completed");
    expect((await auditRows(conversationId)).map((row) => row.invocation_source)).toEqual(["agent", "agent", "agent"]);
  });

  it("refuses a proposed tool nobody registered through the service, and answers with guidance", async () => {
    const { events } = await turnWith({ composer: proposing([{ name: "export_all_members", args: {} }]) });

    expect(one(events, "tool.completed")).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(one(events, "message.completed").text).toBe("There is no tool by that name.");
  });

  it("ends the turn with turn.failed internal_error when the composer throws, so no client waits", async () => {
    const broken: Composer = {
      ...defaultComposer,
      compose: async () => {
        throw new Error("the model went away");
      },
    };

    const { events } = await turnWith({ composer: broken });

    expect(types(events)).toEqual(["turn.started", "question.asked", "turn.failed"]);
    expect(one(events, "turn.failed")).toMatchObject({
      code: "internal_error",
      message: "Something went wrong on our side.",
    });
  });
});
