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

  it("reads wanting to buy a policy for one's family as the plans on offer, beside what the member holds", () => {
    expect(planMessage("i want to buy a policy for my family").knowledgeQuery).toBe(PLANS_OFFERED_QUERY);
  });

  it.each(["how do i get my policy copy", "how do i get my policy renewed"])(
    "leaves %j, about the member's own policy, out of the plans on offer",
    (message) => {
      expect(planMessage(message).knowledgeQuery).not.toBe(PLANS_OFFERED_QUERY);
    },
  );

  it.each([
    "what options do you have to pay the premium",
    "which plan do you have for diabetes patients",
    "which plans do you offer that cover maternity",
  ])("leaves %j, which asks something of the plans, to the search on its own words", (message) => {
    expect(planMessage(message).knowledgeQuery).not.toBe(PLANS_OFFERED_QUERY);
  });

  it.each([
    "what other plans do you offer?",
    "which other health plans can I buy?",
    "do you have any other plans",
    "what else do you offer",
    "how to buy a policy",
    "looking for a health insurance policy",
  ])("reads %j as every plan the insurer offers (the catalogue), whoever asks", (message) => {
    expect(planMessage(message)).toMatchObject({
      kind: "knowledge",
      knowledgeQuery: PLANS_OFFERED_QUERY,
      catalogue: true,
    });
  });

  it.each(["Do you have any plan that covers OPD?", "which plans do you offer that cover maternity"])(
    "reads %j as what each of the insurer's plans says of it, in its own words",
    (message) => {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "knowledge", catalogue: true });
      expect(plan.knowledgeQuery).not.toBe(PLANS_OFFERED_QUERY);
    },
  );

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

  it("tells Meera, who holds no policy, what each plan is, none of them marked as hers", async () => {
    const meera = await signInOverHttp(DEMO.meera.mobile);
    const { text } = await answer(meera, "what plans do you have");
    expect(text.startsWith("PlanCover offers these 4 plans")).toBe(true);
    for (const plan of PLANS) expect(text).toContain(`${plan} (About this policy)`);
    expect(text).not.toContain("your policy");
  });

  it("tells Asha every plan on offer when she asks for other plans, her own two marked as hers, not only hers", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "what other plans do you offer?");
    expect(text.startsWith("PlanCover offers these 4 plans")).toBe(true);
    expect(text).toContain("PlanCover Family Shield (About this policy, your policy)");
    expect(text).toContain("PlanCover Personal Accident Guard (About this policy, your policy)");
    expect(text).toContain("PlanCover Individual Essential (About this policy):");
    expect(text).toContain("PlanCover Group Care (About this policy):");
    expect(text).not.toContain("From the policy wording of your");
  });

  it("compares Ravi's plan with the one he names from each one's own wording, his marked, no other plan", async () => {
    expect(planMessage("compare room rent of my plan with family shield")).toMatchObject({ catalogue: true });
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const { text } = await answer(ravi, "compare room rent of my plan with family shield");
    expect(text).toContain("PlanCover Group Care (Room rent limit, your policy): Room rent is covered up to 2%");
    expect(text).toContain(
      "PlanCover Family Shield (Room rent limit): Room rent is covered up to the cost of a single",
    );
    expect(text).not.toContain("PlanCover Individual Essential");
    expect(text).not.toContain("PlanCover Personal Accident Guard");
  });

  it("answers Asha's 'any plan that covers OPD' from each plan's wording on out-patient care, hers marked", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "Do you have any plan that covers OPD?");
    expect(text.startsWith("From the policy wording of each PlanCover plan that speaks of it:")).toBe(true);
    expect(text).toContain("PlanCover Family Shield (Exclusions, your policy)");
    expect(text).toContain("PlanCover Individual Essential (Exclusions)");
    expect(text).toContain("Out-patient consultations and treatment.");
  });

  it.each(["i am 68 which plan can i buy", "what is the age limit to buy a policy"])(
    "answers a guest's %j with the ages each plan is bought at, from each plan's wording",
    async (message) => {
      const { text, types } = await answer(await guestToken(), message);
      expect(types).not.toContain("auth.required");
      expect(text.startsWith("From the policy wording of each PlanCover plan that speaks of it:")).toBe(true);
      expect(text).toContain(
        "PlanCover Family Shield (Who can be covered): Adults can join between the ages of 18 and 65 years.",
      );
      expect(text).toContain(
        "PlanCover Individual Essential (About this policy): Adults can buy it between 18 and 65 years of age",
      );
      expect(text).toMatch(
        /PlanCover Personal Accident Guard \(About this policy\): [^\n]*between the ages of 18 and 70/,
      );
      expect(text).not.toContain("Which plan do you hold");
    },
  );

  it("still reads an age beside a question about cover as that question, not as buying a plan", () => {
    expect(planMessage("i am 45, is knee replacement covered").knowledgeQuery).not.toContain("ages");
  });
});
