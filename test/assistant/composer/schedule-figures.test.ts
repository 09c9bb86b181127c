/**
 * A figure the member's own schedule sets, asked without "my" ("is there a co-pay?", "kitna copay
 * lagega", "what is the deductible", "sum insured kitna hai"): a signed-in member's schedule is read
 * beside the wording and its figure leads, each policy under its name. The wording alone gives only a
 * product's rule or the choices it is sold with (Individual Essential: a 0% or 10% co-pay, a
 * voluntary ₹25,000 or ₹50,000 deductible), never which one is theirs.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { scheduleFiguresAsked } from "../../../src/assistant/planner/schedule-figures";
import type { HeldPolicy } from "../../../src/shared/auth-context";
import type { JsonValue } from "../../../src/shared/json";
import { readyMember as readiness } from "../../support/readiness";

const ESSENTIAL: HeldPolicy = { portalRef: "PRT-T12345678", product: "PlanCover Individual Essential" };
const ASHA: HeldPolicy[] = [
  { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
  { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
];

const schedule = (portalRef: string, productName: string, copayPercent: number, deductible = 0): ToolResultView => ({
  toolName: "get_plan_details",
  args: { portal_ref: portalRef },
  outcome: {
    status: "ok",
    readiness,
    result: {
      portalRef,
      productName,
      policyNumber: "PC-IND-2026-T12345678",
      sumInsured: 700_000,
      deductible,
      copayPercent,
      roomRentLimit: "1% of sum insured per day",
      renewalDue: "2027-05-31",
    } satisfies JsonValue,
  },
});

async function propose(message: string, policies: readonly HeldPolicy[]) {
  const caller = { auth: { policies } as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  const plan = planMessage(message);
  return defaultComposer.propose({ plan, results: [], preferences: {}, round: 0, message, caller });
}

const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {}, policies: [ESSENTIAL] })).text;

describe("a figure of the member's own schedule asked without 'my'", () => {
  it.each([
    "is there a co-pay?",
    "kitna copay lagega",
    "what is the deductible",
    "sum insured kitna hai",
    "room rent kitna milega",
    "how much room rent is allowed per day",
  ])("reads each of the member's schedules beside the wording for %j", async (message) => {
    expect(await propose(message, ASHA)).toEqual([
      { name: "search_policy_knowledge", args: { query: expect.any(String) } },
      { name: "get_plan_details", args: { portal_ref: "PRT-40122" } },
      { name: "get_plan_details", args: { portal_ref: "PRT-40123" } },
    ]);
  });

  it.each([
    "what is a copay",
    "deductible meaning",
    "Is there any co-payment for insured persons above 61 years?",
    "do seniors pay a copay",
    "what happens when the sum insured runs out",
    "can i take a private room in hospital",
    "what kind of room is allowed when admitted",
  ])(
    "leaves %j to the wording: it asks a meaning, someone else's rule or a kind of room, not their figure",
    async (message) => {
      expect((await propose(message, ASHA)).map((call) => call.name)).toEqual(["search_policy_knowledge"]);
    },
  );

  it("reads no schedule for a guest, who holds none", async () => {
    expect((await propose("is there a co-pay?", [])).map((call) => call.name)).toEqual(["search_policy_knowledge"]);
  });

  it("leads with the co-pay their schedule shows, not only the choices the product is sold with", async () => {
    const text = await compose("kitna copay lagega", [schedule(ESSENTIAL.portalRef, ESSENTIAL.product, 10)]);
    expect(text).toMatch(
      /^Your PlanCover Individual Essential policy \(PRT-T12345678\) schedule shows a co-pay of 10%/,
    );
  });

  it("says their schedule has no deductible where the wording offers ₹25,000 or ₹50,000", async () => {
    const text = await compose("what is the deductible", [schedule(ESSENTIAL.portalRef, ESSENTIAL.product, 0)]);
    expect(text).toContain("schedule shows no deductible (deductible ₹0)");
    expect(text).not.toContain("policy number");
  });

  it("gives their own sum insured for 'sum insured kitna hai'", async () => {
    const text = await compose("sum insured kitna hai", [schedule(ESSENTIAL.portalRef, ESSENTIAL.product, 0)]);
    expect(text).toContain("schedule shows a sum insured of ₹7,00,000");
  });

  it("gives the room rent in rupees on their own sum insured, not only the wording's ₹5 lakh example", async () => {
    const text = await compose("room rent kitna milega", [schedule(ESSENTIAL.portalRef, ESSENTIAL.product, 0)]);
    expect(text).toContain(
      "room rent limit of 1% of the sum insured per day (₹7,000 a day on your ₹7,00,000 sum insured)",
    );
  });
});

describe("a figure of the member's own plan asked for", () => {
  const dated = (): ToolResultView => {
    const view = schedule(ESSENTIAL.portalRef, ESSENTIAL.product, 0);
    if (view.outcome.status !== "ok") throw new Error("a schedule read is ok");
    const result = {
      ...(view.outcome.result as Record<string, JsonValue>),
      startDate: "2026-06-01",
      endDate: "2027-05-31",
    };
    return { ...view, outcome: { ...view.outcome, result } };
  };

  it.each([
    "what's my room rent limit in rupees",
    "what is my room rent limit",
    "room rent kitna milega mere plan mein",
    "wat is the room rnt limt on my plan",
  ])("answers %j with the rupees a day on their own sum insured, not the whole schedule", async (message) => {
    const text = await compose(message, [dated()]);
    expect(text).toBe(
      "Your PlanCover Individual Essential policy (PRT-T12345678) schedule shows a room rent limit of 1% of the " +
        "sum insured per day (₹7,000 a day on your ₹7,00,000 sum insured).",
    );
  });

  it.each(["when does my policy expire", "when is my policy renewal due", "renwal date of my policy"])(
    "answers %j with the policy's dates, not the whole schedule",
    async (message) => {
      const text = await compose(message, [dated()]);
      expect(text).toContain("schedule shows cover from 2026-06-01 to 2027-05-31, renewal due 2027-05-31.");
      expect(text).not.toContain("policy number");
    },
  );

  it("answers 'do I have copay' with their co-pay alone", async () => {
    const text = await compose("do I have copay", [dated()]);
    expect(text).toBe(
      "Your PlanCover Individual Essential policy (PRT-T12345678) schedule shows no co-pay (co-pay 0%).",
    );
  });

  it("names their insurer in one sentence, its own full stop not doubled", async () => {
    const view = dated();
    if (view.outcome.status !== "ok") throw new Error("a schedule read is ok");
    const result = {
      ...(view.outcome.result as Record<string, JsonValue>),
      insurer: "PlanCover General Insurance Ltd.",
    };
    const text = await compose("who is my insurer", [{ ...view, outcome: { ...view.outcome, result } }]);
    expect(text).toBe(
      "Your PlanCover Individual Essential policy (PRT-T12345678) schedule shows the insurer PlanCover General Insurance Ltd.",
    );
  });

  it.each(["can I port my policy to another insurer?", "can I switch to a different insurance company"])(
    "reads no insurer figure for %j, which asks about moving to another insurer",
    (message) => {
      expect(planMessage(message).scheduleFigures ?? []).not.toContain("insurer");
    },
  );

  it("still gives the whole schedule when the details are asked for, whatever figure is named beside them", async () => {
    const text = await compose("my policy details and co-pay", [dated()]);
    expect(text).toContain("policy number PC-IND-2026-T12345678");
    expect(text).toContain("room rent limit 1% of sum insured per day");
  });
});

describe("the member's own share of a bill", () => {
  it.each([
    "hernia operation next month, will insurance pay? how much will i have to pay myself",
    "cataract surgery mein mujhe kitna dena padega",
  ])("reads each of their schedules for %j, whose co-pay is their share", async (message) => {
    expect((await propose(message, ASHA)).map((call) => call.name)).toEqual([
      "search_policy_knowledge",
      "get_plan_details",
      "get_plan_details",
    ]);
  });

  it("leads with the co-pay their schedule shows for 'how much will I have to pay myself'", async () => {
    const text = await compose("hernia operation next month, will insurance pay? how much will i have to pay myself", [
      schedule(ESSENTIAL.portalRef, ESSENTIAL.product, 10),
    ]);
    expect(text).toMatch(
      /^Your PlanCover Individual Essential policy \(PRT-T12345678\) schedule shows a co-pay of 10%/,
    );
  });
});

describe("an ICU's limit", () => {
  it("is the wording's, not the schedule's room rent limit, which is a room's", () => {
    expect(scheduleFiguresAsked("icu charges limit?")).not.toContain("room");
    expect(scheduleFiguresAsked("what is the room rent limit on my policy")).toContain("room");
  });
});
