/** A readiness diagnostic for a signed-in member whose header resolved: what an ok outcome carries. */
import type { AuthReadiness } from "../../src/shared/readiness";

export const readyMember: AuthReadiness = {
  required: true,
  source: "tool_spec",
  profilePresent: true,
  tokenPresent: true,
  personPresent: true,
  resolverAttempted: true,
  headerNames: ["authorization"],
  failureReason: null,
};
