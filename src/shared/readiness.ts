/**
 * Auth readiness: a diagnostic attached to every outcome and audit row that says whether a tool
 * could be called with the credentials at hand. Booleans and header names only, never a value.
 * It is not a second failure vocabulary: `failureReason` explains an auth-related failure code.
 */
import * as v from "valibot";

export const AUTH_FAILURE_REASONS = [
  /** The tool needs a signed-in caller and there is none (the call failed with credential_unavailable). */
  "auth_context_required",
  /** No auth profile is configured for the upstream. */
  "auth_profile_missing",
  /** A credential exists but no header could be built from it. */
  "auth_header_resolution_failed",
  /** The upstream saw the request and answered 401/403. */
  "auth_failed",
] as const;
export type AuthFailureReason = (typeof AUTH_FAILURE_REASONS)[number];

export const AuthReadinessSchema = v.object({
  required: v.boolean(),
  /** Why auth is required: the tool's own declaration, or `none`. */
  source: v.picklist(["tool_spec", "none"]),
  profilePresent: v.boolean(),
  tokenPresent: v.boolean(),
  personPresent: v.boolean(),
  resolverAttempted: v.boolean(),
  headerNames: v.array(v.string()),
  failureReason: v.nullable(v.picklist(AUTH_FAILURE_REASONS)),
});
export type AuthReadiness = v.InferOutput<typeof AuthReadinessSchema>;
