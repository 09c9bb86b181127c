import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { LOCALITIES, localityNamed } from "../../../src/assistant/planner/localities";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import { DELHI_NCR, KARNATAKA_SOUTH, MAHARASHTRA_WEST } from "../../../workers/plancover/data/hospital-regions";

const STAND_IN = [KARNATAKA_SOUTH, MAHARASHTRA_WEST, DELHI_NCR].flatMap((region) => region.localities);

describe("a locality the hospital data knows is searched at its pin code", () => {
  it("does not read a city's own name as one of its areas ('Thane' is not Thane West)", () => {
    expect(localityNamed("hospitals in thane")).toBeNull();
    expect(localityNamed("hospitals in kalyan")).toBeNull();
  });

  it("knows every locality of the network regions, with the same pin code", () => {
    const known = (l: { area: string; city: string; pinCode: string }) => `${l.area}|${l.city}|${l.pinCode}`;
    expect(LOCALITIES.map(known).sort()).toEqual(STAND_IN.map(known).sort());
  });

  it.each(STAND_IN.map((l) => [l.area, l.city, l.pinCode]))("reads '%s, %s' as pin code %s", (area, city, pin) => {
    expect(localityNamed(`network hospitals in ${area}, ${city}`)?.pinCode).toBe(pin);
  });

  it.each([
    ["hospitals in andheri west cashless", "400053"],
    ["cashless hospitals in Koramangala", "560034"],
    ["andheri east mein cashless hospital kaunse hai", "400069"],
    ["any network hospital in Sector 18 Noida?", "201301"],
    ["hospitals in mg road bangalore", "560001"],
    // An area named without its side of town: the first side listed.
    ["hospital list in andheri", "400053"],
    ["network hospitals andheri", "400053"],
    ["cashless hospitals in bandra", "400050"],
  ])("'%s' plans a hospital search at %s", (message, pin) => {
    const plan = planMessage(message);
    expect(plan.topics).toEqual(["hospitals"]);
    expect(memberReads(plan, ["PRT-50001"])).toEqual([
      { name: "search_network_hospitals", args: expect.objectContaining({ pin_code: pin }) },
    ]);
  });

  it.each([
    "is there a free health camp at network hospitals",
    "which hospitals are in the network near the fort",
    "hospitals in model town",
  ])("reads no place in '%s', whose words only look like a locality", (message) => {
    expect(localityNamed(message)).toBeNull();
  });
});
