/**
 * Runs one step's tool calls (prefetch, or one gather round) through the tool-call service as one
 * `executeStep`: the service loads policy, usage and credential once for the step and decides every
 * call on its own, in parallel; each call has its tool.started / tool.completed pair. Every call carries a deterministic
 * toolCallId (turn, step, index, name), so a step that runs again after an eviction skips calls
 * already done and re-sends unfinished ones under the same id: the service's audit keeps one row
 * and a pending action keeps its id. A failed read the service marks retryable (an idempotent tool,
 * a transient failure) is tried once more under its own id; a write never is.
 */

import type { PlannedCall } from "../../../src/assistant/planner/member-reads";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { PendingActionRecord } from "../../../src/shared/pending-action";
import type { SettledCallReport } from "../../../src/shared/tool-service";
import type { TurnFailureCode, TurnStopCode } from "../../../src/shared/turn-failure-codes";
import { type CallKey, type CallRecord, retryOf } from "../store/calls";
import type { NodeName, Turn } from "../store/turns";
import { type GraphPorts, type Run, senderOf } from "./ports";
import { toolCompleted } from "./tool-events";

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
  ports: GraphPorts,
  turnId: string,
  step: readonly StepCall[],
): Extract<TurnFailureCode, "parallel_call_limit" | "tool_call_limit"> | null {
  if (step.length > ports.limits.maxParallelCalls) return "parallel_call_limit";
  const inStep = new Set(step.map((call) => call.key.toolCallId));
  const others = ports.stores.calls
    .ofTurn(turnId)
    .filter((call) => !inStep.has(call.toolCallId) && call.kind !== "decision");
  return others.length + step.length > ports.limits.maxToolCallsPerTurn ? "tool_call_limit" : null;
}

/**
 * Calls the turn stopped itself (over a limit, or past its deadline) were never sent, yet each is a
 * decision: the service writes one audit row for each, under the call's own id (so a re-run adds none).
 */
export async function stopCalls(
  ports: GraphPorts,
  run: Run,
  turn: Turn,
  step: readonly StepCall[],
  code: TurnStopCode,
): Promise<void> {
  if (step.length === 0) return;
  await ports.tools.recordStoppedCalls(
    step.map(({ key, args }) => ({ toolCallId: key.toolCallId, name: key.toolName, args })),
    {
      auth: run.auth,
      channel: turn.channel,
      invocationSource: "agent",
      conversationId: ports.conversationId(),
      explicitlySelectedTools: [...turn.payload.explicitlySelectedTools],
      partner: turn.partner,
    },
    code,
  );
}

/** The calls of the turn checkpointed as planned and never sent. */
export function plannedCalls(ports: GraphPorts, turnId: string): StepCall[] {
  return ports.stores.calls
    .ofTurn(turnId)
    .filter((record) => record.state === "planned")
    .map((record) => ({ key: record, args: record.args ?? {} }));
}

/** A pending action handed back is the one the call's outcome names, in this conversation, for this call. */
function heldFor(ports: GraphPorts, key: CallKey, outcome: ToolOutcome, held: PendingActionRecord): boolean {
  return (
    outcome.status === "pending" &&
    outcome.pendingActionId === held.id &&
    held.conversationId === ports.conversationId() &&
    held.toolCallId === key.toolCallId
  );
}

/** The call's key and arguments as the service hears them. */
function proposed({ key, args }: StepCall) {
  return { toolCallId: key.toolCallId, name: key.toolName, args };
}

/**
 * Sends the calls not done yet as one step and records each outcome; the records of all the calls
 * (a call done before an eviction answers from its record), or null if the turn stopped meanwhile.
 */
