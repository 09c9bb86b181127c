/**
 * The closed set of failure codes. The answer composer, the event stream and the audit table all
 * key off these exact strings, so adding one is a contract change (README + CHANGELOG).
 */
export const FAILURE_CODES = [
  /** The name is not in the registry; nothing was looked up. */
  "unknown_tool",
  /** The caller's company has no policy row: nothing is offered until an administrator writes one. */
  "policy_missing",
  /** Policy does not offer this tool to this caller on this channel now. */
  "tool_disabled",
  /** A partner's token does not carry a scope that covers this tool (the member did not grant it). */
  "insufficient_scope",
  /** The context names another session, or a session that has ended. */
  "session_mismatch",
  /** An administrator switched tool calling off for the company. */
  "kill_switch",
  /** The person used up the day's hard budget of tool calls. */
  "budget_exhausted",
  /** Too many calls in the last minute for this person. */
  "rate_limited",
  /** The caller's role may not use this tool (in code or narrowed by policy). */
  "permission_denied",
  /** The arguments do not match the tool's schema (an unknown key included). */
  "invalid_arguments",
  /** The tool needs a signed-in member and the caller has no credential: sign in. */
  "credential_unavailable",
  /** No such resource for this caller: a portal that is not theirs answers exactly like one that does not exist. */
  "not_found",
  /** The tool may only run when the person selected it; the model cannot pick it alone. */
  "explicit_selection_required",
  /** The call is a write waiting for a person to approve it (the outcome is `pending`). */
  "confirmation_required",
  /** The upstream did not answer within the tool's timeout. */
  "timeout",
  /** The upstream (or the knowledge index) could not be reached or answered 5xx. */
  "upstream_unavailable",
  /** The upstream refused the request for a reason that is not authentication (a 4xx such as 400). */
  "upstream_error",
  /** The upstream saw the request and rejected the credential (401/403): sign in again. */
  "auth_failed",
  /** No auth profile is configured for the upstream this tool calls. */
  "auth_profile_missing",
  /** A credential exists but no usable header could be built from it (expired, unreadable). */
  "auth_header_resolution_failed",
  /** Something unexpected; the detail stays in the server log. */
  "internal_error",
  /** The person rejected the pending action. */
  "confirmation_rejected",
  /** The pending action expired before it was approved. */
  "confirmation_expired",
  /** The approval came from someone else, another session, or for changed arguments. */
  "confirmation_mismatch",
  /** The pending action was already decided; the stored outcome is returned. */
  "already_resolved",
  /** The action was claimed but its result was never recorded: it may or may not have happened. */
  "outcome_unknown",
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];
