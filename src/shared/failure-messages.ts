/**
 * What each failure code tells a caller (the model, a partner, a person), in words safe to show:
 * no upstream body, no identifier, no stack. Exhaustive: a new code fails to compile until it is here.
 */
import type { FailureCode } from "./failure-codes";

export function failureMessage(code: FailureCode): string {
  switch (code) {
    case "unknown_tool":
      return "There is no tool by that name.";
    case "policy_missing":
      return "Tools are not configured for this organisation yet.";
    case "tool_disabled":
      return "This tool is not available here right now.";
    case "insufficient_scope":
      return "The member has not allowed this app to do that.";
    case "session_mismatch":
      return "This request does not belong to the current session. Sign in again.";
    case "kill_switch":
      return "Tool use is paused by an administrator. Try again later.";
    case "budget_exhausted":
      return "The daily limit of tool calls has been reached. Try again tomorrow.";
    case "rate_limited":
      return "Too many requests in a short time. Wait a minute and try again.";
    case "permission_denied":
      return "Your role may not use this tool.";
    case "invalid_arguments":
      return "The request is missing something or has something it should not.";
    case "credential_unavailable":
      return "Sign in to see this.";
    case "not_found":
      return "No such record was found for you.";
    case "explicit_selection_required":
      return "This tool runs only when you choose it yourself.";
    case "confirmation_required":
      return "This action needs your confirmation before it runs.";
    case "timeout":
      return "The service took too long to answer.";
    case "upstream_unavailable":
      return "The service is unavailable right now, so this cannot be looked up. Try again later; do not answer from memory.";
    case "upstream_error":
      return "The service could not process this request.";
    case "auth_failed":
      return "Your sign-in is no longer accepted. Sign in again.";
    case "auth_profile_missing":
      return "This service is not configured for signed-in calls.";
    case "auth_header_resolution_failed":
      return "Your sign-in has expired. Sign in again.";
    case "internal_error":
      return "Something went wrong on our side.";
    case "confirmation_rejected":
      return "You declined this action; nothing was done.";
    case "confirmation_expired":
      return "This confirmation has expired; nothing was done.";
    case "confirmation_mismatch":
      return "This confirmation does not match the action that was proposed.";
    case "already_resolved":
      return "This action was already decided.";
    case "outcome_unknown":
      return "We could not confirm whether this action completed. Check before trying again.";
  }
}
