/**
 * Every operation the chat Worker publishes under /auth, /v1, /chat and /mcp (and /health and the
 * document itself), described with the very schemas its route validates with. A test holds this list
 * and the served routes to each other, both ways.
 */
import * as v from "valibot";
import { ToolOutcomeSchema } from "../../../src/shared/outcome";
import { ErrorBodySchema } from "../http/errors";
import { StartBody, VerifyBody } from "../routes/auth";
import { ClientParam } from "../routes/connections";
import { ActionId, DecisionBody, RunBody, ToolName } from "../routes/tools";
import { CHAT_OPERATIONS } from "./chat-operations";
import type { OperationSpec } from "./operation";
import {
  BAD_REQUEST,
  errorResponse,
  MEMBER_ONLY,
  MEMBER_SESSION,
  NONE,
  SESSION_OR_GUEST,
  SESSION_PARTNER_OR_GUEST,
} from "./responses";

/** A decision's answer: its outcome, and with `already_resolved` the outcome that settled it. */
const DecisionAnswerSchema = v.object({ outcome: ToolOutcomeSchema, previous: v.optional(ToolOutcomeSchema) });

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
      "401": errorResponse(
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
      "401": errorResponse("Not a signed-in member."),
      "403": errorResponse("A partner's token cannot manage connections."),
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
      "401": errorResponse("Not a signed-in member."),
      "403": errorResponse("A partner's token cannot manage connections."),
      "404": errorResponse("No such connection."),
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
  ...CHAT_OPERATIONS,
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
      "400": { description: "A batch whose requests share an id: nothing runs." },
      "401": { description: "No valid token: a Bearer challenge naming the protected-resource metadata." },
      "405": {
        description: "Any method but POST (`method_not_allowed`, `Allow: POST`): no stream or session is kept.",
      },
    },
  },
];
