// The pure re-ranking of a regional hospital list: exact pin, then city, then district; stable; ten whole records.
import { describe, expect, it } from "vitest";
import { rankHospitals } from "../../../workers/tools/catalogue/hospitals/search-network-hospitals/rank-hospitals";

const h = (id: string, pinCode: string, city: string, district: string) => ({
  id,
  pinCode,
  city,
  district,
  name: `Hospital ${id}`,
  specialities: ["cardiology"],
});

// Upstream order on purpose scrambled across tiers.
const TABLE = [
  h("other-1", "571101", "Mysuru", "Mysuru"),
  h("district-1", "562110", "Devanahalli", "Bengaluru Urban"),
  h("city-1", "560034", "Bengaluru", "Bengaluru Urban"),
  h("pin-1", "560001", "Bengaluru", "Bengaluru Urban"),
  h("other-2", "577201", "Shivamogga", "Shivamogga"),
  h("city-2", "560095", "Bengaluru", "Bengaluru Urban"),
  h("pin-2", "560001", "Bengaluru", "Bengaluru Urban"),
  h("district-2", "562157", "Yelahanka", "Bengaluru Urban"),
  h("city-3", "560034", "bengaluru ", "Bengaluru Urban"),
  h("pin-3", "560001", "Bengaluru", "Bengaluru Urban"),
  h("other-3", "571401", "Mandya", "Mandya"),
];
const ids = (records: readonly { id: string }[]) => records.map((r) => r.id);

describe("rankHospitals", () => {
  it("puts the exact pin first, then the same city, then the same district, keeping upstream order in each tier", () => {
    expect(ids(rankHospitals(TABLE, { pinCode: "560001" }, 20))).toEqual([
      "pin-1",
      "pin-2",
      "pin-3",
      "city-1",
      "city-2",
      "city-3",
      "district-1",
      "district-2",
      "other-1",
      "other-2",
      "other-3",
    ]);
  });

  it("ranks by the asked city (ignoring case and spaces) when no pin is given", () => {
    expect(ids(rankHospitals(TABLE, { city: "BENGALURU" }, 8))).toEqual([
      "city-1",
      "pin-1",
      "city-2",
      "pin-2",
      "city-3",
      "pin-3",
      "district-1",
      "district-2",
    ]);
  });

  it("ranks another pin of the city below the exact pin and above the district", () => {
    expect(ids(rankHospitals(TABLE, { pinCode: "560034" }, 5))).toEqual([
      "city-1",
      "city-3",
      "pin-1",
      "city-2",
      "pin-2",
    ]);
  });

  it("keeps the upstream order for a pin it knows nothing about", () => {
    expect(ids(rankHospitals(TABLE, { pinCode: "110001" }, 20))).toEqual(ids(TABLE));
  });

  it("keeps ten records by default, each the very record it was given", () => {
    const many = Array.from({ length: 25 }, (_, i) => h(`r${i}`, "560001", "Bengaluru", "Bengaluru Urban"));
    const ranked = rankHospitals(many, { pinCode: "560001" });
    expect(ranked).toHaveLength(10);
    ranked.forEach((record, i) => {
      expect(record).toBe(many[i]);
    });
  });

  it("returns fewer than ten when fewer exist, and none from none", () => {
    expect(rankHospitals(TABLE.slice(0, 3), { city: "Mysuru" })).toHaveLength(3);
    expect(rankHospitals([], { pinCode: "560001" })).toEqual([]);
  });
});
