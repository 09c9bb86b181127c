/**
 * The Conversation object's contract with the chat Worker: the caller the Worker authenticated (it
 * goes with every call, and in a header with a forwarded WebSocket upgrade) and the refusals the
 * object answers with. Both sides import it from here, so neither reaches into the other.
 */
import * as v from "valibot";
import type { ApprovalRefusal } from "./approval-refusal";
import { type AuthContext, AuthContextSchema, CHANNELS } from "./auth-context";
import type { ToolOutcome } from "./outcome";
import { PartnerGrantSchema } from "./partner-scopes";
import type { ClaimResult, PendingActionRecord, StoredPendingAction } from "./pending-action";
import { FIRST_NAME_MAX_CHARS } from "./signed-in";

/** The header that carries the authenticated caller from the chat Worker to the object. */
export const CALLER_HEADER = "x-toolgate-caller";
/** On a socket's upgrade: when the partner access token it was opened with expires (ms since the epoch). */
export const SOCKET_UNTIL_HEADER = "x-toolgate-socket-until";

export const CallerSchema = v.object({
  conversationId: v.string(),
  auth: AuthContextSchema,
  channel: v.picklist(CHANNELS),
  /**
   * A partner acting for the member with an OAuth token: its client and the scopes the member
   * granted; null for a person's own session. Required, so no caller can be built without saying.
   */
  partner: v.nullable(PartnerGrantSchema),
  /**
   * The member's first name as they signed in (a group names them by it); null or absent for anyone
   * else. Never a mobile number: the tools Worker keeps only a name that reads as one.
   */
  firstName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(FIRST_NAME_MAX_CHARS)))),
});
export type Caller = Readonly<v.InferOutput<typeof CallerSchema>>;

export type Refusal =
  | { readonly ok: false; readonly status: 404; readonly code: "not_found" }
  | { readonly ok: false; readonly status: 409; readonly code: "not_resumable" }
  | { readonly ok: false; readonly status: 403; readonly code: "forbidden" }
  | { readonly ok: false; readonly status: 409; readonly code: "not_running" }
  | { readonly ok: false; readonly status: 503; readonly code: "kill_switch" }
  | { readonly ok: false; readonly status: 403; readonly code: "tool_disabled" };

/** The refusal for anyone who is not in the conversation: the same as for one that does not exist. */
export const NOT_FOUND: Refusal = { ok: false, status: 404, code: "not_found" };
export const NOT_RESUMABLE: Refusal = { ok: false, status: 409, code: "not_resumable" };
/** What a partner hears when it tries to decide a pending action, invite, or join: only the member may. */
export const FORBIDDEN: Refusal = { ok: false, status: 403, code: "forbidden" };
/** A stop with no running turn of the caller's to stop (it ended, paused, or is someone else's). */
export const NOT_RUNNING: Refusal = { ok: false, status: 409, code: "not_running" };

/**
 * A resume whose approval the kill switch or a switched-off tool refused (src/shared/approval-refusal.ts):
 * nothing ran, the action stays pending and the turn paused on its confirmation, to approve again later.
 */
export function approvalRefused(code: ApprovalRefusal): Refusal {
  switch (code) {
    case "kill_switch":
      return { ok: false, status: 503, code };
    case "tool_disabled":
      return { ok: false, status: 403, code };
  }
}

/**
 * Who a caller is when deciding what it may see and which turns are its own. A person sees what
 * their sessions caused; a partner sees only what its own grant's session caused (and what is
 * public), never the member's other activity, so its viewer has no person.
 */
export function viewerOf(caller: Pick<Caller, "auth" | "partner">): Pick<AuthContext, "sessionId" | "personId"> {
  return caller.partner === null
    ? { sessionId: caller.auth.sessionId, personId: caller.auth.personId }
    : { sessionId: caller.auth.sessionId, personId: null };
}

/** The answer to entering a conversation (a direct run's): in, or refused as for no such conversation. */
export type EntryAnswer = { readonly ok: true } | Refusal;

/** A partner's grant ended: its session, its client, and the outcome its withdrawn proposals record. */
export interface GrantEnding {
  readonly sessionId: string;
  readonly clientId: string;
  readonly withdrawal: ToolOutcome;
  readonly now: string;
}

/**
 * The Conversation object's RPC surface that the tools Worker reaches: a direct run's entry, a
 * grant's end, and the pending-action store for a decision made outside a turn (POST
 * /v1/actions/:id; a turn's own decision hands the action in instead). The object implements it.
 */
export interface ConversationServiceApi {
  enter(input: Caller & { create: boolean }): Promise<EntryAnswer>;
  /** Closes the grant's sockets and withdraws its pending proposals; answers the withdrawn ones. */
  endGrant(input: GrantEnding): Promise<PendingActionRecord[]>;
  createPendingAction(record: PendingActionRecord): Promise<void>;
  getPendingAction(id: string): Promise<StoredPendingAction | null>;
  claimPendingAction(id: string, now: string): Promise<ClaimResult>;
  rejectPendingAction(id: string, outcome: ToolOutcome, now: string): Promise<ClaimResult>;
  completePendingAction(id: string, outcome: ToolOutcome, now: string): Promise<void>;
  settledPendingAction(id: string, timeoutMs: number): Promise<StoredPendingAction | null>;
}
