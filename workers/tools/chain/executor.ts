/**
 * `execute(call, context)`: the only way a tool runs, alone or as one call of a step
 * (`executeStep`). A step reads its policy, usage counts and credential once (step-load.ts); then
 * each call runs the whole chain (decide.ts) on its own and either is refused (giving back the
 * count its step took for it), parks as a pending action, or is performed. Every decision makes
 * exactly one audit row, written by group commit (audit/group-commit.ts): the rows that settle
 * together, or while a write of the step is under way, or within the linger of each other, in one
 * write; the caller hears of the calls of each write once it is written, in one report (the last
 * write's flagged as the last, so a caller may take it with the step's answer instead).
 */
import * as v from "valibot";
import { type CallContext, CallContextSchema, type ParsedCallContext } from "../../../src/shared/auth-context";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { PendingActionRecord } from "../../../src/shared/pending-action";
import { redactText, sanitizeArgs } from "../../../src/shared/sanitizer";
import type { ProposedCall, SettledCallReport } from "../../../src/shared/tool-service";
import { type AuditEntry, recordDecisions } from "../audit/audit-row";
import { groupCommit, type Linger } from "../audit/group-commit";
import { type CallVerdict, decide } from "./decide";
import { failedOutcome, pendingOutcome } from "./outcomes";
import { hashArguments, pendingActionIdFor } from "./pending-actions";
import { perform } from "./perform";
import type { ExecutorPorts } from "./ports";
import { buildReadiness } from "./readiness";
import { lessRefused, loadStep, type PrefetchedStep, type StepLoad } from "./step-load";

export async function execute(
  call: ProposedCall,
  rawContext: CallContext,
  ports: ExecutorPorts,
  prefetched: PrefetchedStep | null = null,
): Promise<ToolOutcome> {
  const [outcome] = await executeStep([call], rawContext, ports, { prefetched });
  if (!outcome) throw new Error("a step of one call settled no outcome");
  return outcome;
}

/**
 * How long a write of a step's rows waits for the step's other calls while any is still running:
 * about one D1 write's own time, so waiting never costs more than the write it may save (a step's
 * reads against one upstream tend to finish within a few milliseconds of each other).
 */
export const AUDIT_LINGER_MS = 20;

/** What a decision settled as, with what its audit row keeps beside the outcome. */
type Settled = { readonly outcome: ToolOutcome } & Pick<AuditEntry, "argsForm" | "reason" | "httpStatus" | "detail">;

/** A call's place in the step, its audit entry, and the pending action it parked as (a write waiting for confirmation). */
interface SettledCall {
  readonly index: number;
  readonly entry: AuditEntry;
  readonly held: PendingActionRecord | null;
}

/**
 * Hears the calls of one write of a step's rows once it is written; `last` when no call of the step
 * is left to settle (the step answers right after this report).
 */
export type SettledListener = (settled: readonly SettledCallReport[], last: boolean) => unknown;

/** Who sent the step, and how it hears of each call. */
export interface StepCaller {
  /** Hears the calls of each write of rows once it is written (with their pending actions when `holdsPending`). */
  readonly onSettled?: SettledListener;
  /**
   * The caller stores the step's pending actions itself (the Conversation object running a turn):
   * each record goes back with its call's outcome, and nothing is written into the caller while it
   * waits on the step. Otherwise the pending-actions port stores them before the call settles.
   */
  readonly holdsPending?: boolean;
  /** The step's load, read in one batch with the caller's session (step-load.ts), when it was. */
  readonly prefetched?: PrefetchedStep | null;
}

