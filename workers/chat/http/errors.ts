/**
 * The chat Worker's error vocabulary on the wire: `{ error: { code, message } }`, nothing else.
 * A bad body is a 400 and nothing happens; anything thrown is a 500 internal_error with the
 * detail kept in one redacted log line.
 */
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as v from "valibot";
import { MESSAGE_TOO_LONG } from "../../../src/shared/chat-protocol";
import { logError } from "../../../src/shared/log";
import { redactText } from "../../../src/shared/sanitizer";

export const HTTP_ERROR_CODES = [
  /** The body or query did not match the route's schema. */
  "bad_request",
  /** A chat message over the limit (`GET /v1/limits`); the message says the limit, to show as it is. */
  "message_too_long",
  /** No session where one is needed, or a session that cannot do this. */
  "unauthorized",
  /** The session token was ours, but its session expired or was signed out: sign in again. */
  "session_expired",
  /** The session token is malformed or unknown (a bad credential never becomes a guest). */
  "invalid_session",
  /** Too many requests: anonymous traffic from one address, or sign-ins for a number or from an address, over their limit. */
  "rate_limited",
  /** The caller is not allowed here (an admin route without the admin token). */
  "forbidden",
  /** No such route or resource (a conversation the caller is not in answers exactly the same). */
  "not_found",
  /** The resource is not in a state for this request (a resume with nothing waiting). */
  "conflict",
  /** A stop with no running turn of the caller's to stop (it ended, paused, or is another's). */
  "not_running",
  /** The body is larger than the edge accepts (MAX_BODY_BYTES). */
  "payload_too_large",
  /** A JSON route was sent another content type (a form, text/plain): nothing was read or run. */
  "unsupported_media_type",
  /** The route is a WebSocket: send `Upgrade: websocket`. */
  "upgrade_required",
  /** The route takes another method (`/mcp` takes POST only; the `Allow` header says which). */
  "method_not_allowed",
  /** A sign-in code that is wrong or expired. */
  "invalid_otp",
  /** Every allowed code was tried on this sign-in: send a new code. */
  "too_many_attempts",
  /** A resume's approval the kill switch refused (503): nothing ran, the action is still waiting. */
  "kill_switch",
  /** A resume's approval refused because the tool is switched off (403): the action is still waiting. */
  "tool_disabled",
  /** A dependency (PlanCover sign-in) is unavailable. */
  "upstream_unavailable",
  /** A dependency answered something unusable. */
  "upstream_error",
  /** Something unexpected; the detail is in the server log only. */
  "internal_error",
] as const;
export type HttpErrorCode = (typeof HTTP_ERROR_CODES)[number];

/** Every error body on the wire (the OpenAPI document describes errors with it). */
export const ErrorBodySchema = v.strictObject({
  error: v.strictObject({ code: v.picklist(HTTP_ERROR_CODES), message: v.string() }),
});

export function errorBody(code: HttpErrorCode, message: string): v.InferOutput<typeof ErrorBodySchema> {
  return { error: { code, message } };
}

export function jsonError(c: Context, status: ContentfulStatusCode, code: HttpErrorCode, message: string) {
  return c.json(errorBody(code, message), status);
}

/** Used as the valibot validator hook: the first issue's path and message, never the input. */
export function badRequest(
  result: { success: boolean; issues?: readonly { message: string; path?: readonly { key: unknown }[] }[] },
  c: Context,
) {
  if (result.success) return undefined;
  const issue = result.issues?.[0];
  if (issue?.message === MESSAGE_TOO_LONG) return jsonError(c, 400, "message_too_long", MESSAGE_TOO_LONG);
  const where = issue?.path?.map((item) => String(item.key)).join(".");
  const message = issue ? `${where ? `${where}: ` : ""}${issue.message}` : "The request is not valid.";
  return jsonError(c, 400, "bad_request", redactText(message));
}

export const onError: ErrorHandler = (error, c) => {
  if (error instanceof HTTPException && error.status < 500) {
    const code: HttpErrorCode =
      error.status === 401 ? "unauthorized" : error.status === 403 ? "forbidden" : "bad_request";
    return jsonError(
      c,
      error.status,
      code,
      error.status === 401 ? "Sign in, or send a valid token." : "The request is not valid.",
    );
  }
  logError("unhandled_error", error, { route: c.req.routePath });
  return jsonError(c, 500, "internal_error", "Something went wrong on our side.");
};
