/**
 * /auth/*: OTP sign-in against PlanCover, through the tools Worker (the only holder of upstream
 * tokens). Start answers 200 with a challenge for any well-formed number (no account enumeration);
 * verify upgrades the guest session the request carries and answers the new session token. Both are
 * throttled per number and per client address (429 with Retry-After). Who is signed in (`/auth/me`,
 * and the verify answer): a first name and the number's last four digits, never the number.
 */
import { vValidator } from "@hono/valibot-validator";
import { type Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import * as v from "valibot";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import { OtpCodeSchema } from "../../../src/shared/sign-in";
import { maskedMobileOf, type SignedInAs } from "../../../src/shared/signed-in";
import type { Identity } from "../../../src/shared/tool-service";
import type { AppEnv } from "../http/app-env";
import { noBodyOrJson, requireJson } from "../http/body-limits";
import { badRequest, jsonError } from "../http/errors";
import { otpFailureResponse } from "../http/otp-failure";
import {
  carriedSessionToken,
  issueSessionCookie,
  SESSION_COOKIE,
  sessionCapability,
  sessionRefused,
} from "../http/session";
import { endSignedOutSession } from "../http/signed-out";
import { toolService } from "../http/tool-service";

export const StartBody = v.strictObject({ mobile: v.pipe(v.string(), v.maxLength(24)) });
export const VerifyBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
  otp: OtpCodeSchema,
});

/**
 * Who the caller is, as an app says it. A partner's token acting for a member is told it is a
 * partner, and nothing of the member's name or number.
 */
function signedInAs(identity: Identity | null, partner: PartnerGrant | null): SignedInAs {
  if (identity === null) return { kind: "anonymous", firstName: null, maskedMobile: null };
  if (partner !== null) return { kind: "partner", firstName: null, maskedMobile: null };
  switch (identity.auth.role) {
    case "member":
      return { kind: "member", firstName: identity.display.firstName, maskedMobile: maskedMobileOf(identity.display) };
    case "guest":
      return { kind: "guest", firstName: null, maskedMobile: null };
    case "agent":
    case "admin":
      return { kind: "staff", firstName: null, maskedMobile: null };
  }
}

/** The client's address as Cloudflare's edge sets it, for the sign-in throttles; null when there is none. */
const clientAddress = (c: Context<AppEnv>): string | null => c.req.header("cf-connecting-ip") ?? null;

export const authRoutes = new Hono<AppEnv>()
  .post("/otp/start", requireJson, vValidator("json", StartBody, badRequest), async (c) => {
    const started = await toolService(c.env).startOtp({
      mobile: c.req.valid("json").mobile,
      clientAddress: clientAddress(c),
    });
    if (!started.ok) return otpFailureResponse(c, started.error);
    return c.json({ challengeId: started.value.challengeId });
  })
  .post("/otp/verify", requireJson, vValidator("json", VerifyBody, badRequest), async (c) => {
    const body = c.req.valid("json");
    const verified = await toolService(c.env).verifyOtp({
      ...body,
      guestSessionToken: carriedSessionToken(c),
      clientAddress: clientAddress(c),
    });
    if (!verified.ok) return otpFailureResponse(c, verified.error);
    const { sessionToken, expiresAt, firstName, maskedMobile } = verified.value;
    issueSessionCookie(c, sessionToken, expiresAt);
    const me: SignedInAs = { kind: "member", firstName, maskedMobile };
    return c.json({ sessionToken, expiresAt, ...me });
  })
  .get("/me", sessionCapability, async (c) => {
    // Who is signed in, never making a guest: a caller with no credential is told it is nobody.
    const answer = await c.var.session.identity({ becomeGuest: false });
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    return c.json(signedInAs(answer.value, c.var.partner ?? null));
  })
  .post("/signout", noBodyOrJson, sessionCapability, async (c) => {
    // A partner's token signs nobody out: the member revokes it, the partner revokes its own token.
    if (c.var.partner) return jsonError(c, 403, "forbidden", "A partner's token cannot sign out; revoke the token.");
    const who = await c.var.session.identity({ becomeGuest: false });
    if (!who.ok) return sessionRefused(c, who.refusal);
    const answer = await c.var.session.signOut();
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    // Its streams and sockets stop at once, and the turns it runs end: nothing more reaches it.
    if (who.value !== null) await endSignedOutSession(c.env, who.value.auth, new Date());
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json({ ok: true });
  });
