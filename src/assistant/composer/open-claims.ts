/**
 * "Why is my claim on hold?" without a claim number: the claim list shows which claims are not yet
 * decided (submitted, under review, a query raised), and those (at most a turn's worth) are read
 * with their status, whose stage and remarks say where each is held; a relative's undecided claims
 * are read so too (person.ts). When every claim has been decided, the answer says none is on hold.
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../shared/auth-context";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { claimsListed, detailReads, listedClaims, STATUS_TOOL, UNDECIDED } from "./claim-list";
import type { ToolResultView } from "./composer";
import { portalsOfKindsNarrowed } from "./product-kinds";

const Listed = v.object({ claimNumber: v.string(), status: v.string(), portalRef: v.optional(v.string()) });

export const NONE_HELD = "None of your claims is on hold: each has been decided.";

/** The claims among `claims` not yet decided, by number. */
export function undecided(claims: readonly v.InferOutput<typeof Listed>[]): string[] {
  return claims.filter((claim) => UNDECIDED.has(claim.status)).map((claim) => claim.claimNumber);
}

/**
 * A question about the member's own claims in some state, asked with no claim number ("why is my
 * claim on hold", "why was my claim rejected"): once the list shows which claims are in that state
 * (of the kind named), each is read with its status, whose remarks answer it; when the list shows
 * none, the answer says so (`none`) after it. A relative's claims are person.ts's.
 */
export function claimsInState(
  asked: (plan: Plan) => boolean,
  inState: (claims: readonly v.InferOutput<typeof Listed>[]) => string[],
  none: string,
) {
  const asking = (plan: Plan) => asked(plan) && !plan.person && plan.claims.length === 0;
  return {
    /** Gather: the status of each listed claim in the state (of the kind named), once. */
    reads(plan: Plan, results: readonly ToolResultView[], policies: readonly HeldPolicy[]): PlannedCall[] {
      return asking(plan) ? detailReads(results, inState(claimsAsked(plan, results, policies)), STATUS_TOOL) : [];
    },
    /** Said when the list was read and no claim in it (of the kind named) is in the state. */
    sections(plan: Plan, results: readonly ToolResultView[], policies: readonly HeldPolicy[]): string[] {
      if (!asking(plan) || !claimsListed(results)) return [];
      const listed = claimsAsked(plan, results, policies);
      return listed.length > 0 && inState(listed).length === 0 ? [none] : [];
    },
  };
}

/**
 * The listed claims the question is about: those on the policies of the kind named ("why is my
 * accident claim pending"), when that is narrower than all the member holds (kind-claims.ts).
 */
function claimsAsked(plan: Plan, results: readonly ToolResultView[], policies: readonly HeldPolicy[]) {
  const listed = listedClaims(results, Listed);
  const portals = portalsOfKindsNarrowed(plan, policies);
  if (portals === null) return listed;
  return listed.filter((claim) => claim.portalRef !== undefined && portals.has(claim.portalRef));
}

/** Why the member's own claims are held: the undecided ones. */
export const { reads: holdReads, sections: holdSections } = claimsInState(
  (plan) => plan.holdAsked === true,
  undecided,
  NONE_HELD,
);
