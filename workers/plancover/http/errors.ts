// The closed list of error bodies the stand-in answers with (`{error: code}`), and the status of each.
import type { Context } from "hono";

export const ERROR_CODES = [
  /** The body is not JSON or does not fit the route's schema. */
  "bad_request",
  /** OTP verify: unknown, forged or expired challenge, no such member, or a wrong code (one answer for all). */
  "invalid_otp",
  /** A `/v1/*` route without a valid member token (missing, malformed, forged, expired). */
  "unauthorized",
  /** `/cases/*` and `/case-agent/*`: a realm the member token is never valid for. */
  "realm_mismatch",
  /** No such route, portal, claim or e-card member. */
  "not_found",
  /** Claim status wants `CN-2026-NNNNNN`; an internal id or anything else is refused. */
  "invalid_claim_number",
  /** Claim details want `clm_<12 hex>`; a claim number or anything else is refused. */
  "invalid_claim_id",
  /** A thrown error; the detail stays in the log. */
  "internal_error",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function statusOf(code: ErrorCode): 400 | 401 | 404 | 500 {
  switch (code) {
    case "bad_request":
    case "invalid_claim_number":
    case "invalid_claim_id":
      return 400;
    case "invalid_otp":
    case "unauthorized":
    case "realm_mismatch":
      return 401;
    case "not_found":
      return 404;
    case "internal_error":
      return 500;
  }
}

export function problem(c: Context, code: ErrorCode): Response {
  return c.json({ error: code }, statusOf(code));
}
