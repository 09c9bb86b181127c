/**
 * The caller's session, resolved once per request in one place: the tools Worker judges the token
 * (`Authorization: Bearer <sessionToken>` for apps and partners, the HttpOnly cookie for browsers)
 * and hands back a capability that runs as that session. A token that does not verify (expired,
 * signed out, malformed, unknown) is a 401, never a fresh guest. A caller with no credential at
 * all is anonymous: it gets a guest session only where a conversation needs an owner (the cookie,
 * and an `x-session-token` response header for apps), and anonymous traffic is limited per client
 * address, so tokenless requests can neither mint sessions nor dodge the per-person limits.
 */
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Channel } from "../../../src/shared/auth-context";
import { countedNetwork } from "../../../src/shared/client-network";
import { disposeCapability } from "../../../src/shared/rpc-capability";
import type { Identity, SessionAnswer, SessionRefusal } from "../../../src/shared/tool-service";
import { invalidPartnerToken, partnerBearer } from "../oauth/partner-bearer";
import type { AppEnv } from "./app-env";
import { jsonError } from "./errors";
import { sendJson } from "./respond";
import { toolService } from "./tool-service";

export const SESSION_COOKIE = "toolgate_session";
export const SESSION_HEADER = "x-session-token";
/** Seconds a client limited as anonymous traffic is asked to wait (the limiter's period). */
const ANONYMOUS_RETRY_AFTER_SECONDS = 60;

/**
 * The credential a request carries: the bearer token, else the cookie; null for none at all. An
 * Authorization header that is not `Bearer <token>` is a credential too (one that cannot verify).
 */
export function carriedSessionToken(c: Context<AppEnv>): string | null {
  const header = c.req.header("authorization");
  if (header !== undefined) return header.match(/^Bearer\s+(\S+)$/)?.[1] ?? "";
  return getCookie(c, SESSION_COOKIE) ?? null;
}

/**
 * The channel is the server's finding, never the client's word: a policy's channel allowlist
 * would mean nothing if a header could name any channel. A bearer token is the app, the cookie a
 * browser; the MCP route sets `mcp` itself. Partners get their own channel with partner keys.
 */
function channelOf(c: Context<AppEnv>): Channel {
  return c.req.header("authorization") !== undefined ? "mobile" : "web";
}

/** Who pressed run on a direct route: a person in their own session, or a partner's app with its token. */
export function directSource(c: Context<AppEnv>): "user" | "partner" {
  return c.var.partner ? "partner" : "user";
}

/**
 * The network anonymous traffic is counted by: the client's address, as Cloudflare's edge sets it (a
 * client cannot choose it there), with an IPv6 address counted by its /64 (its network picks the
 * rest, so counting whole addresses would give one client 2^64 limits). Null for traffic that never
 * crossed the edge, which is not counted (`countedNetwork`).
 */
