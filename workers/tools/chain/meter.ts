/**
 * The meter's checks on one counted call: the day's budget, the per-minute rate and, for a partner
 * client with a rule, that client's own rate. One sequence for everything that spends the meter: a
 * proposed call in the chain (decide.ts) and a document opened through the gateway
 * (documents/open-document.ts). Its own module because `partner-checks.ts` reads `checks.ts`.
 */
import type { PartnerPolicyRow } from "../../../src/shared/admin-api";
import { ok } from "../../../src/shared/result";
import type { PolicySnapshot } from "../policy/policy";
import { type Check, checkBudget, checkRateLimit } from "./checks";
import { checkPartnerRate } from "./partner-checks";
import type { CallCounts } from "./step-load";

/** `partnerRule` is the calling partner client's rule; null for a person's own session or a client without one. */
export function checkMeter(
  policy: PolicySnapshot,
  usage: CallCounts,
  partnerRule: PartnerPolicyRow | null,
): Check<true, "budget_exhausted" | "rate_limited"> {
  const budget = checkBudget(policy, usage);
  if (!budget.ok) return budget;
  const rate = checkRateLimit(policy, usage);
  if (!rate.ok) return rate;
  if (partnerRule !== null && usage.clientCallsThisMinute !== null) {
    const clientRate = checkPartnerRate(partnerRule, usage.clientCallsThisMinute);
    if (!clientRate.ok) return clientRate;
  }
  return ok(true);
}
