/** get_e_card: the health e-card of one person on a policy (the primary member unless member_id says). */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ, PortalRefArg } from "../../plancover-read";

const ECardSchema = v.object({
  memberId: v.string(),
  name: v.string(),
  cardNumber: v.string(),
  validTill: v.string(),
  // A signed link: the executor's sanitizer strips its signature before anyone sees it.
  downloadUrl: v.string(),
});

export const getECard = defineTool({
  name: "get_e_card",
  description:
    "Gets the health e-card (the card shown at a hospital for cashless treatment) of one person on one of the " +
    "member's policies: card number and validity. Without member_id it is the primary member's card; for a family " +
    "member, take their member_id from get_policy_members.",
  family: "documents",
  args: v.strictObject({
    portal_ref: PortalRefArg,
    member_id: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^MBR-[A-Z0-9]{1,16}$/, "a member_id looks like MBR-1001"),
        v.description("The insured person whose card is wanted, as get_policy_members returns it (MBR-1001)."),
      ),
    ),
  }),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "owns_portal",
  async handler(args, io) {
    return mapUpstream(
      await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/ecard`, {
        query: { memberId: args.member_id },
      }),
      ECardSchema,
    );
  },
});
