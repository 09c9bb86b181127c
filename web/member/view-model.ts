/**
 * The chat screen's state, rebuilt from events: a conversation's log replayed from seq 0 gives the
 * same screen as watching it live, so a reload, a second tab or a reconnect shows what was missed.
 * The screen is a list of turns — each one the question, its progress, any card it paused on, and
 * its answer — with notices between them. A question typed here shows at once as a local turn,
 * which the turn's first event then claims.
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

export const TURN_STATES = [
  /** Typed here and on its way; the server has not named the turn yet. */
  "sending",
  /** Started: reads running, an answer on its way. */
  "running",
  /** Paused until the sender signs in. */
  "sign_in",
  /** Paused until the sender approves or rejects a write. */
  "confirm",
  /** Answered and ended. */
  "completed",
  /** Ended without an answer (the turn's message says why). */
  "failed",
  /** Could not be sent at all (the network, a refusal); `failure` says why. */
  "unsent",
] as const;
export type TurnState = (typeof TURN_STATES)[number];

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
export interface Answer {
  readonly text: string;
  readonly citations: readonly { document: string; title: string; section: string }[];
  /** True while deltas are still arriving. */
  readonly streaming: boolean;
}

export interface Turn {
  readonly kind: "turn";
  /** The turn's id once the server named it; `local:…` for a question still on its way. */
  readonly id: string;
  /** The id this screen gave the question before the server named its turn (null for others' turns). */
  readonly localId: string | null;
  readonly by: string | null;
  /** Asked by this participant (from this tab or another). */
  readonly mine: boolean;
  /** The question's words, when this screen knows them. */
  readonly question: string | null;
  readonly state: TurnState;
  readonly tools: readonly ToolLine[];
  readonly answer: Answer | null;
  readonly signIn: Pause | null;
  readonly confirmation: Confirmation | null;
  /** Why the turn failed or was not sent, in plain words. */
  readonly failure: string | null;
  /** Sending the same words again can work (a dropped network, an overloaded service). */
  readonly retry: boolean;
}
export interface Notice {
  readonly kind: "notice";
  readonly id: string;
  readonly text: string;
}
export type Entry = Turn | Notice;

export interface ChatState {
  readonly entries: readonly Entry[];
  /** This client's participant handle here (`pt_…`), once known. */
  readonly me: string | null;
}

export const EMPTY_CHAT: ChatState = { entries: [], me: null };

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

const isTurn = (entry: Entry): entry is Turn => entry.kind === "turn";

/** The turns of the conversation, oldest first. */
export const turnsOf = (state: ChatState): Turn[] => state.entries.filter(isTurn);

/** The newest turn of mine waiting for sign-in, or for a decision (one card at a time). */
export function pausedTurn(state: ChatState, on: "sign_in" | "confirm"): Turn | null {
  return turnsOf(state).findLast((t) => t.mine && t.state === on) ?? null;
}

/** A question typed here, shown at once; the turn's first event claims it. */
export function addQuestion(state: ChatState, localId: string, question: string): ChatState {
  const turn: Turn = {
    kind: "turn",
    id: localId,
    localId,
    by: state.me,
    mine: true,
    question,
    state: "sending",
    tools: [],
    answer: null,
    signIn: null,
    confirmation: null,
    failure: null,
    retry: false,
  };
  return { ...state, entries: [...state.entries, turn] };
}

/** Marks a turn (by its id or the local id it started with) as not sent, or as sent again. */
export function markTurn(
  state: ChatState,
  id: string,
  change: Partial<Pick<Turn, "state" | "failure" | "retry">>,
): ChatState {
  const matches = (e: Entry): e is Turn => e.kind === "turn" && (e.id === id || e.localId === id);
  return { ...state, entries: state.entries.map((e) => (matches(e) ? { ...e, ...change } : e)) };
}

export function addNotice(state: ChatState, id: string, text: string): ChatState {
  if (state.entries.some((e) => e.id === id)) return state;
  return { ...state, entries: [...state.entries, { kind: "notice", id, text }] };
}

function updateTurn(state: ChatState, turnId: string, change: (turn: Turn) => Turn): ChatState {
  const known = state.entries.some((e) => e.kind === "turn" && e.id === turnId);
  if (!known) {
    // An event of a turn whose start this screen never saw (a page that began after it): show it anyway.
    const blank: Turn = {
      kind: "turn",
      id: turnId,
      localId: null,
      by: null,
      mine: true,
      question: null,
      state: "running",
      tools: [],
      answer: null,
      signIn: null,
      confirmation: null,
      failure: null,
      retry: false,
    };
    return { ...state, entries: [...state.entries, change(blank)] };
  }
  return { ...state, entries: state.entries.map((e) => (e.kind === "turn" && e.id === turnId ? change(e) : e)) };
}

