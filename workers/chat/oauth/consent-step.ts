/**
 * The consent step of /authorize: the screen (what the partner asked for, which account is signed in)
 * and the member's answer. Only what the client asked for, among the scopes this service knows, is
 * ticked to begin with; a client that asked for nothing known is offered every scope with none
 * ticked, so `callbacks:write` is never pre-ticked unless asked. The handle is bound to the member who
 * saw the screen; Allow grants the ticked scopes as that member's session (with its admin audit row,
 * `partner.grant`), Deny ends the sign-in.
 */
import type { AuthRequest, OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import type { Context } from "hono";
import type { AuthContext } from "../../../src/shared/auth-context";
import { grantUserId } from "../../../src/shared/grant-user";
import { isPartnerScope, PARTNER_SCOPES, type PartnerScope } from "../../../src/shared/partner-scopes";
import { usingCapability } from "../../../src/shared/rpc-capability";
import type { AppEnv } from "../http/app-env";
import { toolService } from "../http/tool-service";
import { consentPage, messagePage } from "./authorize-page";
import { memberOf } from "./caller";
import { forgetSignIn, heldSignIn, type SignInRecord } from "./sign-in-state";

/** How long a consent handle stays bound to the member who saw it, in seconds (the handle's own life). */
const CONSENT_BINDING_TTL_SECONDS = 600;

/** One request to /authorize, as every step sees it. */
export interface PageContext {
  readonly c: Context<AppEnv>;
  readonly helpers: OAuthHelpers;
  readonly request: AuthRequest;
  /** The client's name as the page shows it ("an app" for a client that gave none). */
  readonly clientName: string;
  /** The client's registered name, as the admin audit records it. */
  readonly registeredName: string | null;
  /** The token this page's forms carry. */
  readonly form: string;
}

export interface SignedInMember {
  readonly record: SignInRecord;
  readonly auth: AuthContext;
  readonly personId: string;
}

/** The member a sign-in stands for (the one given, else the one this browser holds); null when it no longer verifies. */
export async function signedInMember(c: Context<AppEnv>, given?: SignInRecord): Promise<SignedInMember | null> {
  const record = given ?? (await heldSignIn(c));
  const auth = record ? await usingCapability(toolService(c.env).session(record.sessionToken), memberOf) : null;
  return record && auth?.personId ? { record, auth, personId: auth.personId } : null;
}

/** What the screen offers and ticks for the scopes a client asked for. */
export function offerFor(asked: readonly string[]): { offered: PartnerScope[]; ticked: PartnerScope[] } {
  const known = asked.filter(isPartnerScope);
  return known.length > 0 ? { offered: known, ticked: known } : { offered: [...PARTNER_SCOPES], ticked: [] };
}

/** Puts the library's headers on this response: its cookies beside ours, anything else as it says. */
function carryHeaders(c: Context<AppEnv>, headers: Headers): void {
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
  for (const [name, value] of headers) if (name !== "set-cookie") c.header(name, value);
}

const bindingKey = (handle: string) => `toolgate-consent:${handle}`;

/** The consent screen for this request, its handle bound to the member who is signed in here. */
export async function showConsent(page: PageContext, member: SignedInMember): Promise<Response> {
  const { c, helpers } = page;
  const details = await helpers.describeConsent(page.request);
  const { offered, ticked } = offerFor(details.scope);
  const consent = await helpers.beginConsent({ ...page.request, scope: offered });
  await c.env.OAUTH_KV.put(bindingKey(consent.handle), await grantUserId(member.personId), {
    expirationTtl: CONSENT_BINDING_TTL_SECONDS,
  });
  carryHeaders(c, consent.headers);
  return c.html(
    consentPage({
      details: { ...details, scope: offered },
      offered,
      ticked,
      handle: consent.handle,
      form: page.form,
      account: { memberName: member.record.memberName, mobileEnding: member.record.mobileEnding },
    }),
  );
}

/** A redirect carrying the library's headers (its cookies and Location) beside the ones this request set. */
function redirect(c: Context<AppEnv>, headers: Headers, location: string): Response {
  carryHeaders(c, headers);
  c.header("location", location);
  return c.body(null, 302);
}

export async function decide(
  page: PageContext,
  form: { handle: string; decision: "approve" | "deny"; scope: string[] },
): Promise<Response> {
  const { c, helpers } = page;
  const member = await signedInMember(c);
  const bound = await c.env.OAUTH_KV.get(bindingKey(form.handle));
  await c.env.OAUTH_KV.delete(bindingKey(form.handle));
  if (!member || bound === null || bound !== (await grantUserId(member.personId))) {
    return c.html(
      messagePage("Start again", "This page expired or was opened by someone else. Start connecting again."),
      400,
    );
  }
  if (form.decision === "deny") {
    const denied = await helpers.denyConsent(c.req.raw, form.handle);
    // The sign-in made only for this page ends with it: nothing of it stays in the browser or alive.
    await forgetSignIn(c);
    await usingCapability(toolService(c.env).session(member.record.sessionToken), (session) => session.signOut());
    return redirect(c, denied.headers, denied.redirectTo);
  }
  const scope = form.scope.filter(isPartnerScope);
  const approved = await helpers.approveConsent(c.req.raw, form.handle, { scope });
  // The sign-in session becomes the grant's: bound to this client and these scopes, so every call on
  // it runs as this partner, and revoking the grant finds it. A sign-in already bound grants nothing more.
  const grant = { clientId: approved.request.clientId, scopes: scope };
  if (!(await toolService(c.env).bindGrant(member.record.sessionToken, grant))) {
    await forgetSignIn(c);
    return c.html(messagePage("Start again", "This sign-in was already used to connect an app. Sign in again."), 400);
  }
  const { redirectTo } = await helpers.completeAuthorization({
    request: approved.request,
    userId: await grantUserId(member.personId),
    metadata: {},
    scope,
    props: { kind: "partner", sessionToken: member.record.sessionToken },
  });
  // The session now belongs to the grant alone; the page forgets it.
  await forgetSignIn(c);
  await usingCapability(toolService(c.env).session(member.record.sessionToken), (session) =>
    session.recordPartnerConsent({
      action: "partner.grant",
      clientId: page.request.clientId,
      clientName: page.registeredName,
      scopes: scope,
    }),
  );
  return redirect(c, approved.headers, redirectTo);
}
