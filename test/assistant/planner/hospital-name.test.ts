/**
 * A hospital named by its name and asked whether it is in the network: the plan searches for it (near
 * the place named, else near the member's registered address), not the wording, whose sections only
 * mention a network in passing.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { hospitalNamed } from "../../../src/assistant/planner/hospital-name";
import { memberReads } from "../../../src/assistant/planner/member-reads";

describe("a hospital named in a question", () => {
  it.each([
    ["Is Lotus Orthopaedic Centre in Malleshwaram a network hospital?", "Lotus Orthopaedic Centre Malleshwaram"],
    ["can i get cashless at Kaveri Memorial Hospital Mangaluru", "Kaveri Memorial Hospital Mangaluru"],
    ["Is Sunrise Hospital in the network", "Sunrise Hospital"],
    ["does Sunrise Nursing Home accept my policy", "Sunrise Nursing Home"],
    ["kya lotus hospital network mein hai", "lotus hospital"],
    ["I am admitted in Shanti Eye Hospital, is cashless available", "Shanti Eye Hospital"],
    ["Is Apollo hospital empanelled?", "Apollo hospital"],
    // The city goes to the search as its city, where "Bangalore" is Bengaluru.
    ["is Lotus Eye Hospital Bangalore cashless", "Lotus Eye Hospital"],
    // A name cut short to the specialty it is known by.
    ["is lakeview orthopaedic in network", "lakeview orthopaedic"],
    ["is andheri west maternity home cashless", "andheri west maternity home"],
  ])("is read from %j as %j", (message, name) => {
    expect(hospitalNamed(message)).toBe(name);
  });

  it.each([
    "network hospitals in Pune",
    "cashless hospitals near me",
    "which hospitals are in the network",
    "is the hospital in network",
    "what is the room rent limit in hospital",
    "what is a non-network hospital",
    "is cashless allowed in a non-network hospital",
    // Hindi's grammatical words around "hospital" are no hospital's name.
    "cashless ke liye hospital ko kab batana hai?",
    // "Kon sa", "kaun si": Hindi's "which", written as two words.
    "kon sa hospital cashless hai",
    "kaun si hospital network me hai",
    "is orthopaedic surgery cashless",
  ])("is none in %j", (message) => {
    expect(hospitalNamed(message)).toBeNull();
  });

  it("makes the question a hospital search for that name, not a wording search on 'network'", () => {
    const plan = planMessage("Is Lotus Orthopaedic Centre in Malleshwaram a network hospital?");
    expect(plan).toMatchObject({ kind: "member", topics: ["hospitals"], knowledgeQuery: null });
    expect(plan.hospitalName).toBe("Lotus Orthopaedic Centre Malleshwaram");
  });

  it("searches by name in the city named", () => {
    const plan = planMessage("Is Sunrise Hospital in Pune in your network?");
    expect(memberReads(plan, ["PC-1"])).toEqual([
      { name: "search_network_hospitals", args: { city: "Pune", name: "Sunrise Hospital" } },
    ]);
  });

  it("reads the registered address first when no place is named, to search near it", () => {
    const plan = planMessage("Is Apollo hospital empanelled?");
    expect(plan.nearHome).toBe(true);
    expect(memberReads(plan, ["PC-1"])).toEqual([{ name: "get_member_profile", args: {} }]);
  });
});

describe("what a named hospital is like", () => {
  it.each([
    ["phone number of lakeview orthopaedic", "lakeview orthopaedic"],
    ["does harbour view hospital have 24 hour emergency", "harbour view hospital"],
    ["address of Sunrise Children's Hospital", "Sunrise Children's Hospital"],
    ["Lotus Eye Hospital phone number", "Lotus Eye Hospital"],
    // "Details" alone once left the name to the wording, which said it "doesn't mention this".
    ["lakeview hospital details", "lakeview hospital"],
    ["details of sunrise childrens hospital", "sunrise childrens hospital"],
    ["Lakeview Orthopaedic Centre info", "Lakeview Orthopaedic Centre"],
  ])("reads %j as a search for %j whose details are asked", (message, name) => {
    expect(planMessage(message)).toMatchObject({
      topics: ["hospitals"],
      hospitalName: name,
      hospitalDetailsAsked: true,
    });
  });

  it("leaves what the policy pays at a named hospital to the wording", () => {
    expect(planMessage("is icu covered at sahyadri memorial hospital")).toMatchObject({
      kind: "knowledge",
      hospitalName: null,
      hospitalDetailsAsked: false,
    });
  });

  it("leaves a claim's details at a named hospital to the claims", () => {
    expect(planMessage("details of my claim at lakeview hospital")).toMatchObject({
      topics: ["claims"],
      hospitalName: null,
    });
  });

  it("asks for no details when only whether it is in the network is asked", () => {
    expect(planMessage("is lakeview orthopaedic in network").hospitalDetailsAsked).toBe(false);
  });
});
