/**
 * The tool-call service's entry point: an RPC surface reached only over service bindings (the chat
 * Worker and its Conversation objects). A caller gets a session as a capability (`session(token)`,
 * `sessionById(id)`) and every tool call goes through its `execute` or `decideAction`, which run the
 * whole chain themselves; nothing here trusts its caller's checks, and no caller hands in an identity.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import type {
  Actor,
  AdminApi,
  AdminAuditQuery,
  AdminAuditRow,
  AuditQuery,
  AuditRow,
  CompanyPolicyInput,
  DeletedClient,
  GrantReuse,
  Page,
  PartnerPolicyRow,
  PartnerRevocation,
  PolicyView,
  ReadinessQuery,
  ReadinessView,
  ToolPolicyRow,
} from "../../src/shared/admin-api";
import type { OverviewQuery, OverviewView } from "../../src/shared/admin-overview";
import type { PartnerGrant } from "../../src/shared/partner-scopes";
import type { Result } from "../../src/shared/result";
import type { OtpFailure } from "../../src/shared/sign-in";
import type {
  ConversationCreator,
  IssuedSession,
  SignedInSession,
  StaffRole,
  ToolServiceApi,
} from "../../src/shared/tool-service";
import { conversationOf } from "./adapters/conversations";
import { listAdminAudit } from "./admin/admin-audit";
import { searchAudit } from "./admin/audit-search";
import { overview } from "./admin/overview";
import {
  putPartnerPolicy,
  recordGrantReuse,
  recordPartnerDisabled,
  recordPartnerRevocation,
} from "./admin/partner-admin";
import { policyView, putCompanyPolicy, putToolPolicy, readinessPreview, setKillSwitch } from "./admin/policy-admin";
import { endStaffSession, issueStaffSession } from "./admin/staff-sessions";
import type { GrantsToEnd } from "./auth/grants";
import { bindGrantSession, noteGrantConversation } from "./auth/grants";
import { startOtp, verifyOtp } from "./auth/otp";
import { renewGuest } from "./auth/sessions";
import { registry } from "./catalogue/registry";
import { executorPortsFor, sessionSourcePorts, signInPorts } from "./service/build-ports";
import { CallerSession, type CallerSessionPorts } from "./service/caller-session";
import { configOf } from "./service/config";
import { type EndedGrants, endGrants } from "./service/end-grants";
import { type ConversationMinter, minterFor } from "./service/minted-conversations";
import { idSource, type SessionSourcePorts, tokenSource } from "./service/session-source";

export { SignInGuard } from "./auth/sign-in/guard-object";

export class ToolService extends WorkerEntrypoint<ToolsEnv> implements ToolServiceApi, AdminApi {
  private get companyId(): string {
    return configOf(this.env).companyId;
  }

  private get guestTtlMs(): number {
    return configOf(this.env).guestSessionTtlMs;
  }

  private get minter(): ConversationMinter {
    return minterFor(this.env);
  }

  private ports(): CallerSessionPorts {
    const conversations = this.env.CONVERSATIONS;
    return {
      db: this.env.DB,
      executor: executorPortsFor(this.env),
      companyId: this.companyId,
      guestTtlMs: this.guestTtlMs,
      minter: this.minter,
      enterConversation: async (input) => (await conversationOf(conversations, input.conversationId).enter(input)).ok,
    };
  }

  /** The sessions' sources: a guest's renewal is put off the answer's path (it is rare, and may fail alone). */
  private sources(): SessionSourcePorts {
    const db = this.env.DB;
    return sessionSourcePorts(this.env, executorPortsFor(this.env), (resolved, now) =>
      this.ctx.waitUntil(renewGuest(db, resolved, now, this.guestTtlMs)),
    );
  }

  /**
   * The session a request's token stands for, as a capability; `null` is a caller with no credential.
   * The token is judged here and nowhere else: a bad one answers a refusal, never a fresh guest.
   */
  session(token: string | null): CallerSession {
    return new CallerSession(this.ports(), tokenSource(this.sources(), token));
  }

  /** A session the chat Worker verified (the Conversation object holds its id, never a token). */
  sessionById(sessionId: string): CallerSession {
    return new CallerSession(this.ports(), idSource(this.sources(), sessionId));
  }

  /**
   * Partner grants. At consent the member's sign-in session on /authorize becomes the grant's, bound
   * to the client and the scopes granted (false: no such live session, or it already stands for a
   * grant). A conversation a grant's session starts is recorded, so ending the grant reaches it.
   */
  async bindGrant(sessionToken: string, grant: PartnerGrant): Promise<boolean> {
    return bindGrantSession(this.env.DB, sessionToken, grant, new Date());
  }

  /**
   * Whether this Worker minted the conversation id for the caller (a direct run's new conversation,
   * not made yet): the Conversation object asks when a route names an id it does not hold, and makes
   * the conversation, with the caller in it, only on a yes.
   */
  async mintedFor(conversationId: string, caller: ConversationCreator): Promise<boolean> {
    return this.minter.mintedFor(conversationId, caller);
  }

  async noteGrantConversation(sessionId: string, conversationId: string): Promise<void> {
    await noteGrantConversation(this.env.DB, sessionId, conversationId, new Date());
  }

  /**
   * Ends the client's grants (one member's, or everyone's): their sessions, their open sockets and
   * their pending proposals (each withdrawn with its audit row). The chat Worker calls this after it
   * revoked the grants (or deleted the client) in the OAuth store.
   */
  async endGrants(grants: GrantsToEnd): Promise<EndedGrants> {
    const conversations = this.env.CONVERSATIONS;
    return endGrants(
      {
        db: this.env.DB,
        executor: executorPortsFor(this.env),
        endInConversation: (conversationId, input) => conversationOf(conversations, conversationId).endGrant(input),
      },
      grants,
    );
  }

  /** `clientAddress`: the request's CF-Connecting-IP, for the per-address throttle. */
  async startOtp(input: {
    mobile: string;
    clientAddress: string | null;
  }): Promise<Result<{ challengeId: string }, OtpFailure>> {
    return startOtp(signInPorts(this.env), { ...input, now: new Date() });
  }

  async verifyOtp(input: {
    challengeId: string;
    otp: string;
    guestSessionToken: string | null;
    clientAddress: string | null;
  }): Promise<Result<SignedInSession, OtpFailure>> {
    return verifyOtp(
      { ...signInPorts(this.env), db: this.env.DB, credentialKey: this.env.CREDENTIAL_KEY },
      { ...input, companyId: this.companyId, now: new Date() },
    );
  }

  /**
   * Administration. The chat Worker's /admin routes call these only after checking the caller: the
   * bootstrap secret may only issue staff sessions; everything else needs an admin's staff session.
   * Every change writes its admin audit row with it.
   */
  async createStaffSession(actor: Actor, role: StaffRole, companyId?: string): Promise<IssuedSession> {
    return issueStaffSession(this.env.DB, actor, { role, companyId: companyId ?? this.companyId }, new Date());
  }

  async searchAudit(query: AuditQuery): Promise<Page<AuditRow>> {
    return searchAudit(this.env.DB, query);
  }

  async adminAudit(query: AdminAuditQuery): Promise<Page<AdminAuditRow>> {
    return listAdminAudit(this.env.DB, query);
  }

  async policyFor(companyId: string): Promise<PolicyView | null> {
    return policyView(this.env.DB, registry, companyId);
  }

  async readinessFor(query: ReadinessQuery): Promise<ReadinessView> {
    return readinessPreview(this.env.DB, registry, {
      companyId: this.companyId,
      query,
      profilePresent: executorPortsFor(this.env).authProfileConfigured,
    });
  }

  async overview(query: OverviewQuery): Promise<OverviewView> {
    return overview(this.env.DB, query, new Date());
  }

  async putCompanyPolicy(actor: Actor, input: CompanyPolicyInput): Promise<void> {
    await putCompanyPolicy(this.env.DB, actor, input, new Date());
  }

  async putToolPolicy(actor: Actor, companyId: string, toolName: string, row: ToolPolicyRow): Promise<boolean> {
    if (!registry.get(toolName)) return false;
    await putToolPolicy(this.env.DB, actor, { companyId, toolName }, row, new Date());
    return true;
  }

  async setKillSwitch(actor: Actor, companyId: string, on: boolean): Promise<boolean> {
    return setKillSwitch(this.env.DB, actor, companyId, on, new Date());
  }

  async putPartnerPolicy(actor: Actor, companyId: string, clientId: string, row: PartnerPolicyRow): Promise<void> {
    await putPartnerPolicy(this.env.DB, actor, { companyId, clientId }, row, new Date());
  }

  /** The chat Worker deleted a client's registration (the OAuth store is its own): the admin audit row. */
  async recordPartnerDisabled(actor: Actor, client: DeletedClient): Promise<void> {
    await recordPartnerDisabled(this.env.DB, actor, client, new Date());
  }

  async endStaffSession(sessionId: string): Promise<boolean> {
    return endStaffSession(this.env.DB, sessionId, new Date());
  }

  /** The chat Worker revoked a grant for a credential used again (the OAuth store is its own): the admin audit row. */
  async recordGrantReuse(event: GrantReuse): Promise<void> {
    await recordGrantReuse(this.env.DB, event, new Date());
  }

  async recordPartnerRevocation(event: PartnerRevocation): Promise<void> {
    await recordPartnerRevocation(this.env.DB, event, new Date());
  }
}

export default {
  fetch: () => new Response("The tool-call service has no public routes.", { status: 404 }),
} satisfies ExportedHandler<ToolsEnv>;
