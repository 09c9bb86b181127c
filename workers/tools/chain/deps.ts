/**
 * Everything the executor reaches outside itself, as ports. Production builds them from the tools
 * Worker's bindings (see ../service/build-deps.ts); tests build the same ports over the real D1,
 * the real stand-in and the real Conversation Durable Object, and may fix the clock.
 */
import type { CredentialRef } from "../../../src/shared/ids";
import type { Result } from "../../../src/shared/result";
import type { AuditSink } from "../audit/audit-log";
import type { PendingActionsPort } from "../confirm/pending-actions-port";
import type { KnowledgeIndex } from "../knowledge/knowledge-index";
import type { ChainPorts } from "./decide";

export type CredentialFailure = "missing" | "expired" | "unreadable";

export interface ResolvedCredential {
  /** The Authorization header value: it goes into the upstream request and nowhere else. */
  readonly authorization: string;
  readonly headerNames: readonly string[];
}

export interface ExecutorDeps extends ChainPorts {
  now(): Date;
  /** The PlanCover API (a service binding locally, the real API in production). */
  readonly upstream: Fetcher;
  /** Whether an auth profile (how to build PlanCover's headers) is configured at all. */
  readonly authProfileConfigured: boolean;
  openCredential(credentialRef: CredentialRef): Promise<Result<ResolvedCredential, CredentialFailure>>;
  knowledgeFor(companyId: string): KnowledgeIndex;
  readonly audit: AuditSink;
  /** The audit's hashed person id (an HMAC under AUDIT_HASH_KEY); null for a guest. */
  hashPerson(personId: string | null): Promise<string | null>;
  readonly pendingActions: PendingActionsPort;
  /** How long a person has to approve a pending action. */
  readonly pendingActionTtlMs: number;
}
