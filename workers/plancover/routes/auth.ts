/**
 * OTP sign-in. Start answers 200 for any well-formed mobile (no account enumeration); verify accepts the
 * simulator's fixed code for members only and gives every other failure the same 401.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";
import { nowSeconds } from "../auth/bearer";
import { issueChallenge, newNonce, openChallenge } from "../auth/challenge";
import { StartSchema, VerifySchema } from "../auth/sign-in-bodies";
import { signToken } from "../auth/token";
import { DEMO_OTP, memberByMobile } from "../data/members";
import { readBody } from "../http/body";
import { problem } from "../http/errors";

const DEFAULT_TOKEN_TTL_SECONDS = 3600;

export function tokenTtlSeconds(env: PlanCoverEnv): number {
  const ttl = Number(env.TOKEN_TTL_SECONDS);
  return Number.isInteger(ttl) && ttl > 0 ? ttl : DEFAULT_TOKEN_TTL_SECONDS;
}

export const authRoutes = new Hono<PlanCoverApp>();

authRoutes.post("/otp/start", async (c) => {
  const body = await readBody(c.req.raw, StartSchema);
  if (!body.ok) return problem(c, body.error);
  const challengeId = await issueChallenge(c.env.PLANCOVER_SIGNING_KEY, body.value.mobile, nowSeconds(), newNonce());
  return c.json({ challengeId });
});

authRoutes.post("/otp/verify", async (c) => {
  const body = await readBody(c.req.raw, VerifySchema);
  if (!body.ok) return problem(c, body.error);
  const now = nowSeconds();
  const challenge = await openChallenge(c.env.PLANCOVER_SIGNING_KEY, body.value.challengeId, now);
  if (!challenge.ok) return problem(c, "invalid_otp");
  const member = memberByMobile(challenge.value.mobile);
  if (!member || body.value.otp !== DEMO_OTP) return problem(c, "invalid_otp");
  const expiresIn = tokenTtlSeconds(c.env);
  const accessToken = await signToken(c.env.PLANCOVER_SIGNING_KEY, member.memberId, now + expiresIn);
  return c.json({ accessToken, expiresIn, member: { memberId: member.memberId, name: member.name } });
});
