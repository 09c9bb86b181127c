import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";

describe("an e-card is asked for as a card, not by the word health", () => {
  it.each([
    "kya mera beta kabir ka health checkup free hai",
    "is my checkup free",
    "does my plan include a health checkup",
    "does my policy pay for a health check up",
  ])("'%s' asks the wording about the check-up, and reads no e-card", (message) => {
    const plan = planMessage(message);
    expect(plan.topics).not.toContain("ecard");
    expect(plan.knowledgeQuery).not.toBeNull();
  });

  it.each([
    "download my health card",
    "send my health card",
    "mera health card bhejo",
    "ecard chahiye",
    "i need my card for admission",
  ])("'%s' still reads the e-card", (message) => {
    expect(planMessage(message).topics).toEqual(["ecard"]);
  });
});
