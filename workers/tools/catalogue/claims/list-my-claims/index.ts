/** list_my_claims: the signed-in member's claims (scoped to the token upstream, so no ownership check). */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ } from "../../plancover-read";

// Only the fields we promise: no settlement date exists, and none is let through.
const ClaimsSchema = v.object({
  claims: v.array(
    v.object({
      claimId: v.string(),
      claimNumber: v.string(),
      portalRef: v.string(),
      patientName: v.string(),
      hospitalName: v.string(),
      admissionDate: v.string(),
      claimType: v.string(),
      status: v.string(),
      claimedAmount: v.number(),
      approvedAmount: v.nullable(v.number()),
    }),
  ),
});

export const listMyClaims = defineTool({
  name: "list_my_claims",
  description:
    "Lists the signed-in member's own claims: claim number and id, policy, patient, hospital, admission date, " +
    "cashless or reimbursement, status, claimed and approved amounts. Use it when the member asks about their " +
    "claims without naming one. It carries no settlement date: never predict or promise one.",
  family: "claims",
  args: v.pipe(v.strictObject({}), v.description("No arguments: the member is the one signed in.")),
  ...PLANCOVER_READ,
  dataClass: "health",
  ownership: "none",
  async handler(_args, io) {
    return mapUpstream(await io.plancover.get("/v1/claims"), ClaimsSchema);
  },
});
