/**
 * Which pages may act with a member's session cookie. A browser attaches the cookie to a request
 * whatever page sent it, within what SameSite lets through: a page on a sibling origin of the same
 * site (another subdomain) passes SameSite, and a call that reads no body (sign-out, a new
 * invitation, leaving, stopping) needs no CORS preflight. So a call that changes something and rides
 * on the cookie must come from this origin's pages or the configured ones (ALLOWED_ORIGINS, the same
 * list that may open a socket): the browser says so with `Sec-Fetch-Site` (`same-origin`, or `none`
 * for what the person typed), else with an `Origin` on that list (a page sent with no referrer posts
 * `Origin: null`, so the fetch metadata is read first, as /authorize reads it). A bearer token is
 * sent only by code that holds it, and a request without the cookie carries nothing of the member's:
 * neither is a browser riding on a session, so both pass as before. The authorization page's forms
 * keep their own, stricter check (oauth/form-binding.ts) and their own answer. Hono's `csrf`
 * middleware reads the same two headers, but it judges every caller, refusing one that sends neither
 * header (an app with a bearer token), and it answers a plain-text 403 instead of the error shape.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { AUTHORIZE_PATH } from "../oauth/settings";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";
import { SESSION_COOKIE } from "./session";
import { allowedOrigins } from "./socket-origin";

/** Methods that change nothing (a socket's upgrade, a GET, has its own origin check). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether the browser says a page of this origin, or of one configured, sent the request. */
function fromAllowedPage(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site === "same-origin" || site === "none") return true;
  const origin = c.req.header("origin");
  // Neither header: not a browser's request (or one too old to say), so no page is riding on it.
  if (origin === undefined) return site === undefined;
  return allowedOrigins(c.env.ALLOWED_ORIGINS, new URL(c.req.url).origin).has(origin.toLowerCase());
}

export const cookieOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path === AUTHORIZE_PATH) return next();
  if (c.req.header("authorization") !== undefined || getCookie(c, SESSION_COOKIE) === undefined) return next();
  if (fromAllowedPage(c)) return next();
  return jsonError(c, 403, "forbidden", "This page's origin may not act with your session here.");
};
