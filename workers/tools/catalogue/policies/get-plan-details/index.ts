/** get_plan_details: one policy's plan terms (sum insured, deductible, co-pay, room rent, dates). */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ, PortalRefArg } from "../../plancover-read";

const PlanSchema = v.object({
  portalRef: v.string(),
  policyNumber: v.string(),
  productName: v.string(),
  productType: v.string(),
  insurer: v.string(),
  tpa: v.nullable(v.string()),
  sumInsured: v.number(),
  deductible: v.nullable(v.number()),
  copayPercent: v.nullable(v.number()),
  roomRentLimit: v.nullable(v.union([v.number(), v.string()])),
  startDate: v.string(),
  endDate: v.string(),
  renewalDue: v.nullable(v.string()),
});

export const getPlanDetails = defineTool({
  name: "get_plan_details",
  description:
    "Gets the terms of one of the member's policies: product, insurer, TPA, sum insured, deductible, co-payment " +
    "percentage, room rent limit, policy dates and renewal date. Use it when the member asks about the terms or " +
    "dates of their own plan.",
  family: "policies",
  args: v.strictObject({ portal_ref: PortalRefArg }),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "owns_portal",
  async handler(args, io) {
    return mapUpstream(await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}`), PlanSchema);
  },
});
