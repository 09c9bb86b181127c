/**
 * "What plans do you offer" in chat: the insurer's plans, each from its own wording's overview, for
 * a guest and for Meera who holds none; not a sign-in request and not "you don't have a policy"
 * alone. "What plans do I have" is still the member's own. Over the stand-in, through the turn.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../src/assistant/planner/default-planner";
import { PLANS_OFFERED_QUERY } from "../../src/assistant/planner/plans-offered";
import { chat, only } from "../support/chat";
import { guestToken, signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

const PLANS = [
  "PlanCover Family Shield",
  "PlanCover Group Care",
  "PlanCover Individual Essential",
  "PlanCover Personal Accident Guard",
];

async function answer(token: string, message: string): Promise<{ text: string; types: string[] }> {
  const turn = await chat(token, { message });
  return {
    text: only(turn.events, "message.completed")[0]?.text ?? "",
    types: turn.events.map((event) => event.type),
  };
}

describe("the plans the insurer offers", () => {
  it.each([
    "what plans do you offer",
    "which policies do you sell",
    "what plans do you have",
    "tell me about your plans",
  ])("reads %j as the wording's plans, not the member's own policies", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "knowledge", topics: [] });
  });

  it.each([
    "what options do you have to pay the premium",
    "which plan do you have for diabetes patients",
    "which plans do you offer that cover maternity",
  ])("leaves %j, which asks something of the plans, to the search on its own words", (message) => {
    expect(planMessage(message).knowledgeQuery).not.toBe(PLANS_OFFERED_QUERY);
  });

  it.each(["what plans do I have", "which policies do I hold", "show me my plans"])(
    "still reads %j as the member's own policies",
    (message) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["policies"] });
    },
  );

  it("tells a guest what each plan is, from its overview, without asking to sign in first", async () => {
    const { text, types } = await answer(await guestToken(), "what plans do you offer");
    expect(types).not.toContain("auth.required");
    for (const plan of PLANS) expect(text).toContain(`${plan} (About this policy)`);
    expect(text).toContain("It does not cover illness of any kind.");
  });

  it("tells Meera, who holds no policy, so, and then what each plan is", async () => {
    const meera = await signInOverHttp(DEMO.meera.mobile);
    const { text } = await answer(meera, "what plans do you have");
    expect(text.startsWith("You don't have a policy with us yet.")).toBe(true);
    for (const plan of PLANS) expect(text).toContain(`${plan} (About this policy)`);
  });
});
