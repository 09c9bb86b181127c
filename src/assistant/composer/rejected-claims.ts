/**
 * "Why was my claim rejected?" without a claim number: the claim list shows which claims PlanCover
 * rejected, and those (at most a turn's worth) are read with their status, whose remarks say why.
 * When none of the listed claims was rejected, the answer says so rather than leave the member to
 * find it in the list. Not for a relative's claims ("why was my wife's claim rejected"), which are
 * listed under their name with each one's status (person.ts).
 */
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { claimsListed, detailReads, STATUS_TOOL } from "./claim-list";
import type { ToolResultView } from "./composer";
import { claimsAsked } from "./open-claims";

// "Above": the list the answer shows, which is only the kind of policy named when one is ("my accident claim").
export const NONE_REJECTED = "None of the claims above has been rejected.";

/** Whether the turn asks why the member's own claims were rejected. */
const asking = (plan: Plan) => plan.rejectionAsked === true && !plan.person && plan.claims.length === 0;

/** The claims among `claims` that PlanCover rejected, by number. */
function rejected(claims: readonly { readonly claimNumber: string; readonly status: string }[]): string[] {
  return claims.filter((claim) => claim.status === "rejected").map((claim) => claim.claimNumber);
}

/** Gather: the status of each of the member's rejected claims (of the kind named), once. */
export function rejectionReads(
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): PlannedCall[] {
  return asking(plan) ? detailReads(results, rejected(claimsAsked(plan, results, policies)), STATUS_TOOL) : [];
}

/** Said when the list was read and no claim in it (of the kind named) was rejected. */
export function rejectionSections(
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): string[] {
  if (!asking(plan) || !claimsListed(results)) return [];
  const listed = claimsAsked(plan, results, policies);
  return listed.length > 0 && rejected(listed).length === 0 ? [NONE_REJECTED] : [];
}
