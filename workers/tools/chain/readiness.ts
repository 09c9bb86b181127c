/**
 * The one place the auth readiness diagnostic is built: for a tool list's preview, a refusal, a
 * pending action, a run, the confirm path and the admin console alike. Booleans and header names
 * only, never a value. `failureReason` is read from the facts in the preflight order (is auth
 * required; is there an auth profile; is there a caller's credential; did the resolver build a
 * header; did the upstream reject it), so a deployment with no auth profile says
 * `auth_profile_missing` before anything about the caller, whatever public code the chain answered.
 * Whether a credential is required is the stricter of the tool's declaration and the upstream's
 * OpenAPI document; `source` names the one that decided, and a disagreement keeps both as `evidence`.
 */
import type { AuthFailureReason, AuthReadiness } from "../../../src/shared/readiness";
import type { ToolSpec } from "../registry/tool-spec";
import { documentedRequirement } from "../upstream/openapi/documented";
import type { DocumentedRequirement } from "../upstream/openapi/requirements";

/** What became of the header resolver for this call. */
export type HeaderResolution =
  | { readonly kind: "not_attempted" }
  | { readonly kind: "failed" }
  | { readonly kind: "resolved"; readonly headerNames: readonly string[] };

export const NOT_ATTEMPTED: HeaderResolution = { kind: "not_attempted" };

export interface ReadinessFacts {
  /** The tool (null when the name is not registered: nothing is required of an unknown tool). */
  readonly spec: (Pick<ToolSpec, "requiresCredential"> & { readonly name?: string }) | null;
  /**
   * What the upstream's OpenAPI document says about the tool's operation (null: silent). Absent, it is
   * looked up by the tool's name in the evidence `npm run check:openapi` recorded.
   */
  readonly documented?: DocumentedRequirement | null;
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

type Requirement = Pick<AuthReadiness, "required" | "source" | "evidence">;

/** The stricter of the two sources decides; equal, the document is named (it is the upstream's word). */
export function requirementFor(requiresCredential: boolean, documented: DocumentedRequirement | null): Requirement {
  const toolSpec = { required: requiresCredential, source: requiresCredential ? "tool_spec" : "none" } as const;
  if (!documented) return toolSpec;
  if (documented.required === requiresCredential) return { required: documented.required, source: documented.source };
  return {
    required: true,
    source: documented.required ? documented.source : "tool_spec",
    evidence: [
      { source: "tool_spec", required: requiresCredential },
      { source: documented.source, required: documented.required },
    ],
  };
}

function documentedFor(facts: ReadinessFacts): DocumentedRequirement | null {
  if (facts.documented !== undefined) return facts.documented;
  return facts.spec?.name ? documentedRequirement(facts.spec.name) : null;
}

export function buildReadiness(facts: ReadinessFacts): AuthReadiness {
  const requirement = requirementFor(facts.spec?.requiresCredential ?? false, documentedFor(facts));
  const required = requirement.required;
  const resolution = facts.resolution ?? NOT_ATTEMPTED;
  return {
    ...requirement,
    profilePresent: facts.profilePresent,
    tokenPresent: Boolean(facts.auth?.credentialRef),
    personPresent: Boolean(facts.auth?.personId),
    resolverAttempted: resolution.kind !== "not_attempted",
    headerNames: resolution.kind === "resolved" ? [...resolution.headerNames] : [],
    failureReason: failureReason(facts, required),
  };
}
