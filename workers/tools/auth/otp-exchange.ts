/**
 * The OTP calls to PlanCover: asking for a challenge, and exchanging a code for an upstream token
 * plus the member's portals. Nothing is stored here. A log line names the step and the upstream's
 * status class, never a number, a code or a token.
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../../src/shared/auth-context";
import { type PortalRef, PortalRefSchema } from "../../../src/shared/ids";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { redactText } from "../../../src/shared/sanitizer";
import { type OtpFailure, otpFailure } from "../../../src/shared/sign-in";
import { createPlanCoverClient, type UpstreamFailure } from "../upstream/plancover-client";
import { HEADER_SAFE_TOKEN } from "./vault";

/** How long (ms) a sign-in waits for PlanCover before answering upstream_unavailable. */
export const OTP_UPSTREAM_TIMEOUT_MS = 8_000;

const UpstreamChallengeSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(2048));
const StartResponseSchema = v.object({ challengeId: UpstreamChallengeSchema });
const VerifyResponseSchema = v.object({
  accessToken: v.pipe(v.string(), v.regex(HEADER_SAFE_TOKEN)),
  expiresIn: v.pipe(v.number(), v.integer(), v.minValue(1)),
  member: v.object({
    memberId: v.pipe(v.string(), v.minLength(1)),
    // The member's name, for the partner consent screen to name the account; optional upstream.
    name: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
});
const PoliciesResponseSchema = v.object({
  // A policy without a product name still gives its portal; its wording answers stay unscoped.
  policies: v.array(
    v.object({ portalRef: PortalRefSchema, productName: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  ),
});

export interface Exchanged {
  readonly accessToken: string;
  readonly expiresInMs: number;
  readonly personId: string;
  /** The member's name as PlanCover gave it; null when it gave none. */
  readonly memberName: string | null;
  readonly portalRefs: readonly PortalRef[];
  /** The product PlanCover names for each portal: what scopes a wording answer to the member's products. */
  readonly policies: readonly HeldPolicy[];
}

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

/** The upstream's challenge for a (normalized) mobile number; null when the upstream failed (logged). */
export async function requestChallenge(plancover: Fetcher, mobile: string): Promise<string | null> {
  const answer = await plancoverClient(plancover, null).post("/auth/otp/start", { body: { mobile } });
  const body = answer.ok ? v.safeParse(StartResponseSchema, answer.value) : null;
  if (body?.success) return body.output.challengeId;
  logUpstreamFailure("otp_start", answer.ok ? "bad_shape" : answer.error);
  return null;
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
export async function exchangeCode(
  plancover: Fetcher,
  upstreamChallengeId: string,
  otp: string,
): Promise<Result<Exchanged, OtpFailure>> {
  const answer = await plancoverClient(plancover, null).post("/auth/otp/verify", {
    body: { challengeId: upstreamChallengeId, otp },
  });
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
  const held = portalRefs.flatMap((portalRef) => {
    // Upstream text that the session keeps and answers will show: sanitized like any tool result.
    const named = policies.output.policies.find((p) => p.portalRef === portalRef)?.productName;
    const product = named === undefined ? undefined : redactText(named).trim();
    return product ? [{ portalRef, product }] : [];
  });
  return ok({
    accessToken,
    expiresInMs: expiresIn * 1000,
    personId: member.memberId,
    memberName: member.name?.trim() || null,
    portalRefs,
    policies: held,
  });
}