export async function executeStep(
  calls: readonly ProposedCall[],
  rawContext: CallContext,
  ports: ExecutorPorts,
  caller: StepCaller = {},
): Promise<ToolOutcome[]> {
  const { onSettled, holdsPending = false, prefetched = null } = caller;
  // A held action no one hears of would be lost while its audit row says pending.
  if (holdsPending && onSettled === undefined)
    throw new Error("a step whose caller holds pending actions needs onSettled");
  const startedAt = ports.now();
  // A malformed context is a caller's bug, not a refusal to audit: it throws (internal_error).
  const context = v.parse(CallContextSchema, rawContext);
  if (calls.length === 0) return [];
  const step = await loadStep(calls, context, ports, "propose", prefetched);
  // In order: a counted call the chain refuses gives its count back, so the calls after it see the
  // counts as if it had never come. Only calls that pass the checks spend the budget and the rate. A
  // call counted with its session but not metered (it cannot pass) is such a refusal, already known.
  let refusedCounted = 0;
  const decided = calls.map((call, index) => {
    const counted = step.usageOf(index);
    const usage = counted === null ? null : lessRefused(counted, refusedCounted);
    const decision = decide(call, context, ports.registry, step.load, usage, "propose");
    if (step.countedAt(index) && (counted === null || decision.kind === "refused")) refusedCounted++;
    return { call, index, decision };
  });
  const settledOf = async ({ call, decision, index }: (typeof decided)[number]): Promise<SettledCall> => {
    const { held, ...settled } = await settle(call, decision, context, step.load, ports, startedAt, holdsPending);
    const entry: AuditEntry = {
      conversationId: context.conversationId,
      toolCallId: call.toolCallId,
      toolName: call.name,
      args: call.args,
      auth: decision.auth,
      context,
      startedAt,
      ...settled,
      finishedAt: ports.now(),
    };
    return { index, entry, held };
  };
  const outcomes: ToolOutcome[] = [];
  const reports: Promise<void>[] = [];
  /** Tells the caller of the calls one write recorded, in one report (a caller gone away changes nothing here). */
  const report = async (written: readonly SettledCall[], last: boolean) => {
    try {
      await onSettled?.(
        written.map(({ index, entry, held }) => ({ index, outcome: entry.outcome, held: holdsPending ? held : null })),
        last,
      );
    } catch {
      // The caller went away (an evicted turn): the rows are written and the outcomes stand. A held
      // action it never stored is handed over again when the turn re-sends the call under its id.
    }
  };
  const linger: Linger = { expected: calls.length, ms: AUDIT_LINGER_MS };
  let recorded = 0;
  const commit = groupCommit<SettledCall>(async (batch) => {
    await recordDecisions(
      ports,
      batch.map(({ entry }) => entry),
    );
    for (const { index, entry } of batch) outcomes[index] = entry.outcome;
    recorded += batch.length;
    // Heard as soon as the rows are on record; the next write of the step need not wait for it.
    if (batch.length > 0) reports.push(report(batch, recorded === calls.length));
  }, linger);
  // The refusals settle without I/O and go in one commit; a call that runs or parks commits as it
  // settles. Rows settling together go in one write (group commit, with its linger).
  const refused = decided.filter(({ decision }) => decision.kind === "refused");
  const acted = decided.filter(({ decision }) => decision.kind !== "refused");
  await Promise.all([
    Promise.all(refused.map(settledOf)).then(commit),
    giveBackRefused(ports, step.load, refusedCounted),
    ...acted.map(async (item) => commit([await settledOf(item)])),
  ]);
  await Promise.all(reports);
  return outcomes;
}

/**
 * The refused calls' counts, taken back beside their rows' write (no wait of its own). A failure to
 * give back leaves the counts high (never lower), so it is logged and the refusals stand.
 */
export async function giveBackRefused(
  ports: ExecutorPorts,
  load: Pick<StepLoad, "counters">,
  calls: number,
): Promise<void> {
  if (calls === 0) return;
  try {
    await ports.giveBack(load.counters, calls);
  } catch (error) {
    const detail = redactText(error instanceof Error ? error.message : String(error)).slice(0, 300);
    console.error(JSON.stringify({ event: "usage_give_back_failed", calls, detail }));
  }
}

async function settle(
  call: ProposedCall,
  decision: CallVerdict,
  context: ParsedCallContext,
  load: StepLoad,
  ports: ExecutorPorts,
  startedAt: Date,
  holdsPending: boolean,
): Promise<Settled & { readonly held: PendingActionRecord | null }> {
  switch (decision.kind) {
    case "refused": {
      const readiness = buildReadiness({
        spec: decision.spec,
        auth: decision.auth,
        profilePresent: ports.authProfileConfigured,
      });
      const outcome = failedOutcome(decision.code, decision.spec, readiness);
      // Arguments no check accepted are a caller's bytes: only their shape is kept.
      return { outcome, argsForm: "shape", reason: decision.reason, httpStatus: null, held: null };
    }
    case "confirm": {
      const { spec, auth } = decision;
      // What is stored is what will run: the sanitized arguments, re-validated at confirm time.
      const args = sanitizeArgs(decision.args) as Record<string, unknown>;
      const expiresAt = new Date(startedAt.getTime() + ports.pendingActionTtlMs);
      const record: PendingActionRecord = {
        id: await pendingActionIdFor(context.conversationId, call.toolCallId),
        conversationId: context.conversationId,
        toolCallId: call.toolCallId,
        toolName: spec.name,
        args,
        argsHash: await hashArguments(args),
        personId: auth.personId,
        sessionId: auth.sessionId,
        companyId: auth.companyId,
        channel: context.channel,
        invocationSource: context.invocationSource,
        explicitlySelectedTools: context.explicitlySelectedTools,
        partner: context.partner ?? null,
        summary: redactText(spec.summarize ? spec.summarize(decision.args) : `Run ${spec.name}.`),
        createdAt: startedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
      };
      // A caller that holds its pending actions stores this one itself, with the call's outcome.
      if (!holdsPending) await ports.pendingActions.create(record);
      const readiness = buildReadiness({ spec, auth, profilePresent: ports.authProfileConfigured });
      const outcome = pendingOutcome(record.id, record.summary, expiresAt, readiness);
      return { outcome, argsForm: "values", reason: null, httpStatus: null, held: record };
    }
    case "run": {
      const performed = await perform(
        decision.spec,
        decision.args,
        decision.auth,
        context.partner ?? null,
        load.credential,
        ports,
      );
      return {
        outcome: performed.outcome,
        argsForm: "values",
        reason: performed.reason,
        httpStatus: performed.httpStatus,
        detail: performed.detail,
        held: null,
      };
    }
  }
}
