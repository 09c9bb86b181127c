/**
 * The authorization page's forms, bound to this browser and to the OAuth request in the URL, against
 * login CSRF (another site posting its own account's sign-in into a member's browser, so that the
 * member's next consent connects the partner to the attacker's account). Two checks, each enough
 * against a browser on its own:
 * - a post that the browser says came from another site is refused: `Sec-Fetch-Site` other than
 *   `same-origin` (or `none`, typed by the person), else an `Origin` that is not this origin. A client
 *   that sends neither is not a browser, so it holds no member's cookies to ride on;
 * - every form carries a token: HMAC-SHA-256 over the OAuth request's parameters, keyed by a random
 *   value only this browser holds (an HttpOnly cookie that another site can neither read nor set). A
 *   post whose token does not verify for this browser and this request is refused.
 */
import type { AuthRequest } from "@cloudflare/workers-oauth-provider";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { fromBase64Url, randomBytes, toBase64Url } from "../../../src/shared/encoding";
import type { AppEnv } from "../http/app-env";
import { AUTHORIZE_PATH } from "./settings";

/**
 * The browser's binding key (random, base64url): HttpOnly, for /authorize only, and a session cookie,
 * so a page left open for hours still verifies while a closed browser starts afresh.
 */
const BROWSER_COOKIE = "toolgate_authorize_browser";
/** The key's length in bytes (256 bits of randomness). */
const BROWSER_KEY_BYTES = 32;
const BROWSER_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What a post's browser said about where it came from. */
export function isCrossSitePost(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  const origin = c.req.header("origin");
  return origin !== undefined && origin !== new URL(c.req.url).origin;
}

/** This browser's binding key, made (and set as its cookie) when it has none. */
export function browserKey(c: Context<AppEnv>): string {
  const held = getCookie(c, BROWSER_COOKIE);
  if (held && BROWSER_KEY_PATTERN.test(held)) return held;
  const made = toBase64Url(randomBytes(BROWSER_KEY_BYTES));
  setCookie(c, BROWSER_COOKIE, made, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Lax",
    path: AUTHORIZE_PATH,
  });
  return made;
}

/** The parameters that make one authorization request (what the member is asked to allow, and for whom). */
function requestBytes(request: AuthRequest): Uint8Array {
  const fields = [
    request.clientId,
    request.redirectUri,
    request.responseType,
    request.state,
    request.codeChallenge ?? "",
    request.codeChallengeMethod ?? "",
    request.scope.join(" "),
    JSON.stringify(request.resource ?? null),
  ];
  return new TextEncoder().encode(`toolgate-authorize-form:${JSON.stringify(fields)}`);
}

async function hmacKey(key: string): Promise<CryptoKey | null> {
  const bytes = fromBase64Url(key);
  if (!bytes) return null;
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** The token this browser's forms carry for this request. */
export async function formToken(key: string, request: AuthRequest): Promise<string> {
  const hmac = await hmacKey(key);
  if (!hmac) throw new Error("a browser key that this module made did not decode");
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", hmac, requestBytes(request))));
}

/** Whether a posted token was made for this browser and this request (compared in constant time). */
export async function formTokenVerifies(c: Context<AppEnv>, request: AuthRequest, token: string): Promise<boolean> {
  const held = getCookie(c, BROWSER_COOKIE);
  const signature = fromBase64Url(token);
  if (!held || !BROWSER_KEY_PATTERN.test(held) || !signature) return false;
  const hmac = await hmacKey(held);
  return hmac !== null && crypto.subtle.verify("HMAC", hmac, signature, requestBytes(request));
}
