/**
 * `toolgate/client`: the typed SDK for the chat Worker, for browsers, React Native and Node 22.
 * It uses fetch, the WebSocket global, ReadableStream and TextDecoder only (no DOM-only API).
 */

export type { ChatPreferences, Decision } from "../shared/chat-protocol";
export { DECISIONS } from "../shared/chat-protocol";
export type { ConversationPage, ConversationSummary } from "../shared/conversation-index";
export type { ChatEvent } from "../shared/events";
export { CHAT_EVENT_TYPES } from "../shared/events";
export type { ToolOutcome } from "../shared/outcome";
export { SIGNED_IN_KINDS, type SignedInAs, type SignedInKind } from "../shared/signed-in";
export { createClient, type ToolgateClient } from "./client";
export {
  CLIENT_ERROR_CODES,
  type ClientError,
  type ClientErrorCode,
  type ClientResult,
  describeClientError,
} from "./errors";
export type { EventListener, TurnEndEvent, TurnResult } from "./events";
export {
  type ActionDecision,
  type ClientOptions,
  type GroupParticipants,
  type OfferedTool,
  type ResumeInput,
  type SendInput,
  type ToolRun,
  TRANSPORTS,
  type Transport,
  type TurnOptions,
} from "./options";
export type { SessionMode } from "./session";
export type { SocketStatus, WebSocketFactory, WebSocketLike } from "./socket";
