/**
 * OTP sign-in against PlanCover. Start never tells whether a number is a member: a well-formed
 * number gets an opaque, random challenge id (it carries nothing of the number). Verify spends one
 * of the challenge's few tries before the code reaches PlanCover, consumes the challenge once (of two
 * racing verifies exactly one gets a session), seals the upstream token and upgrades the session the
 * request carried or issues a new one. Both are throttled per mobile number and per client address.
 * No mobile number, OTP or token appears in a failure, a log line or a return value other than the
 * session token meant for the client.
 */
import * as v from "valibot";
import { MobileSchema } from "../../../src/shared/mobile";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { OtpCodeSchema, type OtpFailure, otpFailure, rateLimited } from "../../../src/shared/sign-in";
import { firstNameOf, lastFourOf, maskedMobileOf, type SessionDisplay } from "../../../src/shared/signed-in";
import type { IssuedSession, SignedInSession } from "../../../src/shared/tool-service";
import { type Exchanged, exchangeCode, requestChallenge } from "./otp-exchange";
import { upgradeSession } from "./session-upgrade";
import { createMemberSession, MEMBER_SESSION_MAX_TTL_MS } from "./sessions";
import { addressKey, CHALLENGE_ID_PATTERN, mobileKey, type SignInGuardPort } from "./sign-in/guard";
import type { SignInLimits } from "./sign-in/limits";
import { countAddress, countNumber, countRequest, forgiveMobile } from "./sign-in/throttles";
import { forgetCredential, sealCredential } from "./vault";

/** What every sign-in step needs: the upstream, the guard's objects and the configured limits. */
export interface SignInPorts {
  readonly plancover: Fetcher;
  readonly guard: SignInGuardPort;
  readonly limits: SignInLimits;
}

export interface StartOtpInput {
  readonly mobile: string;
  /** The client's address (CF-Connecting-IP); null when the runtime gave none. */
  readonly clientAddress?: string | null;
  readonly now: Date;
}

async function keyOfAddress(clientAddress: string | null | undefined): Promise<string | null> {
  return clientAddress ? addressKey(clientAddress) : null;
}

/**
 * Starts a sign-in. Whatever PlanCover answers, a well-formed number that is not throttled gets
 * `{ challengeId }`: when the upstream fails, a challenge that no OTP will ever verify, so neither a
 * member-specific error nor an outage tells the caller whether the number is a member.
 */
export async function startOtp(
  ports: SignInPorts,
  input: StartOtpInput,
): Promise<Result<{ challengeId: string }, OtpFailure>> {
  const parsed = v.safeParse(MobileSchema, input.mobile);
  if (!parsed.success) return err(otpFailure("invalid_mobile"));
  const mobile = parsed.output;
  const keys = { mobileKey: await mobileKey(mobile), addressKey: await keyOfAddress(input.clientAddress) };
  const counted = await countRequest(ports.guard, ports.limits, "start", keys, input.now);
  if (!counted.ok) return err(rateLimited(counted.error));

  const upstreamChallengeId = await requestChallenge(ports.plancover, mobile);
  const challengeId = await ports.guard.issueChallenge({
    upstreamChallengeId,
    mobileKey: keys.mobileKey,
    mobileLast4: lastFourOf(mobile),
    expiresAtMs: input.now.getTime() + ports.limits.challengeTtlMs,
    attempts: 0,
    consumed: false,
  });
  return ok({ challengeId });
}

export interface VerifyOtpPorts extends SignInPorts {
  readonly db: D1Database;
  /** CREDENTIAL_KEY: base64 of 32 bytes. */
  readonly credentialKey: string;
}

export interface VerifyOtpInput {
  readonly challengeId: string;
  readonly otp: string;
  /** The session token the request carried (cookie or bearer), if any. */
  readonly guestSessionToken?: string | null;
  /** The client's address (CF-Connecting-IP); null when the runtime gave none. */
  readonly clientAddress?: string | null;
  readonly companyId: string;
  readonly now: Date;
}