async function sendStep(ports: GraphPorts, run: Run, turn: Turn, step: readonly StepCall[]) {
  const { calls } = ports.stores;
  const toSend = step.filter(({ key, args }) => {
    const stored = calls.record(key, "started", args, ports.now());
    if (stored.state === "done" && stored.outcome) return false;
    calls.markStarted(key.toolCallId);
    ports.emit(
      turn.id,
      `${key.toolCallId}:started`,
      { type: "tool.started", toolCallId: key.toolCallId, toolName: key.toolName },
      senderOf(turn),
    );
    return true;
  });
  if (toSend.length > 0) {
    const startedAt = Date.now();
    // The outcomes are recorded as each write of their rows reports them, so a read that finished is
    // on record before a much slower one in the step (a turn evicted mid-step resumes without repeating it).
    let stopped = false;
    const report = (settled: readonly SettledCallReport[]) => {
      const heard = settled.map(({ index, outcome, held }) => {
        const key = toSend[index]?.key;
        if (!key) throw new Error("the service reported a call the step did not send");
        if (held !== null && !heldFor(ports, key, outcome, held)) {
          throw new Error("the service handed back a pending action that is not this call's");
        }
        return { key, outcome, held };
      });
      // A turn that failed meanwhile (its deadline passed) reports nothing more.
      if (!ports.stores.turns.isRunning(turn.id)) {
        stopped = true;
        return;
      }
      const durationMs = Math.max(0, Date.now() - startedAt);
      // One synchronous block, so one commit: this object holds its pending actions, and a write that
      // parked is stored with the call's outcome, so neither is ever on record without the other.
      for (const { key, outcome, held } of heard) {
        if (held !== null) ports.stores.pending.create(held);
        calls.finish(key.toolCallId, outcome, durationMs);
        if (outcome.status !== "pending") {
          ports.emit(turn.id, `${key.toolCallId}:completed`, toolCompleted(key, outcome, durationMs), senderOf(turn));
        }
      }
    };
    // A report this object refuses throws back to the service, which takes a throw for a caller gone
    // away and carries on: the first refusal is kept and fails the step, as a refused answer does.
    const refused: { error?: unknown } = {};
    const heard = (settled: readonly SettledCallReport[]) => {
      try {
        report(settled);
      } catch (error) {
        if (!("error" in refused)) refused.error = error;
        throw error;
      }
    };
    // The last write's calls come with the answer rather than in a report of their own.
    const unreported = await ports.tools.executeStep(
      toSend.map(proposed),
      {
        auth: run.auth,
        channel: turn.channel,
        invocationSource: "agent",
        conversationId: ports.conversationId(),
        explicitlySelectedTools: [...turn.payload.explicitlySelectedTools],
        // The turn's grant, whoever carries it on: a partner's turn runs within its scopes and client rule.
        partner: turn.partner,
      },
      heard,
    );
    if ("error" in refused) throw refused.error;
    if (unreported.length > 0) report(unreported);
    if (stopped || !ports.stores.turns.isRunning(turn.id)) return null;
  }
  return step.map(({ key }) => calls.get(key.toolCallId));
}

/** Runs the step; the records of its calls (with their outcomes), or null if the turn stopped. */
export async function runStep(
  ports: GraphPorts,
  run: Run,
  turn: Turn,
  step: readonly StepCall[],
): Promise<CallRecord[] | null> {
  const first = await sendStep(ports, run, turn, step);
  if (first === null) return null;
  // The failed reads the service marks retryable go once more, together, each under its own id.
  const retries: { index: number; call: StepCall }[] = [];
  for (const [index, { key, args }] of step.entries()) {
    const outcome = first[index]?.outcome;
    if (outcome?.status !== "failed" || !outcome.retryable) continue;
    const retry = { key: retryOf(key), args };
    if (stepLimit(ports, turn.id, [...retries.map((r) => r.call), retry]) !== null) continue;
    retries.push({ index, call: retry });
  }
  const again =
    retries.length > 0
      ? await sendStep(
          ports,
          run,
          turn,
          retries.map((r) => r.call),
        )
      : [];
  if (again === null) return null;
  const records = [...first];
  for (const [i, { index }] of retries.entries()) records[index] = again[i] ?? null;
  return records.every((record) => record !== null) ? records.filter((r): r is CallRecord => r !== null) : null;
}
