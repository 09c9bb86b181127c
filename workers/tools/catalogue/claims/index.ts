/** The claims family: a member's claims, one claim's status and one claim's details. */
import { getClaimDetails } from "./get-claim-details";
import { getClaimStatus } from "./get-claim-status";
import { listMyClaims } from "./list-my-claims";

export const claimTools = [listMyClaims, getClaimStatus, getClaimDetails] as const;
