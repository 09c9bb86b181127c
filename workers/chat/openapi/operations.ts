/**
 * Every operation the chat Worker publishes under /auth, /v1, /chat and /mcp (and /health and the
 * document itself), described with the very schemas its route validates with. A test holds this list
 * and the served routes to each other, both ways.
 */
import * as v from "valibot";
import { ChatBodySchema, ResumeBodySchema } from "../../../src/shared/chat-protocol";
import { ChatEventSchema } from "../../../src/shared/events";
import { ToolOutcomeSchema } from "../../../src/shared/outcome";
import { ErrorBodySchema } from "../http/errors";
import { StartBody, VerifyBody } from "../routes/auth";
import { AfterQuery, ConversationParam, JoinBody, SocketQuery } from "../routes/chat";
import { ClientParam } from "../routes/connections";
import { ActionId, DecisionBody, RunBody, ToolName } from "../routes/tools";
import type { OperationSpec, ResponseSpec, SecurityScheme } from "./operation";

/** A person's session, or none (a guest session is issued on the first request). */
const SESSION_OR_GUEST: readonly SecurityScheme[] = ["sessionBearer", "sessionCookie", "anonymous"];
const NONE: readonly SecurityScheme[] = ["anonymous"];
/** A person's session, a partner's token for that person, or a fresh guest. */
const SESSION_PARTNER_OR_GUEST: readonly SecurityScheme[] = [
  "sessionBearer",
  "sessionCookie",
  "partnerOAuth",
  "anonymous",
];
/** A signed-in member's own session: never a partner's token. */
const MEMBER_SESSION: readonly SecurityScheme[] = ["sessionBearer", "sessionCookie"];
/** A person's session, or a partner's token for that person (no guest is made here). */
const SESSION_OR_PARTNER: readonly SecurityScheme[] = ["sessionBearer", "sessionCookie", "partnerOAuth"];

const error = (description: string): ResponseSpec => ({ description, schema: ErrorBodySchema });
/** A decision's answer: its outcome, and with `already_resolved` the outcome that settled it. */
const DecisionAnswerSchema = v.object({ outcome: ToolOutcomeSchema, previous: v.optional(ToolOutcomeSchema) });
const BAD_REQUEST = error("The body, params or query did not match the route's schema; nothing happened.");
const NOT_FOUND = error(
  "No such conversation for this caller (one it is not part of answers the same; a partner is part only of the conversations it started).",
);
const PARTNER_TOKEN_INVALID = error(
  "The partner's access token is expired, revoked or its client disabled: a Bearer challenge naming the protected-resource metadata.",
);
const MEMBER_ONLY = error("A partner's token: only the member can do this, from a session of their own.");
const EVENTS: ResponseSpec = {
  description:
    "The turn's events as Server-Sent Events, each `data:` one event; ends when the turn completes, fails or pauses.",
  schema: ChatEventSchema,
  contentType: "text/event-stream",
};

