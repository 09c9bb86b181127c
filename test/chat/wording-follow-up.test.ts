/**
 * A follow-up of an answer quoting the member's plans, through the turn over the stand-in: the
 * subject asked before carries over to a message that names none, and "the second one" is the
 * second plan the answer quoted.
 */
import { describe, expect, it } from "vitest";
import { conversation } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

describe("a follow-up of an answer about the member's plans", () => {
  it("answers 'how long is the wait' after 'is maternity covered' with the maternity wait of the member's plan", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const [, wait] = await conversation(ravi, ["is maternity covered", "how long is the wait"]);
    expect(wait).toContain("Maternity expenses are covered from day one");
    expect(wait).not.toContain("Waiting period for specific illnesses");
  });

  it("answers 'what about the second one' for the second plan the answer quoted, and only that one", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const [both, second] = await conversation(asha, ["is ambulance covered", "what about the second one"]);
    expect(both).toContain("PlanCover Family Shield");
    expect(second).toContain("your PlanCover Personal Accident Guard policy");
    expect(second).toContain("Road ambulance charges are paid up to ₹5,000 for each accident.");
    expect(second).not.toContain("PlanCover Family Shield");
  });
});
