/**
 * What chat clients send: the `POST /chat` and `POST /chat/resume` bodies and the WebSocket's
 * client frames. A message has one payload shape whichever way it comes (HTTP or socket, one
 * person or a group), so preferences and explicit tool selections never get lost on one path.
 */
import * as v from "valibot";
import { ConversationIdSchema, ToolNameSchema } from "./ids";

/** The longest message a person may send, in characters. */
export const MESSAGE_MAX_CHARS = 2_000;
/** What a person is told when a message is over the limit (the edge answers it as `message_too_long`). */
export const MESSAGE_TOO_LONG = `Messages can be at most ${MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters.`;
/** The most tools a person may select explicitly for one message. */
export const EXPLICIT_TOOLS_MAX = 20;

export const ChatPreferencesSchema = v.strictObject({
  /** BCP 47 language tag for the answer, for example en-IN. */
  locale: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/, "a language tag"))),
  /** IANA time zone for dates in the answer, for example Asia/Kolkata. */
  timezone: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, "an IANA time zone"))),
});
export type ChatPreferences = v.InferOutput<typeof ChatPreferencesSchema>;

export const MessagePayloadSchema = v.strictObject({
  message: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, "say something"),
    v.maxLength(MESSAGE_MAX_CHARS, MESSAGE_TOO_LONG),
  ),
  /** Tools the person chose for this message (validated by the tool-call service against policy). */
  explicitlySelectedTools: v.optional(v.pipe(v.array(ToolNameSchema), v.maxLength(EXPLICIT_TOOLS_MAX)), []),
  preferences: v.optional(ChatPreferencesSchema, {}),
});
export type MessagePayload = v.InferOutput<typeof MessagePayloadSchema>;

/** `GET /v1/limits`: what a client enforces before sending (a composer's character counter). */
export const CHAT_LIMITS = {
  messageMaxChars: MESSAGE_MAX_CHARS,
  explicitlySelectedToolsMax: EXPLICIT_TOOLS_MAX,
} as const;

export const DECISIONS = ["approve", "reject"] as const;
export type Decision = (typeof DECISIONS)[number];

const InterruptId = v.pipe(v.string(), v.regex(/^int_[A-Za-z0-9_-]{8,80}$/, "an interruptId looks like int_…"));

const ResumeEntries = {
  /** The interrupt to carry on; without it, the caller's own unfinished turn in this conversation. */
  interruptId: v.optional(InterruptId),
  decision: v.optional(v.picklist(DECISIONS)),
};

/**
 * A decision answers one confirmation the person was shown, so it must name that interrupt: a bare
 * `approve` would otherwise approve whatever write happens to be waiting latest.
 */
const DECISION_NEEDS_INTERRUPT = "a decision must name the interrupt it answers (interruptId)";
const namesItsInterrupt = (payload: { interruptId?: string; decision?: Decision }) =>
  payload.decision === undefined || payload.interruptId !== undefined;

export const ResumePayloadSchema = v.pipe(
  v.strictObject(ResumeEntries),
  v.check((payload) => namesItsInterrupt(payload), DECISION_NEEDS_INTERRUPT),
);
export type ResumePayload = v.InferOutput<typeof ResumePayloadSchema>;

const TurnId = v.pipe(v.string(), v.regex(/^turn_[A-Za-z0-9_-]{8,80}$/, "a turnId looks like turn_…"));

const StopEntries = {
  /** The turn to stop (`x-turn-id`, an event's `turnId`); without it, the caller's latest running turn here. */
  turnId: v.optional(TurnId),
};

/** `POST /chat/:conversationId/stop` (the body may be empty). */
export const StopBodySchema = v.strictObject(StopEntries);
export type StopPayload = v.InferOutput<typeof StopBodySchema>;

export const ChatBodySchema = v.strictObject({
  conversationId: v.optional(ConversationIdSchema),
  ...MessagePayloadSchema.entries,
});

export const ResumeBodySchema = v.pipe(
  v.strictObject({ conversationId: ConversationIdSchema, ...ResumeEntries }),
  v.check((body) => namesItsInterrupt(body), DECISION_NEEDS_INTERRUPT),
);

const ClientFrameVariants = v.variant("type", [
  /** Replays the events after `after` that this socket missed (send the last seq you saw). */
  v.strictObject({ type: v.literal("hello"), after: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  v.strictObject({ type: v.literal("message"), ...MessagePayloadSchema.entries }),
  v.strictObject({ type: v.literal("resume"), ...ResumeEntries }),
  /** Stops the caller's running turn: the named one, or their latest (as `POST /chat/:id/stop`). */
  v.strictObject({ type: v.literal("stop"), ...StopEntries }),
]);

/** Frames a client sends over `GET /chat/:id/ws`. */
export const ClientFrameSchema = v.pipe(
  ClientFrameVariants,
  v.check((frame) => frame.type !== "resume" || namesItsInterrupt(frame), DECISION_NEEDS_INTERRUPT),
);
export type ClientFrame = v.InferOutput<typeof ClientFrameSchema>;
/** Every client frame type, as the schema's variants name them. */
export const CLIENT_FRAME_TYPES = ClientFrameVariants.options.map((option) => option.entries.type.literal);

export const FRAME_ERROR_CODES = [
  /** The frame was not JSON or did not match a client frame. */
  "bad_request",
  /** A resume with nothing of the caller's to resume. */
  "not_resumable",
  /** The socket's session was signed out, expired or revoked: the socket closes after this frame. */
  "session_ended",
  /**
   * The socket was opened before its session signed in: it closes after this frame (code 4409), and a
   * socket opened with the new token goes on as the member.
   */
  "signed_in",
  /** A partner's socket sent a decision on a pending action: only the member decides. */
  "forbidden",
  /** A stop with no running turn of the caller's to stop. */
  "not_running",
  /** A resume's approval the kill switch refused: nothing ran, the action is still waiting. */
  "kill_switch",
  /** A resume's approval refused because the tool is switched off: nothing ran, the action is still waiting. */
  "tool_disabled",
] as const;

/** The server's answer to a frame it could not act on (not an event: it has no seq). */
export interface ErrorFrame {
  type: "error";
  code: (typeof FRAME_ERROR_CODES)[number];
  message: string;
}
