// search_network_hospitals against the real stand-in: ten compact records, re-ranked, with the regional note.
import { beforeAll, describe, expect, it } from "vitest";
import { getHospitalDetails } from "../../../workers/tools/catalogue/hospitals/get-hospital-details";
import {
  REGIONAL_NOTE,
  searchNetworkHospitals,
} from "../../../workers/tools/catalogue/hospitals/search-network-hospitals";
import type { ToolIO } from "../../../workers/tools/registry/tool-spec";
import { dataOf, ioFor } from "../../support/catalogue";
import { DEMO } from "../../support/members";
import { standInToken } from "../../support/stand-in";

/** TOOL_MAX_RESULT_CHARS: the executor's cap, which ten records must fit well inside. */
const TOOL_MAX_RESULT_CHARS = 4000;

type Hospital = {
  hospitalId: string;
  name: string;
  address: string;
  city: string;
  pinCode: string;
  phone: string;
  specialities: string[];
};
type Search = { region: string; note: string; hospitals: Hospital[] };

let asha: ToolIO;
beforeAll(async () => {
  asha = ioFor(await standInToken(DEMO.asha.mobile));
});

/** What the stand-in itself lists first, before any re-ranking. */
async function upstreamFirstTen(query: { pinCode?: string; city?: string }): Promise<Hospital[]> {
  const answer = await asha.plancover.get("/v1/hospitals", { query });
  if (!answer.ok) throw new Error(`the stand-in failed with ${answer.error.code}`);
  return (answer.value as { hospitals: Hospital[] }).hospitals.slice(0, 10);
}

const search = async (args: { pin_code?: string; city?: string }): Promise<Search> =>
  dataOf(await searchNetworkHospitals.handler(args, asha)) as Search;

describe("search_network_hospitals", () => {
  it.each([
    ["the pin 560001", { pin_code: "560001" }],
    ["the city Mumbai", { city: "Mumbai" }],
    ["a pin no hospital has", { pin_code: "999999" }],
  ])("answers %s with ten compact records and the regional note, under the result cap", async (_, args) => {
    const data = await search(args);
    expect(data.note).toBe(REGIONAL_NOTE);
    expect(data.region).toEqual(expect.any(String));
    expect(data.hospitals).toHaveLength(10);
    for (const hospital of data.hospitals) {
      expect(Object.keys(hospital).sort()).toEqual([
        "address",
        "city",
        "hospitalId",
        "name",
        "phone",
        "pinCode",
        "specialities",
      ]);
    }
    expect(JSON.stringify(data).length).toBeLessThan(TOOL_MAX_RESULT_CHARS);
  });

  it("puts the hospitals at the exact pin first, though the upstream lists them later", async () => {
    const { region, hospitals } = await search({ pin_code: "560001" });
    expect(region).toBe("Karnataka-South");
    expect(hospitals.map((h) => h.pinCode)).toEqual(Array(10).fill("560001"));
    const upstream = await upstreamFirstTen({ pinCode: "560001" });
    expect(upstream.filter((h) => h.pinCode === "560001").length).toBeLessThan(10);
  });

  it("keeps the upstream's order for a pin no hospital has", async () => {
    const { hospitals } = await search({ pin_code: "999999" });
    const upstream = await upstreamFirstTen({ pinCode: "999999" });
    expect(hospitals.map((h) => h.name)).toEqual(upstream.map((h) => h.name));
  });

  it("puts Mumbai's hospitals first for a search by city", async () => {
    const { region, hospitals } = await search({ city: "Mumbai" });
    expect(region).toBe("Maharashtra-West");
    expect(hospitals.every((h) => h.city === "Mumbai")).toBe(true);
  });
});

describe("get_hospital_details", () => {
  it("answers the details of a hospital the search returned, by its id", async () => {
    const [first] = (await search({ pin_code: "560034" })).hospitals;
    if (!first) throw new Error("the search returned hospitals");

    const details = dataOf(await getHospitalDetails.handler({ hospital_id: first.hospitalId }, asha));

    expect(details).toMatchObject({
      hospitalId: first.hospitalId,
      name: first.name,
      pinCode: "560034",
      beds: expect.any(Number),
      accreditation: expect.any(String),
      cashlessDesk: { hours: expect.any(String), phone: expect.any(String) },
      emergency24x7: expect.any(Boolean),
    });
  });

  it("answers not_found for an id no region has", async () => {
    expect(await getHospitalDetails.handler({ hospital_id: "HSP-KAS-9999" }, asha)).toEqual({
      ok: false,
      code: "not_found",
      httpStatus: 404,
    });
  });
});
