/**
 * Calls a turn stopped itself (its call limit, its parallel limit, its deadline) never reach the
 * chain, yet each is a decision about a proposed call, so each leaves one audit row: failed, with
 * the turn's own code, and its arguments by shape only (no check ever accepted them). The session
 * is the one the service resolved for the capability, never a caller's copy.
 */
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { ProposedCall } from "../../../src/shared/tool-service";
import type { TurnStopCode } from "../../../src/shared/turn-failure-codes";
import { type AuditRow, writeAuditRows } from "../audit/audit-log";
import { logFailure } from "../audit/audit-row";
import { boundedArguments } from "../audit/bounded-args";
import type { ExecutorPorts } from "./ports";
import { buildReadiness } from "./readiness";

export async function recordStoppedCalls(
  calls: readonly ProposedCall[],
  context: Pick<ParsedCallContext, "channel" | "invocationSource" | "conversationId"> &
    Partial<Pick<ParsedCallContext, "partner">> & { readonly auth: AuthContext },
  code: TurnStopCode,
  ports: ExecutorPorts,
): Promise<void> {
  const { auth } = context;
  const personHash = await ports.hashPerson(auth.personId);
  const at = ports.now().toISOString();
  const rows = calls.map((call): AuditRow => {
    const readiness = buildReadiness({
      spec: ports.registry.get(call.name) ?? null,
      auth,
      profilePresent: ports.authProfileConfigured,
    });
    const row: AuditRow = {
      conversationId: context.conversationId,
      toolCallId: call.toolCallId,
      toolName: call.name,
      outcome: "failed",
      failureCode: code,
      reason: null,
      retryable: false,
      durationMs: 0,
      httpStatus: null,
      argsRedacted: boundedArguments(call.args, "shape"),
      resultSummary: code,
      readiness: JSON.stringify(readiness),
      callerRole: auth.role,
      channel: context.channel,
      invocationSource: context.invocationSource,
      companyId: auth.companyId,
      personHash,
      createdAt: at,
      partnerClientId: context.partner?.clientId ?? null,
      partnerScopes: context.partner ? JSON.stringify(context.partner.scopes) : null,
    };
    logFailure(row, readiness, null);
    return row;
  });
  // The step's rows in one write.
  await writeAuditRows(ports.audit, rows);
}
