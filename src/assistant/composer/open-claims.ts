/**
 * "Why is my claim on hold?" without a claim number: the claim list shows which claims are not yet
 * decided (submitted, under review, a query raised), and those (at most a turn's worth) are read
 * with their status, whose stage and remarks say where each is held; a relative's undecided claims
 * are read so too (person.ts). When every claim has been decided, the answer says none is on hold.
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { claimsListed, detailReads, listedClaims, STATUS_TOOL, UNDECIDED } from "./claim-list";
import type { ToolResultView } from "./composer";

const Listed = v.object({ claimNumber: v.string(), status: v.string() });

export const NONE_HELD = "None of your claims is on hold: each has been decided.";

/** The claims among `claims` not yet decided, by number. */
export function undecided(claims: readonly v.InferOutput<typeof Listed>[]): string[] {
  return claims.filter((claim) => UNDECIDED.has(claim.status)).map((claim) => claim.claimNumber);
}

/** Whether the turn asks why the member's own claims are held (a relative's: person.ts). */
const asking = (plan: Plan) => plan.holdAsked === true && !plan.person && plan.claims.length === 0;

/** Gather: the status of each of the member's undecided claims, once. */
export function holdReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  return asking(plan) ? detailReads(results, undecided(listedClaims(results, Listed)), STATUS_TOOL) : [];
}

/** Said when the list was read and every claim in it has been decided. */
export function holdSections(plan: Plan, results: readonly ToolResultView[]): string[] {
  if (!asking(plan) || !claimsListed(results)) return [];
  const listed = listedClaims(results, Listed);
  return listed.length > 0 && undecided(listed).length === 0 ? [NONE_HELD] : [];
}
