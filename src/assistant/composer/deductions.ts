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
import { plainText, rupees } from "./plain-text";

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

const Detailed = v.object({
  claimNumber: v.string(),
  deductions: v.array(v.object({ reason: v.string(), amount: v.number() })),
});

/** Each claim read in detail this turn, with its deductions. */
function detailed(results: readonly ToolResultView[]): v.InferOutput<typeof Detailed>[] {
  return results.flatMap((view) => {
    if (view.toolName !== DETAILS_TOOL || view.outcome.status !== "ok") return [];
    const parsed = v.safeParse(Detailed, view.outcome.result);
    return parsed.success ? [parsed.output] : [];
  });
}

/**
 * "Why did I pay 11150": each sum named, said as what it is on the member's claims (a deduction and
 * its reason, or all a claim's deductions together), or that no claim shows it; it leads the claims'
 * details, which say the rest. Never a guess: a sum that is no deduction is not explained.
 */
export function amountSections(plan: Plan, results: readonly ToolResultView[]): string[] {
  const asked = plan.amountsAsked ?? [];
  if (asked.length === 0 || plan.deductionsAsked !== true || !claimsListed(results)) return [];
  const claims = detailed(results);
  const listed = listedClaims(results, Claim);
  return asked.flatMap((amount) => {
    const said = claims.flatMap((claim) => {
      const items = claim.deductions.filter((item) => item.amount === amount);
      const total = claim.deductions.reduce((sum, item) => sum + item.amount, 0);
      if (items.length > 0)
        return items.map(
          (item) => `On claim ${claim.claimNumber}, ${rupees(amount)} was deducted as: ${plainText(item.reason)}.`,
        );
      return total === amount && claim.deductions.length > 0
        ? [`${rupees(amount)} is everything deducted from claim ${claim.claimNumber}, item by item below.`]
        : [];
    });
    if (said.length > 0) return said;
    const onRecord = listed.some((claim) => claim.claimedAmount === amount || claim.approvedAmount === amount);
    return onRecord ? [] : [`None of your claims shows a deduction of ${rupees(amount)}.`];
  });
}
