/**
 * "Why was money deducted from my claim?" without a claim number: the member's claim list shows
 * which claims were approved for less than was claimed, and those (at most three) are read in
 * detail, where PlanCover lists each deduction and its reason. The answer then gives those details
 * instead of the whole list; when no claim was approved for less, it says so beside the list.
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { CLAIMS_TOOL, claimsListed, DETAILS_TOOL, detailReads, listedClaims } from "./claim-list";
import type { ToolResultView } from "./composer";

const Claim = v.object({ claimNumber: v.string(), claimedAmount: v.number(), approvedAmount: v.nullable(v.number()) });

export const NONE_DEDUCTED = "None of your claims has been approved for less than was claimed so far.";
const NONE_DEDUCTED_OF_ONE = "That claim has not been approved for less than was claimed so far.";
const NONE_DEDUCTED_OF_THESE = "None of those claims has been approved for less than was claimed so far.";

/** The claims in the member's list that were approved for less than was claimed. */
function paidLess(results: readonly ToolResultView[]): string[] {
  return listedClaims(results, Claim)
    .filter((claim) => claim.approvedAmount !== null && claim.approvedAmount < claim.claimedAmount)
    .map((claim) => claim.claimNumber);
}

/** Gather: the details of each claim paid less, once. */
export function deductionReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  return plan.deductionsAsked === true ? detailReads(results, paidLess(results)) : [];
}

/** The whole list says nothing more once the claims paid less are given in detail. */
export function hiddenForDeductions(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  return (
    plan.deductionsAsked === true &&
    view.toolName === CLAIMS_TOOL &&
    results.some((other) => other.toolName === DETAILS_TOOL && other.outcome.status === "ok")
  );
}

/**
 * Said when the list was read and no claim in it was approved for less. A claim the member
 * described ("deducted in vikram claim") is the turn's whole list, so the answer speaks of it alone,
 * never of all their claims.
 */
export function deductionSections(plan: Plan, results: readonly ToolResultView[]): string[] {
  if (plan.deductionsAsked !== true || !claimsListed(results) || paidLess(results).length > 0) return [];
  if ((plan.claimWords ?? []).length === 0) return [NONE_DEDUCTED];
  return [listedClaims(results, Claim).length === 1 ? NONE_DEDUCTED_OF_ONE : NONE_DEDUCTED_OF_THESE];
}
