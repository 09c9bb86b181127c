/**
 * get_hospital_details: one network hospital's details (beds, accreditation, cashless desk, room
 * categories, 24x7 emergency) by the id search_network_hospitals returned, for a member planning an
 * admission.
 */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { mapUpstream, PLANCOVER_READ } from "../../plancover-read";

const DetailsSchema = v.object({
  hospitalId: v.string(),
  name: v.string(),
  address: v.string(),
  city: v.string(),
  pinCode: v.string(),
  phone: v.string(),
  networkType: v.string(),
  specialities: v.array(v.string()),
  beds: v.number(),
  accreditation: v.string(),
  cashlessDesk: v.object({ hours: v.string(), phone: v.string() }),
  emergency24x7: v.boolean(),
  roomCategories: v.array(v.string()),
});

export const getHospitalDetails = defineTool({
  name: "get_hospital_details",
  description:
    "Gives one network hospital's details: accreditation, beds, 24x7 emergency, room categories and the cashless " +
    "desk's hours and phone. Use it after search_network_hospitals, with the hospital_id it returned, when a " +
    "member is planning an admission at that hospital.",
  family: "hospitals",
  args: v.strictObject({
    hospital_id: v.pipe(
      v.string(),
      v.regex(/^HSP-[A-Z]{3}-\d{4}$/, "a hospital_id looks like HSP-KAS-0001"),
      v.description("The hospital's id, as search_network_hospitals returned it (for example HSP-KAS-0001)."),
    ),
  }),
  ...PLANCOVER_READ,
  dataClass: "public",
  ownership: "none",
  // A hospital alone over the result cap keeps its name, contact and cashless desk; these go first, whole.
  capDropOrder: ["specialities", "roomCategories", "accreditation", "address"],
  async handler(args, io) {
    return mapUpstream(await io.plancover.get(`/v1/hospitals/${args.hospital_id}`), DetailsSchema);
  },
});
