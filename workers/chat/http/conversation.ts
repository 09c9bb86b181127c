/**
 * The Conversation Durable Object as the chat Worker reaches it: by name, the conversation id, as
 * the tools Worker does, so both reach the same object. The caller the Worker authenticated goes
 * with every call; a refusal maps to the one wire error shape.
 */
import type { Context } from "hono";
import type { Caller, Refusal } from "../../../durable-objects/conversation/engine";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";

export function conversation(env: Pick<Env, "CONVERSATIONS">, conversationId: string) {
  return env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
}

export function callerOf(c: Context<AppEnv>, conversationId: string): Caller {
  return { conversationId, auth: c.get("auth"), channel: c.get("channel") };
}

export function refused(c: Context<AppEnv>, refusal: Refusal): Response {
  switch (refusal.code) {
    case "not_found":
      return jsonError(c, 404, "not_found", "No such conversation.");
    case "not_resumable":
      return jsonError(c, 409, "conflict", "Nothing of yours is waiting to be resumed here.");
  }
}
