/**
 * Everything the executor reaches outside itself, as ports. Production builds them from the tools
 * Worker's bindings (see ../service/build-ports.ts); tests build the same ports over the real D1,
 * the real stand-in and the real Conversation Durable Object, and may fix the clock.
 */

import type { PartnerPolicyRow } from "../../../src/shared/admin-api";
import type { AuditPorts } from "../audit/audit-row";
import type { KnowledgeIndex } from "../knowledge/knowledge-index";
import type { KnowledgeCaller } from "../knowledge/product-scope";
import type { PolicySnapshot } from "../policy/policy";
import type { ChainPorts } from "./decide";
import type { PendingActionsPort } from "./pending-actions";

export interface ExecutorPorts extends ChainPorts, AuditPorts {
  /** The policy alone, for listing the tools a caller is offered (a call reads it with its step). */
  loadPolicy(companyId: string): Promise<PolicySnapshot | null>;
  /** A partner client's company rule alone, for listing what the partner is offered (a call reads it with its step). */
  loadPartnerPolicy(companyId: string, clientId: string): Promise<PartnerPolicyRow | null>;
  /** The PlanCover API (a service binding locally, the real API in production). */
  readonly upstream: Fetcher;
  /** The company's corpus as this caller sees it (`caller` from their session: their products, or unknown). */
  knowledgeFor(companyId: string, caller: KnowledgeCaller): KnowledgeIndex;
  readonly pendingActions: PendingActionsPort;
  /** How long a person has to approve a pending action. */
  readonly pendingActionTtlMs: number;
}
