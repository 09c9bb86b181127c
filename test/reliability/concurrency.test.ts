/**
 * Concurrency of the confirm path, over HTTP as a client races it: 2, 10 and 50 approvals of one
 * pending action sent together, and approvals racing rejections, while the stand-in answers the
 * write after a random delay (its latency knob). Each time: at most one upstream call, exactly one
 * row under the action's own key, one executed row when an approval won and none when a rejection
 * won, and every other answer `already_resolved` with the winner's outcome.
 */
import { describe, expect, it } from "vitest";
import type { ToolOutcome } from "../../src/shared/outcome";
import { auditRows } from "../support/executor";
import { call, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince, setFault } from "../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "evening", note: "About my claim" } as const;
/** The stand-in's extra delay before it books the call-back: random, so each race is timed differently. */
const LATENCY_MS = { min: 20, max: 400 } as const;

interface Answer {
  status: number;
  outcome: ToolOutcome;
  previous?: ToolOutcome;
}

async function pendingCallback() {
  const token = await signInOverHttp(uniqueMobile());
  const response = await call("/v1/tools/request_callback/run", { token, body: { args: CALLBACK } });
  const body = (await response.json()) as { conversationId: string; outcome: ToolOutcome };
  if (body.outcome.status !== "pending") throw new Error(`expected pending, got ${JSON.stringify(body.outcome)}`);
  return { token, conversationId: body.conversationId, pendingActionId: body.outcome.pendingActionId };
}

type Action = Awaited<ReturnType<typeof pendingCallback>>;

async function decideOverHttp(action: Action, decision: "approve" | "reject"): Promise<Answer> {
  const response = await call(`/v1/actions/${action.pendingActionId}`, {
    token: action.token,
    body: { conversationId: action.conversationId, decision },
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer, "status">) };
}

async function withRandomLatency(): Promise<number> {
  const latencyMs = LATENCY_MS.min + Math.floor(Math.random() * (LATENCY_MS.max - LATENCY_MS.min));
  await setFault({ paths: ["/v1/callbacks"], latencyMs });
  return latencyMs;
}

/** Runs one race and checks its invariants; returns who won. */
async function race(approvals: number, rejections: number): Promise<"approved" | "rejected"> {
  const action = await pendingCallback();
  const latencyMs = await withRandomLatency();
  const mark = await ledgerMark();
  const decisions = [
    ...Array.from({ length: approvals }, () => "approve" as const),
    ...Array.from({ length: rejections }, () => "reject" as const),
  ].sort(() => Math.random() - 0.5);

  const answers = await Promise.all(decisions.map((decision) => decideOverHttp(action, decision)));

  const why = `${approvals} approvals, ${rejections} rejections, upstream delay ${latencyMs} ms`;
  expect(
    answers.map((answer) => answer.status).filter((status) => status !== 200),
    why,
  ).toEqual([]);
  const lost = (answer: Answer) => answer.outcome.status === "failed" && answer.outcome.code === "already_resolved";
  const winners = answers.filter((answer) => !lost(answer));
  expect(winners, why).toHaveLength(1);
  const winner = winners[0]?.outcome;
  // Every answer that lost, approval or rejection, reports the winner's outcome (waiting for it while it runs).
  for (const answer of answers.filter(lost)) expect(answer.previous, why).toEqual(winner);

  const callbacks = (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");
  const ownRows = (await auditRows(action.conversationId)).filter(
    (row) => row.tool_call_id === `action:${action.pendingActionId}`,
  );
  expect(ownRows, why).toHaveLength(1);
  if (winner?.status === "ok") {
    expect(callbacks, why).toHaveLength(1);
    expect(ownRows[0]?.outcome, why).toBe("ok");
    return "approved";
  }
  expect(winner, why).toMatchObject({ status: "failed", code: "confirmation_rejected" });
  expect(callbacks, why).toEqual([]);
  expect(ownRows[0]?.failure_code, why).toBe("confirmation_rejected");
  return "rejected";
}

describe("concurrent decisions on one pending action", () => {
  it.each([2, 10, 50])(
    "executes %i concurrent approvals once: one upstream call, one executed row",
    async (n) => {
      expect(await race(n, 0)).toBe("approved");
    },
    60_000,
  );

  it.each([
    [1, 1],
    [5, 5],
    [25, 25],
  ])(
    "lets exactly one of %i approvals and %i rejections win, and calls the upstream only if an approval did",
    async (approvals, rejections) => {
      await race(approvals, rejections);
    },
    60_000,
  );

  it("keeps the invariants over ten more approve-versus-reject races with fresh delays", async () => {
    const winners = [];
    for (let i = 0; i < 10; i++) winners.push(await race(3, 3));
    expect(winners).toHaveLength(10);
  }, 120_000);
});
