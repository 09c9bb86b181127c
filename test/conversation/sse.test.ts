/** Turns over SSE (`POST /chat`): member, knowledge, mixed and other questions, retried reads, refused bodies. */
import { describe, expect, it } from "vitest";
import { chat, one, only, types } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { DEMO, memberIdOf, syntheticPortal, uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince, setFault } from "../support/stand-in";

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
    expect(types(turn.events).slice(-3)).toEqual(["message.delta", "message.completed", "turn.completed"]);
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

describe("other kinds of turn over SSE", () => {
  it("answers a knowledge question from the policy wording with citations, signed in or not", async () => {
    const guest = await guestToken();

    const turn = await chat(guest, { message: "What is the waiting period for pre-existing diseases?" });

    expect(types(turn.events)).toEqual([
      "turn.started",
      "question.asked",
      "tool.started",
      "tool.completed",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    expect(one(turn.events, "tool.started").toolName).toBe("search_policy_knowledge");
    const answer = one(turn.events, "message.completed");
    // Signed out, every product quoted is named, and signing in answers for their own plan.
    expect(answer.text).toMatch(/^From the policy wording/);
    expect(answer.text).toMatch(/PlanCover (Family Shield|Group Care|Individual Essential)/);
    expect(answer.text).toContain("Sign in");
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.text).toContain("[1]");
  });

  it("runs the member's reads and the wording search together for a mixed question", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const turn = await chat(member, { message: "Does my policy cover cataract, and what is the waiting period?" });

    expect(only(turn.events, "tool.started").map((e) => e.toolName)).toEqual(
      expect.arrayContaining(["get_covered_benefits", "search_policy_knowledge"]),
    );
    expect(one(turn.events, "message.completed").citations.length).toBeGreaterThan(0);
  });

  it("answers a greeting without calling any tool", async () => {
    const turn = await chat(await guestToken(), { message: "hello" });

    expect(types(turn.events)).toEqual([
      "turn.started",
      "question.asked",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    expect(one(turn.events, "message.completed").text).toMatch(/^I can help with your policies/);
  });

  it("reads each of a demo member's portals, and says so plainly for a member with none", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const meera = await signInOverHttp(DEMO.meera.mobile);

    const cover = await chat(asha, { message: "What does my policy cover?" });
    const none = await chat(meera, { message: "What is my balance?" });

    expect(only(cover.events, "tool.started").map((e) => e.toolName)).toEqual([
      "get_covered_benefits",
      "get_covered_benefits",
    ]);
    const text = one(cover.events, "message.completed").text;
    expect(text).toContain("PRT-40122");
    expect(text).toContain("PRT-40123");
    expect(one(none.events, "tool.started").toolName).toBe("list_my_policies");
    expect(one(none.events, "message.completed").text).toBe("You don't have a policy with us yet.");
  });

  it("finds network hospitals near a pin code and says the list is regional", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const turn = await chat(member, { message: "Network hospitals near 560034" });

    expect(one(turn.events, "tool.completed")).toMatchObject({ toolName: "search_network_hospitals", status: "ok" });
    const text = one(turn.events, "message.completed").text;
    expect(text).toContain("560034");
    expect(text).toContain("not an exhaustive one");
  });
});

describe("failed reads over SSE", () => {
  it("tries a read that failed retryably once more, under its own id, and answers from the retry", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], status: 503, times: 1 });

    const turn = await chat(member, { message: "What is my balance?" });

    const completed = only(turn.events, "tool.completed");
    expect(completed).toMatchObject([
      { status: "failed", code: "upstream_unavailable", retryable: true },
      { status: "ok", code: null },
    ]);
    expect(completed[1]?.toolCallId).toBe(`${completed[0]?.toolCallId}:retry`);
    expect(one(turn.events, "message.completed").text).toContain(syntheticPortal(mobile));
  });

  it("turns a read that keeps failing into guidance, not an error", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], status: 503 });

    const turn = await chat(member, { message: "What is my balance?" });

    expect(only(turn.events, "tool.completed")).toHaveLength(2);
    expect(one(turn.events, "message.completed").text).toBe(
      "The service that has your balance is unavailable right now. Try again later.",
    );
    expect(types(turn.events).at(-1)).toBe("turn.completed");
  });
});

describe("what POST /chat refuses", () => {
  it.each([
    ["a body that is not JSON", "{nope"],
    ["an empty message", { message: "   " }],
    ["an unknown key", { message: "hello", access_token: "pc1.x" }],
    ["a malformed conversation id", { conversationId: "../etc", message: "hello" }],
  ])("answers 400 bad_request for %s, and starts no turn", async (_why, body) => {
    const response = await call("/chat", { body });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
  });
});
