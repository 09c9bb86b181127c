/**
 * A session as a capability (an RpcTarget): the entrypoint resolves who is calling once — from the
 * token the request carried, or by an id the chat Worker verified earlier — and every method here
 * runs as that session. The chain never sees a caller's copy of an AuthContext, so there is nothing
 * to compare. An anonymous caller (no credential at all) is offered a guest's tools without any row
 * being written; a guest session is created only when a call needs a conversation to belong to.
 */
import { RpcTarget } from "cloudflare:workers";
import * as v from "valibot";
import type { PartnerConsentChange } from "../../../src/shared/admin-api";
import { invocationSourceOf } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { SessionId } from "../../../src/shared/ids";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { effectiveGrant, type PartnerGrant } from "../../../src/shared/partner-scopes";
import type { HeldAction, RefusedDecision } from "../../../src/shared/pending-action";
import type { Result } from "../../../src/shared/result";
import {
  type ActionDecision,
  type ActionDecisionResult,
  type CallOptions,
  CallOptionsSchema,
  type DirectRun,
  type HeldDecisionResult,
  type Identity,
  type IssuedSession,
  type ListToolsOptions,
  type OfferedTool,
  type Passage,
  type ProposedCall,
  type RunOptions,
  type SessionAnswer,
  type SessionCapability,
  type SettledCallReport,
  type StepSettled,
} from "../../../src/shared/tool-service";
import type { TurnStopCode } from "../../../src/shared/turn-failure-codes";
import { recordPartnerConsent } from "../admin/partner-admin";
import { createGuestSession, signOut } from "../auth/sessions";
import { execute, executeStep } from "../chain/executor";
import { forecastStep } from "../chain/step-load";
import { recordStoppedCalls } from "../chain/stopped-calls";
import { decideAction, precheckApproval } from "../confirm/decide-action";
import { heldActions } from "../confirm/held-action";
import { refuseDecision } from "../confirm/refused-decision";
import { openDocument } from "../documents/open-document";
import { findPassage } from "../knowledge/find-passage";
import { contextOf } from "./call-context";
import { type DirectRunPorts, directRun } from "./direct-run";
import { offeredTools } from "./offered-tools";
import type { Resolution, SessionSource } from "./session-source";
import { anonymousAuth, asGuest, sessionlessDecision } from "./sessionless";

/** A direct run's ports (the executor's, the minter, entering a conversation) and the session's own. */
export interface CallerSessionPorts extends DirectRunPorts {
  readonly db: D1Database;
  /** The company an anonymous caller, and the guest it may become, belongs to. */
  readonly companyId: string;
  readonly guestTtlMs: number;
}

type Resolved = Extract<Resolution, { kind: "session" }>;

export class CallerSession extends RpcTarget implements SessionCapability {
  readonly #ports: CallerSessionPorts;
  readonly #source: SessionSource;
  #guest: Promise<Resolved> | null = null;
  #issued: IssuedSession | null = null;

  constructor(ports: CallerSessionPorts, source: SessionSource) {
    super();
    this.#ports = ports;
    this.#source = source;
  }

