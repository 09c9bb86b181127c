/**
 * A session as a capability (an RpcTarget): the entrypoint resolves who is calling once — from the
 * token the request carried, or by an id the chat Worker verified earlier — and every method here
 * runs as that session. The chain never sees a caller's copy of an AuthContext, so there is nothing
 * to compare. An anonymous caller (no credential at all) is offered a guest's tools without any row
 * being written; a guest session is created only when a call needs a conversation to belong to.
 */
import { RpcTarget } from "cloudflare:workers";
import * as v from "valibot";
import type { AuthContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import { newId, type SessionId } from "../../../src/shared/ids";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { Result } from "../../../src/shared/result";
import {
  type ActionDecision,
  type ActionDecisionResult,
  type CallOptions,
  CallOptionsSchema,
  type DirectRun,
  type Identity,
  type IssuedSession,
  type ListToolsOptions,
  type OfferedTool,
  type Passage,
  type ProposedCall,
  type RunOptions,
  type SessionAnswer,
  type SessionCapability,
  type SessionRefusal,
} from "../../../src/shared/tool-service";
import type { TurnStopCode } from "../../../src/shared/turn-failure-codes";
import { recordStoppedCalls } from "../audit/stopped-calls";
import { createGuestSession, signOut } from "../auth/sessions";
import type { ExecutorDeps } from "../chain/deps";
import { execute, executeStep } from "../chain/executor";
import { failedOutcome } from "../chain/outcomes";
import { buildReadiness } from "../chain/readiness";
import { decideAction } from "../confirm/decide-action";
import { openDocument } from "../documents/open-document";
import { findPassage } from "../knowledge/find-passage";
import { offeredTools } from "./offered-tools";

/** Who a capability stands for, once resolved. */
export type Resolution =
  | { readonly kind: "session"; readonly auth: AuthContext; readonly live: boolean }
  | { readonly kind: "anonymous" }
  | { readonly kind: "refused"; readonly refusal: SessionRefusal };

export interface CallerSessionPorts {
  readonly db: D1Database;
  readonly deps: ExecutorDeps;
  /** The company an anonymous caller, and the guest it may become, belongs to. */
  readonly companyId: string;
  readonly guestTtlMs: number;
  /** Admits the session to a conversation (creating it with `create`), as the Conversation object decides. */
  enterConversation(input: {
    conversationId: string;
    auth: AuthContext;
    channel: CallOptions["channel"];
    create: boolean;
  }): Promise<boolean>;
}

type Resolved = { readonly kind: "session"; readonly auth: AuthContext; readonly live: boolean };

export class CallerSession extends RpcTarget implements SessionCapability {
  readonly #ports: CallerSessionPorts;
  readonly #resolve: () => Promise<Resolution>;
  #resolution: Promise<Resolution> | null = null;
  #guest: Promise<Resolved> | null = null;
  #issued: IssuedSession | null = null;

  constructor(ports: CallerSessionPorts, resolve: () => Promise<Resolution>) {
    super();
    this.#ports = ports;
    this.#resolve = resolve;
  }

  async identity(options: { becomeGuest: boolean }): Promise<SessionAnswer<Identity | null>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "anonymous" && !options.becomeGuest) return this.#answer(null);
    // A session found by id that has since ended is nobody now (a socket held open on it is closed).
    if (resolution.kind === "session" && !resolution.live) return { ok: false, refusal: "session_expired" };
    return this.#asSession(async (session) => ({ auth: session.auth }));
  }

  async listTools(options: ListToolsOptions): Promise<SessionAnswer<OfferedTool[]>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const auth = resolution.kind === "session" ? resolution.auth : this.#anonymousAuth();
    // An ended session is offered nothing, as the chain would run nothing for it.
    if (resolution.kind === "session" && !resolution.live) return this.#answer([]);
    const { deps } = this.#ports;
    const partner = options.partner ?? null;
    return this.#answer(
      offeredTools({
        registry: deps.registry,
        policy: await deps.loadPolicy(auth.companyId),
        auth,
        channel: options.channel,
        invocationSource: options.invocationSource,
        explicitlySelectedTools: options.explicitlySelectedTools ?? [],
        partner,
        partnerRule: partner ? await deps.loadPartnerPolicy(auth.companyId, partner.clientId) : null,
        authProfileConfigured: deps.authProfileConfigured,
      }),
    );
  }

  async execute(call: ProposedCall, options: CallOptions): Promise<SessionAnswer<ToolOutcome>> {
    const parsed = v.parse(CallOptionsSchema, options);
    return this.#asSession((session) =>
      execute(call, { ...parsed, auth: session.auth, sessionLive: session.live }, this.#ports.deps),
    );
  }

  async run(call: ProposedCall, options: RunOptions): Promise<SessionAnswer<DirectRun>> {
    const creating = options.conversationId === undefined;
    const conversationId = options.conversationId ?? newId("conv_");
    const parsed = v.parse(CallOptionsSchema, { ...options, conversationId });
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    if (resolution.kind === "session" && !resolution.live) return { ok: false, refusal: "session_expired" };
    // Naming a conversation never makes a guest: an anonymous caller is a participant of none.
    if (resolution.kind === "anonymous" && !creating) return this.#answer({ entered: false });
    return this.#asSession(async ({ auth, live }): Promise<DirectRun> => {
      const entered = await this.#ports.enterConversation({
        conversationId,
        auth,
        channel: parsed.channel,
        create: creating,
      });
      if (!entered) return { entered: false };
      const outcome = await execute(call, { ...parsed, auth, sessionLive: live }, this.#ports.deps);
      return { entered: true, conversationId, outcome };
    });
  }

  async executeStep(
    calls: readonly ProposedCall[],
    options: CallOptions,
    onSettled?: (index: number, outcome: ToolOutcome) => unknown,
  ): Promise<SessionAnswer<ToolOutcome[]>> {
    const parsed = v.parse(CallOptionsSchema, options);
    // One load (policy, usage, credential) for the whole step; each call decided alone, reported as it settles.
    return this.#asSession((session) =>
      executeStep(calls, { ...parsed, auth: session.auth, sessionLive: session.live }, this.#ports.deps, onSettled),
    );
  }

  async decideAction(input: ActionDecision, options: CallOptions): Promise<SessionAnswer<ActionDecisionResult>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // Nobody without a session holds a pending action, and deciding one is no reason to make a guest.
    if (resolution.kind === "anonymous") return this.#answer(this.#mismatch());
    const parsed = v.parse(CallOptionsSchema, options);
    const context = { ...parsed, auth: resolution.auth, sessionLive: resolution.live };
    return this.#answer(await decideAction(input, context, this.#ports.deps));
  }

  /** One audit row for each call a turn stopped itself (its call limit, parallel limit or deadline). */
  async recordStoppedCalls(
    calls: readonly ProposedCall[],
    options: CallOptions,
    code: TurnStopCode,
  ): Promise<SessionAnswer<null>> {
    const resolution = await this.#resolved();
    if (resolution.kind !== "session")
      return resolution.kind === "refused" ? { ok: false, refusal: resolution.refusal } : this.#answer(null);
    const parsed = v.parse(CallOptionsSchema, options);
    await recordStoppedCalls(calls, { ...parsed, auth: resolution.auth }, code, this.#ports.deps);
    return this.#answer(null);
  }

  async signOut(): Promise<SessionAnswer<null>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    if (resolution.kind === "session") await signOut(this.#ports.db, resolution.auth.sessionId, new Date());
    return this.#answer(null);
  }

  async openDocument(
    documentId: string,
    options: CallOptions,
  ): Promise<SessionAnswer<Result<{ url: string }, FailureCode>>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // Opening a document is no reason to make a guest: an anonymous caller is told to sign in.
    const session = resolution.kind === "session" ? resolution : { auth: this.#anonymousAuth(), live: true };
    const parsed = v.parse(CallOptionsSchema, options);
    return this.#answer(await openDocument(documentId, { ...parsed, ...session }, this.#ports.deps));
  }

  async passage(document: string, section: string): Promise<SessionAnswer<Passage | null>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const companyId = resolution.kind === "session" ? resolution.auth.companyId : this.#ports.companyId;
    return this.#answer(await findPassage(this.#ports.db, companyId, document, section));
  }

  /** Runs `work` as the session, making a guest first for an anonymous caller. */
  async #asSession<T>(work: (session: Resolved) => Promise<T>): Promise<SessionAnswer<T>> {
    const resolution = await this.#resolved();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const session = resolution.kind === "session" ? resolution : await this.#becomeGuest();
    return this.#answer(await work(session));
  }

  #answer<T>(value: T): SessionAnswer<T> {
    return { ok: true, value, issued: this.#issued };
  }

  #resolved(): Promise<Resolution> {
    this.#resolution ??= this.#resolve();
    return this.#resolution;
  }

  /** One guest per capability, however many calls ask at once. */
  #becomeGuest(): Promise<Resolved> {
    this.#guest ??= (async () => {
      const { db, companyId, guestTtlMs } = this.#ports;
      const issued = await createGuestSession(db, { companyId, now: new Date(), ttlMs: guestTtlMs });
      this.#issued = issued;
      const auth: AuthContext = { ...this.#anonymousAuth(), sessionId: issued.sessionId as SessionId };
      return { kind: "session", auth, live: true };
    })();
    return this.#guest;
  }

  /** What an anonymous caller is, for listing: a guest of this deployment with no session row. */
  #anonymousAuth(): AuthContext {
    return {
      sessionId: "ses_anonymous" as SessionId,
      personId: null,
      role: "guest",
      companyId: this.#ports.companyId,
      credentialRef: null,
      portalRefs: [],
      policies: [],
    };
  }

  #mismatch(): ActionDecisionResult {
    const readiness = buildReadiness({
      spec: null,
      auth: null,
      profilePresent: this.#ports.deps.authProfileConfigured,
    });
    return { outcome: failedOutcome("confirmation_mismatch", null, readiness), previous: null };
  }
}
