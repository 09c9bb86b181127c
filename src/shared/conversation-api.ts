/**
 * The Conversation object's contract with the chat Worker: the caller the Worker authenticated (it
 * goes with every call, and in a header with a forwarded WebSocket upgrade) and the refusals the
 * object answers with. Both sides import it from here, so neither reaches into the other.
 */
import * as v from "valibot";
import { AuthContextSchema, CHANNELS } from "./auth-context";
import { PartnerGrantSchema } from "./partner-scopes";

/** The header that carries the authenticated caller from the chat Worker to the object. */
export const CALLER_HEADER = "x-toolgate-caller";

export const CallerSchema = v.object({
  conversationId: v.string(),
  auth: AuthContextSchema,
  channel: v.picklist(CHANNELS),
  /** A partner acting for the member with an OAuth token (its client and scopes); null or absent otherwise. */
  partner: v.optional(v.nullable(PartnerGrantSchema)),
});
export type Caller = Readonly<v.InferOutput<typeof CallerSchema>>;

export type Refusal = { readonly ok: false; readonly status: 404 | 409; readonly code: "not_found" | "not_resumable" };

/** The refusal for anyone who is not in the conversation: the same as for one that does not exist. */
export const NOT_FOUND: Refusal = { ok: false, status: 404, code: "not_found" };
export const NOT_RESUMABLE: Refusal = { ok: false, status: 409, code: "not_resumable" };
