/** A turn survives its object: aborted mid-prefetch, it finishes on resume without repeating a finished read. */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { only, replay, resume, SseReader, sendChat, types } from "../support/chat";
import { auditRows } from "../support/executor";
import { signInOverHttp } from "../support/http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince, setFault } from "../support/stand-in";

describe("a turn whose object is evicted mid-turn", () => {
  it("finishes on resume without repeating a finished read", async () => {
    const mobile = uniqueMobile();
    const portal = syntheticPortal(mobile);
    const member = await signInOverHttp(mobile);
    // The balance read hangs, so the turn is caught with one read done and one in flight.
    await setFault({
      memberId: memberIdOf(mobile),
      paths: [`/v1/policies/${portal}/balance`],
      hang: true,
      times: 1,
    });
    const response = await sendChat(member, { message: "What are my plan details and my balance?" });
    const conversationId = response.headers.get("x-conversation-id") ?? "";
    const stream = new SseReader(response.body ?? new ReadableStream());
    await stream.until((event) => event.type === "tool.completed" && event.toolName === "get_plan_details");
    const mark = await ledgerMark();

    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
    const aborted = await runInDurableObject(stub, (_instance, state) => state.abort("evicted mid-turn")).then(
      () => "not aborted",
      (error: unknown) => String(error),
    );
    const cut = await stream.rest().then(
      (events) => types(events).at(-1),
      (error: unknown) => String(error),
    );
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
