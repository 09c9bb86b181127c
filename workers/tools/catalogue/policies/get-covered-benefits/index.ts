/** get_covered_benefits: what one policy covers, with limits and benefit waiting periods. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ, PortalRefArg } from "../../plancover-read";

const BenefitsSchema = v.object({
  benefits: v.array(
    v.object({
      code: v.string(),
      name: v.string(),
      covered: v.boolean(),
      limit: v.nullable(v.number()),
      waitingPeriodDays: v.nullable(v.number()),
      notes: v.nullable(v.string()),
    }),
  ),
});

export const getCoveredBenefits = defineTool({
  name: "get_covered_benefits",
  description:
    "Lists the benefits of one of the member's policies: whether each is covered, its limit and its waiting " +
    "period in days. Prefer it over search_policy_knowledge whenever the member asks what their own policy " +
    "covers; the policy corpus still owns general conditions, exclusions and claim procedures.",
  family: "policies",
  args: v.strictObject({ portal_ref: PortalRefArg }),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "owns_portal",
  async handler(args, io) {
    return mapUpstream(
      await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/benefits`),
      BenefitsSchema,
    );
  },
});
