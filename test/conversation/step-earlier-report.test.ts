/**
 * A step whose calls settle in two writes: the first write's calls are reported on the step's reply
 * channel (`onSettled`), the last write's come back with the step's answer. A report the object
 * refuses (it names a call the step did not send) fails the turn whichever of the two carried it:
 * the object's check must not hold only for the last write.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ToolPort } from "../../durable-objects/conversation/tools-port";
import type { SettledCallReport } from "../../src/shared/tool-service";
import { chat, only, types } from "../support/chat";
import { testPorts } from "../support/executor";
import { signInOverHttp } from "../support/http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../support/members";
import { clearFaults, setFault } from "../support/stand-in";
import { installPorts, toolPortWith } from "../support/tool-service";

afterEach(clearFaults);

/** The real tool port, with only the reports heard on the step's reply channel altered (never the answer). */
function earlierReportsAltered(alter: (report: SettledCallReport) => SettledCallReport, heard: number[]): ToolPort {
  const real = toolPortWith(testPorts());
  return {
    ...real,
    executeStep: (calls, context, onSettled) =>
      real.executeStep(calls, context, (settled) => {
        heard.push(settled.length);
        return onSettled(settled.map(alter));
      }),
  };
}

describe("a step's earlier report, as the object takes it", () => {
  it("fails the turn when a report on the reply channel names a call the step did not send", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const first = await chat(member, { message: "hello" });
    const heard: number[] = [];
    await installPorts(first.conversationId, {
      tools: earlierReportsAltered((report) => ({ ...report, index: report.index + 7 }), heard),
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
    expect(heard).toEqual([1]);
    // Nothing of the refused report is kept: the plan read has no tool.completed.
    expect(only(turn.events, "tool.completed").map((event) => event.toolName)).not.toContain("get_plan_details");
    expect(only(turn.events, "turn.failed").map((event) => event.code)).toEqual(["internal_error"]);
    expect(types(turn.events)).not.toContain("turn.completed");
  });
});
