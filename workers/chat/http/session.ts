/**
 * Resolves the caller's session: `Authorization: Bearer <sessionToken>` (mobile, partners) or the
 * HttpOnly session cookie (browsers). A caller with none gets a guest session on its first
 * request (the cookie, and an `x-session-token` response header for apps), so a signed-out turn
 * has an owner that signing in can upgrade.
 */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Channel } from "../../../src/shared/auth-context";
import type { AppEnv } from "./app-env";
import { toolService } from "./tool-service";

export const SESSION_COOKIE = "toolgate_session";
export const SESSION_HEADER = "x-session-token";

function bearerToken(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{16,})$/);
  return match?.[1] ?? null;
}

/** The token a request carries, if any (the verify route reads it to upgrade a guest session). */
export function carriedSessionToken(c: Context<AppEnv>): string | null {
  return bearerToken(c) ?? getCookie(c, SESSION_COOKIE) ?? null;
}

/**
 * The channel is the server's finding, never the client's word: a policy's channel allowlist
 * would mean nothing if a header could name any channel. A bearer token is the app, the cookie a
 * browser; the MCP route sets `mcp` itself. Partners get their own channel with partner keys.
 */
function channelOf(c: Context<AppEnv>): Channel {
  return bearerToken(c) ? "mobile" : "web";
}

export function issueSessionCookie(c: Context<AppEnv>, token: string, expiresAt: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Lax",
    path: "/",
    expires: new Date(expiresAt),
  });
  c.header(SESSION_HEADER, token);
}

export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = carriedSessionToken(c);
  const auth = token ? await toolService(c.env).authenticate(token) : null;
  if (auth && token) {
    c.set("auth", auth);
    c.set("sessionToken", token);
  } else {
    const guest = await toolService(c.env).createGuestSession();
    const created = await toolService(c.env).authenticate(guest.sessionToken);
    if (!created) throw new Error("a guest session just created did not authenticate");
    c.set("auth", created);
    c.set("sessionToken", guest.sessionToken);
    issueSessionCookie(c, guest.sessionToken, guest.expiresAt);
  }
  c.set("channel", channelOf(c));
  await next();
};
