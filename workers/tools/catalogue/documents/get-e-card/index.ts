/**
 * get_e_card: the health e-card of one person on a policy (the primary member unless member_id says),
 * with a link to this gateway (`/v1/documents/:documentId`) when PlanCover names the card's document.
 * PlanCover's own download link is signed and short-lived: dropped here, as list_policy_documents
 * drops its documents' links; the gateway route fetches a fresh one for the member inside the call.
 */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { PLANCOVER_READ, PortalRefArg, upstreamFailure } from "../../plancover-read";
import { documentLink } from "../document-link";

const ECardSchema = v.object({
  memberId: v.string(),
  name: v.string(),
  cardNumber: v.string(),
  validTill: v.string(),
  documentId: v.optional(v.string()),
  // A signed link: read only to be dropped (see documentLink).
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
    const answer = await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/ecard`, {
      query: { memberId: args.member_id },
    });
    if (!answer.ok) return upstreamFailure(answer.error);
    const parsed = v.safeParse(ECardSchema, answer.value);
    if (!parsed.success) return { ok: false, code: "upstream_error" };
    const { downloadUrl: _signed, documentId, ...card } = parsed.output;
    return { ok: true, data: documentId ? { ...card, documentId, link: documentLink(documentId) } : card };
  },
});
