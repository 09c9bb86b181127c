import { describe, expect, it } from "vitest";
import { DEMO } from "../support/members";
import { callStandIn, standInToken } from "../support/stand-in";

type Hospital = { hospitalId: string; city: string; district: string; pinCode: string; networkType: string };
type Search = { region: string; hospitals: Hospital[] };

const KIB = 1024;

async function search(query: string): Promise<{ text: string; body: Search }> {
  const response = await callStandIn(`/v1/hospitals${query}`, { token: await standInToken(DEMO.asha.mobile) });
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, body: JSON.parse(text) };
}

describe("network hospital search", () => {
  it.each([
    ["pin code 560001", "?pinCode=560001", "Karnataka-South"],
    ["the city Mumbai", "?city=Mumbai", "Maharashtra-West"],
    ["pin code 411001 (Pune, whose hospitals are Maharashtra-West's)", "?pinCode=411001", "Maharashtra-West"],
    ["the city Pune", "?city=pune", "Maharashtra-West"],
    ["the city Mysuru", "?city=Mysuru", "Karnataka-South"],
    ["an unknown pin code", "?pinCode=999999", "Delhi-NCR"],
    ["a city no region holds", "?city=Chennai", "Delhi-NCR"],
    ["no query at all", "", "Delhi-NCR"],
  ])("answers 250 records of about 84 KB for %s", async (_what, query, region) => {
    const { text, body } = await search(query);
    expect(body.region).toBe(region);
    expect(body.hospitals).toHaveLength(250);
    expect(new TextEncoder().encode(text).byteLength).toBeGreaterThan(80 * KIB);
    expect(new TextEncoder().encode(text).byteLength).toBeLessThan(90 * KIB);
  });

  it("answers the same bytes twice", async () => {
    const first = await search("?pinCode=560001");
    const second = await search("?pinCode=560001");
    expect(second.text).toBe(first.text);
  });

  it("answers the region's same records whatever else is asked (no filtering, no sorting)", async () => {
    const byPin = await search("?pinCode=560001");
    const byOtherPin = await search("?pinCode=560034");
    const byCity = await search("?city=Bengaluru");
    expect(byOtherPin.text).toBe(byPin.text);
    expect(byCity.text).toBe(byPin.text);
  });

  it.each([
    ["560001", "Bengaluru"],
    ["560034", "Bengaluru"],
    ["400001", "Mumbai"],
  ])("holds exact matches for %s, other pins of %s and other cities of the region", async (pinCode, city) => {
    const { body } = await search(`?pinCode=${pinCode}`);
    const exact = body.hospitals.filter((h) => h.pinCode === pinCode);
    const sameCity = body.hospitals.filter((h) => h.city === city && h.pinCode !== pinCode);
    const otherCities = new Set(body.hospitals.filter((h) => h.city !== city).map((h) => h.city));
    expect(exact.length).toBeGreaterThanOrEqual(5);
    expect(sameCity.length).toBeGreaterThan(50);
    expect(otherCities.size).toBeGreaterThanOrEqual(3);
  });

  it("gives every record the listed fields, cashless, with a unique id", async () => {
    const { body } = await search("?city=Mumbai");
    for (const hospital of body.hospitals) {
      expect(Object.keys(hospital).sort()).toEqual(
        [
          "hospitalId",
          "name",
          "address",
          "city",
          "district",
          "state",
          "pinCode",
          "phone",
          "networkType",
          "specialities",
        ].sort(),
      );
      expect(hospital.networkType).toBe("cashless");
      expect(hospital.pinCode).toMatch(/^\d{6}$/);
    }
    expect(new Set(body.hospitals.map((h) => h.hospitalId)).size).toBe(250);
  });

  it("wants a member token like every /v1 route", async () => {
    expect((await callStandIn("/v1/hospitals?pinCode=560001")).status).toBe(401);
  });
});

describe("call-backs", () => {
  it("books a call-back without a credential and answers 201, a new booking each time", async () => {
    const body = { topic: "claim CN-2026-011583", preferredWindow: "tomorrow 10:00-12:00" };
    const first = await callStandIn("/v1/callbacks", { body });
    const second = await callStandIn("/v1/callbacks", { body: { ...body, note: "after 10, please" } });
    expect([first.status, second.status]).toEqual([201, 201]);
    const a = await first.json<{ callbackId: string; scheduledWindow: string }>();
    const b = await second.json<{ callbackId: string; scheduledWindow: string }>();
    expect(a.scheduledWindow).toBe("tomorrow 10:00-12:00");
    expect(b.callbackId).not.toBe(a.callbackId);
  });

  it.each([
    ["no topic", { preferredWindow: "morning" }],
    ["an empty window", { topic: "claim", preferredWindow: "  " }],
    ["a body that is not JSON", "topic=claim"],
  ])("answers 400 to a call-back with %s", async (_what, body) => {
    const response = await callStandIn("/v1/callbacks", { body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "bad_request" });
  });
});
