/**
 * A named hospital's details, asked for ("phone number of …"): read once the search has found that
 * one hospital by its name, never for a search that found none, several, or another.
 */
import { describe, expect, it } from "vitest";
import { namedHospitalDetailsReads } from "../../../src/assistant/composer/named-hospital-details";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { okView as ok } from "../../support/member-views";

const record = (hospitalId: string, name: string) => ({
  hospitalId,
  name,
  address: "13, Main Road, Kuvempunagar, Mysuru 570023",
  city: "Mysuru",
  pinCode: "570023",
  phone: "+91 821 0000000",
  specialities: [],
});
const SUNRISE = record("HSP-KAS-0143", "Sunrise Children's Hospital, Kuvempunagar");
const TRINITY = record("HSP-KAS-0200", "Trinity Memorial Hospital, Kuvempunagar");
const searched = (hospitals: ReturnType<typeof record>[]) =>
  ok(
    "search_network_hospitals",
    { note: "regional", hospitals },
    { pin_code: "570023", name: "sunrise childrens hospital" },
  );

describe("a named hospital's details", () => {
  const plan = planMessage("address of sunrise childrens hospital");

  it("reads the details of the one hospital the search found by its name", () => {
    expect(namedHospitalDetailsReads(plan, [searched([SUNRISE])])).toEqual([
      { name: "get_hospital_details", args: { hospital_id: "HSP-KAS-0143" } },
    ]);
  });

  it("reads nothing when the search found none, several, or only another hospital", () => {
    expect(namedHospitalDetailsReads(plan, [searched([])])).toEqual([]);
    expect(namedHospitalDetailsReads(plan, [searched([SUNRISE, TRINITY])])).toEqual([]);
    expect(namedHospitalDetailsReads(plan, [searched([TRINITY])])).toEqual([]);
  });

  it("reads nothing when only whether it is in the network was asked", () => {
    expect(
      namedHospitalDetailsReads(planMessage("is sunrise childrens hospital cashless"), [searched([SUNRISE])]),
    ).toEqual([]);
  });
});
