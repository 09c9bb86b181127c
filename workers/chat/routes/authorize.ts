/**
 * GET/POST /authorize: the member signs in with their own OTP, then allows or denies the partner.
 * The OAuth request is validated by the provider first (client, exact redirect URI, PKCE S256); a
 * request it rejects is redirected back only when the client and redirect URI were verified, else
 * shown here. Consent is a single-use handle bound to this browser (the provider's cookie) and to the
 * member who signed in on this page; the grant runs as that member's session, which only the grant knows.
 */
import { AuthorizationError, CimdFetchError, type OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import * as v from "valibot";
import { isPartnerScope, PARTNER_SCOPES } from "../../../src/shared/partner-scopes";
import type { AppEnv } from "../http/app-env";
import { toolService } from "../http/tool-service";
import { codePage, consentPage, messagePage, mobilePage } from "../oauth/authorize-page";
import { memberOf, oauthHelpers } from "../oauth/caller";
import { grantUserId } from "../oauth/grant-user";
import { AUTHORIZE_PATH } from "../oauth/settings";

/** The member's sign-in on this page (HttpOnly, this path only, ten minutes): never the app's session. */
const SIGN_IN_COOKIE = "toolgate_authorize";
const SIGN_IN_MAX_AGE_SECONDS = 600;
/** How long a consent handle stays bound to the member who saw it, in seconds (the handle's own life). */
const CONSENT_BINDING_TTL_SECONDS = 600;

const StepForm = v.variant("step", [
  v.object({ step: v.literal("start"), mobile: v.pipe(v.string(), v.maxLength(20)) }),
  v.object({
    step: v.literal("verify"),
    challengeId: v.pipe(v.string(), v.maxLength(512)),
    otp: v.pipe(v.string(), v.maxLength(16)),
  }),
  v.object({
    step: v.literal("consent"),
    handle: v.pipe(v.string(), v.maxLength(512)),
    decision: v.picklist(["approve", "deny"]),
    scope: v.optional(v.array(v.string()), []),
  }),
]);

/** The address sign-in is throttled by, as Cloudflare's edge sets it (the same as /auth/otp/*). */
const clientAddress = (c: Context<AppEnv>): string | null => c.req.header("cf-connecting-ip") ?? null;

const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 401 = 200) => c.html(body, status);

function helpersOrThrow(c: Context<AppEnv>): OAuthHelpers {
  const helpers = oauthHelpers(c.env);
  if (!helpers) throw new Error("the OAuth provider did not hand the app its helpers");
  return helpers;
}

/** Reads the form: `scope` may repeat, everything else is one value. */
async function readForm(c: Context<AppEnv>) {
  const form = await c.req.formData();
  const entries: Record<string, unknown> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "scope") entries[key] = value;
  entries.scope = form.getAll("scope").filter((value): value is string => typeof value === "string");
  return v.safeParse(StepForm, entries);
}

async function signedInMember(c: Context<AppEnv>) {
  const token = getCookie(c, SIGN_IN_COOKIE);
  const auth = token ? await memberOf(toolService(c.env).session(token)) : null;
  return token && auth?.personId ? { token, auth, personId: auth.personId } : null;
}

/** The consent screen for the request in this URL, bound to the member who is signed in here. */
async function showConsent(c: Context<AppEnv>, helpers: OAuthHelpers, personId: string) {
  const request = await helpers.parseAuthRequest(c.req.raw);
  const details = await helpers.describeConsent(request);
  const asked = details.scope.filter(isPartnerScope);
  // A client that asks for nothing in particular is offered every scope; the member unticks.
  const offered = asked.length > 0 ? asked : [...PARTNER_SCOPES];
  const consent = await helpers.beginConsent({ ...request, scope: offered });
  await c.env.OAUTH_KV.put(`toolgate-consent:${consent.handle}`, await grantUserId(personId), {
    expirationTtl: CONSENT_BINDING_TTL_SECONDS,
  });
  consent.headers.forEach((value, key) => {
    c.header(key, value, { append: true });
  });
  return html(c, consentPage({ ...details, scope: offered }, consent.handle));
}

