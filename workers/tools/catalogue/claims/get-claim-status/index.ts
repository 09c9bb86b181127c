/** get_claim_status: where one claim stands now; the upstream wants a claim number, so ids are translated. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ } from "../../plancover-read";
import { ClaimArg, resolveClaim } from "../claim-ref";

// Only the fields we promise: no settlement date exists, and none is let through.
const StatusSchema = v.object({
  claimNumber: v.string(),
  status: v.string(),
  stage: v.string(),
  lastUpdated: v.string(),
  remarks: v.nullable(v.string()),
});

export const getClaimStatus = defineTool({
  name: "get_claim_status",
  description:
    "Gets the current status of one of the member's claims: status, processing stage, when it last changed and " +
    "the insurer's remarks. Use it for 'where is my claim'. It carries no settlement date: never predict or " +
    "promise when a claim will be settled or paid.",
  family: "claims",
  args: v.strictObject({ claim: ClaimArg }),
  ...PLANCOVER_READ,
  dataClass: "health",
  ownership: "none",
  async handler(args, io) {
    const claimNumber = await resolveClaim(io, args.claim, "number");
    if (!claimNumber.ok) return claimNumber.error;
    return mapUpstream(
      await io.plancover.get("/v1/claims/status", { query: { claimNumber: claimNumber.value } }),
      StatusSchema,
    );
  },
});
