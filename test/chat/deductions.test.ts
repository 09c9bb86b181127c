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

  it("gives a relative's deductions from their own claim, read in detail, and none of the member's", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const wife = await chat(ravi, { message: "why did my wife's claim get deducted" });
    const [answer] = only(wife.events, "message.completed");
    expect(answer?.text).toMatch(/^Claims for Priya Kumar on your .+:\nClaim CN-2026-015904 /);
    expect(answer?.text).toContain("Nothing has been deducted so far.");
    expect(answer?.text).not.toContain("CN-2026-007356");
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const son = await chat(asha, { message: "why did they cut money from my son's claim" });
    const [reasons] = only(son.events, "message.completed");
    expect(reasons?.text).toContain("- Room rent above the eligible category: ₹2,500");
    expect(reasons?.text).not.toMatch(/CN-2026-(011583|018842)/);
  });

  it.each([
    ["9000000001", "kabir ke claim me kitna kata", "CN-2026-004127", "- Room rent above the eligible category: ₹2,500"],
    ["9000000002", "claim me kitna paisa kata", "CN-2026-007356", "- Co-payment (10%): ₹11,150"],
    ["9000000002", "why was money cut from the claim", "CN-2026-007356", "- Non-payable items: ₹6,500"],
  ])(
    "reads what was cut from a claim, asked without 'my' (%s: %j), as the member's own claim's deductions",
    async (mobile, message, claim, line) => {
      const member = await signInOverHttp(mobile);
      const turn = await chat(member, { message });
      const [answer] = only(turn.events, "message.completed");
      expect(only(turn.events, "tool.started").map((event) => event.toolName)).toEqual([
        "list_my_claims",
        "get_claim_details",
      ]);
      expect(answer?.text).toContain(claim);
      expect(answer?.text).toContain(line);
      expect(answer?.text).not.toContain("policy wording");
    },
  );
});
