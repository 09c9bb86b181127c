/**
 * Builds the auth readiness diagnostic for a call: booleans and header names, never a value.
 * `failureReason` explains an auth-related failure code; it is not a second vocabulary.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { AuthFailureReason, AuthReadiness } from "../../../src/shared/readiness";

export function authFailureReason(code: FailureCode | null): AuthFailureReason | null {
  switch (code) {
    case "credential_unavailable":
      return "auth_context_required";
    case "auth_profile_missing":
    case "auth_header_resolution_failed":
    case "auth_failed":
      return code;
    default:
      return null;
  }
}

export function readinessFor(input: {
  requiresCredential: boolean;
  auth: Pick<AuthContext, "credentialRef" | "personId"> | null;
  profilePresent: boolean;
  resolverAttempted: boolean;
  headerNames: readonly string[];
  failure: FailureCode | null;
}): AuthReadiness {
  return {
    required: input.requiresCredential,
    source: input.requiresCredential ? "tool_spec" : "none",
    profilePresent: input.profilePresent,
    tokenPresent: Boolean(input.auth?.credentialRef),
    personPresent: Boolean(input.auth?.personId),
    resolverAttempted: input.resolverAttempted,
    headerNames: [...input.headerNames],
    failureReason: authFailureReason(input.failure),
  };
}
