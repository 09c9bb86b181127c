/** get_member_profile: the signed-in member's own profile (contact details, address, preferences). */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ } from "../../plancover-read";

// Personal identifiers pass on as the upstream gives them; the executor's sanitizer masks them.
const ProfileSchema = v.object({
  memberId: v.string(),
  name: v.string(),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  address: v.nullable(v.object({ line1: v.string(), city: v.string(), state: v.string(), pinCode: v.string() })),
  panNumber: v.nullable(v.string()),
  communicationPreference: v.nullable(v.string()),
});

export const getMemberProfile = defineTool({
  name: "get_member_profile",
  description:
    "Gets the signed-in member's own profile: member id, name, contact details on record, date of birth, postal " +
    "address and communication preference. Use it when the member asks what details the insurer holds for them, " +
    "or for their city or pin code before a hospital search.",
  family: "documents",
  args: v.pipe(v.strictObject({}), v.description("No arguments: the member is the one signed in.")),
  ...PLANCOVER_READ,
  dataClass: "personal",
  ownership: "none",
  async handler(_args, io) {
    return mapUpstream(await io.plancover.get("/v1/members/me"), ProfileSchema);
  },
});
