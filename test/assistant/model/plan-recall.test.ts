import { describe, expect, it } from "vitest";
import { recallPlan } from "../../../src/assistant/model/llm/plan-tool";

describe("an LLM's stored plan made whole", () => {
  it("reads a claim asked about in detail and a named hospital from the member's words, as the default planner does", () => {
    const stored = {
      kind: "member" as const,
      topics: ["claims" as const, "hospitals" as const],
      pinCode: null,
      city: null,
      callback: null,
      asksSettlementDate: false,
    };

    const plan = recallPlan(stored, "Why was money deducted from claim CN-2026-004127, and is HSP-KAS-0022 open 24x7?");

    expect(plan.claims).toEqual(["CN-2026-004127"]);
    expect(plan.claimDetails).toBe(true);
    expect(plan.hospitalIds).toEqual(["HSP-KAS-0022"]);
  });
});
