/**
 * The SDK's public shapes: how a client is configured, what a send and a resume take, and what the
 * tool and action routes answer. One payload for every send (one person or a group, SSE or socket).
 */
import type { ChatPreferences, Decision } from "../shared/chat-protocol";
import type { ToolOutcome } from "../shared/outcome";
import type { AuthReadiness } from "../shared/readiness";
import type { EventListener } from "./events";
import type { SessionMode } from "./session";
import type { SocketStatus, WebSocketFactory } from "./socket";

/** How long a turn may take, from send to its end event, before it answers `timeout`, in milliseconds. */
export const TURN_TIMEOUT_MS = 60_000;

export const TRANSPORTS = ["sse", "websocket"] as const;
export type Transport = (typeof TRANSPORTS)[number];

export interface ClientOptions {
  /** The chat Worker's origin, `http://localhost:8787`; `""` for the page's own origin. */
  readonly baseUrl: string;
  /** `bearer` (apps, Node, partners: the client keeps the token) or `cookie` (a browser page). */
  readonly session?: SessionMode;
  /** A token from an earlier run (bearer mode). */
  readonly sessionToken?: string;
  /** Told when the bearer token changes, to keep it (React Native's secure storage, say). */
  readonly onSessionToken?: (token: string | null) => void;
  readonly transport?: Transport;
  readonly fetch?: typeof fetch;
  readonly webSocket?: WebSocketFactory;
  readonly requestTimeoutMs?: number;
  readonly turnTimeoutMs?: number;
  /** Told when a conversation's socket connects, drops or comes back. */
  readonly onConnection?: (conversationId: string, status: SocketStatus) => void;
}

/** One payload for every send: one person or a group, SSE or WebSocket. */
export interface SendInput {
  readonly message: string;
  readonly explicitlySelectedTools?: readonly string[];
  readonly preferences?: ChatPreferences;
}

export interface TurnOptions {
  /** Omit to start a new conversation (only the server mints conversation ids). */
  readonly conversationId?: string;
  readonly onEvent?: EventListener;
}

export interface ResumeInput {
  readonly conversationId: string;
  readonly interruptId?: string;
  readonly decision?: Decision;
}

export interface OfferedTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
  readonly risk: "read" | "write";
  readonly needsConfirmation: boolean;
  readonly readiness: AuthReadiness;
}

export interface ToolRun {
  readonly conversationId: string;
  readonly toolCallId: string;
  readonly outcome: ToolOutcome;
}

export interface ActionDecision {
  readonly outcome: ToolOutcome;
  /** With `already_resolved`: the outcome recorded when the action was decided. */
  readonly previous?: ToolOutcome;
}

/** `GET /chat/:id/participants`: who is in a conversation, and the invitations this caller made. */
export interface GroupParticipants {
  readonly conversationId: string;
  readonly participants: readonly {
    /** As events' `by`: "Ravi asked a private question" is `turn.started` with no `question.asked`. */
    readonly participantId: string;
    readonly kind: "member" | "guest" | "staff" | "partner";
    readonly name: string;
    readonly joinedAt: string;
    readonly you: boolean;
  }[];
  readonly invites: readonly {
    readonly inviteId: string;
    readonly expiresAt: string;
    readonly status: "open" | "used" | "expired";
  }[];
}
