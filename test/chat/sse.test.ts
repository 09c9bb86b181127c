import { describe, expect, it } from "vitest";
import { chat, one, only, types } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { syntheticPortal, uniqueMobile } from "../support/people";
import { ledgerMark, requestsSince } from "../support/stand-in";

describe("a member question over SSE", () => {
  it("streams turn.started, one tool.started/tool.completed pair per read, message.completed and turn.completed", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const mark = await ledgerMark();

    const turn = await chat(member, { message: "What are my plan details and my balance?" });

    expect(turn.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const names = only(turn.events, "tool.started")
      .map((event) => event.toolName)
      .sort();
    expect(names).toEqual(["get_plan_details", "get_sum_insured_balance"]);
    for (const started of only(turn.events, "tool.started")) {
      const completed = only(turn.events, "tool.completed").filter((e) => e.toolCallId === started.toolCallId);
      expect(completed).toMatchObject([{ status: "ok", code: null, retryable: false }]);
    }
    expect(types(turn.events)[0]).toBe("turn.started");
    expect(types(turn.events).slice(-2)).toEqual(["message.completed", "turn.completed"]);
    expect(one(turn.events, "message.completed").text).toContain(syntheticPortal(mobile));
    const seqs = turn.events.map((event) => event.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(turn.events.map((e) => e.turnId))).toEqual(new Set([turn.turnId]));
    expect((await requestsSince(mark)).map((r) => r.path).sort()).toEqual([
      `/v1/policies/${syntheticPortal(mobile)}`,
      `/v1/policies/${syntheticPortal(mobile)}/balance`,
    ]);
  });
});
