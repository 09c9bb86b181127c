/**
 * A product as members name it is not a request: "my personal accident policy" asks nothing of the
 * profile, "my family plan" asks nothing about who is insured. And "which of my policies pays for X"
 * is answered from each policy's benefits beside the wording, not from whatever else its words suggest.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";

describe("a product named in a member's words", () => {
  it("does not read the profile for 'my personal accident policy', and still does for personal details", () => {
    expect(planMessage("does my personal accident policy cover hospitalisation for typhoid?").topics).toEqual([
      "cover",
    ]);
    expect(planMessage("my personal details").topics).toEqual(["profile"]);
  });

  it("reads a policy's details, not the profile, for 'my policy details', and both when the profile is named too", () => {
    for (const message of ["my personal accident policy details", "my policy details"]) {
      expect(planMessage(message).topics).toEqual(["plan"]);
    }
    expect(planMessage("my policy details and my address").topics).toEqual(["plan", "profile"]);
  });

  it.each([
    "claims on my accident policy",
    "claims under my accident policy",
    "my claim on the accident policy, what is its status",
    "how many claims on my policy",
  ])("reads the member's claims for '%s', not only the list of their policies", (message) => {
    expect(planMessage(message).topics).toContain("claims");
  });

  it("reads the member's own balance for 'my family floater', not the wording, and still searches it for 'a family floater'", () => {
    for (const message of ["how much balance is left in my family floater", "balance left in my family shield"]) {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["balance"], knowledgeQuery: null });
    }
    expect(planMessage("what is a family floater").kind).toBe("knowledge");
  });

  it("does not read who is insured for 'my family plan', and still does for 'is my family covered'", () => {
    expect(planMessage("knee replacement waiting period on my family plan").topics).not.toContain("members");
    expect(planMessage("is my family covered").topics).toEqual(["members"]);
  });

  it.each([
    "which of my policies pays for hospital bills after an accident?",
    "which policy covers my knee surgery",
    "which plan pays for ambulance",
  ])("answers %j from each policy's benefits beside the wording", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "mixed", topics: ["cover"] });
  });

  it("leaves a question about which hospitals are covered to the hospital search", () => {
    expect(planMessage("which hospitals are covered near 560034").topics).toEqual(["hospitals"]);
  });

  it.each([
    ["my personal accident policy details", ["accident"]],
    ["does my PA cover pay for a fracture", ["accident"]],
    ["how much balance is left in my family floater", ["family"]],
    ["our company insurance e-card", ["group"]],
    ["meri accident policy ka number", ["accident"]],
    ["my policy details", []],
    ["my family plan details", []],
  ])("keeps the kinds of cover %j calls the member's own: %j", (message, kinds) => {
    expect(planMessage(message).kindsNamed).toEqual(kinds);
  });

  it("keeps no kind for a product asked about without 'my': a question about that product", () => {
    expect(planMessage("does a personal accident policy cover fractures").kindsNamed ?? []).toEqual([]);
  });

  it("reads a product's name typed with a slip as the member's policy, not a wording question", () => {
    expect(planMessage("my famly floater balance")).toMatchObject({
      kind: "member",
      topics: ["balance"],
      kindsNamed: ["family"],
    });
  });
});