function clientNetwork(c: Context<AppEnv>): string | null {
  return countedNetwork(c.req.header("cf-connecting-ip"));
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

/** 401 for a credential that does not verify; a cookie that carried it is cleared so the browser starts over. */
export function sessionRefused(c: Context<AppEnv>, refusal: SessionRefusal): Response {
  if (c.req.header("authorization") === undefined) deleteCookie(c, SESSION_COOKIE, { path: "/" });
  switch (refusal) {
    case "session_expired":
      return jsonError(c, 401, "session_expired", "Your session has ended. Sign in again.");
    case "invalid_session":
      return jsonError(c, 401, "invalid_session", "That session token is not valid. Sign in, or send no token.");
  }
}

/**
 * A session answer as a response: a refusal is the 401, a guest created on the way hands out its
 * token, and anything else is `render`ed (with the `status` it names; 200 unless said).
 */
export function answerWith<T>(
  c: Context<AppEnv>,
  answer: SessionAnswer<T>,
  render: (value: T) => object,
  status: (value: T) => ContentfulStatusCode = () => 200,
): Response {
  if (!answer.ok) return sessionRefused(c, answer.refusal);
  if (answer.issued) issueSessionCookie(c, answer.issued.sessionToken, answer.issued.expiresAt);
  return sendJson(c, render(answer.value), status(answer.value));
}

/**
 * Runs the rest of the request with the session's capability, and disposes it once the route has
 * answered: a turn's stream or a socket keeps the request alive long after (see usingCapability).
 */
async function withCapability(
  c: Context<AppEnv>,
  run: () => Promise<Response | undefined>,
): Promise<Response | undefined> {
  try {
    return await run();
  } finally {
    disposeCapability(c.var.session);
  }
}

/** Counts an anonymous request against its address; a Response (429) once the address is over its limit. */
async function overAnonymousLimit(c: Context<AppEnv>): Promise<Response | null> {
  const network = clientNetwork(c);
  if (network === null) return null;
  const { success } = await c.env.ANONYMOUS_LIMITER.limit({ key: network });
  if (success) return null;
  c.header("retry-after", String(ANONYMOUS_RETRY_AFTER_SECONDS));
  return jsonError(c, 429, "rate_limited", "Too many requests without a session from this address. Wait a minute.");
}

/**
 * Sets `session` and `channel` (and `partner`); answers 429 for anonymous traffic over its limit. A
 * partner's OAuth token runs as the member's session behind its grant, on channel `partner`; one
 * that does not validate is a 401 with a Bearer challenge.
 */
async function attach(c: Context<AppEnv>): Promise<Response | null> {
  const partner = await partnerBearer(c);
  if (partner === "invalid") return invalidPartnerToken(c);
  if (partner !== "none") {
    c.set("session", partner.session);
    c.set("sessionToken", partner.sessionToken);
    c.set("partner", partner.grant);
    c.set("partnerTokenExpiresAt", partner.tokenExpiresAt);
    c.set("channel", "partner");
    return null;
  }
  c.set("partner", null);
  const token = carriedSessionToken(c);
  if (token === null) {
    const limited = await overAnonymousLimit(c);
    if (limited) return limited;
  }
  c.set("session", toolService(c.env).session(token));
  c.set("channel", channelOf(c));
  return null;
}

/** `auth`, and the first name a group shows for a member in person (never for a partner acting for them). */
function setIdentity(c: Context<AppEnv>, identity: Identity): void {
  c.set("auth", identity.auth);
  c.set("firstName", c.var.partner ? null : identity.display.firstName);
}

/**
 * Only the capability (`session`, `channel`): nothing is awaited, so the route's first call to the
 * tools Worker carries the token with it (one round trip). The route answers a refusal with `answerWith`.
 */
export const sessionCapability: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limited = await attach(c);
  if (limited) return limited;
  await withCapability(c, async () => {
    await next();
    return undefined;
  });
};

/**
 * The session resolved before the route runs (`auth`, `sessionToken` too), for routes that hand the
 * caller on to a Conversation object. A caller with no credential becomes a guest here, so use it
 * only where a conversation may be created or joined; elsewhere use `existingSession`.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limited = await attach(c);
  if (limited) return limited;
  return withCapability(c, async () => {
    const answer = await c.var.session.identity({ becomeGuest: true });
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    if (answer.value === null) throw new Error("an anonymous caller was not made a guest");
    if (answer.issued) issueSessionCookie(c, answer.issued.sessionToken, answer.issued.expiresAt);
    setIdentity(c, answer.value);
    c.set(
      "sessionToken",
      answer.issued?.sessionToken ?? (c.var.partner ? c.var.sessionToken : carriedSessionToken(c)) ?? "",
    );
    await next();
    return undefined;
  });
};

/** Like `sessionMiddleware`, but a caller with no credential is told to sign in (401) and no guest is made. */
export const existingSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const limited = await attach(c);
  if (limited) return limited;
  return withCapability(c, async () => {
    const answer = await c.var.session.identity({ becomeGuest: false });
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    if (answer.value === null) return jsonError(c, 401, "unauthorized", "Sign in, or send a valid token.");
    setIdentity(c, answer.value);
    c.set("sessionToken", (c.var.partner ? c.var.sessionToken : carriedSessionToken(c)) ?? "");
    await next();
    return undefined;
  });
};
