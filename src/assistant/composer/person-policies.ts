/**
 * A relative's policy ("my husband Vikram's policy number", "which policy is my son on", "my wife's
 * policy details"): the person is looked for among the people insured on the member's policies
 * (person.ts) and the answer names the policy, or policies, they are insured on, by product, portal
 * and policy number. The member's other policies are not shown as theirs: the policy list and the
 * details of a policy they are not on are left out.
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../shared/auth-context";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { found, type Insured, insuredOf } from "./insured";
import { productOfPortal } from "./own-policies";
import { looking } from "./person";
import { plainText as p } from "./plain-text";
import { yourPolicy } from "./sections";

const POLICIES_TOOL = "list_my_policies";
const PLAN_TOOL = "get_plan_details";

const Numbered = v.object({ portalRef: v.string(), policyNumber: v.string() });
const Policies = v.object({ policies: v.array(v.unknown()) });

/** Whether the turn asks which policy a relative is on, and has read who is insured. */
function asking(
  plan: Plan,
  results: readonly ToolResultView[],
): plan is Plan & { person: NonNullable<Plan["person"]> } {
  // A relative's cover ("the room rent limit for my husband") says where they are insured itself (relative-cover.ts).
  const which = plan.topics.includes("policies") || plan.topics.includes("plan");
  return looking(plan, results) && which && plan.relativeCover !== true;
}

/** The people the member means, as found on their policies. */
function people(plan: Plan & { person: NonNullable<Plan["person"]> }, results: readonly ToolResultView[]): Insured[] {
  return found(plan.person, insuredOf(results));
}

/** Each portal's policy number, from the policy list or a policy's details, whichever the turn read. */
function policyNumbers(results: readonly ToolResultView[]): Map<string, string> {
  const numbers = new Map<string, string>();
  for (const view of results) {
    if (view.outcome.status !== "ok") continue;
    const list = view.toolName === POLICIES_TOOL ? v.safeParse(Policies, view.outcome.result) : null;
    const items = list?.success ? list.output.policies : view.toolName === PLAN_TOOL ? [view.outcome.result] : [];
    for (const item of items) {
      const parsed = v.safeParse(Numbered, item);
      if (parsed.success) numbers.set(parsed.output.portalRef, parsed.output.policyNumber);
    }
  }
  return numbers;
}

/**
 * The policy list says nothing about whose each policy is, and a policy the people asked about are
 * not on is not theirs: both are left out once who is insured has been read.
 */
export function hiddenForPersonPolicies(plan: Plan, view: ToolResultView, results: readonly ToolResultView[]): boolean {
  if (!asking(plan, results) || view.outcome.status !== "ok") return false;
  if (view.toolName === POLICIES_TOOL) return true;
  if (view.toolName !== PLAN_TOOL) return false;
  const on = new Set(people(plan, results).map((x) => x.portal));
  return !on.has(typeof view.args?.portal_ref === "string" ? view.args.portal_ref : "");
}

/** "Vikram Rao is insured on your PlanCover Family Shield policy (PRT-40122), policy number PC-FF-2026-040122." */
export function personPolicySections(
  plan: Plan,
  results: readonly ToolResultView[],
  policies: readonly HeldPolicy[],
): string[] {
  if (!asking(plan, results)) return [];
  const productOf = productOfPortal(policies);
  const numbers = policyNumbers(results);
  const found = people(plan, results);
  const names = [...new Set(found.map((x) => x.name))];
  return names.map((name) => {
    const theirs = found.filter((x) => x.name === name);
    // The member asked about their own beside a relative's: "my husband's and my policy number".
    const who = theirs.some((x) => x.relation.toLowerCase() === "self") ? "You are" : `${p(name)} is`;
    const where = theirs.map((x) => {
      const number = numbers.get(x.portal);
      const policy = yourPolicy({ portal_ref: x.portal }, productOf);
      return number === undefined ? policy : `${policy}, policy number ${p(number)}`;
    });
    return `${who} insured on ${where.join(", and on ")}.`;
  });
}
