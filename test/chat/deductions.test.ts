/**
 * "How much was cut from my claim and why" in chat, with no claim number: the claim that was approved
 * for less is read in detail from PlanCover's stand-in, and the answer gives its deductions.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

describe("a deduction asked about in chat without a claim number", () => {
  it("gives Ravi the deductions of his claim that was approved for less, read in detail", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const turn = await chat(ravi, { message: "how much was cut from my claim and why" });
    const [answer] = only(turn.events, "message.completed");
    expect(only(turn.events, "tool.started").map((event) => event.toolName)).toEqual([
      "list_my_claims",
      "get_claim_details",
    ]);
    expect(answer?.text).toMatch(/Deducted ₹[\d,]+:\n- /);
    expect(answer?.text).toContain("CN-2026-007356");
    expect(answer?.text).not.toContain("CN-2026-015904");
  });
});
