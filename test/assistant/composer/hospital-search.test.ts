/**
 * A hospital search's answer: only hospitals in or near the place asked are listed (the search fills
 * its ten with the rest of the region); a hospital asked for by name is in the network when found, and
 * may still be when not, as the list is regional.
 */
import { describe, expect, it } from "vitest";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { foundByName, hospitalSearchSection } from "../../../src/assistant/composer/hospital-search";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { readyMember as readiness } from "../../support/readiness";

const NOTE = "A regional list of network hospitals, not an exhaustive one.";
const hospital = (name: string, city: string, pinCode: string) => ({
  hospitalId: `HSP-${pinCode}`,
  name,
  address: `1, Main Road, ${city} ${pinCode}`,
  city,
  pinCode,
  phone: "+91 20 0000 0000",
  specialities: [],
});
const PUNE = hospital("Sunrise Multispeciality Hospital, Camp", "Pune", "411001");
const MUMBAI = hospital("Sunrise Heart Institute, Powai", "Mumbai", "400076");
const DELHI = hospital("Trinity Memorial Hospital, Kalkaji", "Delhi", "110019");
const ON_MANIPAL_ROAD = hospital("Kaveri Children's Hospital, Manipal Road", "Udupi", "576101");

describe("the answer to a hospital search", () => {
  it("lists only the hospitals in the city asked, never another city's as if near", () => {
    const text = hospitalSearchSection({ note: NOTE, hospitals: [PUNE, MUMBAI] }, { city: "Pune" }) ?? "";
    expect(text).toContain("Network hospitals near Pune:");
    expect(text).toContain("Sunrise Multispeciality Hospital");
    expect(text).not.toContain("Powai");
  });

  it("says plainly that none was found in a place the list has none in", () => {
    const text = hospitalSearchSection({ note: NOTE, hospitals: [DELHI] }, { city: "Chennai" }) ?? "";
    expect(text).toMatch(/^I found no network hospital in or near Chennai/);
    expect(text).not.toContain("Trinity");
  });

  it("counts a pin code's postal district as near it", () => {
    const text = hospitalSearchSection({ note: NOTE, hospitals: [MUMBAI, DELHI] }, { pin_code: "400053" }) ?? "";
    expect(text).toContain("Sunrise Heart Institute");
    expect(text).not.toContain("Trinity");
  });

  it("answers yes for the one hospital asked for by name, and that cashless treatment is available there", () => {
    const text = hospitalSearchSection(
      { note: NOTE, hospitals: [PUNE] },
      { city: "Pune", name: "Sunrise Hospital Pune" },
    );
    expect(text).toMatch(/^Yes: Sunrise Multispeciality Hospital, Camp, .* is a network hospital, so cashless/);
  });

  it("answers for the hospital of that name in the city asked, not its namesakes elsewhere", () => {
    const text = hospitalSearchSection(
      { note: NOTE, hospitals: [PUNE, MUMBAI] },
      { city: "Pune", name: "Sunrise Hospital" },
    );
    expect(text).toMatch(/^Yes: Sunrise Multispeciality Hospital, Camp/);
    expect(text).not.toContain("Powai");
  });

  it("lists every hospital a name matches when it matches several", () => {
    const text =
      hospitalSearchSection({ note: NOTE, hospitals: [PUNE, MUMBAI] }, { pin_code: "560001", name: "Sunrise" }) ?? "";
    expect(text).toContain('These network hospitals match "Sunrise"');
    expect(text).toContain("Powai");
  });

  it("says a named hospital not found may still be in the network, never that it is not", () => {
    const text =
      hospitalSearchSection({ note: NOTE, hospitals: [] }, { pin_code: "400053", name: "Apollo Hospital" }) ?? "";
    expect(text).toContain(`I couldn't find "Apollo Hospital"`);
    expect(text).toContain("it may still be in the network");
    expect(text).not.toMatch(/is not (a )?network|not in the network/);
  });

  it("does not answer for a hospital by one that only stands on a road of its name", () => {
    const args = { pin_code: "560034", name: "Manipal Hospital" };
    const text = hospitalSearchSection({ note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, args) ?? "";

    expect(text).toContain(`I couldn't find "Manipal Hospital"`);
    expect(text).not.toContain("Kaveri");
    expect(foundByName({ note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, args)).toBe(false);
  });

  it("finds a hospital asked for with its town beside its name", () => {
    const args = { name: "Kaveri Children's Hospital Udupi" };

    expect(hospitalSearchSection({ note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, args)).toMatch(
      /^Yes: Kaveri Children's/,
    );
    expect(foundByName({ note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, args)).toBe(true);
  });

  it("finds a hospital whose name has an apostrophe when the member types it without one, as the search does", () => {
    const args = { name: "kaveri childrens hospital" };

    expect(hospitalSearchSection({ note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, args)).toMatch(
      /^Yes: Kaveri Children's/,
    );
    expect(foundByName({ note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, args)).toBe(true);
  });

  it("asks for no city once the hospital asked for by name is found", async () => {
    const search = {
      toolName: "search_network_hospitals",
      args: { name: "Kaveri Children's Hospital Udupi" },
      outcome: { status: "ok" as const, result: { note: NOTE, hospitals: [ON_MANIPAL_ROAD] }, readiness },
    };
    const plan = planMessage("is Kaveri Children's Hospital Udupi cashless");
    const { text } = await defaultComposer.compose({ plan, results: [search], preferences: {}, policies: [] });

    expect(text).toMatch(/^Yes: Kaveri Children's Hospital/);
    expect(text).not.toContain("Tell me the city or pin code");
  });
});
