/**
 * A claim still being decided for more than its benefit's own limit (a "Normal delivery" claimed at
 * ₹65,000 on a plan that pays maternity up to ₹50,000): the limit, not the sum claimed, is the most
 * that can be paid, and the member is told so beside the claim, from their policy's own benefit
 * schedule (read for the claim's policy once its details say what the stay was for). A decided claim
 * says what was paid by its approved amount, so nothing is added to it.
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import { DETAILS_TOOL, UNDECIDED } from "./claim-list";
import type { ToolResultView } from "./composer";
import { BENEFITS_TOOL } from "./own-policies";
import { capitalised, plainText as p, rupees } from "./plain-text";
import { benefitsOf, type ProductOf, yourPolicy } from "./sections";

/** A benefit paid up to its own limit (by its name in the schedule), and how a diagnosis names its care. */
const LIMITED_BENEFITS: readonly (readonly [benefit: RegExp, diagnosis: RegExp])[] = [
  [/\bmaternity\b/i, /\b(deliver(y|ies)|caesarean|cesarean|c-section|maternity|pregnan\w*|childbirth)\b/i],
  [/\bayush\b/i, /\b(ayurved\w*|homo?eopath\w*|unani|siddha|naturopath\w*|ayush)\b/i],
  [/\bnew-born\b/i, /\b(new-?born|neonat\w*)\b/i],
];

const Details = v.object({
  claimNumber: v.string(),
  portalRef: v.string(),
  diagnosis: v.string(),
  status: v.string(),
  claimedAmount: v.number(),
});

/** The claims read in detail that are still being decided, with what their diagnosis says they were for. */
function undecidedDetails(results: readonly ToolResultView[]) {
  return results.flatMap((view) => {
    if (view.toolName !== DETAILS_TOOL || view.outcome.status !== "ok") return [];
    const parsed = v.safeParse(Details, view.outcome.result);
    if (!parsed.success || !UNDECIDED.has(parsed.output.status)) return [];
    const benefits = LIMITED_BENEFITS.filter(([, diagnosis]) => diagnosis.test(parsed.output.diagnosis));
    return benefits.length === 0 ? [] : [{ claim: parsed.output, benefits: benefits.map(([benefit]) => benefit) }];
  });
}

const scheduleOf = (results: readonly ToolResultView[], portal: string) =>
  results.find((view) => view.toolName === BENEFITS_TOOL && view.args?.portal_ref === portal);

/** Gather: the benefit schedule of each policy an undecided claim for a limited benefit is on, read once. */
export function benefitLimitReads(results: readonly ToolResultView[]): PlannedCall[] {
  const portals = undecidedDetails(results)
    .map(({ claim }) => claim.portalRef)
    .filter((portal) => scheduleOf(results, portal) === undefined);
  return [...new Set(portals)].map((portal) => ({ name: BENEFITS_TOOL, args: { portal_ref: portal } }));
}

/** Finalize: for each undecided claim above its benefit's limit, that limit and what is above it. */
export function benefitLimitSections(results: readonly ToolResultView[], productOf: ProductOf): string[] {
  return undecidedDetails(results).flatMap(({ claim, benefits }) => {
    const view = scheduleOf(results, claim.portalRef);
    if (view?.outcome.status !== "ok") return [];
    const limited = benefitsOf(view.outcome.result).filter(
      (b) => b.covered && b.limit && benefits.some((benefit) => benefit.test(b.name)),
    );
    return limited.flatMap((b) => {
      const limit = b.limit ?? 0;
      if (claim.claimedAmount <= limit) return [];
      const policy = yourPolicy({ portal_ref: claim.portalRef }, productOf);
      return [
        `${capitalised(policy)} pays ${p(b.name)} up to ${rupees(limit)}: claim ` +
          `${p(claim.claimNumber)} asks ${rupees(claim.claimedAmount)}, so at most ${rupees(limit)} of it can be paid, ` +
          `and ${rupees(claim.claimedAmount - limit)} is above that limit.`,
      ];
    });
  });
}
