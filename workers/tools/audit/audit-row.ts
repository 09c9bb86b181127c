/**
 * Builds the one audit row of a decision from the call, its context and its outcome, and writes the
 * one log line of a failure (code, internal reason, upstream status, readiness: never a value). A
 * step's decisions are written together, one batch for all their rows.
 */

import type { AuditFailureCode } from "../../../src/shared/audit-codes";
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { redactText } from "../../../src/shared/sanitizer";
import { type AuditRow, type AuditSink, summarizeOutcome, writeAuditRows } from "./audit-log";
import { type ArgsForm, boundedArguments } from "./bounded-args";

/** What writing a row needs: the sink, the person hasher and the clock (the executor's ports have them). */
export interface AuditPorts {
  readonly audit: AuditSink;
  /** The audit's hashed person id (an HMAC under AUDIT_HASH_KEY); null for a guest. */
  hashPerson(personId: string | null): Promise<string | null>;
  now(): Date;
}

export interface AuditEntry {
  readonly conversationId: string;
  readonly toolCallId: string;
  readonly toolName: string;
  readonly args: unknown;
  /** `shape` (key names and sizes) for arguments no schema accepted; `values` (sanitized, capped) otherwise. */
  readonly argsForm: ArgsForm;
  readonly outcome: ToolOutcome;
  readonly reason: RefusalReason | null;
  readonly httpStatus: number | null;
  readonly auth: AuthContext;
  readonly context: Pick<ParsedCallContext, "channel" | "invocationSource"> &
    Partial<Pick<ParsedCallContext, "partner">>;
  readonly startedAt: Date;
  /** When the decision settled (a step's rows are written after its last call); now if absent. */
  readonly finishedAt?: Date;
  /** A redacted description of an unexpected error, for the log line only. */
  readonly detail?: string | null;
}

/** A tool's name as the registry spells names (and the rows' own markers, "(unknown action)"). */
const TOOL_NAME = /^(?:[a-z][a-z0-9_]{0,63}|\([a-z ]{1,40}\))$/;
/** Characters of a name that is none, kept (redacted) so an operator sees what was tried. */
const NAME_KEPT_CHARS = 60;

/**
 * The name a row and its log line carry: a caller may send any text as a tool's name (an MCP
 * `tools/call`, a direct run's path), and that text could hold an OTP, a number or a token, or run
 * to any length. A name no tool could have is kept redacted and short.
 */
export function auditableToolName(name: string): string {
  return TOOL_NAME.test(name) ? name : `(not a tool name: ${redactText(name).slice(0, NAME_KEPT_CHARS)})`;
}

function storedCode(entry: AuditEntry): AuditFailureCode | null {
  const { outcome } = entry;
  if (outcome.status === "pending") return "confirmation_required";
  if (outcome.status === "ok") return null;
  return outcome.code;
}

export function recordDecision(ports: AuditPorts, entry: AuditEntry): Promise<void> {
  return recordDecisions(ports, [entry]);
}

/** The rows of a step's decisions, in one write. */
export async function recordDecisions(ports: AuditPorts, entries: readonly AuditEntry[]): Promise<void> {
  await writeAuditRows(ports.audit, await Promise.all(entries.map((entry) => auditRowOf(ports, entry))));
}

async function auditRowOf(ports: AuditPorts, entry: AuditEntry): Promise<AuditRow> {
  const finishedAt = entry.finishedAt ?? ports.now();
  const { outcome } = entry;
  const row: AuditRow = {
    conversationId: entry.conversationId,
    toolCallId: entry.toolCallId,
    toolName: auditableToolName(entry.toolName),
    outcome: outcome.status,
    failureCode: storedCode(entry),
    reason: entry.reason,
    retryable: outcome.status === "failed" ? outcome.retryable : false,
    durationMs: Math.max(0, finishedAt.getTime() - entry.startedAt.getTime()),
    httpStatus: entry.httpStatus,
    argsRedacted: boundedArguments(entry.args, entry.argsForm),
    resultSummary: summarizeOutcome(outcome),
    readiness: JSON.stringify(outcome.readiness),
    callerRole: entry.auth.role,
    channel: entry.context.channel,
    invocationSource: entry.context.invocationSource,
    companyId: entry.auth.companyId,
    personHash: await ports.hashPerson(entry.auth.personId),
    createdAt: finishedAt.toISOString(),
    partnerClientId: entry.context.partner?.clientId ?? null,
    partnerScopes: entry.context.partner ? JSON.stringify(entry.context.partner.scopes) : null,
  };
  if (outcome.status === "failed") logFailure(row, outcome.readiness, entry.detail ?? null);
  return row;
}

/** The one log line of a failed call: what an operator needs to tell causes apart, and no value. */
export function logFailure(row: AuditRow, readiness: ToolOutcome["readiness"], detail: string | null): void {
  console.warn(
    JSON.stringify({
      event: "tool_call_failed",
      conversationId: row.conversationId,
      toolCallId: row.toolCallId,
      tool: row.toolName,
      code: row.failureCode,
      reason: row.reason,
      httpStatus: row.httpStatus ?? null,
      readiness,
      ...(detail ? { detail } : {}),
    }),
  );
}
