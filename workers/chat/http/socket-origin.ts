/**
 * Which pages may open a conversation's WebSocket. A browser sends the page's Origin with the
 * upgrade and attaches the session cookie whatever page asked, so a page on another site could
 * otherwise open a member's socket as them. Only the configured origins (ALLOWED_ORIGINS,
 * comma-separated; by default this Worker's own) are let through. A request with no Origin is not
 * a browser's (a native app, a server): its credential is a bearer token no other page holds.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";

/** The origins allowed to open sockets: the configured list, or the Worker's own origin. */
export function allowedOrigins(configured: string | undefined, ownOrigin: string): ReadonlySet<string> {
  const listed = (configured ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, "").toLowerCase())
    .filter((origin) => origin !== "");
  return new Set(listed.length > 0 ? listed : [ownOrigin.toLowerCase()]);
}

export const socketOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header("origin");
  if (origin === undefined) return next();
  if (allowedOrigins(c.env.ALLOWED_ORIGINS, new URL(c.req.url).origin).has(origin.toLowerCase())) return next();
  return jsonError(c, 403, "forbidden", "This page's origin may not open a socket here.");
};
