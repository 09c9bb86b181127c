/**
 * The client's own failures, as values: every SDK call answers `{ ok: true, value }` or
 * `{ ok: false, error }` with one of these codes, and never leaves a caller waiting forever.
 */
import type { Result } from "../shared/result";

export const CLIENT_ERROR_CODES = [
  /** The server could not be reached, or the connection dropped and did not come back in time. */
  "network",
  /** No answer (or no end of the turn) within the configured time. */
  "timeout",
  /** The session token or cookie is expired, revoked or unknown (401): sign in again. */
  "session_expired",
  /** The server refused the request (4xx); `status` and `serverCode` say why. */
  "rejected",
  /** The server failed (5xx); trying again later may work. */
  "server_error",
  /** The server sent something that does not match the contract (an event failed the shared schema). */
  "invalid_response",
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export interface ClientError {
  readonly code: ClientErrorCode;
  readonly message: string;
  /** The HTTP status, when the server answered. */
  readonly status?: number;
  /** The server's `error.code`, when it sent one (`not_found`, `conflict`, `invalid_otp`, …). */
  readonly serverCode?: string;
  /** With `invalid_otp` for a wrong code: how many more codes the challenge may try. */
  readonly triesLeft?: number;
}

export type ClientResult<T> = Result<T, ClientError>;

export const clientError = (
  code: ClientErrorCode,
  message: string,
  extra: { status?: number; serverCode?: string; triesLeft?: number } = {},
): { readonly ok: false; readonly error: ClientError } => ({ ok: false, error: { code, message, ...extra } });

/** A plain sentence for a person, per client error (the web app shows it beside a retry). */
export function describeClientError(error: ClientError): string {
  switch (error.code) {
    case "network":
      return "The connection dropped. Check your network and try again.";
    case "timeout":
      return "This is taking too long. Try again.";
    case "session_expired":
      return "Your session has ended. Sign in again.";
    case "rejected":
      return error.message;
    case "server_error":
      return "The service had a problem. Try again in a moment.";
    case "invalid_response":
      return "The service sent something unexpected. Try again.";
  }
}
