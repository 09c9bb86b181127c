/**
 * Asked to add a relative to a policy ("can I add my husband to my policy"): a wording question, so a
 * guest is answered without signing in; a signed-in member's turn reads who is insured on each of
 * their policies, and the answer says first where the relative is already insured (or that they are on
 * none), then what each policy's wording says about adding someone. Over the committed demo corpus,
 * the real index and the default composer, with the stand-in's members lists.
 */
import { describe, expect, it } from "vitest";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { HeldPolicy } from "../../../src/shared/auth-context";
import { corpusSearch, FS, HELD, PA } from "../../support/corpus-answer";
import { membersView as members } from "../../support/member-views";

const ASHA: readonly HeldPolicy[] = [
  { portalRef: "PRT-40122", product: FS },
  { portalRef: "PRT-40123", product: PA },
];
const ASHA_MEMBERS = [
  members("PRT-40122", [
    ["MBR-1001", "Asha Rao", "self"],
    ["MBR-1002", "Vikram Rao", "spouse"],
    ["MBR-1003", "Kabir Rao", "son"],
  ]),
  members("PRT-40123", [["MBR-1001", "Asha Rao", "self"]]),
];

async function answer(question: string): Promise<string> {
  const results = [await corpusSearch(question, HELD.asha), ...ASHA_MEMBERS];
  return (await defaultComposer.compose({ plan: planMessage(question), results, preferences: {}, policies: ASHA }))
    .text;
}

describe("adding a relative to a policy", () => {
  it.each(["can I add my husband to my policy", "can my wife be added to my policy", "can i add my kids"])(
    "reads '%s' as a wording question about that relative, which a guest is answered without signing in",
    (question) => {
      const plan = planMessage(question);

      expect(plan).toMatchObject({ kind: "knowledge", addsRelative: true });
      expect(plan.person).not.toBeNull();
    },
  );

  it("reads who is insured on each of a signed-in member's policies beside the wording search", async () => {
    const message = "can I add my husband to my policy";
    const caller = {
      auth: { policies: ASHA } as never,
      channel: "web" as const,
      explicitlySelectedTools: [],
      partner: null,
    };
    const calls = await defaultComposer.propose({
      plan: planMessage(message),
      results: [],
      preferences: {},
      round: 0,
      message,
      caller,
    });

    expect(calls.filter((call) => call.name === "get_policy_members").map((call) => call.args)).toEqual([
      { portal_ref: "PRT-40122" },
      { portal_ref: "PRT-40123" },
    ]);
  });

  it("tells Asha her husband is already insured on her family policy before how adding works", async () => {
    const text = await answer("can I add my husband to my policy");

    expect(text).toMatch(
      /^Vikram Rao is already insured on your PlanCover Family Shield policy \(PRT-40122\), not on your PlanCover Personal Accident Guard policy \(PRT-40123\)\./,
    );
    expect(text).toContain(`your ${FS} policy (Who can be covered)`);
    expect(text).toContain(`your ${PA} policy (About this policy): ${PA} is an individual personal accident policy.`);
  });

  it("tells Asha her father is on none of her policies, with who is, before what the wording says of adding", async () => {
    const text = await answer("can I add my father to my policy");

    expect(text).toMatch(
      /^Your father isn't insured on any of your policies: your PlanCover Family Shield policy \(PRT-40122\) covers Asha Rao, Vikram Rao and Kabir Rao; your PlanCover Personal Accident Guard policy \(PRT-40123\) covers Asha Rao\.\n/,
    );
    expect(text).toContain(`your ${FS} policy (Who can be covered)`);
  });

  it("tells Asha both her parents are on none of her policies when she asks to add her mom and dad", async () => {
    const text = await answer("can i add my mom and dad to my family shield policy?");

    expect(text).toMatch(/^Your mother and your father aren't insured on any of your policies: /);
  });

  it.each([
    "can I add my mother to my policy",
    "can i add my mom and dad to my family shield policy?",
    "my father has diabetes can he be added",
  ])(
    "quotes who the family plan covers first for '%s' (no parent among them), not how a new-born is added",
    async (question) => {
      const text = await answer(question);

      expect(text).toContain(
        `your ${FS} policy (Who can be covered): The policy covers the policy holder, the spouse and up to three dependent children`,
      );
    },
  );

  it("leads with who may join, not the wait for his illness, when the relative asked to be added has one", async () => {
    const text = await answer("my father has diabetes can he be added");

    expect(text).toMatch(
      new RegExp(
        `^Your father isn't insured[^\n]*\n\nFrom the policy wording of your ${FS} policy \\(Who can be covered\\)`,
      ),
    );
    expect(text).not.toContain("Waiting period for pre-existing diseases");
  });
});
