/**
 * The conversation routes the chat Worker publishes under /chat: a turn, its resume, its events (as
 * a page or a socket) and a group's invitations.
 */
import * as v from "valibot";
import { ChatBodySchema, ResumeBodySchema } from "../../../src/shared/chat-protocol";
import { ChatEventSchema } from "../../../src/shared/events";
import { AfterQuery, ConversationParam, JoinBody, SocketQuery } from "../routes/chat";
import type { OperationSpec } from "./operation";
import {
  BAD_REQUEST,
  EVENTS,
  errorResponse,
  MEMBER_ONLY,
  NOT_FOUND,
  PARTNER_TOKEN_INVALID,
  SESSION_OR_GUEST,
  SESSION_OR_PARTNER,
  SESSION_PARTNER_OR_GUEST,
} from "./responses";

export const CHAT_OPERATIONS: readonly OperationSpec[] = [
  {
    method: "post",
    path: "/chat",
    operationId: "chat",
    summary:
      "One turn, streamed. With a partner's token the turn runs for its member on channel `partner`: it plans and " +
      "runs only the tools the granted scopes cover (others answered as unknown tools), within the company's " +
      "rule for the client; a write it proposes waits for the member's own approval.",
    tag: "chat",
    security: SESSION_PARTNER_OR_GUEST,
    body: ChatBodySchema,
    responses: { "200": EVENTS, "400": BAD_REQUEST, "401": PARTNER_TOKEN_INVALID, "404": NOT_FOUND },
  },
  {
    method: "post",
    path: "/chat/resume",
    operationId: "resumeTurn",
    summary:
      "Resumes a turn paused for sign-in or a confirmation (`approve` / `reject`). A partner may carry its own turn " +
      "on, never decide: a decision with a partner's token is 403. An approval is judged before any stream opens, " +
      "by the same checks as `POST /v1/actions/:id`: refused by the kill switch it is 503, by a switched-off tool " +
      "403, nothing runs and the action stays pending, to approve again once the switch is back.",
    tag: "chat",
    security: SESSION_OR_PARTNER,
    body: ResumeBodySchema,
    responses: {
      "200": EVENTS,
      "400": BAD_REQUEST,
      "401": PARTNER_TOKEN_INVALID,
      "403": errorResponse(
        "A decision with a partner's token (`forbidden`: only the member decides, from a session of their own), or " +
          "an approval refused because the tool is switched off for this caller (`tool_disabled`): nothing ran, the " +
          "action stays pending and the turn paused on its confirmation.",
      ),
      "404": NOT_FOUND,
      "409": errorResponse("Nothing to resume."),
      "503": errorResponse(
        "An approval the kill switch refused (`kill_switch`): nothing ran, the action stays pending and the turn " +
          "paused on its confirmation, to approve again once the switch is off.",
      ),
    },
  },
  {
    method: "get",
    path: "/chat/:conversationId/events",
    operationId: "replayEvents",
    summary: "The logged events after `after` that the caller may see (a partner: those its own grant caused).",
    tag: "chat",
    security: SESSION_OR_PARTNER,
    params: ConversationParam,
    query: AfterQuery,
    responses: {
      "200": {
        description: "`{ conversationId, events }`.",
        schema: v.object({ conversationId: v.string(), events: v.array(ChatEventSchema) }),
      },
      "400": BAD_REQUEST,
      "401": PARTNER_TOKEN_INVALID,
      "404": NOT_FOUND,
    },
  },
  {
    method: "get",
    path: "/chat/:conversationId/ws",
    operationId: "conversationSocket",
    summary:
      "A WebSocket of the same events; client frames `hello`, `message`, `resume`, `stop`. Every frame re-checks the session " +
      "and a partner's grant; revoking the grant closes the socket at once (4401).",
    tag: "chat",
    security: SESSION_OR_PARTNER,
    params: ConversationParam,
    query: SocketQuery,
    responses: {
      "101": { description: "Switching protocols: the socket." },
      "401": PARTNER_TOKEN_INVALID,
      "404": NOT_FOUND,
      "426": errorResponse("Not a WebSocket upgrade."),
    },
  },
  {
    method: "post",
    path: "/chat/:conversationId/invites",
    operationId: "inviteToConversation",
    summary: "A one-time, 15-minute invitation into a group conversation.",
    tag: "chat",
    security: SESSION_OR_GUEST,
    params: ConversationParam,
    responses: {
      "200": {
        description:
          "`{ inviteCode, inviteId, expiresAt }`: the code (shown once) and a handle whose status `GET …/participants` reports.",
      },
      "403": MEMBER_ONLY,
      "404": NOT_FOUND,
    },
  },
  {
    method: "post",
    path: "/chat/:conversationId/join",
    operationId: "joinConversation",
    summary: "Joins a conversation with an invitation.",
    tag: "chat",
    security: SESSION_OR_GUEST,
    params: ConversationParam,
    body: JoinBody,
    responses: {
      "200": { description: "`{ conversationId, participantId }`." },
      "400": BAD_REQUEST,
      "403": MEMBER_ONLY,
      "404": NOT_FOUND,
    },
  },
];
