/**
 * GET /v1/documents/:documentId: opens one of the member's policy documents. The tools Worker
 * checks the session and ownership and asks PlanCover for a fresh signed link with the member's
 * credential, inside the call; this route only redirects the browser to it (never cached, never
 * logged, no referrer). The model and the tool results only ever see this route's path.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import type { FailureCode } from "../../../src/shared/failure-codes";
import { newId } from "../../../src/shared/ids";
import type { AppEnv } from "../http/app-env";
import { badRequest, type HttpErrorCode, jsonError } from "../http/errors";
import { directSource, sessionRefused } from "../http/session";

export const DocumentParam = v.object({
  documentId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,80}$/, "a document id")),
});

/** How a refusal reads on the wire: not yours (or no such document) is one answer, as everywhere. */
function wireOf(code: FailureCode): { status: ContentfulStatusCode; code: HttpErrorCode; message: string } {
  switch (code) {
    case "credential_unavailable":
    case "auth_failed":
    case "auth_header_resolution_failed":
    case "session_mismatch":
      return { status: 403, code: "forbidden", message: "Sign in to open your documents." };
    case "not_found":
    case "invalid_arguments":
      return { status: 404, code: "not_found", message: "No such document." };
    case "insufficient_scope":
      return { status: 403, code: "forbidden", message: "This connection was not granted your documents." };
    case "tool_disabled":
    case "policy_missing":
    case "kill_switch":
    case "permission_denied":
      return { status: 403, code: "forbidden", message: "Documents cannot be opened here right now." };
    case "timeout":
    case "upstream_unavailable":
    case "rate_limited":
    case "budget_exhausted":
      return {
        status: 503,
        code: "upstream_unavailable",
        message: "Documents are unavailable right now; try again later.",
      };
    case "unknown_tool":
    case "explicit_selection_required":
    case "upstream_error":
    case "auth_profile_missing":
    case "confirmation_required":
    case "confirmation_rejected":
    case "confirmation_expired":
    case "confirmation_mismatch":
    case "already_resolved":
    case "outcome_unknown":
    case "internal_error":
      return { status: 502, code: "upstream_error", message: "The document could not be opened." };
  }
}

/** Mounted inside /v1, after its session capability middleware. */
export const documentRoutes = new Hono<AppEnv>().get(
  "/documents/:documentId",
  vValidator("param", DocumentParam, badRequest),
  async (c) => {
    const answer = await c.var.session.openDocument(c.req.valid("param").documentId, {
      channel: c.var.channel,
      invocationSource: directSource(c),
      conversationId: newId("docs_"),
      partner: c.var.partner,
    });
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    const opened = answer.value;
    if (!opened.ok) {
      const wire = wireOf(opened.error);
      return jsonError(c, wire.status, wire.code, wire.message);
    }
    c.header("cache-control", "no-store");
    c.header("referrer-policy", "no-referrer");
    return c.redirect(opened.value.url, 302);
  },
);
