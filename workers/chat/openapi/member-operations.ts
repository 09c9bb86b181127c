/**
 * What the member app needs beside a turn (who is signed in, the caller's conversations to reopen, a
 * group's participants, stopping a running turn), described with the
 * schemas their routes validate with and answer with. Part of the published document (document.ts).
 */
import * as v from "valibot";
import { StopBodySchema } from "../../../src/shared/chat-protocol";
import { ConversationPageSchema } from "../../../src/shared/conversation-index";
import { SignedInAsSchema } from "../../../src/shared/signed-in";
import { ConversationParam } from "../routes/chat";
import { ConversationListQuery } from "../routes/my-conversations";
import type { OperationSpec } from "./operation";
import { errorResponse } from "./responses";

export const MEMBER_OPERATIONS: readonly OperationSpec[] = [
  {
    method: "get",
    path: "/auth/me",
    operationId: "whoIsSignedIn",
    summary:
      "Who the caller is, as an app shows it (\"Signed in as Asha · ••••0001\"): `kind` (anonymous, guest, member, staff or partner), a member's `firstName` and `maskedMobile` (the last four digits of the number they signed in with; the whole number is never kept). A caller with no credential is `anonymous` and gets no session; a partner's token is told nothing of the member's name or number.",
    tag: "auth",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth", "anonymous"],
    responses: {
      "200": { description: "Who is signed in.", schema: SignedInAsSchema },
      "401": errorResponse("A credential that does not verify (expired, signed out, unknown)."),
    },
  },
  {
    method: "get",
    path: "/v1/limits",
    operationId: "chatLimits",
    summary:
      "What a client enforces before sending: the longest message in characters (a longer one is `400 message_too_long`) and the most tools one message may select.",
    tag: "chat",
    security: ["anonymous"],
    responses: {
      "200": {
        description: "The limits.",
        schema: v.strictObject({ messageMaxChars: v.number(), explicitlySelectedToolsMax: v.number() }),
      },
    },
  },
  {
    method: "get",
    path: "/v1/me/conversations",
    operationId: "listMyConversations",
    summary:
      "The caller's conversations to reopen, newest first: title (the first question they could see, cut to 80 characters), started and updated times. A partner's token lists only what its own grant started.",
    tag: "chat",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth"],
    query: ConversationListQuery,
    responses: {
      "200": { description: "A page; pass `next` as `before` for the next one.", schema: ConversationPageSchema },
      "400": errorResponse("A bad `before` or `limit` (1-50)."),
      "401": errorResponse("No valid session."),
    },
  },

  {
    method: "get",
    path: "/chat/:conversationId/participants",
    operationId: "listParticipants",
    summary:
      "Who is in the conversation (`participantId` as events' `by`, `kind`: member, guest, staff or partner, `name` to show: a member's first name, `Guest`, `Care agent` or `Partner`, `joinedAt`, `you`) and the invitations the caller made with their status (`open`, `used`, `expired`), so a used code can be cleared.",
    tag: "chat",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth"],
    params: ConversationParam,
    responses: {
      "200": { description: "`{ conversationId, participants, invites }`." },
      "401": errorResponse("No valid session."),
      "404": errorResponse("No such conversation (a conversation the caller is not in answers the same)."),
    },
  },
  {
    method: "post",
    path: "/chat/:conversationId/leave",
    operationId: "leaveConversation",
    summary:
      "Leaves the conversation: the caller is no longer its participant (every route answers them 404), it leaves their conversation list, and their sockets there close (4403). What they said stays in the log.",
    tag: "chat",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth"],
    params: ConversationParam,
    responses: {
      "200": { description: "`{ conversationId, left: true }`." },
      "401": errorResponse("No valid session."),
      "404": errorResponse("No such conversation (a conversation the caller is not in answers the same)."),
    },
  },
  {
    method: "post",
    path: "/chat/:conversationId/stop",
    operationId: "stopTurn",
    summary:
      "Stops the caller's running turn: the one named by `turnId` (`x-turn-id`, an event's `turnId`), or with no body " +
      "their latest here. The turn ends at once with `turn.failed` (`turn_stopped`) on every stream and socket " +
      "following it; no answer follows. A call already sent finishes in the tool-call service (its audit row kept), " +
      "and an approved write runs at most once; a call not yet sent never is. Only the turn's sender may stop it.",
    tag: "chat",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth"],
    params: ConversationParam,
    body: StopBodySchema,
    responses: {
      "200": { description: "`{ conversationId, turnId, stopped: true }`." },
      "400": errorResponse("A body that is not `{}` or `{ turnId }`."),
      "401": errorResponse("No valid session."),
      "404": errorResponse("No such conversation (a conversation the caller is not in answers the same)."),
      "409": errorResponse(
        "`not_running`: no turn of the caller's is running here (it ended, or waits on a sign-in or a confirmation).",
      ),
    },
  },
];
