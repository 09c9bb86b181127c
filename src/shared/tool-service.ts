/**
 * The tool-call service's RPC contract, as its callers (the chat Worker, the Conversation object)
 * see it. The service hands out a session as a capability: `session(token)` verifies the token once
 * and answers an object whose every method runs as that session, so no caller ever sends an
 * AuthContext for the service to re-read and compare. A caller pipelines the two steps
 * (`env.TOOLS.session(token).execute(call, options)`): one round trip.
 */
import type { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import type { Actor, PartnerConsentChange } from "./admin-api";
import type { AuthContext, Channel, InvocationSource } from "./auth-context";
import { CHANNELS, INVOCATION_SOURCES } from "./auth-context";
import type { FailureCode } from "./failure-codes";
import type { ToolOutcome } from "./outcome";
import { type PartnerGrant, PartnerGrantSchema } from "./partner-scopes";
import type { HeldAction, HeldTransition, PendingActionRecord, RefusedDecision } from "./pending-action";
import type { AuthReadiness } from "./readiness";
import type { Result } from "./result";
import type { OtpFailure } from "./sign-in";
import type { SessionDisplay } from "./signed-in";
import type { TurnStopCode } from "./turn-failure-codes";

export const SESSION_REFUSALS = [
  /** The token was ours once: its session expired or was signed out (revoked). Sign in again. */
  "session_expired",
  /** Malformed, unknown, or not a token we issue. */
  "invalid_session",
] as const;
export type SessionRefusal = (typeof SESSION_REFUSALS)[number];

/** What the client receives when a session is issued or its token rotated; the only time the token exists in clear. */
export interface IssuedSession {
  readonly sessionId: string;
  readonly sessionToken: string;
  /** ISO 8601, UTC. */
  readonly expiresAt: string;
}

/** A member's sign-in: the session, and the name PlanCover gave (for a consent screen to name the account). */
export interface SignedInSession extends IssuedSession {
  readonly memberName: string | null;
  /** The member's first name, for the app to say who is signed in; null when PlanCover gave none. */
  readonly firstName: string | null;
  /** `••••0001`: the signed-in number's last four digits, never more. */
  readonly maskedMobile: string | null;
}

/**
 * Every answer of a session capability. `issued` is set on the answer that created a guest session
 * (an anonymous caller's first call that needs a conversation), so the edge can hand its token out.
 */
export type SessionAnswer<T> =
  | { readonly ok: true; readonly value: T; readonly issued: IssuedSession | null }
  | { readonly ok: false; readonly refusal: SessionRefusal };

export interface ProposedCall {
  readonly toolCallId: string;
  readonly name: string;
  readonly args: unknown;
}

/** Everything a call needs besides who makes it (the capability knows that). */
export const CallOptionsSchema = v.object({
  channel: v.picklist(CHANNELS),
  invocationSource: v.picklist(INVOCATION_SOURCES),
  conversationId: v.string(),
  /** Tools the person selected for this request or conversation (validated server-side). */
  explicitlySelectedTools: v.optional(v.array(v.string()), []),
  /** A partner acting for the member with an OAuth token: its client and granted scopes; null otherwise. */
  partner: v.optional(v.nullable(PartnerGrantSchema), null),
});
export type CallOptions = v.InferInput<typeof CallOptionsSchema>;

/** A direct run's options: the conversation it names, or none (the service starts one for the caller). */
export type RunOptions = Omit<CallOptions, "conversationId"> & { readonly conversationId?: string };

/** A direct run's answer: refused entry (not a participant, or nobody) is `entered: false`, as for no such conversation. */
export type DirectRun =
  | { readonly entered: false }
  | { readonly entered: true; readonly conversationId: string; readonly outcome: ToolOutcome };

export interface ListToolsOptions {
  readonly channel: Channel;
  readonly invocationSource: InvocationSource;
  readonly explicitlySelectedTools?: readonly string[];
  /** A partner acting for the member: only the tools its granted scopes cover are offered. */
  readonly partner?: PartnerGrant | null;
}

/** A tool's arguments as JSON Schema (generated from its valibot schema). */
export type JsonSchema = ReturnType<typeof toJsonSchema>;

export interface OfferedTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments, keys sorted at every depth. */
  inputSchema: JsonSchema;
  risk: "read" | "write";
  needsConfirmation: boolean;
  readiness: AuthReadiness;
}

