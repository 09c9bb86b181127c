/**
 * The member's sign-in on the authorization page, kept server-side for ten minutes: the browser holds
 * only a random id (an HttpOnly cookie for /authorize), and OAUTH_KV holds under the id's hash the
 * member's session token and what the consent screen names the account by (the member's name and the
 * last four digits of the number they signed in with). The session token never reaches the browser,
 * and the id is a credential nowhere else. Switching account and Deny forget both.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { randomBytes, sha256Hex, toBase64Url } from "../../../src/shared/encoding";
import type { AppEnv } from "../http/app-env";
import { AUTHORIZE_PATH } from "./settings";

const SIGN_IN_COOKIE = "toolgate_authorize";
/** How long a sign-in on this page lasts, in seconds (cookie and record alike). */
const SIGN_IN_TTL_SECONDS = 600;
const SIGN_IN_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the consent screen names the signed-in account by; neither is a full number or an id. */
export const AccountSchema = v.object({
  memberName: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  /** The last four digits of the mobile number the member signed in with. */
  mobileEnding: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}$/))),
});
export type Account = v.InferOutput<typeof AccountSchema>;

const SignInRecordSchema = v.object({ sessionToken: v.pipe(v.string(), v.minLength(16)), ...AccountSchema.entries });
export type SignInRecord = v.InferOutput<typeof SignInRecordSchema>;

const recordKey = async (id: string) => `toolgate-authorize-sign-in:${await sha256Hex(id)}`;
const endingKey = async (challengeId: string) => `toolgate-authorize-ending:${await sha256Hex(challengeId)}`;

/** The last four digits of a mobile number as typed (spaces, +91 and all). */
export function mobileEnding(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-4) : null;
}

/** Keeps, for the challenge just issued, the ending of the number it was sent to (the verify step names it). */
export async function rememberEnding(env: Env, challengeId: string, mobile: string): Promise<void> {
  const ending = mobileEnding(mobile);
  if (ending) await env.OAUTH_KV.put(await endingKey(challengeId), ending, { expirationTtl: SIGN_IN_TTL_SECONDS });
}

export async function takeEnding(env: Env, challengeId: string): Promise<string | null> {
  const key = await endingKey(challengeId);
  const ending = await env.OAUTH_KV.get(key);
  await env.OAUTH_KV.delete(key);
  return ending !== null && /^\d{4}$/.test(ending) ? ending : null;
}

export async function rememberSignIn(c: Context<AppEnv>, record: SignInRecord): Promise<void> {
  const id = toBase64Url(randomBytes(32));
  await c.env.OAUTH_KV.put(await recordKey(id), JSON.stringify(record), { expirationTtl: SIGN_IN_TTL_SECONDS });
  setCookie(c, SIGN_IN_COOKIE, id, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === "https:",
    sameSite: "Lax",
    path: AUTHORIZE_PATH,
    maxAge: SIGN_IN_TTL_SECONDS,
  });
}

/** The sign-in this browser holds on this page, or null (none, expired, or a cookie we never set). */
export async function heldSignIn(c: Context<AppEnv>): Promise<SignInRecord | null> {
  const id = getCookie(c, SIGN_IN_COOKIE);
  if (!id || !SIGN_IN_ID_PATTERN.test(id)) return null;
  const stored = await c.env.OAUTH_KV.get(await recordKey(id), "json");
  const parsed = v.safeParse(SignInRecordSchema, stored);
  return parsed.success ? parsed.output : null;
}

/** Forgets this browser's sign-in: its record and its cookie (the session itself is the caller's to end). */
export async function forgetSignIn(c: Context<AppEnv>): Promise<void> {
  const id = getCookie(c, SIGN_IN_COOKIE);
  if (id && SIGN_IN_ID_PATTERN.test(id)) await c.env.OAUTH_KV.delete(await recordKey(id));
  deleteCookie(c, SIGN_IN_COOKIE, { path: AUTHORIZE_PATH });
}
