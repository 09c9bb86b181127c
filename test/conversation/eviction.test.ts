/** A turn survives its object: aborted mid-prefetch, it finishes on resume without repeating a finished read. */
import { describe, expect, it } from "vitest";
import { evictMidRead, only, replay, resume, types } from "../support/chat";
import { auditRows } from "../support/executor";
import { signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { requestsSince } from "../support/stand-in";

describe("a turn whose object is evicted mid-turn", () => {
  it("finishes on resume without repeating a finished read", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    // The balance read hangs, so the turn is caught with one read done and one in flight.
    const { conversationId, portal, mark, aborted, cut } = await evictMidRead(member, mobile);
    const resumed = await resume(member, { conversationId });

    expect(aborted).toMatch(/evicted mid-turn/);
    expect(cut).not.toBe("turn.completed");
    expect(types(resumed.events)).toEqual(["tool.completed", "message.delta", "message.completed", "turn.completed"]);
    expect(only(resumed.events, "tool.completed")).toMatchObject([
      { toolName: "get_sum_insured_balance", status: "ok" },
    ]);
    expect((await requestsSince(mark)).map((request) => request.path)).toEqual([`/v1/policies/${portal}/balance`]);
    const log = await replay(member, conversationId);
    expect(
      only(log, "tool.started")
        .map((event) => event.toolName)
        .sort(),
    ).toEqual(["get_plan_details", "get_sum_insured_balance"]);
    expect(only(log, "tool.completed")).toHaveLength(2);
    expect(only(log, "turn.started")).toHaveLength(1);
    const audited = (await auditRows(conversationId)).map((row) => row.tool_name).sort();
    expect(audited).toEqual(["get_plan_details", "get_sum_insured_balance"]);
  });
});
