/**
 * The tool-call service's entry point: an RPC surface reached only over service bindings (the chat
 * Worker and its Conversation objects). A caller gets a session as a capability (`session(token)`,
 * `sessionById(id)`) and every tool call goes through its `execute` or `decideAction`, which run the
 * whole chain themselves; nothing here trusts its caller's checks, and no caller hands in an identity.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { toolAudit } from "../../d1/schema";
import type { Result } from "../../src/shared/result";
import type { OtpFailure } from "../../src/shared/sign-in";
import type { IssuedSession, StaffRole, ToolServiceApi } from "../../src/shared/tool-service";
import { startOtp, verifyOtp } from "./auth/otp";
import { createStaffSession, GUEST_SESSION_TTL_MS, loadSession, renewGuest, resolveToken } from "./auth/sessions";
import {
  type CompanyPolicyInput,
  setKillSwitch,
  type ToolPolicyRow,
  upsertCompanyPolicy,
  upsertToolPolicy,
} from "./policy/policy";
import { registry } from "./registry/catalog";
import { buildDeps, signInDeps } from "./service/build-deps";
import { CallerSession, type CallerSessionPorts } from "./service/caller-session";

export { SignInGuard } from "./auth/sign-in/guard-object";

export type AuditRecord = typeof toolAudit.$inferSelect;

const AUDIT_PAGE_MAX = 500;

export class ToolService extends WorkerEntrypoint<ToolsEnv> implements ToolServiceApi {
  private get companyId(): string {
    return this.env.DEFAULT_COMPANY_ID;
  }

  private get guestTtlMs(): number {
    return Number(this.env.GUEST_SESSION_TTL_SECONDS) * 1000 || GUEST_SESSION_TTL_MS;
  }

  private ports(): CallerSessionPorts {
    return { db: this.env.DB, deps: buildDeps(this.env), companyId: this.companyId, guestTtlMs: this.guestTtlMs };
  }

  /**
   * The session a request's token stands for, as a capability; `null` is a caller with no credential.
   * The token is judged here and nowhere else: a bad one answers a refusal, never a fresh guest.
   */
  session(token: string | null): CallerSession {
    const db = this.env.DB;
    return new CallerSession(this.ports(), async () => {
      if (token === null) return { kind: "anonymous" };
      const now = new Date();
      const resolved = await resolveToken(db, token, now);
      if (!resolved.ok) return { kind: "refused", refusal: resolved.error };
      // A guest in use stays alive; the write (rare) does not hold up the answer.
      this.ctx.waitUntil(renewGuest(db, resolved.value, now, this.guestTtlMs));
      return { kind: "session", auth: resolved.value.auth, live: true };
    });
  }

  /** A session the chat Worker verified (the Conversation object holds its id, never a token). */
  sessionById(sessionId: string): CallerSession {
    const db = this.env.DB;
    return new CallerSession(this.ports(), async () => {
      const loaded = await loadSession(db, sessionId, new Date());
      return loaded ? { kind: "session", ...loaded } : { kind: "refused", refusal: "session_expired" };
    });
  }

  /** `clientAddress`: the request's CF-Connecting-IP, for the per-address throttle. */
  async startOtp(input: {
    mobile: string;
    clientAddress: string | null;
  }): Promise<Result<{ challengeId: string }, OtpFailure>> {
    return startOtp(signInDeps(this.env), { ...input, now: new Date() });
  }

  async verifyOtp(input: {
    challengeId: string;
    otp: string;
    guestSessionToken: string | null;
    clientAddress: string | null;
  }): Promise<Result<IssuedSession, OtpFailure>> {
    return verifyOtp(
      { ...signInDeps(this.env), db: this.env.DB, credentialKey: this.env.CREDENTIAL_KEY },
      { ...input, companyId: this.companyId, now: new Date() },
    );
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
