/**
 * OTP sign-in against PlanCover: start (never tells whether a number is a member) and verify (seals
 * the upstream token, reads the member's portals, then upgrades the session the request carried or
 * issues a new one). No mobile number, OTP or token appears in a failure, a log line or a return
 * value other than the session token meant for the client.
 */
import * as v from "valibot";
import { type PortalRef, PortalRefSchema } from "../../../src/shared/ids";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import {
  OTP_FAILURE_CODES,
  type OtpFailure,
  type OtpFailureCode,
  otpFailure,
  otpFailureStatus,
} from "../../../src/shared/sign-in";
import { createPlanCoverClient, type UpstreamFailure } from "../upstream/plancover-client";
import { randomBytes, toBase64Url } from "./encoding";
import { createMemberSession, type IssuedSession, MEMBER_SESSION_MAX_TTL_MS, upgradeSession } from "./sessions";
import { forgetCredential, HEADER_SAFE_TOKEN, sealCredential } from "./vault";

/** How long (ms) a sign-in waits for PlanCover before answering upstream_unavailable. */
export const OTP_UPSTREAM_TIMEOUT_MS = 8_000;

/** Re-exported for the modules that read them here; they are defined in src/shared/sign-in.ts. */
export { OTP_FAILURE_CODES, type OtpFailure, type OtpFailureCode, otpFailure, otpFailureStatus };

export const MobileSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^(?:\+91)?[6-9]\d{9}$/),
  v.transform((mobile) => mobile.slice(-10)),
);

const ChallengeIdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
const OtpCodeSchema = v.pipe(v.string(), v.regex(/^\d{4,8}$/));

const StartResponseSchema = v.object({ challengeId: ChallengeIdSchema });
const VerifyResponseSchema = v.object({
  accessToken: v.pipe(v.string(), v.regex(HEADER_SAFE_TOKEN)),
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  member: v.object({ memberId: v.pipe(v.string(), v.minLength(1)) }),
});
const PoliciesResponseSchema = v.object({ policies: v.array(v.object({ portalRef: PortalRefSchema })) });

function plancoverClient(plancover: Fetcher, authorization: string | null) {
  return createPlanCoverClient({
    fetcher: plancover,
    authorization,
    signal: AbortSignal.timeout(OTP_UPSTREAM_TIMEOUT_MS),
    recorder: { record: () => {} },
  });
}

/** One structured line for operators: the step and the upstream's status class, never a value. */
function logUpstreamFailure(step: string, failure: UpstreamFailure | "bad_shape"): void {
  const detail = failure === "bad_shape" ? { code: "bad_shape" } : failure;
  console.warn(JSON.stringify({ event: "auth.upstream_failed", step, ...detail }));
}

/**
 * Starts a sign-in. Whatever PlanCover answers, a well-formed number gets `{ challengeId }`: when the
 * upstream fails, a random challenge that no OTP will ever verify, so neither a member-specific error
 * nor an outage tells the caller whether the number is a member.
 */
export async function startOtp(
  plancover: Fetcher,
  mobile: string,
): Promise<Result<{ challengeId: string }, OtpFailure>> {
  const parsed = v.safeParse(MobileSchema, mobile);
  if (!parsed.success) return err(otpFailure("invalid_mobile"));
  const answer = await plancoverClient(plancover, null).post("/auth/otp/start", { body: { mobile: parsed.output } });
  const body = answer.ok ? v.safeParse(StartResponseSchema, answer.value) : null;
  if (body?.success) return ok({ challengeId: body.output.challengeId });
  logUpstreamFailure("otp_start", answer.ok ? "bad_shape" : answer.error);
  return ok({ challengeId: toBase64Url(randomBytes(32)) });
}

export interface VerifyOtpDeps {
  readonly db: D1Database;
  readonly plancover: Fetcher;
  /** CREDENTIAL_KEY: base64 of 32 bytes. */
  readonly credentialKey: string;
}

export interface VerifyOtpInput {
  readonly challengeId: string;
  readonly otp: string;
  /** The session token the request carried (cookie or bearer), if any. */
  readonly guestSessionToken?: string | null;
  readonly companyId: string;
  readonly now: Date;
}

