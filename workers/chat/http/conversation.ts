/**
 * The Conversation Durable Object as the chat Worker reaches it: by name, the conversation id, as
 * the tools Worker does, so both reach the same object. The caller the Worker authenticated goes
 * with every call; a refusal maps to the one wire error shape. A conversation id is a handle,
 * never a credential: a route that names one enters it first, and only the server mints new ones.
 */
import type { Context } from "hono";
import { approvalRefusalMessage } from "../../../src/shared/approval-refusal";
import { type Caller, NOT_FOUND, type Refusal } from "../../../src/shared/conversation-api";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";
import { sessionRefused } from "./session";

export function conversation(env: Pick<Env, "CONVERSATIONS">, conversationId: string) {
  return env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
}

/** The caller as the object hears it: who, on which channel, and the partner grant it acts under (or null). */
export function callerOf(c: Context<AppEnv>, conversationId: string): Caller {
  return {
    conversationId,
    auth: c.get("auth"),
    channel: c.get("channel"),
    partner: c.get("partner") ?? null,
    firstName: c.get("firstName") ?? null,
  };
}

export function refused(c: Context<AppEnv>, refusal: Refusal): Response {
  switch (refusal.code) {
    case "not_found":
      return jsonError(c, 404, "not_found", "No such conversation.");
    case "not_resumable":
      return jsonError(c, 409, "conflict", "Nothing of yours is waiting to be resumed here.");
    case "forbidden":
      return jsonError(c, 403, "forbidden", "A partner cannot do that: only the member can.");
    case "not_running":
      return jsonError(c, 409, "not_running", "No turn of yours is running here.");
    case "kill_switch":
    case "tool_disabled":
      return jsonError(c, refusal.status, refusal.code, approvalRefusalMessage(refusal.code));
  }
}

/** A conversation the caller may not enter, answered as one that does not exist. */
export function notAParticipant(c: Context<AppEnv>): Response {
  return refused(c, NOT_FOUND);
}

/** A route's entry into a conversation: its id, or the response that refuses the caller. */
export type Entry =
  | { readonly ok: true; readonly conversationId: string }
  | { readonly ok: false; readonly response: Response };

/**
 * The conversation an action decision or an MCP request names, if the caller is its participant
 * (naming a conversation never makes a guest, nor a conversation: a new one is only ever minted by
 * the tool-call service, for a direct run). Refused, nothing may be read or written under that id.
 */
export async function enterConversation(c: Context<AppEnv>, conversationId: string): Promise<Entry> {
  const who = await c.var.session.identity({ becomeGuest: false });
  if (!who.ok) return { ok: false, response: sessionRefused(c, who.refusal) };
  // Nobody signed in: a participant of no conversation.
  if (who.value === null) return { ok: false, response: refused(c, NOT_FOUND) };
  const entered = await conversation(c.env, conversationId).enter({
    conversationId,
    auth: who.value.auth,
    channel: c.var.channel,
    partner: c.var.partner ?? null,
    create: false,
  });
  return entered.ok ? { ok: true, conversationId } : { ok: false, response: refused(c, entered) };
}
