/**
 * Whose request this is, for the ledger and member-scoped faults: the member of a valid bearer token,
 * or, on sign-in (which carries no token), the member the OTP body names: the mobile of a start, the
 * mobile of a verify's challenge. Null for anyone else (no or a forged token, a stranger's number, a
 * credential-free route). Only the app built with faults asks; it reads a clone of the body, so the
 * route still reads the body whole.
 */
import * as v from "valibot";
import { memberByMobile } from "../data/members";
import { memberFromAuthorization, nowSeconds } from "./bearer";
import { openChallenge } from "./challenge";
import { StartSchema, VerifySchema } from "./sign-in-bodies";

export async function requestMember(env: PlanCoverEnv, request: Request, path: string): Promise<string | null> {
  const bearer = await memberFromAuthorization(env, request.headers.get("authorization") ?? undefined);
  if (bearer) return bearer.memberId;
  if (request.method !== "POST") return null;
  if (path === "/auth/otp/start") {
    const body = v.safeParse(StartSchema, await jsonOf(request));
    return body.success ? (memberByMobile(body.output.mobile)?.memberId ?? null) : null;
  }
  if (path === "/auth/otp/verify") {
    const body = v.safeParse(VerifySchema, await jsonOf(request));
    if (!body.success) return null;
    const challenge = await openChallenge(env.PLANCOVER_SIGNING_KEY, body.output.challengeId, nowSeconds());
    return challenge.ok ? (memberByMobile(challenge.value.mobile)?.memberId ?? null) : null;
  }
  return null;
}

/** The body as JSON, or undefined when it is not JSON (the route answers that as bad_request itself). */
async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return undefined;
  }
}
