/**
 * `execute(call, context)`: the only way a tool runs. It runs the chain (decide.ts), then either
 * refuses, parks a confirmable call as a pending action, or performs the call; every one of those
 * decisions writes exactly one audit row, and the caller gets the one outcome shape.
 */
import * as v from "valibot";
import { type CallContext, CallContextSchema } from "../../../src/shared/auth-context";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { PendingActionRecord } from "../../../src/shared/pending-action";
import { redactText, sanitize } from "../../../src/shared/sanitizer";
import { hashArguments, pendingActionIdFor } from "../confirm/pending-actions-port";
import { type AuditEntry, recordDecision } from "./audit-row";
import { decide, type ProposedCall } from "./decide";
import type { ExecutorDeps } from "./deps";
import { failedOutcome, pendingOutcome } from "./outcomes";
import { perform } from "./perform";
import { buildReadiness } from "./readiness";

export async function execute(call: ProposedCall, rawContext: CallContext, deps: ExecutorDeps): Promise<ToolOutcome> {
  const startedAt = deps.now();
  // A malformed context is a caller's bug, not a refusal to audit: it throws (internal_error).
  const context = v.parse(CallContextSchema, rawContext);
  const decision = await decide(call, context, deps, "propose");
  const audit = (outcome: ToolOutcome, extra: Pick<AuditEntry, "argsForm" | "reason" | "httpStatus" | "detail">) =>
    recordDecision(deps, {
      conversationId: context.conversationId,
      toolCallId: call.toolCallId,
      toolName: call.name,
      args: call.args,
      outcome,
      auth: decision.auth,
      context,
      startedAt,
      ...extra,
    });

  switch (decision.kind) {
    case "refused": {
      const readiness = buildReadiness({
        spec: decision.spec,
        auth: decision.auth,
        profilePresent: deps.authProfileConfigured,
      });
      const outcome = failedOutcome(decision.code, decision.spec, readiness);
      // Arguments no check accepted are a caller's bytes: only their shape is kept.
      await audit(outcome, { argsForm: "shape", reason: decision.reason, httpStatus: null });
      return outcome;
    }
    case "confirm": {
      const { spec, auth } = decision;
      // What is stored is what will run: the sanitized arguments, re-validated at confirm time.
      const args = sanitize(decision.args, { maxChars: Number.POSITIVE_INFINITY }).value as Record<string, unknown>;
      const expiresAt = new Date(startedAt.getTime() + deps.pendingActionTtlMs);
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
      await deps.pendingActions.create(record);
      const readiness = buildReadiness({ spec, auth, profilePresent: deps.authProfileConfigured });
      const outcome = pendingOutcome(record.id, record.summary, expiresAt, readiness);
      await audit(outcome, { argsForm: "values", reason: null, httpStatus: null });
      return outcome;
    }
    case "run": {
      const performed = await perform(decision.spec, decision.args, decision.auth, deps);
      await audit(performed.outcome, {
        argsForm: "values",
        reason: performed.reason,
        httpStatus: performed.httpStatus,
        detail: performed.detail,
      });
      return performed.outcome;
    }
  }
}
