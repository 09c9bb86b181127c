/** The OTP steps' ports for tests that call them in-process: the real stand-in, guard objects and D1. */
import { env } from "cloudflare:test";
import type { SignInPorts, VerifyOtpPorts } from "../../workers/tools/auth/otp";
import { signInGuard } from "../../workers/tools/auth/sign-in/guard";
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from "../../workers/tools/auth/sign-in/limits";

/** The deployment's defaults unless a test narrows them. */
export function signInPorts(limits: Partial<SignInLimits> = {}): SignInPorts {
  return {
    plancover: env.PLANCOVER,
    guard: signInGuard(env.SIGN_IN_GUARD),
    limits: { ...DEFAULT_SIGN_IN_LIMITS, ...limits },
  };
}

export function verifyPorts(credentialKey: string, limits: Partial<SignInLimits> = {}): VerifyOtpPorts {
  return { ...signInPorts(limits), db: env.DB, credentialKey };
}
