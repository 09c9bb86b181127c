/**
 * Runs one step's tool calls (prefetch, or one gather round) through the tool-call service, in
 * parallel, each with its tool.started / tool.completed pair. Every call carries a deterministic
 * toolCallId (turn, step, index, name), so a step that runs again after an eviction skips calls
 * already done and re-sends unfinished ones under the same id: the service's audit keeps one row
 * and a pending action keeps its id. A failed read the service marks retryable (an idempotent tool,
 * a transient failure) is tried once more under its own id; a write never is.
 */
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { TurnFailureCode, TurnStopCode } from "../../../src/shared/turn-failure-codes";
import type { PlannedCall } from "../planner/member-reads";
import type { CallKey, CallRecord } from "../store/calls";
import type { NodeName, Turn } from "../store/turns";
import { type GraphDeps, type Run, senderOf } from "./deps";
import { toolCompleted } from "./tool-events";
import { DECIDED_SUFFIX } from "./views";

export interface StepCall {
  readonly key: CallKey;
  readonly args: Record<string, unknown>;
}

export function toolCallIdFor(turnId: string, node: NodeName, round: number, idx: number, name: string): string {
  // prefetch: p<idx>; the general part of a signed-out mixed turn (auth_gate): a<idx>; gather: g<round>-<idx>.
  const step = node === "prefetch" ? "p" : node === "auth_gate" ? "a" : `g${round}-`;
  return `${turnId}:${step}${idx}:${name}`;
}

export function stepCalls(turnId: string, node: NodeName, round: number, planned: readonly PlannedCall[]): StepCall[] {
  return planned.map((call, idx) => ({
    key: {
      toolCallId: toolCallIdFor(turnId, node, round, idx, call.name),
      turnId,
      node,
      round,
      idx,
      toolName: call.name,
    },
    args: call.args,
  }));
}

/** Checks the step against the turn's limits before anything runs; the code that ends the turn, or null. */
export function stepLimit(
  deps: GraphDeps,
  turnId: string,
  step: readonly StepCall[],
): Extract<TurnFailureCode, "parallel_call_limit" | "tool_call_limit"> | null {
  if (step.length > deps.limits.maxParallelCalls) return "parallel_call_limit";
  const inStep = new Set(step.map((call) => call.key.toolCallId));
  const others = deps.stores.calls
    .ofTurn(turnId)
    .filter((call) => !inStep.has(call.toolCallId) && !call.toolCallId.endsWith(DECIDED_SUFFIX));
  return others.length + step.length > deps.limits.maxToolCallsPerTurn ? "tool_call_limit" : null;
}

/**
 * Calls the turn stopped itself (over a limit, or past its deadline) were never sent, yet each is a
 * decision: the service writes one audit row for each, under the call's own id (so a re-run adds none).
 */
export async function stopCalls(
  deps: GraphDeps,
  run: Run,
  turn: Turn,
  step: readonly StepCall[],
  code: TurnStopCode,
): Promise<void> {
  if (step.length === 0) return;
  await deps.tools.recordStoppedCalls(
    step.map(({ key, args }) => ({ toolCallId: key.toolCallId, name: key.toolName, args })),
    {
      auth: run.auth,
      channel: turn.channel,
      invocationSource: "agent",
      conversationId: deps.conversationId(),
      explicitlySelectedTools: [...turn.payload.explicitlySelectedTools],
    },
    code,
  );
}

/** The calls of the turn checkpointed as planned and never sent. */
export function plannedCalls(deps: GraphDeps, turnId: string): StepCall[] {
  return deps.stores.calls
    .ofTurn(turnId)
    .filter((record) => record.state === "planned")
    .map((record) => ({ key: record, args: record.args ?? {} }));
}

async function callOnce(deps: GraphDeps, run: Run, turn: Turn, key: CallKey, args: Record<string, unknown>) {
  const { calls } = deps.stores;
  const stored = calls.record(key, "started", args, deps.now());
  if (stored.state === "done" && stored.outcome) return stored;
  calls.markStarted(key.toolCallId);
  deps.emit(
    turn.id,
    `${key.toolCallId}:started`,
    { type: "tool.started", toolCallId: key.toolCallId, toolName: key.toolName },
    senderOf(turn),
  );
  const startedAt = Date.now();
  const outcome: ToolOutcome = await deps.tools.execute(
    { toolCallId: key.toolCallId, name: key.toolName, args },
    {
      auth: run.auth,
      channel: turn.channel,
      invocationSource: "agent",
      conversationId: deps.conversationId(),
      explicitlySelectedTools: [...turn.payload.explicitlySelectedTools],
    },
  );
  const durationMs = Math.max(0, Date.now() - startedAt);
  // A turn that failed meanwhile (its deadline passed) reports nothing more.
  if (deps.stores.turns.get(turn.id)?.status !== "running") return null;
  calls.finish(key.toolCallId, outcome, durationMs);
  if (outcome.status !== "pending") {
    deps.emit(turn.id, `${key.toolCallId}:completed`, toolCompleted(key, outcome, durationMs), senderOf(turn));
  }
  return calls.get(key.toolCallId);
}

/** Runs the step; the records of its calls (with their outcomes), or null if the turn stopped. */
export async function runStep(
  deps: GraphDeps,
  run: Run,
  turn: Turn,
  step: readonly StepCall[],
): Promise<CallRecord[] | null> {
  const results = await Promise.all(
    step.map(async ({ key, args }) => {
      const first = await callOnce(deps, run, turn, key, args);
      if (first?.outcome?.status !== "failed" || !first.outcome.retryable) return first;
      const retry = { ...key, toolCallId: `${key.toolCallId}:retry` };
      if (stepLimit(deps, turn.id, [{ key: retry, args }]) !== null) return first;
      return callOnce(deps, run, turn, retry, args);
    }),
  );
  return results.every((record) => record !== null) ? results.filter((r): r is CallRecord => r !== null) : null;
}
