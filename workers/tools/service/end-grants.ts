/**
 * Ending a partner's grants (the member revoked the client, or an administrator disabled it) ends
 * everything they hold: each grant's session is revoked and its credential forgotten first, so no
 * call, turn or frame can run on it from then on; then every conversation the session started closes
 * the session's open sockets at once and withdraws its pending proposals, and each withdrawal leaves
 * its audit row under the action's own key (as a rejection would).
 */
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { PendingActionRecord } from "../../../src/shared/pending-action";
import { type AuditEntry, recordDecisions } from "../audit/audit-row";
import { endGrantSessions, type GrantsToEnd } from "../auth/grants";
import { loadSession } from "../auth/sessions";
import { failedOutcome } from "../chain/outcomes";
import type { ExecutorPorts } from "../chain/ports";
import { buildReadiness } from "../chain/readiness";

/** What ending a grant did: the sessions it ended and the proposals it withdrew. */
export interface EndedGrants {
  readonly sessions: number;
  readonly withdrawn: number;
}

/** The conversation object's side of an ending (Conversation.endGrant). */
export type EndGrantInConversation = (
  conversationId: string,
  input: { sessionId: string; clientId: string; withdrawal: ToolOutcome; now: string },
) => Promise<PendingActionRecord[]>;

export async function endGrants(
  ports: { db: D1Database; executor: ExecutorPorts; endInConversation: EndGrantInConversation },
  grants: GrantsToEnd,
): Promise<EndedGrants> {
  const { db, executor } = ports;
  const now = executor.now();
  const ended = await endGrantSessions(db, grants, now);
  let withdrawn = 0;
  for (const { sessionId, conversationIds } of ended) {
    const session = await loadSession(db, sessionId, now);
    if (!session) continue;
    const withdrawal = failedOutcome(
      "confirmation_rejected",
      null,
      buildReadiness({ spec: null, auth: session.auth, profilePresent: executor.authProfileConfigured }),
    );
    for (const conversationId of conversationIds) {
      const records = await ports.endInConversation(conversationId, {
        sessionId,
        clientId: grants.clientId,
        withdrawal,
        now: now.toISOString(),
      });
      withdrawn += records.length;
      await recordDecisions(
        executor,
        records.map(
          (record): AuditEntry => ({
            conversationId: record.conversationId,
            toolCallId: `action:${record.id}`,
            toolName: record.toolName,
            args: record.args,
            argsForm: "values",
            outcome: withdrawal,
            reason: "grant_ended",
            httpStatus: null,
            auth: session.auth,
            context: {
              channel: record.channel,
              invocationSource: record.invocationSource,
              partner: record.partner ?? null,
            },
            startedAt: now,
          }),
        ),
      );
    }
  }
  return { sessions: ended.length, withdrawn };
}