interface Exchanged {
  readonly accessToken: string;
  readonly expiresInMs: number;
  readonly personId: string;
  readonly portalRefs: readonly PortalRef[];
}

function fromExchangeFailure(failure: UpstreamFailure): OtpFailure {
  switch (failure.code) {
    case "auth_failed":
    case "not_found":
    case "upstream_error":
      // PlanCover refused the challenge or the code (401, or a 4xx for a malformed challenge).
      return otpFailure("invalid_otp");
    case "timeout":
    case "upstream_unavailable":
      return otpFailure("upstream_unavailable");
  }
}

/** A token PlanCover just issued should read its own policies; anything but an outage is its error. */
function fromPoliciesFailure(failure: UpstreamFailure): OtpFailure {
  switch (failure.code) {
    case "timeout":
    case "upstream_unavailable":
      return otpFailure("upstream_unavailable");
    case "auth_failed":
    case "not_found":
    case "upstream_error":
      return otpFailure("upstream_error");
  }
}

/** Exchanges the OTP for an upstream token and reads the member's portals with it (nothing stored yet). */
async function exchange(plancover: Fetcher, challengeId: string, otp: string): Promise<Result<Exchanged, OtpFailure>> {
  const answer = await plancoverClient(plancover, null).post("/auth/otp/verify", { body: { challengeId, otp } });
  if (!answer.ok) {
    if (answer.error.code !== "auth_failed") logUpstreamFailure("otp_verify", answer.error);
    return err(fromExchangeFailure(answer.error));
  }
  const verified = v.safeParse(VerifyResponseSchema, answer.value);
  if (!verified.success) {
    logUpstreamFailure("otp_verify", "bad_shape");
    return err(otpFailure("upstream_error"));
  }
  const { accessToken, expiresIn, member } = verified.output;
  const listed = await plancoverClient(plancover, `Bearer ${accessToken}`).get("/v1/policies");
  if (!listed.ok) {
    logUpstreamFailure("list_policies", listed.error);
    return err(fromPoliciesFailure(listed.error));
  }
  const policies = v.safeParse(PoliciesResponseSchema, listed.value);
  if (!policies.success) {
    logUpstreamFailure("list_policies", "bad_shape");
    return err(otpFailure("upstream_error"));
  }
  const portalRefs = [...new Set(policies.output.policies.map((policy) => policy.portalRef))];
  return ok({ accessToken, expiresInMs: expiresIn * 1000, personId: member.memberId, portalRefs });
}

/**
 * Completes a sign-in. On success the upstream token is sealed in the vault and the person gets a
 * member session: the carried session upgraded in place (same id, new token, the old token dead) when
 * it is a guest's or already theirs, otherwise a new one (another person's session is never touched).
 * The session lives min(upstream token lifetime, 12 h).
 */
export async function verifyOtp(
  deps: VerifyOtpDeps,
  input: VerifyOtpInput,
): Promise<Result<IssuedSession, OtpFailure>> {
  const challengeId = v.safeParse(ChallengeIdSchema, input.challengeId);
  const otp = v.safeParse(OtpCodeSchema, input.otp);
  if (!challengeId.success || !otp.success) return err(otpFailure("invalid_otp"));

  const exchanged = await exchange(deps.plancover, challengeId.output, otp.output);
  if (!exchanged.ok) return exchanged;
  const { now } = input;
  const { accessToken, expiresInMs, personId, portalRefs } = exchanged.value;

  const credentialRef = await sealCredential(deps.db, deps.credentialKey, {
    token: accessToken,
    expiresAt: new Date(now.getTime() + expiresInMs),
    now,
  });
  const grant = {
    personId,
    credentialRef,
    portalRefs,
    expiresAt: new Date(now.getTime() + Math.min(expiresInMs, MEMBER_SESSION_MAX_TTL_MS)),
  };
  try {
    const carried = input.guestSessionToken;
    const upgraded = carried
      ? await upgradeSession(deps.db, { sessionToken: carried, companyId: input.companyId, grant, now })
      : null;
    return ok(upgraded ?? (await createMemberSession(deps.db, { companyId: input.companyId, grant, now })));
  } catch (error) {
    // No session holds the credential: forget it before the failure travels on (to internal_error).
    await forgetCredential(deps.db, credentialRef);
    throw error;
  }
}
