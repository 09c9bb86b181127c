/**
 * The chat event contract: one valibot schema for every event a conversation emits, the same over
 * SSE, WebSocket and the replay route. Every event is `{ seq, conversationId, turnId, type, at,
 * ...payload }`; `seq` orders a conversation's log and is what a reconnecting client sends back.
 * No event carries a token, an OTP, a mobile number or a tool's raw result: a tool event says how
 * the call went (status, failure code, retryable, duration), and the answer is composed text.
 */
import * as v from "valibot";
import { DataClassSchema } from "./data-class";
import { FAILURE_CODES } from "./failure-codes";
import { AuthReadinessSchema } from "./readiness";
import { TURN_END_CODES } from "./turn-failure-codes";

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(160));
const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** The longest answer text an event carries, in characters. */
export const EVENT_TEXT_MAX_CHARS = 8_000;

const base = {
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  conversationId: Id,
  turnId: Id,
  at: v.pipe(v.string(), v.isoTimestamp()),
};

export const TurnStartedSchema = v.strictObject({
  ...base,
  type: v.literal("turn.started"),
  /** The participant who sent the message: an opaque handle (`pt_…`), never a person's id. */
  by: Id,
});

/**
 * The member's own words, logged right after `turn.started` so a reload, a second tab and a late
 * joiner see each question beside its answer. Redacted by the one sanitizer before it is stored (a
 * mobile number or an OTP typed into a question is masked). Only its author sees it at first
 * (`shared: false`); when the answer turns out general (built from public data only), the same
 * event (same seq) becomes every participant's (`shared: true`), and the others' sockets receive it
 * just before that `message.completed`. A private turn shows them `turn.started` alone.
 */
export const QuestionAskedSchema = v.strictObject({
  ...base,
  type: v.literal("question.asked"),
  /** The participant who asked (`pt_…`), as on `turn.started`. */
  by: Id,
  text: Text(EVENT_TEXT_MAX_CHARS),
  shared: v.boolean(),
});

export const AuthRequiredSchema = v.strictObject({
  ...base,
  type: v.literal("auth.required"),
  /** Resume this interrupt (`POST /chat/resume`) after signing in over `/auth/*`. */
  interruptId: Id,
  reason: v.literal("sign_in_required"),
});

export const ToolStartedSchema = v.strictObject({
  ...base,
  type: v.literal("tool.started"),
  toolCallId: Id,
  toolName: Id,
});

/**
 * Why a call failed, for diagnostics: the failure code, the upstream's HTTP status when it was
 * called (null for a preflight failure), and the auth readiness (booleans and header names only).
 */
export const ToolTraceSchema = v.strictObject({
  failureCode: v.picklist(FAILURE_CODES),
  httpStatus: v.nullable(v.pipe(v.number(), v.integer())),
  readiness: AuthReadinessSchema,
});
export type ToolTrace = v.InferOutput<typeof ToolTraceSchema>;

export const ToolCompletedSchema = v.strictObject({
  ...base,
  type: v.literal("tool.completed"),
  toolCallId: Id,
  toolName: Id,
  status: v.picklist(["ok", "failed"]),
  code: v.nullable(v.picklist(FAILURE_CODES)),
  retryable: v.boolean(),
  durationMs: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Present on every failed call (and only then). */
  trace: v.optional(ToolTraceSchema),
});

export const ConfirmationRequiredSchema = v.strictObject({
  ...base,
  type: v.literal("confirmation.required"),
  /** Resume this interrupt with `decision: "approve" | "reject"`. */
  interruptId: Id,
  pendingActionId: Id,
  toolCallId: Id,
  /** The plain sentence the person approves. */
  summary: Text(500),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Set when a decision was refused and the action is still waiting (another session, say). */
  refusal: v.optional(v.strictObject({ code: v.picklist(FAILURE_CODES), message: Text(300) })),
});

export const MessageDeltaSchema = v.strictObject({
  ...base,
  type: v.literal("message.delta"),
  text: Text(EVENT_TEXT_MAX_CHARS),
});

/** A numbered source: the document (the passage view's key), its title (what the member reads) and the section. */
export const CitationSchema = v.strictObject({ document: Text(200), title: Text(200), section: Text(200) });
export type Citation = v.InferOutput<typeof CitationSchema>;

export const MessageCompletedSchema = v.strictObject({
  ...base,
  type: v.literal("message.completed"),
  /** Plain text: no markup, whatever the upstream data held. */
  text: Text(EVENT_TEXT_MAX_CHARS),
  citations: v.array(CitationSchema),
  /**
   * Who worked with the turn's data: `model` (the configured model, cleared for all of it) or
   * `deterministic` (code in the conversation: the default model, or a model held back because the
   * turn read more than it is cleared for).
   */
  composer: v.picklist(["deterministic", "model"]),
});

export const TurnCompletedSchema = v.strictObject({
  ...base,
  type: v.literal("turn.completed"),
  /**
   * The turn's classification: the highest class of data it read (`public` when it read none). Only
   * the sender's own view carries it: in a group, the others learn that the turn ended, not what
   * class of the sender's data it read.
   */
  dataClass: v.optional(DataClassSchema),
});

export const TurnFailedSchema = v.strictObject({
  ...base,
  type: v.literal("turn.failed"),
  code: v.picklist(TURN_END_CODES),
  message: Text(300),
});

export const ChatEventSchema = v.variant("type", [
  TurnStartedSchema,
  QuestionAskedSchema,
  AuthRequiredSchema,
  ToolStartedSchema,
  ToolCompletedSchema,
  ConfirmationRequiredSchema,
  MessageDeltaSchema,
  MessageCompletedSchema,
  TurnCompletedSchema,
  TurnFailedSchema,
]);
export type ChatEvent = v.InferOutput<typeof ChatEventSchema>;
export type ChatEventType = ChatEvent["type"];

/** Distributes over the union, so each member keeps its own payload. */
type WithoutEnvelope<T> = T extends unknown ? Omit<T, "seq" | "conversationId" | "turnId" | "at"> : never;
/** What a node emits: the payload and type; the log adds seq, conversationId, turnId and at. */
export type ChatEventDraft = WithoutEnvelope<ChatEvent>;

export const CHAT_EVENT_TYPES = ChatEventSchema.options.map((option) => option.entries.type.literal);

/** Events after which a turn's stream ends: it completed, failed, or paused on an interrupt. */
export function endsStream(type: ChatEventType): boolean {
  switch (type) {
    case "turn.completed":
    case "turn.failed":
    case "auth.required":
    case "confirmation.required":
      return true;
    case "turn.started":
    case "question.asked":
    case "tool.started":
    case "tool.completed":
    case "message.delta":
    case "message.completed":
      return false;
  }
}
