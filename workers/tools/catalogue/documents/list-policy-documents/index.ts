/**
 * list_policy_documents: one policy's documents (schedule, wording, certificates), each with a link
 * to this gateway (`/v1/documents/:documentId`). PlanCover's own download links are signed and
 * short-lived: they are dropped here, so no model, event or audit row ever holds one; the gateway
 * route fetches a fresh one for the member inside the call.
 */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { PLANCOVER_READ, PortalRefArg, upstreamFailure } from "../../plancover-read";
import { documentLink } from "../document-link";

const DocumentsSchema = v.object({
  documents: v.array(
    v.object({
      documentId: v.string(),
      title: v.string(),
      type: v.string(),
      issuedOn: v.string(),
      // A signed link: read only to be dropped (see documentLink).
      downloadUrl: v.string(),
    }),
  ),
});

export const listPolicyDocuments = defineTool({
  name: "list_policy_documents",
  description:
    "Lists the documents issued for one of the member's policies (policy schedule, policy wording, tax " +
    "certificates and the like) with their type and issue date. Use it when the member asks for a policy document.",
  family: "documents",
  args: v.strictObject({ portal_ref: PortalRefArg }),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "owns_portal",
  async handler(args, io) {
    const answer = await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/documents`);
    if (!answer.ok) return upstreamFailure(answer.error);
    const parsed = v.safeParse(DocumentsSchema, answer.value);
    if (!parsed.success) return { ok: false, code: "upstream_error" };
    const documents = parsed.output.documents.map(({ downloadUrl: _signed, ...document }) => ({
      ...document,
      link: documentLink(document.documentId),
    }));
    return { ok: true, data: { documents } };
  },
});
