/**
 * What the member reads when a call failed: plain guidance keyed off the failure code (sign in;
 * that policy is not yours or does not exist; the service is unavailable, try later), never a
 * stack trace, an upstream body or an identifier. Exhaustive: a new code fails to compile here.
 */
import type { FailureCode } from "../../shared/failure-codes";
import { failureMessage } from "../../shared/failure-messages";

/** What each tool fetches, as the guidance names it. */
const WHAT: Readonly<Record<string, string>> = {
  list_my_policies: "your policies",
  get_plan_details: "your plan details",
  get_covered_benefits: "what your policy covers",
  get_policy_members: "the members on your policy",
  get_sum_insured_balance: "your balance",
  list_my_claims: "your claims",
  get_claim_status: "your claim's status",
  get_claim_details: "your claim",
  list_policy_documents: "your policy documents",
  get_e_card: "your e-card",
  get_member_profile: "your profile",
  search_network_hospitals: "network hospitals",
  get_hospital_details: "that hospital's details",
  search_policy_knowledge: "the policy wording",
  request_callback: "a call-back",
};

export function whatTheToolFetches(toolName: string): string {
  return WHAT[toolName] ?? "this";
}

function notFound(toolName: string): string {
  if (toolName.includes("claim")) return "I couldn't find that claim among yours. Check the claim number.";
  if (toolName === "get_e_card") return "I couldn't find that e-card on your policy.";
  if (toolName === "get_hospital_details") return "I couldn't find a network hospital with that id. Check the id.";
  return "That policy is not yours or does not exist.";
}

export function guidanceFor(code: FailureCode, toolName: string): string {
  const what = whatTheToolFetches(toolName);
  switch (code) {
    case "credential_unavailable":
    case "auth_header_resolution_failed":
      return `Sign in to see ${what}.`;
    case "auth_failed":
    case "session_mismatch":
      return `Your sign-in is no longer accepted. Sign in again to see ${what}.`;
    case "not_found":
      return notFound(toolName);
    case "timeout":
    case "upstream_unavailable":
      return toolName === "search_policy_knowledge"
        ? "The policy wording search is unavailable right now, so I won't answer from memory. Try again later."
        : `The service that has ${what} is unavailable right now. Try again later.`;
    case "upstream_error":
      return `The service couldn't give me ${what} for this request.`;
    case "confirmation_rejected":
      return "Okay, I haven't booked it.";
    case "confirmation_expired":
      return "That confirmation expired, so nothing was booked. Ask again if you still want it.";
    case "outcome_unknown":
      return "I couldn't confirm whether that went through. Please check before asking again.";
    case "unknown_tool":
    case "policy_missing":
    case "tool_disabled":
    case "insufficient_scope":
    case "kill_switch":
    case "budget_exhausted":
    case "rate_limited":
    case "permission_denied":
    case "invalid_arguments":
    case "explicit_selection_required":
    case "confirmation_required":
    case "auth_profile_missing":
    case "internal_error":
    case "confirmation_mismatch":
    case "already_resolved":
      return failureMessage(code);
  }
}
