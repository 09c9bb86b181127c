/**
 * The member's reads beside the tools (/v1/documents, /v1/passages), described with the schemas their
 * routes validate with. Part of the published document (see document.ts).
 */
import * as v from "valibot";
import { DocumentParam } from "../routes/documents";
import { PassageQuery } from "../routes/passages";
import type { OperationSpec } from "./operation";
import { errorResponse } from "./responses";

export const READING_OPERATIONS: readonly OperationSpec[] = [
  {
    method: "get",
    path: "/v1/documents/:documentId",
    operationId: "openDocument",
    summary:
      "Opens one of the member's policy documents: checks session, policy and ownership, then redirects to a fresh signed link fetched inside the call (audited).",
    tag: "tools",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth"],
    params: DocumentParam,
    responses: {
      "302": { description: "A redirect to the document's fresh signed link (never cached, no referrer)." },
      "400": errorResponse("Not a document id."),
      "401": errorResponse("No valid session."),
      "403": errorResponse("Not signed in, not granted documents, or documents are switched off here."),
      "404": errorResponse("No such document for this member (another member's answers the same)."),
      "503": errorResponse("Documents are unavailable right now."),
    },
  },
  {
    method: "get",
    path: "/v1/passages",
    operationId: "readPassage",
    summary:
      "The policy wording a citation points to, from the caller's company's corpus (public text; no session made).",
    tag: "tools",
    security: ["sessionBearer", "sessionCookie", "partnerOAuth", "anonymous"],
    query: PassageQuery,
    responses: {
      "200": {
        description: "The passage.",
        schema: v.object({
          document: v.string(),
          product: v.string(),
          title: v.string(),
          section: v.string(),
          text: v.string(),
        }),
      },
      "400": errorResponse("A field is missing or too long."),
      "404": errorResponse("No such passage."),
    },
  },
];
