/**
 * Builds the executor's ports from the tools Worker's bindings. Nothing in them depends on a request
 * (each port reads D1, the upstream or the clock when it is called), so the Worker builds them once
 * per isolate (`executorPortsFor`); tests build their own with `buildExecutorPorts`.
 */

import { oncePer } from "../../../src/shared/once-per";
import { conversationPendingActions } from "../adapters/conversation-pending-actions";
import { loadSessionStepFromD1 } from "../adapters/d1-session-step";
import { loadStepFromD1 } from "../adapters/d1-step-load";
import { upstreamFetcher } from "../adapters/upstream-fetcher";
import { createPersonHasher, d1AuditSink } from "../audit/audit-log";
import type { SignInPorts } from "../auth/otp";
import { signInGuard } from "../auth/sign-in/guard";
import { type SignInVars, signInLimits } from "../auth/sign-in/limits";
import { registry } from "../catalogue/registry";
import type { ExecutorPorts } from "../chain/ports";
import { createD1KnowledgeIndex } from "../knowledge/d1-knowledge-index";
import { loadPartnerPolicy } from "../policy/partner-policy";
import { loadPolicy } from "../policy/policy";
import { giveBack } from "../policy/usage-meter";
import { configOf, type ToolsVars } from "./config";
import type { SessionSourcePorts } from "./session-source";

/** The bindings the executor needs (the tools Worker's env has them; tests pass their own). */
export interface ToolsBindings extends ToolsVars {
  readonly DB: D1Database;
  /** The stand-in, in dev and tests only: the production environment never binds it. */
  readonly PLANCOVER?: Fetcher;
  readonly CONVERSATIONS: ToolsEnv["CONVERSATIONS"];
  readonly CREDENTIAL_KEY: string;
  readonly AUDIT_HASH_KEY: string;
  /** The real PlanCover API's origin in production; empty means the PLANCOVER service binding (the stand-in). */
  readonly PLANCOVER_BASE_URL?: string;
}

/** The sign-in steps' ports: the upstream, the guard's Durable Objects and the [vars] limits. */
export function signInPorts(
  env: Pick<ToolsBindings, "PLANCOVER" | "PLANCOVER_BASE_URL"> & {
    SIGN_IN_GUARD: ToolsEnv["SIGN_IN_GUARD"];
  } & SignInVars,
): SignInPorts {
  return { plancover: upstreamFetcher(env), guard: signInGuard(env.SIGN_IN_GUARD), limits: signInLimits(env) };
}

export function buildExecutorPorts(env: ToolsBindings, overrides: Partial<ExecutorPorts> = {}): ExecutorPorts {
  const now = overrides.now ?? (() => new Date());
  const config = configOf(env);
  return {
    registry,
    now,
    loadPolicy: (companyId) => loadPolicy(env.DB, companyId),
    loadPartnerPolicy: (companyId, clientId) => loadPartnerPolicy(env.DB, companyId, clientId),
    loadStep: (request) => loadStepFromD1(env.DB, env.CREDENTIAL_KEY, request, now()),
    giveBack: (counters, calls) => giveBack(env.DB, counters, calls),
    upstream: upstreamFetcher(env),
    authProfileConfigured: config.bearerAuthProfile,
    knowledgeFor: (companyId, caller) => createD1KnowledgeIndex(env.DB, companyId, caller),
    audit: d1AuditSink(env.DB),
    hashPerson: createPersonHasher(env.AUDIT_HASH_KEY),
    pendingActions: conversationPendingActions(env.CONVERSATIONS),
    pendingActionTtlMs: config.pendingActionTtlMs,
    ...overrides,
  };
}

/** The ports over these bindings, built on first use and shared by every later request of the isolate. */
export const executorPortsFor: (env: ToolsBindings) => ExecutorPorts = oncePer((env) => buildExecutorPorts(env));

/** A session source's ports over these bindings: the session read alone or with a step, and the executor's clock and give-back. */
export function sessionSourcePorts(
  env: Pick<ToolsBindings, "DB" | "CREDENTIAL_KEY">,
  executor: ExecutorPorts,
  renew: SessionSourcePorts["renew"],
): SessionSourcePorts {
  return {
    db: env.DB,
    readSessionStep: (request) => loadSessionStepFromD1(env.DB, env.CREDENTIAL_KEY, request),
    executor,
    renew,
  };
}
