/** The OAuth flow of oauth-flow.ts against the chat Worker in workerd (through SELF). */
import { SELF } from "cloudflare:test";
import type { PartnerGrant } from "../../src/shared/partner-scopes";
import { BASE } from "./http";
import * as flow from "./oauth-flow";

export { CookieJar, formToken, hiddenValue, pkcePair, REDIRECT_URI, type Tokens } from "./oauth-flow";

/** A grant of these scopes to a new client, one no other test names. */
export const newGrant = (scopes: PartnerGrant["scopes"]): PartnerGrant => ({
  clientId: `client_${crypto.randomUUID()}`,
  scopes,
});

const target: flow.OAuthTarget = { base: BASE, fetch: (url, init) => SELF.fetch(url, init) };

export const browse = (
  jar: flow.CookieJar,
  url: string,
  form?: Record<string, string | string[]>,
  headers?: Record<string, string>,
) => flow.browse(target, jar, url, form, headers);
export const authorizeAsMember = (url: string, mobile: string, answer: Parameters<typeof flow.authorizeAsMember>[3]) =>
  flow.authorizeAsMember(target, url, mobile, answer);
export const registerClient = (name?: string) => flow.registerClient(target, name);
export const tokenRequest = (form: Record<string, string>) => flow.tokenRequest(target, form);
export const connectPartner = (mobile: string, scopes: string[], clientId?: string) =>
  flow.connectPartner(target, mobile, scopes, clientId);
export const authorizedCode = (mobile: string, scopes: string[]) => flow.authorizedCode(target, mobile, scopes);
export const authorizationUrl = (clientId: string, options?: Parameters<typeof flow.authorizationUrl>[2]) =>
  flow.authorizationUrl(BASE, clientId, options);
export const signInOnPage = (jar: flow.CookieJar, url: string, mobile: string) =>
  flow.signInOnPage(target, jar, url, mobile);
