/**
 * Sign-in failures as the edge and the tools Worker both speak them: a closed list of codes, the
 * safe message for each and the HTTP status a route answers. No message names a number, a code or
 * an upstream body. A throttled sign-in also says when to try again.
 */
import * as v from "valibot";

/** A one-time code as a person types it: 4 to 8 digits (the edge's 400 and the tools Worker's check). */
export const OtpCodeSchema = v.pipe(v.string(), v.regex(/^\d{4,8}$/, "the code is 4 to 8 digits"));

export const OTP_FAILURE_CODES = [
  /** The mobile number is not 10 digits starting 6–9 (optionally +91): the route answers 400. */
  "invalid_mobile",
  /** Wrong, expired, used-up or malformed OTP or challenge, or not a member: the route answers 401. */
  "invalid_otp",
  /** Every allowed code was tried on this challenge (five by default): send a new code. The route answers 401. */
  "too_many_attempts",
  /** Too many sign-ins for this number or from this address in the window: the route answers 429. */
  "rate_limited",
  /** PlanCover did not answer, answered 5xx, or timed out: the route answers 503. */
  "upstream_unavailable",
  /** PlanCover answered something we cannot use: the route answers 502. */
  "upstream_error",
] as const;
export type OtpFailureCode = (typeof OTP_FAILURE_CODES)[number];
export interface OtpFailure {
  readonly code: OtpFailureCode;
  /** Safe to show: names no number, no code, no upstream body. */
  readonly message: string;
  /** With rate_limited only: whole seconds until the window that refused ends (the Retry-After header). */
  readonly retryAfterSeconds?: number;
  /**
   * With invalid_otp for a wrong code on a live challenge: how many more codes it may try (0: the
   * next try, even the right code, is too_many_attempts). Per challenge, so it says nothing of a number.
   */
  readonly triesLeft?: number;
}

export function otpFailure(code: Exclude<OtpFailureCode, "rate_limited">): OtpFailure {
  switch (code) {
    case "invalid_mobile":
      return { code, message: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (optionally with +91)." };
    case "invalid_otp":
      return { code, message: "That code is not valid or has expired. Request a new one and try again." };
    case "too_many_attempts":
      return { code, message: "Too many tries for this code. Send a new code and try again." };
    case "upstream_unavailable":
      return { code, message: "Sign-in is unavailable right now. Try again in a few minutes." };
    case "upstream_error":
      return { code, message: "Sign-in could not be completed. Try again." };
  }
}

/** The same words for a member and a stranger, and for a number and an address: nothing to enumerate. */
export function rateLimited(retryAfterMs: number): OtpFailure {
  return {
    code: "rate_limited",
    message: "Too many sign-in attempts. Wait a while, then try again.",
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  };
}

/** The HTTP status a route answers for each failure. */
export function otpFailureStatus(code: OtpFailureCode): 400 | 401 | 429 | 502 | 503 {
  switch (code) {
    case "invalid_mobile":
      return 400;
    case "invalid_otp":
    case "too_many_attempts":
      return 401;
    case "rate_limited":
      return 429;
    case "upstream_unavailable":
      return 503;
    case "upstream_error":
      return 502;
  }
}
