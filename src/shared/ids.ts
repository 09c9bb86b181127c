/**
 * Ids that cross a Worker or Durable Object boundary, branded so one cannot be passed for another.
 * An id is a handle, never a credential: holding one proves nothing.
 */
import * as v from "valibot";

export const ConversationIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/), v.brand("ConversationId"));
export type ConversationId = v.InferOutput<typeof ConversationIdSchema>;

export const ToolCallIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:.-]{1,128}$/), v.brand("ToolCallId"));
export type ToolCallId = v.InferOutput<typeof ToolCallIdSchema>;

export const PendingActionIdSchema = v.pipe(
  v.string(),
  v.regex(/^pa_[A-Za-z0-9_-]{8,64}$/),
  v.brand("PendingActionId"),
);
export type PendingActionId = v.InferOutput<typeof PendingActionIdSchema>;

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

export const asConversationId = (value: string): ConversationId => v.parse(ConversationIdSchema, value);
export const asToolCallId = (value: string): ToolCallId => v.parse(ToolCallIdSchema, value);
export const asPendingActionId = (value: string): PendingActionId => v.parse(PendingActionIdSchema, value);
