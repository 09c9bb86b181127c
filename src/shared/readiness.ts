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

export const READINESS_SOURCES = [
  /** The upstream's OpenAPI document, at the operation the tool calls. */
  "openapi.security",
  /** The upstream's OpenAPI document, its global requirement (the operation declares none). */
  "openapi.global_security",
  /** The tool's own `requiresCredential` (the document is silent, or the tool is stricter). */
  "tool_spec",
  /** Nothing requires a credential and no document speaks for the tool. */
  "none",
] as const;
export type ReadinessSource = (typeof READINESS_SOURCES)[number];

/** One source's say on whether a credential is required. */
export const RequirementEvidenceSchema = v.object({ source: v.picklist(READINESS_SOURCES), required: v.boolean() });

export const AuthReadinessSchema = v.object({
  /** The stricter of the tool's declaration and the upstream's document. */
  required: v.boolean(),
  /** Where `required` comes from. */
  source: v.picklist(READINESS_SOURCES),
  profilePresent: v.boolean(),
  tokenPresent: v.boolean(),
  personPresent: v.boolean(),
  resolverAttempted: v.boolean(),
  headerNames: v.array(v.string()),
  failureReason: v.nullable(v.picklist(AUTH_FAILURE_REASONS)),
  /** Present only when the tool and the document disagree: both, so the disagreement is visible. */
  evidence: v.optional(v.array(RequirementEvidenceSchema)),
});
export type AuthReadiness = v.InferOutput<typeof AuthReadinessSchema>;
