/**
 * Sign-in failures as the edge and the tools Worker both speak them: a closed list of codes, the
 * safe message for each and the HTTP status a route answers. No message names a number, a code or
 * an upstream body.
 */

export const OTP_FAILURE_CODES = [
  /** The mobile number is not 10 digits starting 6–9 (optionally +91): the route answers 400. */
  "invalid_mobile",
  /** Wrong, expired or malformed OTP or challenge, or not a member: the route answers 401. */
  "invalid_otp",
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
}

export function otpFailure(code: OtpFailureCode): OtpFailure {
  switch (code) {
    case "invalid_mobile":
      return { code, message: "Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (optionally with +91)." };
    case "invalid_otp":
      return { code, message: "That code is not valid or has expired. Request a new one and try again." };
    case "upstream_unavailable":
      return { code, message: "Sign-in is unavailable right now. Try again in a few minutes." };
    case "upstream_error":
      return { code, message: "Sign-in could not be completed. Try again." };
  }
}

/** The HTTP status a route answers for each failure. */
export function otpFailureStatus(code: OtpFailureCode): 400 | 401 | 502 | 503 {
  switch (code) {
    case "invalid_mobile":
      return 400;
    case "invalid_otp":
      return 401;
    case "upstream_unavailable":
      return 503;
    case "upstream_error":
      return 502;
  }
}

/** An Indian mobile number: 10 digits starting 6–9, optionally +91; normalized to the 10 digits. */
