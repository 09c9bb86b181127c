/** get_policy_members: the people insured under one policy. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ, PortalRefArg } from "../../plancover-read";

const MembersSchema = v.object({
  members: v.array(
    v.object({
      memberId: v.string(),
      name: v.string(),
      relation: v.string(),
      dateOfBirth: v.nullable(v.string()),
      // Contact details pass on as the upstream gives them; the executor's sanitizer masks them.
      mobile: v.nullable(v.string()),
      email: v.nullable(v.string()),
    }),
  ),
});

export const getPolicyMembers = defineTool({
  name: "get_policy_members",
  description:
    "Lists the people insured under one of the member's policies, with their member id, relation to the " +
    "policyholder and date of birth. Use it for 'who is covered on my policy' and to find the member_id " +
    "get_e_card needs for a family member.",
  family: "policies",
  args: v.strictObject({ portal_ref: PortalRefArg }),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "owns_portal",
  async handler(args, io) {
    return mapUpstream(
      await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/members`),
      MembersSchema,
    );
  },
});
