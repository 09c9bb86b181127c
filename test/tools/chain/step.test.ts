/**
 * A step of a turn (a prefetch, a gather round) reads policy, usage and the credential once for all
 * its calls, yet every call is still decided on its own: its own refusal, its own counts against
 * the budget, its own audit row; the step's refusals are written together, and each call is
 * reported as soon as it settles.
 */
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import type { PendingActionRecord } from "../../../src/shared/pending-action";
import { executeStep } from "../../../workers/tools/chain/executor";
import type { ExecutorPorts } from "../../../workers/tools/chain/ports";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, testPorts } from "../../support/executor";
import { syntheticPortal, uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";

/** The real ports over D1, counting how often the step's load and the audit write reach D1. */
function countingPorts(): { ports: ExecutorPorts; loads: number[]; writes: string[][] } {
  const real = testPorts();
  const loads: number[] = [];
  const writes: string[][] = [];
  const ports: ExecutorPorts = {
    ...real,
    loadStep: (request) => {
      loads.push(request.meteredCalls);
      return real.loadStep(request);
    },
    audit: {
      insert: (rows) => {
        writes.push(rows.map((row) => row.toolCallId));
        return real.audit.insert(rows);
      },
    },
  };
  return { ports, loads, writes };
}

describe("a step's calls share one load", () => {
  it("loads once for four calls while each keeps its own refusal, its own count and its own audit row", async () => {
    // A member of the test's own: the budget counts per person per day.
    const mobile = uniqueMobile();
    const member = await signIn(mobile, await createCompany({ dailyCallBudget: 2 }));
    const portal = syntheticPortal(mobile);
    const conversationId = newId("conv_");
    const { ports, loads, writes } = countingPorts();
    const calls = [
      { toolCallId: newId("call_"), name: "list_my_policies", args: {} },
      { toolCallId: newId("call_"), name: "no_such_tool", args: {} },
      { toolCallId: newId("call_"), name: "get_plan_details", args: { portal_ref: portal } },
      { toolCallId: newId("call_"), name: "get_plan_details", args: { portal_ref: portal } },
    ];

    const heard: number[][] = [];
    const outcomes = await executeStep(calls, await contextFor(member, { conversationId }), ports, {
      onSettled: (settled) => {
        heard.push(settled.map(({ index }) => index));
      },
    });

    expect(outcomes.map((o) => (o.status === "failed" ? o.code : o.status))).toEqual([
      "ok",
      "unknown_tool",
      "ok",
      "budget_exhausted",
    ]);
    // One load, with the three calls of known tools metered in it. The two refusals settle at once and
    // share a write; a read's row goes with every row that settled within the linger or during a write
    // under way; every row is written once; each call is heard of once, with the rows of its write.
    expect(loads).toEqual([3]);
    const refusals = [calls[1]?.toolCallId, calls[3]?.toolCallId];
    expect(writes.some((write) => refusals.every((id) => id !== undefined && write.includes(id)))).toBe(true);
    expect(writes.flat().sort()).toEqual(calls.map((call) => call.toolCallId).sort());
    expect(writes.length).toBeLessThanOrEqual(3);
    expect(heard.flat().sort()).toEqual([0, 1, 2, 3]);
    expect(heard.map((indexes) => indexes.map((index) => calls[index]?.toolCallId))).toEqual(writes);
    const rows = await auditRows(conversationId);
    expect(rows.map((row) => [row.tool_call_id, row.failure_code])).toEqual(
      expect.arrayContaining([
        [calls[0]?.toolCallId, null],
        [calls[1]?.toolCallId, "unknown_tool"],
        [calls[2]?.toolCallId, null],
        [calls[3]?.toolCallId, "budget_exhausted"],
      ]),
    );
    expect(rows).toHaveLength(4);
  });

  it("flags the report of the step's last write as the last, and no earlier one", async () => {
    const member = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const calls = [
      { toolCallId: newId("call_"), name: "no_such_tool", args: {} },
      { toolCallId: newId("call_"), name: "list_my_policies", args: {} },
    ];
    const { ports, writes } = countingPorts();

    const heard: { indexes: number[]; last: boolean }[] = [];
    await executeStep(calls, await contextFor(member, { conversationId }), ports, {
      onSettled: (settled, last) => {
        heard.push({ indexes: settled.map(({ index }) => index), last });
      },
    });

    // However the rows were grouped, the report of the write that recorded the step's last row says so.
    expect(heard).toHaveLength(writes.length);
    expect(heard.map(({ last }) => last)).toEqual(heard.map((_, i) => i === heard.length - 1));
    expect(heard.flatMap(({ indexes }) => indexes).sort()).toEqual([0, 1]);
  });

  it("reports each call only once its audit row is on record", async () => {
    const member = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const calls = [
      { toolCallId: newId("call_"), name: "list_my_policies", args: {} },
      { toolCallId: newId("call_"), name: "no_such_tool", args: {} },
    ];

    const reported: string[] = [];
    const onRecordWhenHeard: string[] = [];
    await executeStep(calls, await contextFor(member, { conversationId }), testPorts(), {
      onSettled: async (settled) => {
        const ids = settled.map(({ index }) => calls[index]?.toolCallId ?? "");
        reported.push(...ids);
        const rows = (await auditRows(conversationId)).map((row) => row.tool_call_id);
        onRecordWhenHeard.push(...ids.filter((id) => rows.includes(id)));
      },
    });

    expect(reported.sort()).toEqual(calls.map((call) => call.toolCallId).sort());
    expect(onRecordWhenHeard.sort()).toEqual(reported);
  });

  it("counts a step's calls against the minute's limit in order, as if each had come alone", async () => {
    const member = await signIn(uniqueMobile(), await createCompany({ callsPerMinute: 1 }));
    const conversationId = newId("conv_");
    const calls = [0, 1].map(() => ({ toolCallId: newId("call_"), name: "list_my_policies", args: {} }));

    const outcomes = await executeStep(calls, await contextFor(member, { conversationId }), testPorts());

    expect(outcomes.map((o) => (o.status === "failed" ? o.code : o.status))).toEqual(["ok", "rate_limited"]);
    expect((await auditRows(conversationId)).map((row) => row.failure_code).sort()).toEqual(
      [null, "rate_limited"].sort(),
    );
  });
});

describe("a turn's step and the pending actions its object holds", () => {
  const CALLBACK = { topic: "claim", preferred_window: "morning" } as const;

  /** The real ports, with every pending action the service stores itself noted on the way. */
  function notingPending(): { ports: ExecutorPorts; stored: string[] } {
    const real = testPorts();
    const stored: string[] = [];
    const ports: ExecutorPorts = {
      ...real,
      pendingActions: {
        ...real.pendingActions,
        create: (record) => {
          stored.push(record.id);
          return real.pendingActions.create(record);
        },
      },
    };
    return { ports, stored };
  }

  it("hands a write that parks back with its outcome and writes nothing into the caller that holds it", async () => {
    const member = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const { ports, stored } = notingPending();
    const calls = [
      { toolCallId: newId("call_"), name: "list_my_policies", args: {} },
      { toolCallId: newId("call_"), name: "request_callback", args: CALLBACK },
    ];

    const heard: { index: number; held: PendingActionRecord | null }[] = [];
    const outcomes = await executeStep(calls, await contextFor(member, { conversationId }), ports, {
      holdsPending: true,
      onSettled: (settled) => {
        heard.push(...settled.map(({ index, held }) => ({ index, held })));
      },
    });

    const parked = outcomes[1];
    if (parked?.status !== "pending") throw new Error(`expected the callback to park, got ${parked?.status}`);
    expect(stored).toEqual([]);
    const held = heard.find((h) => h.index === 1)?.held;
    expect(held).toMatchObject({
      id: parked.pendingActionId,
      conversationId,
      toolCallId: calls[1]?.toolCallId,
      toolName: "request_callback",
      args: CALLBACK,
      personId: member.auth.personId,
    });
    // The read that ran holds nothing; the parked call's audit row is written all the same.
    expect(heard.find((h) => h.index === 0)?.held).toBeNull();
    expect((await auditRows(conversationId)).map((row) => row.tool_call_id).sort()).toEqual(
      calls.map((call) => call.toolCallId).sort(),
    );
  });

  it("stores a write that parks through the pending-actions port when the caller does not hold it", async () => {
    const member = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const { ports, stored } = notingPending();
    const heldHeard: (PendingActionRecord | null)[] = [];

    const [parked] = await executeStep(
      [{ toolCallId: newId("call_"), name: "request_callback", args: CALLBACK }],
      await contextFor(member, { conversationId }),
      ports,
      { onSettled: (settled) => heldHeard.push(...settled.map(({ held }) => held)) },
    );

    if (parked?.status !== "pending") throw new Error(`expected the callback to park, got ${parked?.status}`);
    expect(stored).toEqual([parked.pendingActionId]);
    expect(heldHeard).toEqual([null]);
  });
});
