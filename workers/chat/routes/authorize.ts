/**
 * GET/POST /authorize: the member signs in with their own OTP, then allows or denies the partner.
 * The OAuth request is validated by the provider first (client, exact redirect URI, S256), and PKCE is
 * then required of every client, confidential ones included; a request refused after its client and
 * redirect URI were verified is redirected back with the error, anything else is shown here. Every
 * page is unframeable. A post is refused when the browser says it came from another site or when its
 * form token was not made for this browser and this request (oauth/form-binding.ts), so another site
 * cannot plant its own account's sign-in. Consent is a single-use handle bound to this browser (the
 * provider's cookie) and to the member who signed in on this page, whose account the screen names;
 * the grant runs as that member's session, which only the grant knows.
 */

import {
  AuthorizationError,
  type AuthRequest,
  authorizationErrorRedirect,
  CimdFetchError,
  type OAuthHelpers,
} from "@cloudflare/workers-oauth-provider";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { usingCapability } from "../../../src/shared/rpc-capability";
import type { AppEnv } from "../http/app-env";
import { RENDERED_PAGE_HEADERS } from "../http/page-headers";
import { toolService } from "../http/tool-service";
import { codePage, messagePage, mobilePage } from "../oauth/authorize-page";
import { oauthHelpers } from "../oauth/caller";
import { decide, type PageContext, showConsent, signedInMember } from "../oauth/consent-step";
import { browserKey, formToken, formTokenVerifies, isCrossSitePost } from "../oauth/form-binding";
import { forgetSignIn, rememberEnding, rememberSignIn, takeEnding } from "../oauth/sign-in-state";

const FormToken = v.pipe(v.string(), v.maxLength(64));
const StepForm = v.variant("step", [
  v.object({ step: v.literal("start"), form: FormToken, mobile: v.pipe(v.string(), v.maxLength(20)) }),
  v.object({
    step: v.literal("verify"),
    form: FormToken,
    challengeId: v.pipe(v.string(), v.maxLength(512)),
    otp: v.pipe(v.string(), v.maxLength(16)),
  }),
  v.object({
    step: v.literal("consent"),
    form: FormToken,
    handle: v.pipe(v.string(), v.maxLength(512)),
    decision: v.picklist(["approve", "deny"]),
    scope: v.optional(v.array(v.string()), []),
  }),
  v.object({ step: v.literal("switch"), form: FormToken }),
]);

/** What every page of /authorize sends: a rendered page's headers, and never cached (the URL carries the request). */
const PAGE_HEADERS: Record<string, string> = { ...RENDERED_PAGE_HEADERS, "cache-control": "no-store" };

const pageHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.res.headers.set(name, value);
};

/** The address sign-in is throttled by, as Cloudflare's edge sets it (the same as /auth/otp/*). */
const clientAddress = (c: Context<AppEnv>): string | null => c.req.header("cf-connecting-ip") ?? null;

const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 401 | 403 = 200) => c.html(body, status);

const startAgain = (c: Context<AppEnv>) =>
  html(
    c,
    messagePage("Start again", "This page was not opened here, or it expired. Start connecting again from the app."),
    403,
  );

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
  return { token: typeof entries.form === "string" ? entries.form : "", step: v.safeParse(StepForm, entries) };
}

async function signIn(page: PageContext, challengeId: string, otp: string): Promise<Response> {
  const { c } = page;
  const verified = await toolService(c.env).verifyOtp({
    challengeId,
    otp,
    guestSessionToken: null,
    clientAddress: clientAddress(c),
  });
  if (!verified.ok) return html(c, codePage(page.clientName, challengeId, page.form, verified.error.message), 401);
  const { sessionToken, memberName } = verified.value;
  const member = await signedInMember(c, {
    sessionToken,
    memberName,
    mobileEnding: await takeEnding(c.env, challengeId),
  });
  if (!member) {
    await usingCapability(toolService(c.env).session(sessionToken), (session) => session.signOut());
    return html(c, mobilePage(page.clientName, page.form, "Only a member can connect an app."), 401);
  }
  await rememberSignIn(c, member.record);
  return showConsent(page, member);
}

async function post(page: PageContext): Promise<Response> {
  const { c } = page;
  if (isCrossSitePost(c)) return startAgain(c);
  const form = await readForm(c);
  if (!(await formTokenVerifies(c, page.request, form.token))) return startAgain(c);
  if (!form.step.success)
    return html(c, mobilePage(page.clientName, page.form, "Something was missing. Start again."), 400);
  const step = form.step.output;
  switch (step.step) {
    case "start": {
      const started = await toolService(c.env).startOtp({ mobile: step.mobile, clientAddress: clientAddress(c) });
      if (!started.ok) return html(c, mobilePage(page.clientName, page.form, started.error.message), 400);
      await rememberEnding(c.env, started.value.challengeId, step.mobile);
      return html(c, codePage(page.clientName, started.value.challengeId, page.form));
    }
    case "verify":
      return signIn(page, step.challengeId, step.otp);
    case "switch": {
      const member = await signedInMember(c);
      await forgetSignIn(c);
      if (member)
        await usingCapability(toolService(c.env).session(member.record.sessionToken), (session) => session.signOut());
      return html(c, mobilePage(page.clientName, page.form));
    }
    case "consent":
      return decide(page, step);
  }
}

/** Longer than any client id the provider issues, and than the key the store could look it up by. */
const CLIENT_ID_MAX_CHARS = 256;

async function handle(c: Context<AppEnv>): Promise<Response> {
  const helpers = helpersOrThrow(c);
  // An id no registration could have made is refused as an unknown client is, before the store is asked.
  if ((new URL(c.req.url).searchParams.get("client_id") ?? "").length > CLIENT_ID_MAX_CHARS) {
    return html(c, messagePage("Cannot connect", "This app is not registered."), 400);
  }
  // Validates the client, the exact redirect URI, the response type and the PKCE method first.
  const request: AuthRequest = await helpers.parseAuthRequest(c.req.raw);
  // OAuth 2.1 asks PKCE of every client: a confidential client's secret does not protect the code in the browser.
  if (!request.codeChallenge) {
    return c.redirect(authorizationErrorRedirect(request, "invalid_request", "PKCE (S256) is required."), 302);
  }
  const client = await helpers.lookupClient(request.clientId);
  const page: PageContext = {
    c,
    helpers,
    request,
    clientName: client?.clientName ?? "an app",
    registeredName: client?.clientName ?? null,
    form: await formToken(browserKey(c), request),
  };
  if (c.req.method !== "GET") return post(page);
  const member = await signedInMember(c);
  return member ? showConsent(page, member) : html(c, mobilePage(page.clientName, page.form));
}

export const authorizeRoutes = new Hono<AppEnv>().use(pageHeaders).on(["GET", "POST"], "/", async (c) => {
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