/**
 * Completes a sign-in. A try is counted against the challenge and the throttles before PlanCover
 * sees the code; a right code then consumes the challenge, and only the verify that consumed it goes
 * on. The upstream token is sealed in the vault and the person gets a member session: the carried
 * session upgraded in place (same id, new token, the old token dead) when it is a guest's or already
 * theirs, otherwise a new one (another person's session is never touched). The session lives
 * min(upstream token lifetime, 12 h).
 */
export async function verifyOtp(
  ports: VerifyOtpPorts,
  input: VerifyOtpInput,
): Promise<Result<SignedInSession, OtpFailure>> {
  const { now } = input;
  const addressKeyOrNull = await keyOfAddress(input.clientAddress);
  const byAddress = await countAddress(ports.guard, ports.limits, "verify", addressKeyOrNull, now);
  if (!byAddress.ok) return err(rateLimited(byAddress.error));
  const otp = v.safeParse(OtpCodeSchema, input.otp);
  if (!CHALLENGE_ID_PATTERN.test(input.challengeId) || !otp.success) return err(otpFailure("invalid_otp"));

  const attempt = await ports.guard.attemptChallenge(input.challengeId, ports.limits.maxAttemptsPerChallenge, now);
  // A challenge every allowed code was tried on says so (the person needs a new code, not another
  // try); it tells nothing of the number: any well-formed number gets a challenge.
  if (!attempt.ok) return err(otpFailure(attempt.refusal === "exhausted" ? "too_many_attempts" : "invalid_otp"));
  const { mobileKey: numberKey, upstreamChallengeId } = attempt;
  // The address was counted above: the number is counted now, from that address and from everywhere.
  const byMobile = await countNumber(
    ports.guard,
    ports.limits,
    "verify",
    { mobileKey: numberKey, addressKey: addressKeyOrNull },
    now,
  );
  if (!byMobile.ok) return err(rateLimited(byMobile.error));
  if (upstreamChallengeId === null) return err(otpFailure("invalid_otp"));

  const exchanged = await exchangeCode(ports.plancover, upstreamChallengeId, otp.output);
  if (!exchanged.ok) {
    // A wrong code says how many more this challenge may try, so the person knows before it runs out.
    const wrong = exchanged.error.code === "invalid_otp";
    return err(wrong ? { ...exchanged.error, triesLeft: attempt.triesLeft } : exchanged.error);
  }
  // The code was right; of two verifies racing with it, only the one that consumes the challenge goes on.
  if (!(await ports.guard.consumeChallenge(input.challengeId, now))) return err(otpFailure("invalid_otp"));
  await forgiveMobile(ports.guard, numberKey, addressKeyOrNull);
  // Who signed in, as the app shows it: a first name and the number's last four digits, never the number.
  const display: SessionDisplay = {
    firstName: firstNameOf(exchanged.value.memberName),
    mobileLast4: attempt.mobileLast4,
  };
  return ok({
    ...(await issueSession(ports, input, exchanged.value, display)),
    memberName: exchanged.value.memberName,
    firstName: display.firstName,
    maskedMobile: maskedMobileOf(display),
  });
}

async function issueSession(
  ports: VerifyOtpPorts,
  input: VerifyOtpInput,
  exchanged: Exchanged,
  display: SessionDisplay,
): Promise<IssuedSession> {
  const { now } = input;
  const { accessToken, expiresInMs, personId } = exchanged;
  const credentialRef = await sealCredential(ports.db, ports.credentialKey, {
    token: accessToken,
    expiresAt: new Date(now.getTime() + expiresInMs),
    now,
  });
  const grant = {
    personId,
    credentialRef,
    portalRefs: exchanged.portalRefs,
    policies: exchanged.policies,
    expiresAt: new Date(now.getTime() + Math.min(expiresInMs, MEMBER_SESSION_MAX_TTL_MS)),
    display,
  };
  try {
    const carried = input.guestSessionToken;
    const upgraded = carried
      ? await upgradeSession(ports.db, { sessionToken: carried, companyId: input.companyId, grant, now })
      : null;
    return upgraded ?? (await createMemberSession(ports.db, { companyId: input.companyId, grant, now }));
  } catch (error) {
    // No session holds the credential: forget it before the failure travels on (to internal_error).
    await forgetCredential(ports.db, credentialRef);
    throw error;
  }
}
