/**
 * What every PlanCover read shares: the facts the chain decides on (read, every role, idempotent,
 * needs the caller's credential, no confirmation) and the one way a handler maps an upstream answer
 * to ours: parse it with the tool's output schema, which keeps only the fields we promise.
 */
import * as v from "valibot";
import { ROLES } from "../../../src/shared/auth-context";
import { PortalRefSchema } from "../../../src/shared/ids";
import type { Result } from "../../../src/shared/result";
import type { HandlerResult, ToolSpec } from "../registry/tool-spec";
import type { UpstreamFailure } from "../upstream/plancover-client";

/** The upstream's own budget for one read, in milliseconds. */
export const PLANCOVER_READ_TIMEOUT_MS = 8_000;

/** Every PlanCover read: `guest` included, so a signed-out caller reaches the credential check. */
export const PLANCOVER_READ = {
  risk: "read",
  roles: ROLES,
  idempotent: true,
  requiresCredential: true,
  confirmationOverride: false,
  targetScope: "any",
  providesEvidence: false,
  timeoutMs: PLANCOVER_READ_TIMEOUT_MS,
} as const satisfies Omit<ToolSpec, "name" | "description" | "family" | "args" | "ownership" | "dataClass" | "handler">;

/** The `portal_ref` argument: checked against the caller's own portals by the chain (owns_portal). */
export const PortalRefArg = v.pipe(
  PortalRefSchema,
  v.description("The policy to ask about, as list_my_policies returns it (for example PRT-40122)."),
);

/** A handler's failure value. */
export type HandlerFailure = Extract<HandlerResult, { ok: false }>;

/** An upstream failure, handed on as it is: the executor turns it into the caller's message. */
export function upstreamFailure(failure: UpstreamFailure): HandlerFailure {
  return failure.httpStatus === undefined
    ? { ok: false, code: failure.code }
    : { ok: false, code: failure.code, httpStatus: failure.httpStatus };
}

/**
 * Maps an upstream answer through `schema` (non-strict objects, so fields we do not promise are
 * dropped). An answer that does not have the promised shape is the upstream's error, not ours.
 */
export function mapUpstream<TSchema extends v.GenericSchema>(
  result: Result<unknown, UpstreamFailure>,
  schema: TSchema,
): HandlerResult {
  if (!result.ok) return upstreamFailure(result.error);
  const parsed = v.safeParse(schema, result.value);
  return parsed.success ? { ok: true, data: parsed.output } : { ok: false, code: "upstream_error" };
}
