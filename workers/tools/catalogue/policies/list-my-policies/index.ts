/** list_my_policies: the signed-in member's policies, and the only source of portal_refs. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ } from "../../plancover-read";

const PoliciesSchema = v.object({
  policies: v.array(
    v.object({
      portalRef: v.string(),
      policyNumber: v.string(),
      productName: v.string(),
      productType: v.string(),
      status: v.string(),
      startDate: v.string(),
      endDate: v.string(),
    }),
  ),
});

export const listMyPolicies = defineTool({
  name: "list_my_policies",
  description:
    "Lists the signed-in member's own insurance policies: portal_ref, policy number, product, type, status and " +
    "policy dates. Call it first whenever a question is about the member's policies: it is the only source of " +
    "the portal_ref that the plan, benefit, member, balance, document and e-card tools need.",
  family: "policies",
  args: v.pipe(v.strictObject({}), v.description("No arguments: the member is the one signed in.")),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "none",
  async handler(_args, io) {
    return mapUpstream(await io.plancover.get("/v1/policies"), PoliciesSchema);
  },
});
