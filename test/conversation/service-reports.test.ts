/**
 * The object keeps from the tool-call service only what its step sent: a report that names a call
 * the step did not send, or hands back a pending action that is not the call's own (another call's,
 * another conversation's, or one its outcome does not name), fails the turn (`internal_error`) and
 * nothing of it is kept: no pending action stored, no confirmation asked, no `tool.completed`. The
 * service is the real one in this isolate, over the real D1, objects and stand-in; only its reports
 * are altered on their way back (in the step's callback and in its answer alike). A refused report
 * on the reply channel (an earlier write's) fails the turn too: the service takes a throw there for a
 * caller gone away, so the object keeps the refusal and fails the step itself.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Conversation } from "../../durable-objects/conversation/index";
import type { ToolPort } from "../../durable-objects/conversation/tools-port";
import type { SettledCallReport } from "../../src/shared/tool-service";
import { chat, only, types } from "../support/chat";
import { testPorts } from "../support/executor";
import { signInOverHttp } from "../support/http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../support/members";
import { setFault } from "../support/stand-in";
import { installPorts, toolPortWith } from "../support/tool-service";

/** A write the default planner proposes at once: it parks, pending the member's confirmation. */
const ASK_FOR_A_WRITE = "Please call me back about my claim in the evening.";

type Alter = (report: SettledCallReport) => SettledCallReport;

/** Where a step's reports are altered: on the reply channel (earlier writes') and in the answer (the last write's). */
type Channels = { readonly replies: boolean; readonly answer: boolean };
const BOTH: Channels = { replies: true, answer: true };

/** The real tool port, with the reports of every step altered on their way back to the object. */
function alteredPort(alter: Alter, heldIds: string[], channels: Channels = BOTH): ToolPort {
  const real = toolPortWith(testPorts());
  const altered = (reports: readonly SettledCallReport[]) =>
    reports.map((report) => {
      const changed = alter(report);
      // Both ids, as sent and as altered: neither may end up stored when the report is refused.
      for (const held of [report.held, changed.held]) if (held && !heldIds.includes(held.id)) heldIds.push(held.id);
      return changed;
    });
  return {
    ...real,
    executeStep: async (calls, context, onSettled) => {
      const replied = (settled: readonly SettledCallReport[]) =>
        onSettled(channels.replies ? altered(settled) : settled);
      const answer = await real.executeStep(calls, context, replied);
      return channels.answer ? altered(answer) : answer;
    },
  };
}

/** A turn asking for a write, in a conversation whose object hears the service through `alter`. */
async function writeTurnThrough(alter: Alter) {
  const member = await signInOverHttp(uniqueMobile());
  const first = await chat(member, { message: "hello" });
  const heldIds: string[] = [];
  await installPorts(first.conversationId, { tools: alteredPort(alter, heldIds) });
  const turn = await chat(member, { conversationId: first.conversationId, message: ASK_FOR_A_WRITE });
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(first.conversationId));
  const stored = await runInDurableObject(stub, async (instance: Conversation) =>
    Promise.all(heldIds.map((id) => instance.getPendingAction(id))),
  );
  return { events: turn.events, heldIds, stored };
}

const heldOnly =
  (change: (held: NonNullable<SettledCallReport["held"]>) => NonNullable<SettledCallReport["held"]>): Alter =>
  (report) =>
    report.held === null ? report : { ...report, held: change(report.held) };

describe("a step's report, as the object takes it", () => {
  it("stores the pending action an honest report hands back and asks the member to confirm it", async () => {
    const { events, heldIds, stored } = await writeTurnThrough((report) => report);

    expect(heldIds).toHaveLength(1);
    expect(stored.map((action) => action?.state)).toEqual(["pending"]);
    expect(only(events, "confirmation.required")).toHaveLength(1);
  });

  it.each<[string, Alter]>([
    ["names a call the step did not send", (report) => ({ ...report, index: report.index + 7 })],
    ["hands back another call's pending action", heldOnly((held) => ({ ...held, toolCallId: "tc_someone_else" }))],
    [
      "hands back another conversation's pending action",
      heldOnly((held) => ({ ...held, conversationId: "conv_someone_elses" })),
    ],
    ["hands back a pending action the outcome does not name", heldOnly((held) => ({ ...held, id: `${held.id}x` }))],
  ])("fails the turn and keeps nothing of a report that %s", async (_, alter) => {
    const { events, heldIds, stored } = await writeTurnThrough(alter);

    expect(heldIds.length).toBeGreaterThan(0);
    expect(stored.every((action) => action === null)).toBe(true);
    expect(only(events, "turn.failed").map((event) => event.code)).toEqual(["internal_error"]);
    expect(types(events)).not.toContain("confirmation.required");
    expect(types(events)).not.toContain("tool.completed");
  });
});

describe("a step's earlier report, heard on the reply channel", () => {
  it("fails the turn when it names a call the step did not send", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const first = await chat(member, { message: "hello" });
    const replies: number[] = [];
    const alter: Alter = (report) => {
      replies.push(report.index);
      return { ...report, index: report.index + 7 };
    };
    await installPorts(first.conversationId, {
      tools: alteredPort(alter, [], { replies: true, answer: false }),
    });
    // The balance read answers well after the plan read: two writes of the step's audit rows.
    await setFault({
      memberId: memberIdOf(mobile),
      paths: [`/v1/policies/${syntheticPortal(mobile)}/balance`],
      latencyMs: 1_000,
      times: 1,
    });

    const turn = await chat(member, {
      conversationId: first.conversationId,
      message: "What are my plan details and my balance?",
    });

    // The plan read was reported on the reply channel (an earlier write), and its report was refused.
    expect(replies).toHaveLength(1);
    // Nothing of the refused report is kept: the plan read has no tool.completed.
    expect(only(turn.events, "tool.completed").map((event) => event.toolName)).not.toContain("get_plan_details");
    expect(only(turn.events, "turn.failed").map((event) => event.code)).toEqual(["internal_error"]);
    expect(types(turn.events)).not.toContain("turn.completed");
  });
});
