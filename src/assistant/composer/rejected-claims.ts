/**
 * "Why was my claim rejected?" without a claim number: the claim list shows which claims PlanCover
 * rejected, and those (at most a turn's worth) are read with their status, whose remarks say why.
 * When none of the listed claims was rejected, the answer says so rather than leave the member to
 * find it in the list. Not for a relative's claims ("why was my wife's claim rejected"), which are
 * listed under their name with each one's status (person.ts). The mechanism is open-claims.ts's.
 */
import { claimsInState } from "./open-claims";

// "Above": the list the answer shows, which is only the kind of policy named when one is ("my accident claim").
export const NONE_REJECTED = "None of the claims above has been rejected.";

/** The claims among `claims` that PlanCover rejected, by number. */
function rejected(claims: readonly { readonly claimNumber: string; readonly status: string }[]): string[] {
  return claims.filter((claim) => claim.status === "rejected").map((claim) => claim.claimNumber);
}

export const { reads: rejectionReads, sections: rejectionSections } = claimsInState(
  (plan) => plan.rejectionAsked === true,
  rejected,
  NONE_REJECTED,
);
