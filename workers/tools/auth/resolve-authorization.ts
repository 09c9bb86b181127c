/**
 * Header resolution for the executor: turns an AuthContext into the Authorization header a tool's
 * upstream call carries, or into the failure that stops the call before any upstream request, with
 * the auth readiness diagnostic either way. The diagnostic holds booleans and header names only.
 *
 * Order, for a tool that requires a credential:
 *   1. no credentialRef       -> credential_unavailable (auth_context_required); the chain's step 3
 *                                decides this first, so a signed-out caller is told to sign in
 *   2. no auth profile        -> auth_profile_missing
 *   3. vault missing/expired/unreadable -> auth_header_resolution_failed
 *   4. otherwise the header; a later 401/403 from the upstream is `withAuthFailed` (auth_failed)
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { AuthFailureReason, AuthReadiness } from "../../../src/shared/readiness";
import type { Result } from "../../../src/shared/result";
import { err, ok } from "../../../src/shared/result";
import { CREDENTIAL_HEADER_NAMES, openCredential } from "./vault";

/** The part of a ToolSpec that decides whether a credential is needed. */
export interface CredentialNeed {
  readonly requiresCredential: boolean;
}

export type CallerFacts = Pick<AuthContext, "credentialRef" | "personId">;

export type AuthorizationFailureCode = Extract<
  FailureCode,
  "credential_unavailable" | "auth_profile_missing" | "auth_header_resolution_failed"
>;

export interface ResolvedAuthorization {
  /** `Bearer …` for the upstream request only, or null when the tool needs no credential. */
  readonly authorization: string | null;
  readonly readiness: AuthReadiness;
}

export interface AuthorizationRefusal {
  readonly code: AuthorizationFailureCode;
  readonly readiness: AuthReadiness;
}

export interface ResolveAuthorizationDeps {
  readonly db: D1Database;
  /** CREDENTIAL_KEY: base64 of 32 bytes. */
  readonly credentialKey: string;
  readonly now: Date;
}

/** The readiness facts before, or without, header resolution. */
function baseReadiness(caller: CallerFacts, need: CredentialNeed, profileConfigured: boolean): AuthReadiness {
  return {
    required: need.requiresCredential,
    source: need.requiresCredential ? "tool_spec" : "none",
    profilePresent: profileConfigured,
    tokenPresent: caller.credentialRef !== null,
    personPresent: caller.personId !== null,
    resolverAttempted: false,
    headerNames: [],
    failureReason: null,
  };
}

/**
 * The readiness for a call that has not resolved a header (yet): ready when no credential is needed,
 * otherwise the first preflight reason that stops it, or null when resolution may be attempted.
 */
export function preflightReadiness(
  caller: CallerFacts,
  need: CredentialNeed,
  profileConfigured: boolean,
): AuthReadiness {
  const base = baseReadiness(caller, need, profileConfigured);
  return { ...base, failureReason: preflightReason(base) };
}

function preflightReason(readiness: AuthReadiness): AuthFailureReason | null {
  if (!readiness.required) return null;
  if (!readiness.tokenPresent) return "auth_context_required";
  if (!readiness.profilePresent) return "auth_profile_missing";
  return null;
}

/** The readiness attached to a `credential_unavailable` refusal (the chain's step 3). */
export function credentialUnavailableReadiness(
  caller: CallerFacts,
  need: CredentialNeed,
  profileConfigured: boolean,
): AuthReadiness {
  return { ...baseReadiness(caller, need, profileConfigured), failureReason: "auth_context_required" };
}

/** The readiness after the upstream saw the request and answered 401/403. */
export function withAuthFailed(readiness: AuthReadiness): AuthReadiness {
  return { ...readiness, failureReason: "auth_failed" };
}

/** Resolves the header for one call; refusals never reach the upstream. */
export async function resolveAuthorization(
  deps: ResolveAuthorizationDeps,
  caller: CallerFacts,
  need: CredentialNeed,
  profileConfigured: boolean,
): Promise<Result<ResolvedAuthorization, AuthorizationRefusal>> {
  const readiness = baseReadiness(caller, need, profileConfigured);
  if (!need.requiresCredential) return ok({ authorization: null, readiness });
  if (caller.credentialRef === null) {
    return err({ code: "credential_unavailable", readiness: { ...readiness, failureReason: "auth_context_required" } });
  }
  if (!profileConfigured) {
    return err({ code: "auth_profile_missing", readiness: { ...readiness, failureReason: "auth_profile_missing" } });
  }

  const opened = await openCredential(deps.db, deps.credentialKey, caller.credentialRef, deps.now);
  if (!opened.ok) {
    // Which vault reason (missing, expired, unreadable) stays here: the remedy is the same, sign in again.
    return err({
      code: "auth_header_resolution_failed",
      readiness: { ...readiness, resolverAttempted: true, failureReason: "auth_header_resolution_failed" },
    });
  }
  return ok({
    authorization: opened.value.authorization,
    readiness: { ...readiness, resolverAttempted: true, headerNames: [...CREDENTIAL_HEADER_NAMES] },
  });
}
