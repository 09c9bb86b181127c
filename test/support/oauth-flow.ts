/**
 * A partner's side of OAuth for tests, over any fetch (the workerd tests' own, or Node's against the
 * running system): register a client, drive the authorization page as the member's browser would
 * (sign in with the OTP, then Allow with the chosen scopes), and exchange the code for tokens with PKCE
 * S256. Cookies are kept in a small jar, as a browser keeps them.
 */

import { DEMO_OTP } from "../../workers/plancover/data/members";

/** How the flow reaches the chat Worker: a base URL and a fetch. */
export interface OAuthTarget {
  readonly base: string;
  fetch(url: string, init?: RequestInit): Promise<Response>;
}

export const REDIRECT_URI = "http://127.0.0.1:33418/callback";

export class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** Fetches through the chat Worker as a browser would: cookies kept, redirects not followed. */
export async function browse(
  target: OAuthTarget,
  jar: CookieJar,
  url: string,
  form?: Record<string, string | string[]>,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers = new Headers({ ...extraHeaders, cookie: jar.header() });
  let body: URLSearchParams | undefined;
  if (form) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
    }
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  const response = await target.fetch(url, { method: form ? "POST" : "GET", headers, body, redirect: "manual" });
  jar.take(response);
  return response;
}

export function hiddenValue(html: string, name: string): string {
  const value = html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1];
  if (!value) throw new Error(`the page has no ${name}`);
  return value.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)));
}

/** The token every form of the authorization page carries (bound to this browser and this request). */
export function formToken(html: string): string {
  return hiddenValue(html, "form");
}

/** The authorization URL a partner sends the member's browser to (PKCE S256 unless `challenge` is null). */
export function authorizationUrl(
  base: string,
  clientId: string,
  options: { scope?: string; challenge?: string | null; state?: string } = {},
): string {
  const url = new URL(`${base}/authorize`);
  const params: Record<string, string> = {
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    state: options.state ?? "s1",
  };
  if (options.scope !== undefined) params.scope = options.scope;
  if (options.challenge !== null) {
    params.code_challenge = options.challenge ?? "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM";
    params.code_challenge_method = "S256";
  }
  url.search = new URLSearchParams(params).toString();
  return url.toString();
}

/** Signs a member in on the authorization page with this jar; returns the consent page's HTML. */
export async function signInOnPage(
  target: OAuthTarget,
  jar: CookieJar,
  url: string,
  mobile: string,
): Promise<{ status: number; html: string }> {
  const first = await (await browse(target, jar, url)).text();
  const codeHtml = await (await browse(target, jar, url, { step: "start", mobile, form: formToken(first) })).text();
  const challengeId = hiddenValue(codeHtml, "challengeId");
  const consent = await browse(target, jar, url, {
    step: "verify",
    challengeId,
    otp: DEMO_OTP,
    form: formToken(codeHtml),
  });
  return { status: consent.status, html: await consent.text() };
}

/** Signs the member in on the authorization page and answers the consent screen; returns the redirect. */
export async function authorizeAsMember(
  target: OAuthTarget,
  authorizationUrl: string,
  mobile: string,
  answer: { decision: "approve" | "deny"; scopes?: string[] },
): Promise<{ location: string; consentHtml: string }> {
  const jar = new CookieJar();
  const first = await browse(target, jar, authorizationUrl);
  if (first.status !== 200) throw new Error(`the authorization page answered ${first.status}: ${await first.text()}`);
  const firstHtml = await first.text();
  const codeHtml = await (
    await browse(target, jar, authorizationUrl, { step: "start", mobile, form: formToken(firstHtml) })
  ).text();
  const challengeId = hiddenValue(codeHtml, "challengeId");
  const consent = await browse(target, jar, authorizationUrl, {
    step: "verify",
    challengeId,
    otp: DEMO_OTP,
    form: formToken(codeHtml),
  });
  const consentHtml = await consent.text();
  if (consent.status !== 200) throw new Error(`sign-in on the authorization page failed: ${consent.status}`);
  const handle = hiddenValue(consentHtml, "handle");
  const decided = await browse(target, jar, authorizationUrl, {
    step: "consent",
    handle,
    decision: answer.decision,
    scope: answer.scopes ?? [],
    form: formToken(consentHtml),
  });
  const location = decided.headers.get("location");
  if (decided.status !== 302 || !location) throw new Error(`the consent answered ${decided.status}`);
  return { location, consentHtml };
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return { verifier, challenge: base64url(digest) };
}

export async function registerClient(target: OAuthTarget, name = "Acme Health Assistant"): Promise<string> {
  const response = await target.fetch(`${target.base}/oauth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: name,
      redirect_uris: [REDIRECT_URI],
      token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
    }),
  });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { client_id: string }).client_id;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
}

export async function tokenRequest(target: OAuthTarget, form: Record<string, string>): Promise<Response> {
  return target.fetch(`${target.base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
  });
}

/**
 * From nothing to a code: register (unless given a client already registered), authorize as the member
 * with these scopes. `exchange` is the code exchange's form, not sent yet.
 */
export async function authorizedCode(
  target: OAuthTarget,
  mobile: string,
  scopes: string[],
  registered?: string,
): Promise<{ clientId: string; exchange: Record<string, string> }> {
  const clientId = registered ?? (await registerClient(target));
  const { verifier, challenge } = await pkcePair();
  const url = new URL(`${target.base}/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s1",
    scope: scopes.join(" "),
  }).toString();
  const { location } = await authorizeAsMember(target, url.toString(), mobile, { decision: "approve", scopes });
  const code = new URL(location).searchParams.get("code");
  if (!code) throw new Error(`no code in ${location}`);
  const exchange = {
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    code_verifier: verifier,
  };
  return { clientId, exchange };
}

/**
 * From nothing to tokens: `authorizedCode`, then the code exchanged. `exchange` is the code
 * exchange's form, to present again.
 */
export async function connectPartner(
  target: OAuthTarget,
  mobile: string,
  scopes: string[],
  registered?: string,
): Promise<{ clientId: string; tokens: Tokens; exchange: Record<string, string> }> {
  const { clientId, exchange } = await authorizedCode(target, mobile, scopes, registered);
  const response = await tokenRequest(target, exchange);
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}: ${await response.text()}`);
  return { clientId, tokens: (await response.json()) as Tokens, exchange };
}
