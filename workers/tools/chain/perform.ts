/**
 * The run path after the chain said yes: resolve the caller's header inside the call (only here
 * does a token exist), run the handler under its timeout, sanitize and cap the result. An
 * unexpected throw becomes internal_error with one redacted log line; nothing leaks upstream detail.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { redactText } from "../../../src/shared/sanitizer";
import type { HandlerResult, ToolSpec } from "../registry/tool-spec";
import { createPlanCoverClient } from "../upstream/plancover-client";
import type { ExecutorDeps } from "./deps";
import { failedOutcome, okOutcome } from "./outcomes";
import { readinessFor } from "./readiness";
import { runHandler } from "./run-handler";

export interface Performed {
  readonly outcome: ToolOutcome;
  readonly httpStatus: number | null;
}

export async function perform(
  spec: ToolSpec,
  args: Record<string, unknown>,
  auth: AuthContext,
  deps: ExecutorDeps,
): Promise<Performed> {
  let authorization: string | null = null;
  let headerNames: readonly string[] = [];
  let resolverAttempted = false;
  const readiness = (failure: FailureCode | null) =>
    readinessFor({
      requiresCredential: spec.requiresCredential,
      auth,
      profilePresent: deps.authProfileConfigured,
      resolverAttempted,
      headerNames,
      failure,
    });
  const fail = (code: FailureCode, httpStatus: number | null = null): Performed => ({
    outcome: failedOutcome(code, spec, readiness(code)),
    httpStatus,
  });

  if (spec.requiresCredential) {
    if (!deps.authProfileConfigured) return fail("auth_profile_missing");
    if (auth.credentialRef === null) return fail("credential_unavailable");
    resolverAttempted = true;
    const credential = await deps.openCredential(auth.credentialRef);
    if (!credential.ok) return fail("auth_header_resolution_failed");
    authorization = credential.value.authorization;
    headerNames = credential.value.headerNames;
  }

  let httpStatus: number | null = null;
  let result: HandlerResult;
  try {
    result = await runHandler(spec, args, (signal) => ({
      plancover: createPlanCoverClient({
        fetcher: deps.upstream,
        authorization,
        signal,
        recorder: { record: (status) => (httpStatus = status) },
      }),
      knowledge: deps.knowledgeFor(auth.companyId),
    }));
  } catch (error) {
    console.error(
      JSON.stringify({
        event: "tool_handler_threw",
        tool: spec.name,
        reason: redactText(error instanceof Error ? error.message : String(error)).slice(0, 300),
      }),
    );
    return fail("internal_error", httpStatus);
  }
  if (!result.ok) return fail(result.code, result.httpStatus ?? httpStatus);
  return { outcome: okOutcome(result.data, result.evidence, readiness(null)), httpStatus };
}
