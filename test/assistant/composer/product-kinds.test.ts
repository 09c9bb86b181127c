/**
 * A kind of cover the member calls theirs but holds none of ("my personal accident policy", from a
 * member whose only policy is a group one) is said not to be theirs, with the policies they hold,
 * before the answer for those; a kind they hold, or none named, adds nothing.
 */
import { describe, expect, it } from "vitest";
import { unheldKindsSections } from "../../../src/assistant/composer/product-kinds";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { HeldPolicy } from "../../../src/shared/auth-context";

const RAVI: HeldPolicy[] = [{ portalRef: "PRT-50001", product: "PlanCover Group Care for Northwind Logistics" }];
const ASHA: HeldPolicy[] = [
  { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
  { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
];

describe("a kind of cover the member does not hold", () => {
  it("tells a member that they hold no personal accident policy, and which policy they hold", () => {
    expect(unheldKindsSections(planMessage("my personal accident policy details"), RAVI)).toEqual([
      "You don't hold a personal accident policy with us. Your policy is PlanCover Group Care for Northwind Logistics (PRT-50001).",
    ]);
    expect(unheldKindsSections(planMessage("my group policy balance"), ASHA)).toEqual([
      "You don't hold a group (employer) policy with us. Your policies are PlanCover Family Shield (PRT-40122) and PlanCover Personal Accident Guard (PRT-40123).",
    ]);
  });

  it("adds nothing for a kind the member holds, for no kind named, or for a member holding no policy", () => {
    expect(unheldKindsSections(planMessage("my personal accident policy details"), ASHA)).toEqual([]);
    expect(unheldKindsSections(planMessage("my company insurance e-card"), RAVI)).toEqual([]);
    expect(unheldKindsSections(planMessage("my policy details"), RAVI)).toEqual([]);
    expect(unheldKindsSections(planMessage("my personal accident policy details"), [])).toEqual([]);
  });
});