export const ActionDecisionSchema = v.object({
  conversationId: v.string(),
  pendingActionId: v.string(),
  decision: v.picklist(["approve", "reject"]),
  /** Optional: the arguments the person saw; if given, they must be the ones the action holds. */
  args: v.optional(v.record(v.string(), v.unknown())),
});
export type ActionDecision = v.InferInput<typeof ActionDecisionSchema>;
export type ParsedActionDecision = v.InferOutput<typeof ActionDecisionSchema>;

export interface ActionDecisionResult {
  outcome: ToolOutcome;
  /** With already_resolved: the outcome recorded when the action was decided. */
  previous: ToolOutcome | null;
}

/** A decision on an action its store holds: the answer, and the state the store writes for the claim it holds. */
export interface HeldDecisionResult extends ActionDecisionResult {
  transition: HeldTransition;
}

/** Who the caller is, for an edge that must hand the identity on (to a Conversation object). */
export interface Identity {
  readonly auth: AuthContext;
  /** The partner grant the session is bound to (a grant's session); null for a person's own. */
  readonly partner: PartnerGrant | null;
  /** Who signed in on it, as an app shows it (a first name, the number's last four digits). */
  readonly display: SessionDisplay;
}

/** A session as a capability: each method runs as the session it was made for. */
/** One call of a step as reported: its place in the step, its outcome and, for a write that became pending, the action's record. */
export interface SettledCallReport {
  readonly index: number;
  readonly outcome: ToolOutcome;
  readonly held: PendingActionRecord | null;
}

/** How a turn's step reports its calls: the calls whose audit rows one write just recorded, together. */
export type StepSettled = (settled: readonly SettledCallReport[]) => unknown;

export interface SessionCapability {
  /**
   * Who this is, now. An anonymous caller is null, or with `becomeGuest` gets a guest session first (a
   * conversation it creates or joins needs an owner); a session (found by id) that has ended is a refusal.
   */
  identity(options: { becomeGuest: boolean }): Promise<SessionAnswer<Identity | null>>;
  /** The tools offered to this caller now; an anonymous caller is offered a guest's, and no session is made. */
  listTools(options: ListToolsOptions): Promise<SessionAnswer<OfferedTool[]>>;
  /** One call through the whole chain; an anonymous caller gets a guest session first. */
  execute(call: ProposedCall, options: CallOptions): Promise<SessionAnswer<ToolOutcome>>;
  /**
   * A person's direct run in one round trip: enters the named conversation as this session (or starts
   * one, making an anonymous caller a guest), then runs the call as `execute` does. A session that has
   * ended is a refusal; a caller who is not the conversation's participant is answered before the chain runs.
   */
  run(call: ProposedCall, options: RunOptions): Promise<SessionAnswer<DirectRun>>;
  /**
   * A turn's step (prefetch, a gather round), sent by the Conversation object that runs the turn: one
   * load for all, every check and audit row for each. `onSettled` (a function passed over RPC, the
   * step's own reply channel) hears the calls whose rows each write recorded, as soon as it is
   * written, so a fast read is reported before a much slower one. The calls of the step's last write
   * come back as the answer instead (it follows at once: a report of its own would be one more round
   * trip into the object, and one more write there), so each call is heard exactly once, in a report
   * or in the answer. The object holds its pending actions: a write that becomes pending comes back
   * with its record (`held`), which the object stores beside the call's outcome in one write, so the
   * service never calls back into the object to store it while the object waits on the step.
   */
  executeStep(
    calls: readonly ProposedCall[],
    options: CallOptions,
    onSettled: StepSettled,
  ): Promise<SessionAnswer<SettledCallReport[]>>;
  decideAction(input: ActionDecision, options: CallOptions): Promise<SessionAnswer<ActionDecisionResult>>;
  /**
   * The same decision on an action the Conversation object reads and claims itself (the confirm node):
   * every check as `decideAction`, and no call back into the object while it waits.
   */
  decideHeldAction(
    input: ActionDecision,
    held: HeldAction,
    options: CallOptions,
  ): Promise<SessionAnswer<HeldDecisionResult>>;
  /**
   * A resume's approval of an action the Conversation object holds, judged before the turn moves on by
   * the same checks as `decideAction`: the refused outcome (with its audit row) when the kill switch or
   * a switched-off tool refuses it, the action staying pending; null otherwise (nothing written).
   */
  precheckApproval(
    input: ActionDecision,
    held: HeldAction,
    options: CallOptions,
  ): Promise<SessionAnswer<ToolOutcome | null>>;
  /**
   * A decision refused before it is judged (`why`: RefusedDecision): its one audit row, naming the
   * action `held` holds, else the one the conversation's store holds, and nothing claimed or changed.
   * The refused outcome is the answer.
   */
  refuseDecision(
    input: ActionDecision,
    held: HeldAction | null,
    options: CallOptions,
    why: RefusedDecision,
  ): Promise<SessionAnswer<ToolOutcome>>;
  /** One audit row for each call a turn stopped itself before sending it (its call limit, parallel limit, deadline). */
  recordStoppedCalls(
    calls: readonly ProposedCall[],
    options: CallOptions,
    code: TurnStopCode,
  ): Promise<SessionAnswer<null>>;
  /** Ends the session and forgets its credential; nothing to do for an anonymous caller. */
  signOut(): Promise<SessionAnswer<null>>;
  /**
   * A fresh signed link to one of the caller's own documents, asked of PlanCover inside the call
   * with the caller's credential (never stored, never shown to a model); one audit row either way.
   */
  openDocument(documentId: string, options: CallOptions): Promise<SessionAnswer<Result<{ url: string }, FailureCode>>>;
  /** The policy wording a citation points to, from the caller's company's corpus (public text). */
  passage(document: string, section: string): Promise<SessionAnswer<Passage | null>>;
  /**
   * The member's grant or revocation of a partner's access, as an admin audit row named by this
   * session's member (hashed); answers false, writing nothing, for anyone but a signed-in member.
   */
  recordPartnerConsent(change: PartnerConsentChange): Promise<SessionAnswer<boolean>>;
}

