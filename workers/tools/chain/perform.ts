/**
 * The run path after the chain said yes: the caller's header from the step's opened credential (only
 * here does a token go anywhere), run the handler under its timeout, sanitize and cap the result. An
 * unexpected throw becomes internal_error; its redacted detail travels to the failure's one log
 * line (written with the audit row), and nothing leaks upstream detail to the caller.
 */
import type { AuthContext } from "../../../src/shared/auth-context";
import { highestClass } from "../../../src/shared/data-class";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import type { RefusalReason } from "../../../src/shared/refusal-reasons";
import { redactText } from "../../../src/shared/sanitizer";
import { knowledgeCallerOf } from "../knowledge/product-scope";
import type { HandlerResult, ToolSpec } from "../registry/tool-spec";
import { createPlanCoverClient } from "../upstream/plancover-client";
import { failedOutcome, okOutcome } from "./outcomes";
import type { ExecutorPorts } from "./ports";
import { buildReadiness, type HeaderResolution, NOT_ATTEMPTED } from "./readiness";
import { runHandler } from "./run-handler";
import type { CredentialFailure, StepLoad } from "./step-load";

export interface Performed {
  readonly outcome: ToolOutcome;
  readonly httpStatus: number | null;
  /** The internal reason behind a collapsed failure code, for the audit row. */
  readonly reason: RefusalReason | null;
  /** A redacted, short description of an unexpected error, for the failure's log line only. */
  readonly detail: string | null;
}

const CREDENTIAL_REASONS: Readonly<Record<CredentialFailure, RefusalReason>> = {
  missing: "credential_missing",
  expired: "credential_expired",
  unreadable: "credential_unreadable",
};

export async function perform(
  spec: ToolSpec,
  args: Record<string, unknown>,
  auth: AuthContext,
  /** The partner the call runs for (its granted scopes bound what the handler may learn), or null. */
  partner: PartnerGrant | null,
  /** The caller's credential as the step's load opened it (null when the load did not read one). */
  credential: StepLoad["credential"],
  ports: ExecutorPorts,
): Promise<Performed> {
  let authorization: string | null = null;
  let resolution: HeaderResolution = NOT_ATTEMPTED;
  const fail = (
    code: FailureCode,
    httpStatus: number | null = null,
    reason: RefusalReason | null = null,
    detail: string | null = null,
  ): Performed => ({
    outcome: failedOutcome(
      code,
      spec,
      buildReadiness({ spec, auth, profilePresent: ports.authProfileConfigured, resolution, httpStatus }),
      httpStatus,
    ),
    httpStatus,
    reason,
    detail,
  });

  if (spec.requiresCredential) {
    if (!ports.authProfileConfigured) return fail("auth_profile_missing");
    if (auth.credentialRef === null) return fail("credential_unavailable");
    // The load reads the credential for every step with a credentialed call on a live session.
    if (credential === null) throw new Error("a credentialed call was performed without its load");
    if (!credential.ok) {
      resolution = { kind: "failed" };
      return fail("auth_header_resolution_failed", null, CREDENTIAL_REASONS[credential.error]);
    }
    authorization = credential.value.authorization;
    resolution = { kind: "resolved", headerNames: credential.value.headerNames };
  }

  let httpStatus: number | null = null;
  let result: HandlerResult;
  try {
    result = await runHandler(spec, args, (signal) => ({
      plancover: createPlanCoverClient({
        fetcher: ports.upstream,
        authorization,
        signal,
        recorder: { record: (status) => (httpStatus = status) },
      }),
      knowledge: ports.knowledgeFor(auth.companyId, knowledgeCallerOf(auth, partner)),
    }));
  } catch (error) {
    const detail = redactText(error instanceof Error ? error.message : String(error)).slice(0, 300);
    return fail("internal_error", httpStatus, "handler_threw", detail);
  }
  if (!result.ok) return fail(result.code, result.httpStatus ?? httpStatus);
  const readiness = buildReadiness({ spec, auth, profilePresent: ports.authProfileConfigured, resolution, httpStatus });
  return {
    outcome: okOutcome(
      result.data,
      result.evidence,
      readiness,
      spec.capDropOrder ?? [],
      highestClass([spec.dataClass, result.dataClass ?? spec.dataClass]),
    ),
    httpStatus,
    reason: null,
    detail: null,
  };
}
