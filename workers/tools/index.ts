/**
 * The tool-call service's entry point: an RPC surface reached only over service bindings (the
 * chat Worker; later the MCP endpoint). Every tool call, from any caller, goes through `execute`
 * or `decideAction`, which run the whole chain themselves; nothing here trusts its caller's checks.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { toolAudit } from "../../d1/schema";
import type { AuthContext, CallContext, Channel, InvocationSource } from "../../src/shared/auth-context";
import type { ToolOutcome } from "../../src/shared/outcome";
import type { Result } from "../../src/shared/result";
import { type OtpFailure, startOtp, verifyOtp } from "./auth/otp";
import {
  authenticate,
  createGuestSession,
  createStaffSession,
  type IssuedSession,
  type StaffRole,
  signOut,
} from "./auth/sessions";
import { checkSession } from "./chain/checks";
import type { ProposedCall } from "./chain/decide";
import { execute } from "./chain/executor";
import { type ActionDecision, type ActionDecisionResult, decideAction } from "./confirm/decide-action";
import {
  type CompanyPolicyInput,
  loadPolicy,
  setKillSwitch,
  type ToolPolicyRow,
  upsertCompanyPolicy,
  upsertToolPolicy,
} from "./policy/policy";
import { registry } from "./registry/catalog";
import { buildDeps, upstreamFetcher } from "./service/build-deps";
import { type OfferedTool, offeredTools } from "./service/offered-tools";

export type AuditRecord = typeof toolAudit.$inferSelect;

export interface ListToolsInput {
  auth: AuthContext;
  channel: Channel;
  invocationSource: InvocationSource;
  explicitlySelectedTools?: string[];
}

const AUDIT_PAGE_MAX = 500;

export class ToolService extends WorkerEntrypoint<ToolsEnv> {
  private get companyId(): string {
    return this.env.DEFAULT_COMPANY_ID;
  }

  /** The tools offered to this caller now; an unknown or stale session is offered nothing. */
  async listTools(input: ListToolsInput): Promise<OfferedTool[]> {
    const deps = buildDeps(this.env);
    const session = checkSession(input.auth, await deps.loadSession(input.auth.sessionId));
    if (!session.ok) return [];
    return offeredTools({
      registry,
      policy: await loadPolicy(this.env.DB, session.value.companyId),
      auth: session.value,
      channel: input.channel,
      invocationSource: input.invocationSource,
      explicitlySelectedTools: input.explicitlySelectedTools ?? [],
      authProfileConfigured: deps.authProfileConfigured,
    });
  }

  async execute(call: ProposedCall, context: CallContext): Promise<ToolOutcome> {
    return execute(call, context, buildDeps(this.env));
  }

  async decideAction(input: ActionDecision, context: CallContext): Promise<ActionDecisionResult> {
    return decideAction(input, context, buildDeps(this.env));
  }

  async createGuestSession(): Promise<IssuedSession> {
    return createGuestSession(this.env.DB, { companyId: this.companyId, now: new Date() });
  }

  async authenticate(sessionToken: string): Promise<AuthContext | null> {
    return authenticate(this.env.DB, sessionToken, new Date());
  }

  async startOtp(mobile: string): Promise<Result<{ challengeId: string }, OtpFailure>> {
    return startOtp(upstreamFetcher(this.env), mobile);
  }

  async verifyOtp(input: {
    challengeId: string;
    otp: string;
    guestSessionToken: string | null;
  }): Promise<Result<IssuedSession, OtpFailure>> {
    return verifyOtp(
      { db: this.env.DB, plancover: upstreamFetcher(this.env), credentialKey: this.env.CREDENTIAL_KEY },
      { ...input, companyId: this.companyId, now: new Date() },
    );
  }

  async signOut(sessionId: string): Promise<void> {
    await signOut(this.env.DB, sessionId, new Date());
  }

  /** Administration: the chat Worker's /admin routes call these only after checking the admin token. */
  async createStaffSession(role: StaffRole, companyId?: string): Promise<IssuedSession> {
    return createStaffSession(this.env.DB, { role, companyId: companyId ?? this.companyId, now: new Date() });
  }

  async auditFor(conversationId: string): Promise<AuditRecord[]> {
    return drizzle(this.env.DB)
      .select()
      .from(toolAudit)
      .where(eq(toolAudit.conversationId, conversationId))
      .orderBy(desc(toolAudit.id))
      .limit(AUDIT_PAGE_MAX)
      .all();
  }

  async putCompanyPolicy(input: CompanyPolicyInput): Promise<void> {
    await upsertCompanyPolicy(this.env.DB, input, new Date());
  }

  async putToolPolicy(companyId: string, toolName: string, row: ToolPolicyRow): Promise<boolean> {
    if (!registry.get(toolName)) return false;
    await upsertToolPolicy(this.env.DB, companyId, toolName, row);
    return true;
  }

  async setKillSwitch(companyId: string, on: boolean): Promise<boolean> {
    return setKillSwitch(this.env.DB, companyId, on, new Date());
  }
}

export default {
  fetch: () => new Response("The tool-call service has no public routes.", { status: 404 }),
} satisfies ExportedHandler<ToolsEnv>;
