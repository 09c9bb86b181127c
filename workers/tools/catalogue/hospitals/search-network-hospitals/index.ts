/**
 * search_network_hospitals: network (cashless) hospitals near a pin code or city. The upstream answers
 * ~250 regional records (~84 KB) whatever is asked; this re-ranks them and keeps ten compact records.
 */
import * as v from "valibot";
import { defineTool } from "../../../registry/tool-spec";
import { PLANCOVER_READ, upstreamFailure } from "../../plancover-read";
import { namedHospitals } from "./hospital-names";
import { type Locatable, rankHospitals } from "./rank-hospitals";

export const REGIONAL_NOTE =
  "A regional list of network hospitals, not an exhaustive one: a hospital not listed here may still be in the network.";

/**
 * A kept record as the search answers it. An object schema keeps only its own keys, in this
 * order, so the parse is also the projection (no district: ranking has read it already).
 */
const KeptSchema = v.array(
  v.object({
    hospitalId: v.string(),
    name: v.string(),
    address: v.string(),
    city: v.string(),
    pinCode: v.string(),
    phone: v.string(),
    specialities: v.array(v.string()),
  }),
);

/**
 * The envelope, with each record checked only for the three fields ranking reads: 250 records are
 * ranked, ten are kept, so only the ten pay for full validation (this is the hot path of a search).
 */
const isLocatable = (record: unknown): record is Locatable => {
  if (record === null || typeof record !== "object") return false;
  const { pinCode, city, district } = record as Record<string, unknown>;
  return typeof pinCode === "string" && typeof city === "string" && typeof district === "string";
};

/** The regional envelope, or null when it is not one. Type guards, not schemas: nothing is copied on the way. */
function regionOf(answer: unknown): { region: string; hospitals: readonly Locatable[] } | null {
  if (answer === null || typeof answer !== "object") return null;
  const { region, hospitals } = answer as Record<string, unknown>;
  if (typeof region !== "string" || !Array.isArray(hospitals) || !hospitals.every(isLocatable)) return null;
  return { region, hospitals };
}

export const searchNetworkHospitals = defineTool({
  name: "search_network_hospitals",
  description:
    "Finds network hospitals (where cashless treatment is available) near a pin code, a city, or both, closest " +
    "first, or a hospital by name there: up to ten with their id, address, phone and specialities " +
    "(get_hospital_details gives more on one). The list is regional, not exhaustive: if a hospital " +
    "the member names is not in it, say it may still be in the network rather than that it is not.",
  family: "hospitals",
  args: v.pipe(
    v.strictObject({
      pin_code: v.exactOptional(
        v.pipe(
          v.string(),
          v.regex(/^\d{6}$/, "a pin_code is exactly six digits"),
          v.description("The six-digit Indian postal pin code to search near, for example 560001."),
        ),
      ),
      city: v.exactOptional(
        v.pipe(
          v.string(),
          v.minLength(2),
          v.maxLength(60),
          v.description("The city to search in, for example Bengaluru or Mumbai."),
        ),
      ),
      name: v.exactOptional(
        v.pipe(
          v.string(),
          v.minLength(2),
          v.maxLength(80),
          v.description(
            "A hospital's name the member asked about, for example Lotus Eye Hospital: only hospitals whose name " +
              "has its distinguishing words are listed.",
          ),
        ),
      ),
    }),
    v.minEntries(1, "give a pin_code, a city, or both"),
    // A name is no place: the search is regional, so it needs one. (JSON Schema has no word for this
    // check; the schema the model sees says it in the description, beside minProperties.)
    v.check((args) => args.pin_code !== undefined || args.city !== undefined, "give a pin_code, a city, or both"),
    v.description("Give a pin_code, a city, or both; at least one is required. Add a name to look for one hospital."),
  ),
  ...PLANCOVER_READ,
  dataClass: "public",
  ownership: "none",
  async handler(args, io) {
    const answer = await io.plancover.get("/v1/hospitals", { query: { pinCode: args.pin_code, city: args.city } });
    if (!answer.ok) return upstreamFailure(answer.error);
    const parsed = regionOf(answer.value);
    if (parsed === null) return { ok: false, code: "upstream_error" };
    // A hospital asked by name is looked for in the whole region, then ranked by place like any search.
    const candidates = args.name === undefined ? parsed.hospitals : namedHospitals(parsed.hospitals, args.name);
    const kept = v.safeParse(KeptSchema, rankHospitals(candidates, { pinCode: args.pin_code, city: args.city }));
    if (!kept.success) return { ok: false, code: "upstream_error" };
    return { ok: true, data: { region: parsed.region, note: REGIONAL_NOTE, hospitals: kept.output } };
  },
});
