/**
 * "What is my premium" in chat: PlanCover's member API holds no premium, so the answer says plainly
 * that it cannot tell the amount, beside the member's plan (its renewal date) and their own wording on
 * the premium; a member holding no policy is told that instead. Over the stand-in, through the turn.
 */
import { describe, expect, it } from "vitest";
import { PREMIUM_NOT_HELD } from "../../src/assistant/composer/default-composer";
import { planMessage } from "../../src/assistant/planner/default-planner";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

async function answer(token: string, message: string): Promise<string> {
  const turn = await chat(token, { message });
  return only(turn.events, "message.completed")[0]?.text ?? "";
}

describe("the member's premium", () => {
  it("tells Ravi it cannot see his premium, first, beside his plan's renewal date and the employer paying it", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    for (const message of ["what is my premium", "premium kitna hai mera", "premium kitna hai"]) {
      const text = await answer(ravi, message);
      expect(text.startsWith(PREMIUM_NOT_HELD)).toBe(true);
      expect(text).toContain("renewal due 2027-06-30");
      expect(text).toContain("your PlanCover Group Care policy");
      expect(text).toContain("paid by the employer");
    }
  });

  it("does not list every benefit of a policy whose wording is silent on the premium", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const text = await answer(asha, "how much premium do i pay");
    expect(text.startsWith(PREMIUM_NOT_HELD)).toBe(true);
    expect(text).toContain("Your PlanCover Personal Accident Guard policy's wording doesn't mention this.");
    expect(text).not.toContain("Accidental death;");
  });

  it("tells Meera she holds no policy, not that her premium is hidden", async () => {
    const meera = await signInOverHttp(DEMO.meera.mobile);
    const text = await answer(meera, "what is my premium");
    expect(text.startsWith("You don't have a policy with us yet.")).toBe(true);
    expect(text).not.toContain(PREMIUM_NOT_HELD);
  });

  it.each([
    ["what happens if i pay my premium late", false],
    ["will my premium go up after a claim", false],
    ["how much is the premium", false],
    ["when is my premium due", true],
    ["what is my premium amount", true],
    ["premium kitna hai", true],
    ["premium kab dena hai", true],
    ["family shield premium kitna hai", false],
    ["premium kitna hai for a 40 year old", false],
  ])("reads %j as asking the member's own premium: %s", (message, asked) => {
    expect(planMessage(message).premiumAsked === true).toBe(asked);
  });
});