/** turn.started: claims the oldest local question when the sender is this participant. */
function started(state: ChatState, event: Extract<ChatEvent, { type: "turn.started" }>): ChatState {
  if (state.entries.some((e) => e.kind === "turn" && e.id === event.turnId)) return state;
  const mine = state.me === null || state.me === event.by;
  const me = state.me ?? event.by;
  const local = mine ? state.entries.find((e): e is Turn => e.kind === "turn" && e.state === "sending") : undefined;
  if (local) {
    const claimed: Turn = { ...local, id: event.turnId, by: event.by, state: "running" };
    return { me, entries: state.entries.map((e) => (e === local ? claimed : e)) };
  }
  const turn: Turn = {
    kind: "turn",
    id: event.turnId,
    localId: null,
    by: event.by,
    mine,
    question: null,
    state: "running",
    tools: [],
    answer: null,
    signIn: null,
    confirmation: null,
    failure: null,
    retry: false,
  };
  return { me, entries: [...state.entries, turn] };
}

/** A pause ends when its turn moves on. */
const unpaused = (turn: Turn): Turn => ({ ...turn, signIn: null, confirmation: null });

export function applyEvent(state: ChatState, event: ChatEvent): ChatState {
  switch (event.type) {
    case "turn.started":
      return started(state, event);
    case "question.asked":
      // The logged words (redacted by the server) stand for the question, here and after a reload.
      return updateTurn(state, event.turnId, (t) => ({ ...t, question: event.text }));
    case "auth.required":
      return updateTurn(state, event.turnId, (t) => ({
        ...t,
        state: "sign_in",
        signIn: { turnId: event.turnId, interruptId: event.interruptId },
      }));
    case "confirmation.required":
      return updateTurn(state, event.turnId, (t) => ({
        ...t,
        state: "confirm",
        tools: t.tools.map((line) =>
          line.toolCallId === event.toolCallId ? { ...line, state: "awaiting_confirmation" as const } : line,
        ),
        confirmation: {
          turnId: event.turnId,
          interruptId: event.interruptId,
          pendingActionId: event.pendingActionId,
          summary: event.summary,
          expiresAt: event.expiresAt,
          refusal: event.refusal?.message ?? null,
        },
      }));
    case "tool.started":
      return updateTurn(state, event.turnId, (t) => ({
        ...unpaused(t),
        state: "running",
        tools: t.tools.some((line) => line.toolCallId === event.toolCallId)
          ? t.tools
          : [...t.tools, { toolCallId: event.toolCallId, toolName: event.toolName, state: "started", code: null }],
      }));
    case "tool.completed": {
      const line: ToolLine = {
        toolCallId: event.toolCallId,
        toolName: event.toolName,
        state: event.status === "ok" ? "done" : "failed",
        code: event.code,
      };
      return updateTurn(state, event.turnId, (t) => ({
        ...unpaused(t),
        state: "running",
        tools: t.tools.some((l) => l.toolCallId === event.toolCallId)
          ? t.tools.map((l) => (l.toolCallId === event.toolCallId ? line : l))
          : [...t.tools, line],
      }));
    }
    case "message.delta":
      // A streaming composer's pieces grow the turn's answer until its message.completed.
      return updateTurn(state, event.turnId, (t) => ({
        ...unpaused(t),
        state: t.state === "sending" ? "running" : t.state,
        answer: { text: (t.answer?.streaming ? t.answer.text : "") + event.text, citations: [], streaming: true },
      }));
    case "message.completed":
      return updateTurn(state, event.turnId, (t) => ({
        ...unpaused(t),
        answer: { text: event.text, citations: event.citations, streaming: false },
      }));
    case "turn.completed":
      return updateTurn(state, event.turnId, (t) => ({ ...unpaused(t), state: "completed", failure: null }));
    case "turn.failed":
      return updateTurn(state, event.turnId, (t) => ({
        ...unpaused(t),
        state: "failed",
        failure: event.message,
        // What streamed before a failure stays as it was; it is not an answer any more.
        answer: t.answer?.streaming ? { ...t.answer, streaming: false } : t.answer,
      }));
  }
}
