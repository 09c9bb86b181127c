/** The policies family: a member's policies and each policy's terms, benefits, people and balance. */
import { getCoveredBenefits } from "./get-covered-benefits";
import { getPlanDetails } from "./get-plan-details";
import { getPolicyMembers } from "./get-policy-members";
import { getSumInsuredBalance } from "./get-sum-insured-balance";
import { listMyPolicies } from "./list-my-policies";

export const policyTools = [
  listMyPolicies,
  getPlanDetails,
  getCoveredBenefits,
  getPolicyMembers,
  getSumInsuredBalance,
] as const;
