/**
 * A sign-in failure on the wire: the status and code the tools Worker's OTP vocabulary maps to,
 * for a throttled sign-in a Retry-After header with the seconds to wait, and for a wrong code the
 * tries its challenge has left (`error.triesLeft`).
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
  const status = otpFailureStatus(failure.code);
  if (failure.triesLeft === undefined) return jsonError(c, status, wireCode(failure.code), failure.message);
  const error = { code: wireCode(failure.code), message: failure.message, triesLeft: failure.triesLeft };
  return c.json({ error }, status);
}
