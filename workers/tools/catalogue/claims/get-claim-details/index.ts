/** get_claim_details: one claim in full; the upstream wants a claim id, so claim numbers are translated. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ } from "../../plancover-read";
import { ClaimArg, resolveClaim } from "../claim-ref";

// Only the fields we promise: no settlement date exists, and none is let through.
const DetailsSchema = v.object({
  claimId: v.string(),
  claimNumber: v.string(),
  portalRef: v.string(),
  patientName: v.string(),
  hospitalName: v.string(),
  admissionDate: v.string(),
  dischargeDate: v.nullable(v.string()),
  diagnosis: v.string(),
  claimType: v.string(),
  status: v.string(),
  claimedAmount: v.number(),
  approvedAmount: v.nullable(v.number()),
  deductions: v.array(v.object({ reason: v.string(), amount: v.number() })),
  documentsReceived: v.array(v.string()),
});

export const getClaimDetails = defineTool({
  name: "get_claim_details",
  description:
    "Gets one of the member's claims in full: patient, hospital, admission and discharge dates, diagnosis, " +
    "amounts claimed and approved, each deduction with its reason, and the documents received. Use it to explain " +
    "a deduction or what was paid. It carries no settlement date: never predict or promise one.",
  family: "claims",
  args: v.strictObject({ claim: ClaimArg }),
  ...PLANCOVER_READ,
  dataClass: "health",
  ownership: "none",
  // A claim alone over the result cap keeps its number, status and amounts; these go first, whole.
  capDropOrder: ["documentsReceived", "deductions", "diagnosis", "hospitalName", "patientName"],
  async handler(args, io) {
    const claimId = await resolveClaim(io, args.claim, "id");
    if (!claimId.ok) return claimId.error;
    return mapUpstream(await io.plancover.get(`/v1/claims/${encodeURIComponent(claimId.value)}`), DetailsSchema);
  },
});
