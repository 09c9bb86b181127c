/**
 * Turns decisions and handler results into the one outcome shape callers see. Every value that
 * leaves here has passed the sanitizer; a failure carries the safe message for its code and is
 * retryable only when the tool declared itself idempotent (retry-safety is the tool's, never
 * the failure's).
 */
import type { DataClass } from "../../../src/shared/data-class";
import type { FailureCode } from "../../../src/shared/failure-codes";
import { failureMessage } from "../../../src/shared/failure-messages";
import type { Evidence, FailedOutcome, OkOutcome, PendingOutcome } from "../../../src/shared/outcome";
import type { AuthReadiness } from "../../../src/shared/readiness";
import { redactText, sanitize, TOOL_MAX_RESULT_CHARS } from "../../../src/shared/sanitizer";
import type { ToolSpec } from "../registry/tool-spec";

/** Codes after which the same call may succeed if simply tried again (nothing ran, or a read). */
const TRANSIENT: ReadonlySet<FailureCode> = new Set(["timeout", "upstream_unavailable", "rate_limited"]);

export function isRetryable(code: FailureCode, spec: Pick<ToolSpec, "idempotent"> | null): boolean {
  return TRANSIENT.has(code) && spec?.idempotent === true;
}

/** `httpStatus` is the upstream's answer when it was called (a trace for diagnostics, never its body). */
export function failedOutcome(
  code: FailureCode,
  spec: Pick<ToolSpec, "idempotent"> | null,
  readiness: AuthReadiness,
  httpStatus: number | null = null,
): FailedOutcome {
  const outcome: FailedOutcome = {
    status: "failed",
    code,
    message: failureMessage(code),
    retryable: isRetryable(code, spec),
    readiness,
  };
  return httpStatus === null ? outcome : { ...outcome, httpStatus };
}

/** `dropOrder`: the tool's optional fields, in the order the cap may drop them whole (ToolSpec.capDropOrder). */
export function okOutcome(
  data: unknown,
  evidence: readonly Evidence[] | undefined,
  readiness: AuthReadiness,
  dropOrder: readonly string[],
  dataClass: DataClass,
): OkOutcome {
  const result = sanitize(data, { maxChars: TOOL_MAX_RESULT_CHARS, dropOrder }).value;
  if (!evidence) return { status: "ok", result, dataClass, readiness };
  return { status: "ok", result, evidence: sanitizeEvidence(evidence), dataClass, readiness };
}

/** Evidence passes the same sanitizer; passages are whole, so the list drops from the end to fit. */
function sanitizeEvidence(evidence: readonly Evidence[]): Evidence[] {
  const kept: Evidence[] = [];
  let size = 2;
  for (const passage of evidence) {
    const clean: Evidence = {
      document: redactText(passage.document),
      product: redactText(passage.product),
      title: redactText(passage.title),
      section: redactText(passage.section),
      text: redactText(passage.text),
      score: passage.score,
      ...(passage.held === undefined ? {} : { held: passage.held }),
    };
    size += JSON.stringify(clean).length + 1;
    if (size > TOOL_MAX_RESULT_CHARS && kept.length > 0) break;
    kept.push(clean);
  }
  return kept;
}

export function pendingOutcome(
  pendingActionId: string,
  summary: string,
  expiresAt: Date,
  readiness: AuthReadiness,
): PendingOutcome {
  return {
    status: "pending",
    pendingActionId,
    summary: redactText(summary),
    expiresAt: expiresAt.toISOString(),
    readiness,
  };
}
