/**
 * A relative's balance asked about ("how much is left for my son", "my wife's balance"): PlanCover
 * reports a balance per policy, shared by everyone insured on it, so the balance that is theirs is
 * that of the policies they are insured on. The answer reads who is insured on each of the member's
 * policies first, says where the relative is (relative-cover.ts), and leaves out the balance of a
 * policy they are not on: the member's own accident policy is no sum insured their son can use. Pure.
 */
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { looking, readOfPolicyNotTheirs } from "./person";
import { insuredReads } from "./relative-cover";

const BALANCE_TOOL = "get_sum_insured_balance";

/** Gather: who is insured on each of the member's policies, once (relative-cover.ts). */
export function relativeBalanceReads(
  plan: Plan,
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): PlannedCall[] {
  return plan.relativeBalance === true ? insuredReads(plan, policies, results) : [];
}

/** Whether a balance is left out: that of a policy the relative is not insured on. */
export function hiddenForRelativeBalance(
  plan: Plan,
  view: ToolResultView,
  results: readonly ToolResultView[],
): boolean {
  if (plan.relativeBalance !== true || view.toolName !== BALANCE_TOOL || !looking(plan, results)) return false;
  return readOfPolicyNotTheirs(plan.person, view, results);
}
