/**
 * Ids that cross a Worker or Durable Object boundary, branded so one cannot be passed for another.
 * An id is a handle, never a credential: holding one proves nothing.
 */
import * as v from "valibot";

/** The one pattern of a conversation id: the routes, the MCP header and the chat protocol check it. */
export const ConversationIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,64}$/, "a conversation id is 8-64 letters, digits, - or _"),
  v.brand("ConversationId"),
);
export type ConversationId = v.InferOutput<typeof ConversationIdSchema>;

/** The one pattern of a tool name (snake_case): the admin and tool routes and the chat protocol check it. */
export const ToolNameSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,63}$/, "a tool name is snake_case"));

export const SessionIdSchema = v.pipe(v.string(), v.minLength(8), v.brand("SessionId"));
export type SessionId = v.InferOutput<typeof SessionIdSchema>;

export const CredentialRefSchema = v.pipe(v.string(), v.minLength(8), v.brand("CredentialRef"));
export type CredentialRef = v.InferOutput<typeof CredentialRefSchema>;

/** A PlanCover policy handle, as `list_my_policies` returns it: `PRT-40122`. */
export const PortalRefSchema = v.pipe(v.string(), v.regex(/^PRT-[A-Z0-9]{4,12}$/, "a portal_ref looks like PRT-40122"));
export type PortalRef = v.InferOutput<typeof PortalRefSchema>;

export function newId(prefix = ""): string {
  return `${prefix}${crypto.randomUUID().replaceAll("-", "")}`;
}
