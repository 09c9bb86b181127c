/**
 * An in-law is no relative the member's policies list: "my mother in law" is not their mother, and an
 * in-law's own card or claims are someone else's, never the member's read in their place.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";

describe("an in-law", () => {
  it.each(["can i add my mother in law", "is my father in law covered"])(
    "reads %j as no relative of the member's: an in-law is not their parent",
    (message) => {
      expect(planMessage(message).person ?? null).toBeNull();
    },
  );

  it.each(["my mother in law's e-card", "my mother-in-law's claim", "show claims for my father in law"])(
    "reads %j, an in-law's own card or claims, as someone else's: never the member's own read in their place",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "other", topics: [], someoneElse: true });
    },
  );

  it("still reads the member's own mother", () => {
    expect(planMessage("my mother's e-card")).toMatchObject({ topics: ["ecard"], person: { relation: "mother" } });
  });
});
