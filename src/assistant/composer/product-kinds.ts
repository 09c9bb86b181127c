/**
 * A member who calls a kind of cover theirs that they do not hold ("my personal accident policy
 * details", asked by a member whose only policy is a group one) is told so plainly, with the policies
 * they do hold, before the answer for those: never another policy's details as if they were the
 * one named. Which products they hold comes from their session (read by code at sign-in). Pure.
 */
import type { HeldPolicy } from "../../shared/auth-context";
import { redactText } from "../../shared/sanitizer";
import type { Plan, ProductKind } from "../planner/plan";
import { plainText as p } from "./plain-text";

/** Each kind as the answer names it. */
const KIND_NAMES: Readonly<Record<ProductKind, string>> = {
  family: "a family floater policy",
  group: "a group (employer) policy",
  accident: "a personal accident policy",
  individual: "an individual health policy",
};

/** The words of PlanCover's product names that say each kind ("PlanCover Personal Accident Guard"). */
const KIND_IN_PRODUCT: Readonly<Record<ProductKind, RegExp>> = {
  family: /\b(family|floater)\b/i,
  group: /\b(group|corporate)\b/i,
  accident: /\baccident\b/i,
  individual: /\bindividual\b/i,
};

/** The member's policies of the kinds they named ("my accident policy"); [] when they named none. */
export function policiesOfKindsNamed(plan: Plan, policies: readonly HeldPolicy[]): HeldPolicy[] {
  const kinds = plan.kindsNamed ?? [];
  return policies.filter((policy) => kinds.some((kind) => KIND_IN_PRODUCT[kind].test(policy.product)));
}

/**
 * The portals of the policies of the kinds named, when that narrows what the member holds: null when
 * they named no kind they hold, or every policy they hold ("my accident claim" from a member whose
 * only policies are accident ones is about all of them).
 */
export function portalsOfKindsNarrowed(plan: Plan, policies: readonly HeldPolicy[]): ReadonlySet<string> | null {
  const named = policiesOfKindsNamed(plan, policies);
  if (named.length === 0 || named.length === policies.length) return null;
  return new Set(named.map((policy) => policy.portalRef));
}

/** What is said when the member named a kind of cover they hold none of; [] otherwise, or when they hold no policy. */
export function unheldKindsSections(plan: Plan, policies: readonly HeldPolicy[]): string[] {
  if (policies.length === 0) return [];
  const unheld = (plan.kindsNamed ?? []).filter(
    (kind) => !policies.some((policy) => KIND_IN_PRODUCT[kind].test(policy.product)),
  );
  if (unheld.length === 0) return [];
  // The session kept each product sanitized at sign-in; a session row is still upstream text, so again here.
  const held = policies.map((policy) => `${p(redactText(policy.product))} (${p(policy.portalRef)})`);
  const yours = held.length === 1 ? `Your policy is ${held[0]}` : `Your policies are ${held.join(" and ")}`;
  return [`You don't hold ${unheld.map((kind) => KIND_NAMES[kind]).join(" or ")} with us. ${yours}.`];
}
