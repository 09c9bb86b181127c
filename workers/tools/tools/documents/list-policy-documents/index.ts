/** list_policy_documents: one policy's documents (schedule, wording, certificates) with download links. */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ, PortalRefArg } from "../../plancover-read";

const DocumentsSchema = v.object({
  documents: v.array(
    v.object({
      documentId: v.string(),
      title: v.string(),
      type: v.string(),
      issuedOn: v.string(),
      // A signed link: the executor's sanitizer strips its signature before anyone sees it.
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
    return mapUpstream(
      await io.plancover.get(`/v1/policies/${encodeURIComponent(args.portal_ref)}/documents`),
      DocumentsSchema,
    );
  },
});
