/** Builds the one audit row of a decision from the call, its context and its outcome. */
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { type AuditRow, redactArguments, summarizeOutcome, writeAudit } from "../audit/audit-log";
import type { ExecutorDeps } from "./deps";

export interface AuditEntry {
  readonly conversationId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly args: unknown;
  readonly outcome: ToolOutcome;
  readonly httpStatus: number | null;
  readonly auth: AuthContext;
  readonly context: Pick<ParsedCallContext, "channel" | "invocationSource">;
  readonly startedAt: Date;
}

export async function recordDecision(deps: ExecutorDeps, entry: AuditEntry): Promise<void> {
  const finishedAt = deps.now();
  const outcome = entry.outcome;
  const row: AuditRow = {
    conversationId: entry.conversationId,
    toolCallId: entry.toolCallId,
    toolName: entry.toolName,
    outcome: outcome.status,
    failureCode:
      outcome.status === "failed" ? outcome.code : outcome.status === "pending" ? "confirmation_required" : null,
    retryable: outcome.status === "failed" ? outcome.retryable : false,
    durationMs: Math.max(0, finishedAt.getTime() - entry.startedAt.getTime()),
    httpStatus: entry.httpStatus,
    argsRedacted: redactArguments(entry.args),
    resultSummary: summarizeOutcome(outcome),
    readiness: JSON.stringify(outcome.readiness),
    callerRole: entry.auth.role,
    channel: entry.context.channel,
    invocationSource: entry.context.invocationSource,
    companyId: entry.auth.companyId,
    personHash: await deps.hashPerson(entry.auth.personId),
    createdAt: finishedAt.toISOString(),
  };
  await writeAudit(deps.audit, row);
}