/** One section of a company's policy corpus, with the product its document is for and the document's title. */
export interface Passage {
  readonly document: string;
  readonly product: string;
  readonly title: string;
  readonly section: string;
  readonly text: string;
}

export const STAFF_ROLES = ["agent", "admin"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who starts a conversation (and so may open it later): a session, its person, the grant it acts under. */
export interface ConversationCreator {
  readonly auth: Pick<AuthContext, "sessionId" | "personId">;
  readonly partner: Pick<PartnerGrant, "clientId"> | null;
}

/** The service's entrypoint. `sessionById` is for the Conversation object, which holds verified ids only. */
export interface ToolServiceApi {
  /** The session a token stands for; `null` (no credential at all) is an anonymous caller. */
  session(token: string | null): SessionCapability;
  /**
   * A session the chat Worker verified earlier in this conversation, by id (the Conversation object
   * never sees a token). Each call reads the session's current state: an ended session runs nothing.
   */
  sessionById(sessionId: string): SessionCapability;
  /** `clientAddress`: the request's CF-Connecting-IP, for the per-address sign-in throttle. */
  startOtp(input: {
    mobile: string;
    clientAddress: string | null;
  }): Promise<Result<{ challengeId: string }, OtpFailure>>;
  verifyOtp(input: {
    challengeId: string;
    otp: string;
    guestSessionToken: string | null;
    clientAddress: string | null;
  }): Promise<Result<SignedInSession, OtpFailure>>;
  /** Issues a staff session and writes its admin audit row (who issued it; never the token). */
  createStaffSession(actor: Actor, role: StaffRole, companyId?: string): Promise<IssuedSession>;
  /**
   * Binds the member's sign-in session behind `sessionToken` to a partner grant at consent: from then
   * on every call on it runs as that partner. False when there is no such live member session, or it
   * already stands for a grant.
   */
  bindGrant(sessionToken: string, grant: PartnerGrant): Promise<boolean>;
  /**
   * Whether the service minted this conversation id for the caller, as its creator: a direct run that
   * names no conversation gets a new id without its object being made, and the object asks this when
   * a route names an id it does not hold (on a yes it makes the conversation with the caller in it).
   */
  mintedFor(conversationId: string, caller: ConversationCreator): Promise<boolean>;
  /** Records that a grant's session started this conversation (nothing for a session bound to no grant). */
  noteGrantConversation(sessionId: string, conversationId: string): Promise<void>;
  /**
   * Ends a client's grants, for one member (`personId`) or for every member (null): their sessions,
   * their open sockets (closed at once) and their pending proposals (withdrawn, each with its audit row).
   */
  endGrants(grants: {
    clientId: string;
    personId: string | null;
    grantUserId?: string;
  }): Promise<{ sessions: number; withdrawn: number }>;
}
