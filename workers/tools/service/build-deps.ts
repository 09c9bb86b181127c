/** Builds the executor's ports from the tools Worker's bindings, once per request. */
import { d1AuditSink } from "../audit/audit-log";
import { loadSession } from "../auth/sessions";
import { openCredential } from "../auth/vault";
import type { ExecutorDeps } from "../chain/deps";
import { conversationPendingActions } from "../confirm/pending-actions-port";
import { createD1KnowledgeIndex } from "../knowledge/d1-knowledge-index";
import { loadPolicy } from "../policy/policy";
import { recordCall } from "../policy/usage-meter";
import { registry } from "../registry/catalog";

const DEFAULT_PENDING_ACTION_TTL_SECONDS = 600;

export function buildDeps(env: ToolsEnv): ExecutorDeps {
  const now = () => new Date();
  const ttlSeconds = Number(env.PENDING_ACTION_TTL_SECONDS) || DEFAULT_PENDING_ACTION_TTL_SECONDS;
  return {
    registry,
    now,
    loadPolicy: (companyId) => loadPolicy(env.DB, companyId),
    loadSession: (sessionId) => loadSession(env.DB, sessionId, now()),
    recordUsage: (auth) => recordCall(env.DB, personKey(auth), now()),
    upstream: env.PLANCOVER,
    authProfileConfigured: env.PLANCOVER_AUTH_PROFILE === "bearer",
    openCredential: (ref) => openCredential(env.DB, env.CREDENTIAL_KEY, ref, now()),
    knowledgeFor: (companyId) => createD1KnowledgeIndex(env.DB, companyId),
    audit: d1AuditSink(env.DB),
    auditHashKey: env.AUDIT_HASH_KEY,
    pendingActions: conversationPendingActions(env.CONVERSATIONS),
    pendingActionTtlMs: ttlSeconds * 1000,
  };
}

/** Budgets and rate limits are per person; a guest is counted by session. */
export function personKey(auth: { personId: string | null; sessionId: string }): string {
  return auth.personId ? `person:${auth.personId}` : `session:${auth.sessionId}`;
}