async function decide(
  c: Context<AppEnv>,
  helpers: OAuthHelpers,
  form: { handle: string; decision: string; scope: string[] },
) {
  const member = await signedInMember(c);
  const bound = await c.env.OAUTH_KV.get(`toolgate-consent:${form.handle}`);
  await c.env.OAUTH_KV.delete(`toolgate-consent:${form.handle}`);
  if (!member || bound === null || bound !== (await grantUserId(member.personId))) {
    return html(
      c,
      messagePage("Start again", "This page expired or was opened by someone else. Start connecting again."),
      400,
    );
  }
  if (form.decision === "deny") {
    const denied = await helpers.denyConsent(c.req.raw, form.handle);
    return new Response(null, { status: 302, headers: denied.headers });
  }
  const scope = form.scope.filter(isPartnerScope);
  const approved = await helpers.approveConsent(c.req.raw, form.handle, { scope });
  // The sign-in session becomes the grant's: bound to this client and these scopes, so every call on
  // it runs as this partner, and revoking the grant finds it. A sign-in already bound grants nothing more.
  const bindsGrant = await toolService(c.env).bindGrant(member.token, {
    clientId: approved.request.clientId,
    scopes: scope,
  });
  if (!bindsGrant) {
    deleteCookie(c, SIGN_IN_COOKIE, { path: AUTHORIZE_PATH });
    return html(c, messagePage("Start again", "This sign-in was already used to connect an app. Sign in again."), 400);
  }
  const { redirectTo } = await helpers.completeAuthorization({
    request: approved.request,
    userId: await grantUserId(member.personId),
    metadata: {},
    scope,
    props: { kind: "partner", sessionToken: member.token },
  });
  deleteCookie(c, SIGN_IN_COOKIE, { path: AUTHORIZE_PATH });
  approved.headers.set("Location", redirectTo);
  for (const cookie of c.res.headers.getSetCookie()) approved.headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers: approved.headers });
}

async function handle(c: Context<AppEnv>): Promise<Response> {
  const helpers = helpersOrThrow(c);
  // Validates the client, the exact redirect URI, the response type and PKCE before anything else.
  const request = await helpers.parseAuthRequest(c.req.raw);
  const client = await helpers.lookupClient(request.clientId);
  const clientName = client?.clientName ?? "an app";
  if (c.req.method === "GET") {
    const member = await signedInMember(c);
    return member ? showConsent(c, helpers, member.personId) : html(c, mobilePage(clientName));
  }
  const form = await readForm(c);
  if (!form.success) return html(c, mobilePage(clientName, "Something was missing. Start again."), 400);
  switch (form.output.step) {
    case "start": {
      const started = await toolService(c.env).startOtp({
        mobile: form.output.mobile,
        clientAddress: clientAddress(c),
      });
      if (!started.ok) return html(c, mobilePage(clientName, started.error.message), 400);
      return html(c, codePage(clientName, started.value.challengeId));
    }
    case "verify": {
      const { challengeId, otp } = form.output;
      const verified = await toolService(c.env).verifyOtp({
        challengeId,
        otp,
        guestSessionToken: null,
        clientAddress: clientAddress(c),
      });
      if (!verified.ok) return html(c, codePage(clientName, challengeId, verified.error.message), 401);
      setCookie(c, SIGN_IN_COOKIE, verified.value.sessionToken, {
        httpOnly: true,
        secure: new URL(c.req.url).protocol === "https:",
        sameSite: "Lax",
        path: AUTHORIZE_PATH,
        maxAge: SIGN_IN_MAX_AGE_SECONDS,
      });
      const auth = await memberOf(toolService(c.env).session(verified.value.sessionToken));
      if (!auth?.personId) return html(c, mobilePage(clientName, "Only a member can connect an app."), 401);
      return showConsent(c, helpers, auth.personId);
    }
    case "consent":
      return decide(c, helpers, form.output);
  }
}

export const authorizeRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/", async (c) => {
  try {
    return await handle(c);
  } catch (error) {
    // Redirect back only where the provider verified the client and its exact redirect URI.
    if (error instanceof AuthorizationError && error.redirectTo) return c.redirect(error.redirectTo, 302);
    if (error instanceof AuthorizationError) return html(c, messagePage("Cannot connect", error.description), 400);
    if (error instanceof CimdFetchError)
      return html(c, messagePage("Cannot connect", "This app could not be verified."), 400);
    throw error;
  }
});
