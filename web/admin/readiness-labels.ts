/** Readiness as people read it: one label per state, the same words wherever readiness is shown. */
import type { AuthFailureReason } from "../../src/shared/readiness";

export const READINESS_LABELS = [
  "Ready to execute",
  "Login context required",
  "Auth profile missing",
  "Auth headers unavailable",
  "API auth failed",
] as const;
export type ReadinessLabel = (typeof READINESS_LABELS)[number];

export interface ReadinessLike {
  readonly failureReason: AuthFailureReason | null;
  readonly headerNames?: readonly string[];
}

export function readinessLabel(readiness: ReadinessLike): ReadinessLabel {
  const reason = readiness.failureReason;
  if (reason === null) return "Ready to execute";
  switch (reason) {
    case "auth_context_required":
      return "Login context required";
    case "auth_profile_missing":
      return "Auth profile missing";
    case "auth_header_resolution_failed":
      return "Auth headers unavailable";
    case "auth_failed":
      return "API auth failed";
  }
}
