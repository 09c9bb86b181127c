/**
 * The chat screen's state, rebuilt from events alone: a conversation's log replayed from seq 0
 * gives the same screen as watching it live, so a reload or a reconnect shows what was missed.
 */
import type { ChatEvent } from "../../src/client";

export const TOOL_LINE_STATES = [
  /** The call is running. */
  "started",
  /** The call is a write waiting for the member's Approve or Reject. */
  "awaiting_confirmation",
  /** It ran and answered. */
  "done",
  /** It did not run, or it failed (its code says why; a rejection is the member's own choice). */
  "failed",
] as const;
export type ToolLineState = (typeof TOOL_LINE_STATES)[number];

export interface ToolLine {
  readonly toolCallId: string;
  readonly toolName: string;
  readonly state: ToolLineState;
  readonly code: string | null;
}

export type Entry =
  | { readonly kind: "question"; readonly id: string; readonly text: string }
  | { readonly kind: "other-turn"; readonly id: string }
  | {
      readonly kind: "answer";
      readonly id: string;
      readonly text: string;
      readonly citations: readonly { document: string; title: string; section: string }[];
    }
  | { readonly kind: "notice"; readonly id: string; readonly text: string };

export interface Pause {
  readonly turnId: string;
  readonly interruptId: string;
}
export interface Confirmation extends Pause {
  readonly pendingActionId: string;
  readonly summary: string;
  readonly expiresAt: string;
  readonly refusal: string | null;
}

export interface ChatState {
  readonly entries: readonly Entry[];
  readonly tools: readonly ToolLine[];
  readonly signIn: Pause | null;
  readonly confirmation: Confirmation | null;
  readonly me: string | null;
}

export const EMPTY_CHAT: ChatState = { entries: [], tools: [], signIn: null, confirmation: null, me: null };

/** A failed call's plain message, by failure code (the few a member meets; the rest say "could not"). */
export function toolFailureText(code: string | null): string {
  switch (code) {
    case "credential_unavailable":
      return "needs you to sign in";
    case "confirmation_rejected":
      return "was not approved, so nothing was done";
    case "confirmation_expired":
      return "expired before it was approved";
    case "not_found":
      return "found nothing of yours";
    case "tool_disabled":
      return "is switched off here";
    case "timeout":
    case "upstream_unavailable":
      return "is unavailable right now";
    case "rate_limited":
    case "budget_exhausted":
      return "hit a usage limit";
    default:
      return "could not be completed";
  }
}

export function applyEvent(state: ChatState, event: ChatEvent): ChatState {
  const clearsPause = <T extends Pause>(pause: T | null): T | null =>
    pause && pause.turnId === event.turnId ? null : pause;
  switch (event.type) {
    case "turn.started": {
      const mine = state.me === null || state.me === event.by;
      return mine ? state : { ...state, entries: [...state.entries, { kind: "other-turn", id: `${event.seq}` }] };
    }
    // The member app shows questions from the log in a later change; until then it keeps its own.
    case "question.asked":
      return state;
    case "auth.required":
      return { ...state, signIn: { turnId: event.turnId, interruptId: event.interruptId } };
    case "confirmation.required":
      return {
        ...state,
        tools: state.tools.map((t) =>
          t.toolCallId === event.toolCallId ? { ...t, state: "awaiting_confirmation" as const } : t,
        ),
        confirmation: {
          turnId: event.turnId,
          interruptId: event.interruptId,
          pendingActionId: event.pendingActionId,
          summary: event.summary,
          expiresAt: event.expiresAt,
          refusal: event.refusal?.message ?? null,
        },
      };
    case "tool.started":
      return {
        ...state,
        signIn: clearsPause(state.signIn),
        tools: [
          ...state.tools,
          { toolCallId: event.toolCallId, toolName: event.toolName, state: "started", code: null },
        ],
      };
    case "tool.completed": {
      const line: ToolLine = {
        toolCallId: event.toolCallId,
        toolName: event.toolName,
        state: event.status === "ok" ? "done" : "failed",
        code: event.code,
      };
      const known = state.tools.some((t) => t.toolCallId === event.toolCallId);
      return {
        ...state,
        signIn: clearsPause(state.signIn),
        confirmation: clearsPause(state.confirmation),
        tools: known ? state.tools.map((t) => (t.toolCallId === event.toolCallId ? line : t)) : [...state.tools, line],
      };
    }
    case "message.delta": {
      // A streaming composer's pieces grow one answer of the turn until its message.completed.
      const id = `draft:${event.turnId}`;
      const draft = state.entries.find((e) => e.id === id);
      const text = (draft?.kind === "answer" ? draft.text : "") + event.text;
      const entry: Entry = { kind: "answer", id, text, citations: [] };
      return {
        ...state,
        entries: draft ? state.entries.map((e) => (e.id === id ? entry : e)) : [...state.entries, entry],
      };
    }
    case "message.completed":
      return {
        ...state,
        signIn: clearsPause(state.signIn),
        confirmation: clearsPause(state.confirmation),
        entries: [
          ...state.entries.filter((e) => e.id !== `draft:${event.turnId}`),
          { kind: "answer", id: `${event.seq}`, text: event.text, citations: event.citations },
        ],
      };
    case "turn.completed":
      return { ...state, signIn: clearsPause(state.signIn), confirmation: clearsPause(state.confirmation) };
    case "turn.failed":
      return {
        ...state,
        signIn: clearsPause(state.signIn),
        confirmation: clearsPause(state.confirmation),
        entries: [...state.entries, { kind: "notice", id: `${event.seq}`, text: event.message }],
      };
  }
}
