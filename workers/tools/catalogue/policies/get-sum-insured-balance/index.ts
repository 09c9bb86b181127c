/** get_sum_insured_balance: how much of a policy's sum insured is used and how much is left. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ, PortalRefArg } from "../../plancover-read";

const BalanceSchema = v.object({
  currency: v.string(),
  sumInsured: v.number(),
  utilised: v.number(),
  available: v.number(),
  asOf: v.string(),
});

export const getSumInsuredBalance = defineTool({
  name: "get_sum_insured_balance",
  description:
    "Gets one policy's sum insured, the amount already utilised by claims and the amount still available, as of " +
    "a date. Use it when the member asks how much cover they have left.",
  family: "policies",
  args: v.strictObject({ portal_ref: PortalRefArg }),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "owns_portal",
  async handler(args, io) {
    return mapUpstream(
      await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/balance`),
      BalanceSchema,
    );
  },
});
