/**
 * A sign-in failure on the wire: the status and code the tools Worker's OTP vocabulary maps to,
 * and for a throttled sign-in a Retry-After header with the seconds to wait.
 */
import type { Context } from "hono";
import { type OtpFailure, type OtpFailureCode, otpFailureStatus } from "../../../src/shared/sign-in";
import { type HttpErrorCode, jsonError } from "./errors";

function wireCode(code: OtpFailureCode): HttpErrorCode {
  switch (code) {
    case "invalid_mobile":
      return "bad_request";
    case "invalid_otp":
    case "too_many_attempts":
    case "rate_limited":
    case "upstream_unavailable":
    case "upstream_error":
      return code;
  }
}

export function otpFailureResponse(c: Context, failure: OtpFailure): Response {
  if (failure.retryAfterSeconds !== undefined) c.header("Retry-After", String(failure.retryAfterSeconds));
  return jsonError(c, otpFailureStatus(failure.code), wireCode(failure.code), failure.message);
}