  async identity(options: { becomeGuest: boolean }): Promise<SessionAnswer<Identity | null>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "anonymous" && !options.becomeGuest) return this.#answer(null);
    // A session found by id that has since ended is nobody now (a socket held open on it is closed).
    if (resolution.kind === "session" && !resolution.live) return { ok: false, refusal: "session_expired" };
    return this.#asSession(async (session) => ({
      auth: session.auth,
      partner: session.partner,
      display: session.display,
    }));
  }

  async listTools(options: ListToolsOptions): Promise<SessionAnswer<OfferedTool[]>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const auth = resolution.kind === "session" ? resolution.auth : anonymousAuth(this.#ports.companyId);
    // An ended session is offered nothing, as the chain would run nothing for it.
    if (resolution.kind === "session" && !resolution.live) return this.#answer([]);
    const { executor } = this.#ports;
    const partner = effectiveGrant(resolution.kind === "session" ? resolution.partner : null, options.partner);
    return this.#answer(
      offeredTools({
        registry: executor.registry,
        policy: await executor.loadPolicy(auth.companyId),
        auth,
        channel: options.channel,
        invocationSource: invocationSourceOf(options.invocationSource, partner),
        explicitlySelectedTools: options.explicitlySelectedTools ?? [],
        partner,
        partnerRule: partner ? await executor.loadPartnerPolicy(auth.companyId, partner.clientId) : null,
        authProfileConfigured: executor.authProfileConfigured,
      }),
    );
  }

  async execute(call: ProposedCall, options: CallOptions): Promise<SessionAnswer<ToolOutcome>> {
    const parsed = v.parse(CallOptionsSchema, options);
    const { prefetched } = await this.#resolvedWithStep([call], parsed);
    return this.#asSession((session) => execute(call, contextOf(parsed, session), this.#ports.executor, prefetched));
  }

  async run(call: ProposedCall, options: RunOptions): Promise<SessionAnswer<DirectRun>> {
    const named = options.conversationId;
    // Checked before anything is counted: a malformed option is a caller's bug, and throws.
    const parsed = v.parse(CallOptionsSchema, { ...options, conversationId: named ?? "" });
    // A named conversation is entered as the session before anything is counted (a stranger's attempt
    // spends nothing), so only a run that names none reads its session with its step.
    const { resolution, prefetched } =
      named === undefined
        ? await this.#resolvedWithStep([call], parsed)
        : { resolution: await this.#source.resolve(), prefetched: null };
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    if (resolution.kind === "session" && !resolution.live) return { ok: false, refusal: "session_expired" };
    // Naming a conversation never makes a guest: an anonymous caller is a participant of none.
    if (resolution.kind === "anonymous" && named !== undefined) return this.#answer({ entered: false });
    return this.#asSession((session) => directRun(this.#ports, session, call, options, prefetched));
  }

  async executeStep(
    calls: readonly ProposedCall[],
    options: CallOptions,
    onSettled: StepSettled,
  ): Promise<SessionAnswer<SettledCallReport[]>> {
    const parsed = v.parse(CallOptionsSchema, options);
    // One load (policy, usage, credential) for the whole step, read with the session; each call decided
    // alone, reported with the rows of its write, the last write's in the answer. The step is a turn's,
    // and the turn's object holds its pending actions (see StepSettled).
    const { prefetched } = await this.#resolvedWithStep(calls, parsed);
    const answer: SettledCallReport[] = [];
    const caller = {
      onSettled: (settled: readonly SettledCallReport[], last: boolean) =>
        last ? void answer.push(...settled) : onSettled(settled),
      holdsPending: true,
      prefetched,
    };
    return this.#asSession(async (session) => {
      await executeStep(calls, contextOf(parsed, session), this.#ports.executor, caller);
      return answer;
    });
  }

  async decideAction(input: ActionDecision, options: CallOptions): Promise<SessionAnswer<ActionDecisionResult>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // Nobody without a session holds a pending action, and deciding one is no reason to make a guest.
    if (resolution.kind === "anonymous")
      return this.#answer(sessionlessDecision(this.#ports.executor.authProfileConfigured));
    const parsed = v.parse(CallOptionsSchema, options);
    return this.#answer(await decideAction(input, contextOf(parsed, resolution), this.#ports.executor));
  }

  /** The confirm node's decision: the object hands the action it holds; this never calls back into it. */
  async decideHeldAction(
    input: ActionDecision,
    held: HeldAction,
    options: CallOptions,
  ): Promise<SessionAnswer<HeldDecisionResult>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const actions = heldActions(held);
    // Nobody without a session decides a pending action: the claim goes back untouched.
    if (resolution.kind === "anonymous")
      return this.#answer({ ...sessionlessDecision(this.#ports.executor.authProfileConfigured), transition: null });
    const parsed = v.parse(CallOptionsSchema, options);
    const result = await decideAction(input, contextOf(parsed, resolution), this.#ports.executor, actions);
    return this.#answer({ ...result, transition: actions.transition });
  }

  /** A resume's approval judged before its turn moves on: the contract's refusal (503, 403), or null. */
  async precheckApproval(
    input: ActionDecision,
    held: HeldAction,
    options: CallOptions,
  ): Promise<SessionAnswer<ToolOutcome | null>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // Nobody without a session decides a pending action: the turn answers them as ever.
    if (resolution.kind === "anonymous") return this.#answer(null);
    const parsed = v.parse(CallOptionsSchema, options);
    const context = contextOf(parsed, resolution);
    return this.#answer(await precheckApproval(input, context, this.#ports.executor, heldActions(held)));
  }

  /** A decision refused before it is judged, with its audit row: the action `held` hands, else the conversation's store, is only read. */
  async refuseDecision(
    input: ActionDecision,
    held: HeldAction | null,
    options: CallOptions,
    why: RefusedDecision,
  ): Promise<SessionAnswer<ToolOutcome>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // A partner's token resolves to the grant's session, and a turn's resume always carries one (a
    // guest's included): nobody anonymous decides here.
    if (resolution.kind === "anonymous") throw new Error("a refused decision came with no session");
    const parsed = v.parse(CallOptionsSchema, options);
    const actions = held === null ? this.#ports.executor.pendingActions : heldActions(held);
    return this.#answer(await refuseDecision(input, contextOf(parsed, resolution), this.#ports.executor, actions, why));
  }

  /** One audit row for each call a turn stopped itself (its call limit, parallel limit or deadline). */
  async recordStoppedCalls(
    calls: readonly ProposedCall[],
    options: CallOptions,
    code: TurnStopCode,
  ): Promise<SessionAnswer<null>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind !== "session")
      return resolution.kind === "refused" ? { ok: false, refusal: resolution.refusal } : this.#answer(null);
    const parsed = v.parse(CallOptionsSchema, options);
    await recordStoppedCalls(calls, contextOf(parsed, resolution), code, this.#ports.executor);
    return this.#answer(null);
  }

  async signOut(): Promise<SessionAnswer<null>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    if (resolution.kind === "session") await signOut(this.#ports.db, resolution.auth.sessionId, new Date());
    return this.#answer(null);
  }

  async openDocument(
    documentId: string,
    options: CallOptions,
  ): Promise<SessionAnswer<Result<{ url: string }, FailureCode>>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // Opening a document is no reason to make a guest: an anonymous caller is told to sign in.
    const session = resolution.kind === "session" ? resolution : asGuest(anonymousAuth(this.#ports.companyId));
    const parsed = v.parse(CallOptionsSchema, options);
    const context = { ...contextOf(parsed, session), live: session.live };
    return this.#answer(await openDocument(documentId, context, this.#ports.executor));
  }

  async recordPartnerConsent(change: PartnerConsentChange): Promise<SessionAnswer<boolean>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    // Only a member grants or revokes a partner's access; the row names them by their hashed id.
    if (resolution.kind !== "session" || resolution.auth.role !== "member") return this.#answer(false);
    const personHash = await this.#ports.executor.hashPerson(resolution.auth.personId);
    if (personHash === null) return this.#answer(false);
    await recordPartnerConsent(this.#ports.db, { kind: "member", personHash }, change, new Date());
    return this.#answer(true);
  }

  async passage(document: string, section: string): Promise<SessionAnswer<Passage | null>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const companyId = resolution.kind === "session" ? resolution.auth.companyId : this.#ports.companyId;
    return this.#answer(await findPassage(this.#ports.db, companyId, document, section));
  }

  /** Runs `work` as the session, making a guest first for an anonymous caller. */
  async #asSession<T>(work: (session: Resolved) => Promise<T>): Promise<SessionAnswer<T>> {
    const resolution = await this.#source.resolve();
    if (resolution.kind === "refused") return { ok: false, refusal: resolution.refusal };
    const session = resolution.kind === "session" ? resolution : await this.#becomeGuest();
    return this.#answer(await work(session));
  }

  #answer<T>(value: T): SessionAnswer<T> {
    return { ok: true, value, issued: this.#issued };
  }

  /** The session, read with the step's load when it is the capability's first question (SessionSource). */
  #resolvedWithStep(calls: readonly ProposedCall[], options: { partner: PartnerGrant | null }) {
    return this.#source.withStep({
      forecast: forecastStep(calls, this.#ports.executor, "propose"),
      // Expected of the session: the partner the options name (a session bound to another grant gives
      // the counts back and reads its own load: chain/step-load.ts).
      partnerClientId: options.partner?.clientId ?? null,
    });
  }

  /** One guest per capability, however many calls ask at once. */
  #becomeGuest(): Promise<Resolved> {
    this.#guest ??= (async () => {
      const { db, companyId, guestTtlMs } = this.#ports;
      const issued = await createGuestSession(db, { companyId, now: new Date(), ttlMs: guestTtlMs });
      this.#issued = issued;
      return asGuest({ ...anonymousAuth(companyId), sessionId: issued.sessionId as SessionId });
    })();
    return this.#guest;
  }
}
