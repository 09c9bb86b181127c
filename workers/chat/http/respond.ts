/**
 * Sends a JSON body through the Hono context (so cookies and headers set earlier are kept) without
 * Hono's type-level JSON inference, which recurses without end on the recursive JsonValue type of
 * a tool outcome.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export function sendJson(c: Context, value: object, status: ContentfulStatusCode = 200): Response {
  return c.body(JSON.stringify(value), status, { "content-type": "application/json; charset=UTF-8" });
}