export const OPERATIONS: readonly OperationSpec[] = [
  {
    method: "get",
    path: "/health",
    operationId: "health",
    summary: "Liveness and the deployed version.",
    tag: "meta",
    security: NONE,
    responses: { "200": { description: "`{ ok: true, version }`." } },
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "openApiDocument",
    summary: "This document.",
    tag: "meta",
    security: NONE,
    responses: { "200": { description: "The OpenAPI 3.1 document." } },
  },
  {
    method: "get",
    path: "/docs",
    operationId: "apiReference",
    summary: "A readable reference of this document (self-contained HTML).",
    tag: "meta",
    security: NONE,
    responses: { "200": { description: "The reference page.", contentType: "text/html" } },
  },
  {
    method: "post",
    path: "/auth/otp/start",
    operationId: "startSignIn",
    summary: "Starts an OTP sign-in; the same answer for any well-formed number (no account enumeration).",
    tag: "auth",
    security: SESSION_OR_GUEST,
    body: StartBody,
    responses: { "200": { description: "`{ challengeId }`." }, "400": BAD_REQUEST },
  },
  {
    method: "post",
    path: "/auth/otp/verify",
    operationId: "verifySignIn",
    summary: "Exchanges the challenge and its code for a session; upgrades the guest session the request carries.",
    tag: "auth",
    security: SESSION_OR_GUEST,
    body: VerifyBody,
    responses: {
      "200": {
        description:
          '`{ sessionToken, expiresAt, kind: "member", firstName, maskedMobile }` (who signed in, as `GET /auth/me` says it), and the session cookie.',
      },
      "400": BAD_REQUEST,
      "401": error(
        "Wrong or expired code (`invalid_otp`; a wrong code on a live challenge adds `triesLeft`, the codes it may " +
          "still try), or no tries left (`too_many_attempts`: send a new code).",
      ),
    },
  },
  {
    method: "post",
    path: "/auth/signout",
    operationId: "signOut",
    summary: "Ends the session and forgets its upstream credential.",
    tag: "auth",
    security: SESSION_OR_GUEST,
    responses: { "200": { description: "`{ ok: true }`." }, "403": MEMBER_ONLY },
  },
  {
    method: "get",
    path: "/v1/tools",
    operationId: "listTools",
    summary:
      "The tools offered to this caller now (a partner: only those its granted scopes cover), with JSON Schema, risk, confirmation and readiness.",
    tag: "tools",
    security: SESSION_PARTNER_OR_GUEST,
    responses: {
      "200": { description: "`{ tools: [{ name, description, inputSchema, risk, needsConfirmation, readiness }] }`." },
    },
  },
  {
    method: "post",
    path: "/v1/tools/:name/run",
    operationId: "runTool",
    summary:
      "A person's own direct run (or a partner's for its member, channel `partner`), through every check of the chain; a write answers `pending`.",
    tag: "tools",
    security: SESSION_PARTNER_OR_GUEST,
    params: ToolName,
    body: RunBody,
    responses: {
      "200": {
        description:
          "`{ conversationId, toolCallId, outcome }`: `outcome` is ok, failed (with a failure code) or pending. A tool not offered to this caller now (switched off, not on this channel, outside a partner's granted scopes or its client's rule) fails `unknown_tool`, exactly as a name that does not exist.",
        schema: v.object({ conversationId: v.string(), toolCallId: v.string(), outcome: ToolOutcomeSchema }),
      },
      "400": BAD_REQUEST,
    },
  },
  {
    method: "get",
    path: "/v1/me/connections",
    operationId: "listConnections",
    summary: "The partners the signed-in member has connected, with the scopes each was granted.",
    tag: "tools",
    security: MEMBER_SESSION,
    responses: {
      "200": {
        description:
          "`{ connections: [{ clientId, clientName, clientNameVerified, scopes, connectedAt }] }`; `clientNameVerified` is false: a self-registered app chose its own name.",
      },
      "401": error("Not a signed-in member."),
      "403": error("A partner's token cannot manage connections."),
    },
  },
  {
    method: "delete",
    path: "/v1/me/connections/:clientId",
    operationId: "revokeConnection",
    summary:
      "Revokes a partner's access for this member: its next call is refused; an admin audit row (`partner.revoke`) names the member by hashed id.",
    tag: "tools",
    security: MEMBER_SESSION,
    params: ClientParam,
    responses: {
      "200": { description: "`{ ok: true, revoked }`." },
      "401": error("Not a signed-in member."),
      "403": error("A partner's token cannot manage connections."),
      "404": error("No such connection."),
    },
  },
  {
    method: "post",
    path: "/v1/actions/:pendingActionId",
    operationId: "decideAction",
    summary: "Approves or rejects a pending action (only the person and session that caused it; never a partner).",
    tag: "tools",
    security: SESSION_OR_GUEST,
    params: ActionId,
    body: DecisionBody,
    responses: {
      "200": {
        description: "`{ outcome, previous? }`; `previous` comes with `already_resolved`.",
        schema: DecisionAnswerSchema,
      },
      "400": BAD_REQUEST,
      "403": {
        description:
          "An approval refused because the tool is switched off for this caller: `{ outcome }` with `tool_disabled`, " +
          "the action still pending (approve it once the tool is on again); or a partner's token " +
          "(`{ error: forbidden }`: only the member decides).",
        schema: v.union([DecisionAnswerSchema, ErrorBodySchema]),
      },
      "503": {
        description:
          "An approval the kill switch refused: `{ outcome }` with `kill_switch`, the action still pending " +
          "(approve it once the switch is off).",
        schema: DecisionAnswerSchema,
      },
    },
  },
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
      "on, never decide: a decision with a partner's token is 403.",
    tag: "chat",
    security: SESSION_OR_PARTNER,
    body: ResumeBodySchema,
    responses: {
      "200": EVENTS,
      "400": BAD_REQUEST,
      "401": PARTNER_TOKEN_INVALID,
      "403": MEMBER_ONLY,
      "404": NOT_FOUND,
      "409": error("Nothing to resume."),
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
      "426": error("Not a WebSocket upgrade."),
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
  {
    method: "post",
    path: "/mcp",
    operationId: "mcp",
    summary:
      "MCP (Streamable HTTP, stateless, JSON responses): tools/list is the offered tools, tools/call runs through the chain.",
    tag: "mcp",
    security: ["partnerOAuth", "sessionBearer"],
    body: v.looseObject({ jsonrpc: v.literal("2.0"), method: v.string() }),
    responses: {
      "200": {
        description:
          "The JSON-RPC response. A tools/call of a tool not offered to this caller (outside the granted scopes included) fails `unknown_tool` in its result, exactly as a name that does not exist.",
      },
      "401": { description: "No valid token: a Bearer challenge naming the protected-resource metadata." },
    },
  },
];
