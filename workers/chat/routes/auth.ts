/**
 * /auth/*: OTP sign-in against PlanCover, through the tools Worker (the only holder of upstream
 * tokens). Start always answers 200 with a challenge (no account enumeration); verify upgrades
 * the guest session the request carries and answers the new session token.
 */
import { vValidator } from "@hono/valibot-validator";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import * as v from "valibot";
import { otpFailureStatus } from "../../../src/shared/sign-in";
import type { AppEnv } from "../http/app-env";
import { badRequest, jsonError } from "../http/errors";
import {
  carriedSessionToken,
  issueSessionCookie,
  SESSION_COOKIE,
  sessionCapability,
  sessionRefused,
} from "../http/session";
import { toolService } from "../http/tool-service";

const StartBody = v.strictObject({ mobile: v.pipe(v.string(), v.maxLength(20)) });
const VerifyBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.minLength(1), v.maxLength(512)),
  otp: v.pipe(v.string(), v.regex(/^\d{4,8}$/, "the code is 4 to 8 digits")),
});

export const authRoutes = new Hono<AppEnv>()
  .post("/otp/start", vValidator("json", StartBody, badRequest), async (c) => {
    const started = await toolService(c.env).startOtp(c.req.valid("json").mobile);
    if (!started.ok) {
      return jsonError(c, otpFailureStatus(started.error.code), "bad_request", started.error.message);
    }
    return c.json({ challengeId: started.value.challengeId });
  })
  .post("/otp/verify", vValidator("json", VerifyBody, badRequest), async (c) => {
    const body = c.req.valid("json");
    const verified = await toolService(c.env).verifyOtp({ ...body, guestSessionToken: carriedSessionToken(c) });
    if (!verified.ok) {
      const { code, message } = verified.error;
      const wire = code === "invalid_mobile" ? "bad_request" : code;
      return jsonError(c, otpFailureStatus(code), wire, message);
    }
    issueSessionCookie(c, verified.value.sessionToken, verified.value.expiresAt);
    return c.json({ sessionToken: verified.value.sessionToken, expiresAt: verified.value.expiresAt });
  })
  .post("/signout", sessionCapability, async (c) => {
    const answer = await c.var.session.signOut();
    if (!answer.ok) return sessionRefused(c, answer.refusal);
    deleteCookie(c, SESSION_COOKIE, { path: "/" });
    return c.json({ ok: true });
  });
