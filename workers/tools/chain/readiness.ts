/**
 * The one place the auth readiness diagnostic is built: for a tool list's preview, a refusal, a
 * pending action, a run, the confirm path and the admin console alike. Booleans and header names
 * only, never a value. `failureReason` is read from the facts in the preflight order (is auth
 * required; is there an auth profile; is there a caller's credential; did the resolver build a
 * header; did the upstream reject it), so a deployment with no auth profile says
 * `auth_profile_missing` before anything about the caller, whatever public code the chain answered.
 */
import type { AuthFailureReason, AuthReadiness } from "../../../src/shared/readiness";
import type { ToolSpec } from "../registry/tool-spec";

/** What became of the header resolver for this call. */
export type HeaderResolution =
  | { readonly kind: "not_attempted" }
  | { readonly kind: "failed" }
  | { readonly kind: "resolved"; readonly headerNames: readonly string[] };

export const NOT_ATTEMPTED: HeaderResolution = { kind: "not_attempted" };

export interface ReadinessFacts {
  /** The tool (null when the name is not registered: nothing is required of an unknown tool). */
  readonly spec: Pick<ToolSpec, "requiresCredential"> | null;
  /** Only whether each is present is read (a preview passes placeholders, never a real one). */
  readonly auth: { readonly credentialRef: string | null; readonly personId: string | null } | null;
  /** Whether the deployment has an auth profile for the upstream. */
  readonly profilePresent: boolean;
  readonly resolution?: HeaderResolution;
  /** The upstream's HTTP status, when it was called. */
  readonly httpStatus?: number | null;
}

function failureReason(facts: ReadinessFacts, required: boolean): AuthFailureReason | null {
  const resolution = facts.resolution ?? NOT_ATTEMPTED;
  if (!required) return null;
  if (!facts.profilePresent) return "auth_profile_missing";
  if (!facts.auth?.credentialRef) return "auth_context_required";
  if (resolution.kind === "failed") return "auth_header_resolution_failed";
  if (facts.httpStatus === 401 || facts.httpStatus === 403) return "auth_failed";
  return null;
}

export function buildReadiness(facts: ReadinessFacts): AuthReadiness {
  const required = facts.spec?.requiresCredential ?? false;
  const resolution = facts.resolution ?? NOT_ATTEMPTED;
  return {
    required,
    source: required ? "tool_spec" : "none",
    profilePresent: facts.profilePresent,
    tokenPresent: Boolean(facts.auth?.credentialRef),
    personPresent: Boolean(facts.auth?.personId),
    resolverAttempted: resolution.kind !== "not_attempted",
    headerNames: resolution.kind === "resolved" ? [...resolution.headerNames] : [],
    failureReason: failureReason(facts, required),
  };
}
