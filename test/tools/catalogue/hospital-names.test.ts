// search_network_hospitals asked for one hospital by name, against the real stand-in: the region's
// records that carry the name's distinguishing words (in its name or where it is), ranked by place.
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { searchNetworkHospitals } from "../../../workers/tools/catalogue/hospitals/search-network-hospitals";
import type { ToolIO } from "../../../workers/tools/registry/tool-spec";
import { dataOf, ioFor } from "../../support/catalogue";
import { DEMO } from "../../support/members";
import { standInToken } from "../../support/stand-in";

type Hospital = { hospitalId: string; name: string; address: string; city: string; pinCode: string };
type Search = { region: string; hospitals: Hospital[] };

let asha: ToolIO;
let region: Hospital[];
beforeAll(async () => {
  asha = ioFor(await standInToken(DEMO.asha.mobile));
  const answer = await asha.plancover.get("/v1/hospitals", { query: { city: "Bengaluru" } });
  if (!answer.ok) throw new Error(`the stand-in failed with ${answer.error.code}`);
  region = (answer.value as { hospitals: Hospital[] }).hospitals;
});

const search = async (args: { pin_code?: string; city?: string; name?: string }): Promise<Search> =>
  dataOf(await searchNetworkHospitals.handler(args, asha)) as Search;

/** A record whose whole name ("Brand Kind, Locality") no other record of the region shares. */
function uniquelyNamed(): Hospital {
  const found = region.find(
    (h) => region.filter((other) => other.name === h.name).length === 1 && h.city !== "Bengaluru",
  );
  if (!found) throw new Error("the region has a uniquely named hospital outside Bengaluru");
  return found;
}

describe("search_network_hospitals by name", () => {
  it("finds the one hospital its whole name and locality name, wherever it is in the region", async () => {
    const wanted = uniquelyNamed();
    // Asked from Bengaluru: the hospital is in another city of the region, and still found.
    const { hospitals } = await search({ city: "Bengaluru", name: wanted.name.replace(",", "") });
    expect(hospitals.map((h) => h.hospitalId)).toEqual([wanted.hospitalId]);
  });

  it("finds a hospital by its brand and its city, as people name it", async () => {
    const wanted = uniquelyNamed();
    const brand = wanted.name.split(" ")[0] ?? "";
    const { hospitals } = await search({ city: "Bengaluru", name: `${brand} Hospital ${wanted.city}` });
    expect(hospitals.map((h) => h.hospitalId)).toContain(wanted.hospitalId);
    expect(hospitals.every((h) => h.name.startsWith(brand) && h.city === wanted.city)).toBe(true);
  });

  it("lets the kind of place be said differently: a brand with 'Hospital' finds its centres and institutes too", async () => {
    const brand = "Lotus";
    const { hospitals } = await search({ city: "Bengaluru", name: `${brand} Hospital` });
    const expected = region.filter((h) => h.name.startsWith(`${brand} `)).length;
    expect(hospitals).toHaveLength(Math.min(10, expected));
    expect(hospitals.every((h) => h.name.startsWith(`${brand} `))).toBe(true);
    expect(new Set(hospitals.map((h) => h.name.split(",")[0])).size).toBeGreaterThan(1);
  });

  it("finds none for a name the region's list does not hold", async () => {
    expect((await search({ city: "Bengaluru", name: "Apollo Hospital" })).hospitals).toEqual([]);
  });

  it("refuses a name with neither a pin code nor a city, as any search without a place", () => {
    expect(v.safeParse(searchNetworkHospitals.args, { name: "Lotus Hospital" }).success).toBe(false);
    expect(v.safeParse(searchNetworkHospitals.args, { city: "Pune", name: "Lotus Hospital" }).success).toBe(true);
  });
});
