/**
 * What the member app needs beside a turn: the caller's conversations to reopen, described with the
 * schemas their routes validate with and answer with. Part of the published document (document.ts).
 */
import * as v from "valibot";
import { ConversationPageSchema } from "../../../src/shared/conversation-index";
import { ErrorBodySchema } from "../http/errors";
import { ConversationListQuery } from "../routes/my-conversations";
import type { OperationSpec } from "./operation";

const error = (description: string) => ({ description, schema: ErrorBodySchema });

export const MEMBER_OPERATIONS: readonly OperationSpec[] = [
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
      "400": error("A bad `before` or `limit` (1-50)."),
      "401": error("No valid session."),
    },
  },
];
