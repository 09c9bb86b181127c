/**
 * The wording's answer for the person who asks: a member's own products only, each under its name,
 * the sentence that answers first; silence said plainly with a call-back offered; signed out, each
 * product on its own line with a question back and a sign-in hint; a member holding no policy told so first.
 */

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { leadOf } from "../../../src/assistant/composer/wording/lead";
import { namedProducts } from "../../../src/assistant/composer/wording/named";
import { questionOf } from "../../../src/assistant/composer/wording/relevance";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { AuthContextSchema, type HeldPolicy } from "../../../src/shared/auth-context";
import type { JsonValue } from "../../../src/shared/json";
import type { Evidence } from "../../../src/shared/outcome";
import { readyMember } from "../../support/readiness";

const FS = "PlanCover Family Shield";
const GC = "PlanCover Group Care";
const PA = "PlanCover Personal Accident Guard";

const passage = (product: string, section: string, text: string, held?: boolean): Evidence => ({
  document: product.toLowerCase().replaceAll(" ", "-"),
  product,
  title: `${product} — policy wording`,
  section,
  text,
  score: 1,
  ...(held === undefined ? {} : { held }),
});
const FS_CATARACT = passage(
  FS,
  "Waiting period for specific illnesses",
  "The following illnesses are covered only after 24 months of continuous cover: cataract, hernia and knee replacement. " +
    "These apply to each insured person separately.",
);
const GC_CATARACT = passage(
  GC,
  "Waiting period for specific illnesses",
  "Cataract, hernia and joint replacement are covered from the first day of cover. The 24-month waiting period is waived.",
);
const PA_WAIT = passage(
  PA,
  "Waiting periods",
  "There is no waiting period: accidents are covered from the policy start date.",
);

const view = (toolName: string, result: JsonValue, args: Record<string, unknown>, evidence?: Evidence[]) =>
  ({
    toolName,
    args,
    outcome: { status: "ok", result, readiness: readyMember, ...(evidence ? { evidence } : {}) },
  }) satisfies ToolResultView;
const search = (query: string, held: string[] | null, evidence: Evidence[]) =>
  view(
    "search_policy_knowledge",
    held === null ? { passages: evidence.length } : { passages: evidence.length, heldProducts: held },
    { query },
    evidence.map((e) => (held === null ? e : { ...e, held: held.includes(e.product) })),
  );
const compose = (message: string, results: ToolResultView[], policies: HeldPolicy[] = []) =>
  defaultComposer.compose({ plan: planMessage(message), results, preferences: {}, policies });

describe("the wording's answer", () => {
  it("answers a member from their own product's wording only, the answering sentence first, under its name", async () => {
    const question = "is cataract surgery covered in the first year";
    const answer = await compose(question, [search(question, [FS], [FS_CATARACT])]);
    expect(answer.text).toMatch(
      /^From the policy wording of your PlanCover Family Shield policy \(Waiting period for specific illnesses\): The following illnesses are covered only after 24 months/,
    );
    expect(answer.text).not.toMatch(/first day|waived/);
    expect(answer.citations).toEqual([
      { document: FS_CATARACT.document, title: FS_CATARACT.title, section: FS_CATARACT.section },
    ]);
  });

  it("says plainly when the member's wording does not address the question and offers a call-back, quoting no other plan", async () => {
    const question = "is cataract surgery covered in the first year";
    const answer = await compose(question, [search(question, [FS], [])]);
    expect(answer.text).toContain("Your PlanCover Family Shield policy wording doesn't mention this");
    expect(answer.text).toContain("call me back");
    expect(answer.citations).toEqual([]);
  });

  it("answers a member with two products under each product's name, and only the one a question names", async () => {
    const both = "is there a waiting period";
    const answer = await compose(both, [search(both, [FS, PA], [FS_CATARACT, PA_WAIT])]);
    expect(answer.text).toContain("of your PlanCover Family Shield policy");
    expect(answer.text).toContain(
      "of your PlanCover Personal Accident Guard policy (Waiting periods): There is no waiting",
    );

    const named = "does my accident policy have a waiting period";
    const one = await compose(named, [search(named, [FS, PA], [FS_CATARACT, PA_WAIT])]);
    expect(one.text).toMatch(/^From the policy wording of your PlanCover Personal Accident Guard policy/);
    expect(one.text).not.toContain("Family Shield");
  });

  it("gives a signed-out person each product on its own line, asks which plan they hold and says signing in answers for theirs", async () => {
    const question = "is cataract covered in the first year";
    const answer = await compose(question, [search(question, null, [GC_CATARACT, FS_CATARACT])]);
    const lines = answer.text.split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^- PlanCover Group Care \(.*\): Cataract, hernia/));
    expect(lines).toContainEqual(expect.stringMatching(/^- PlanCover Family Shield \(.*\): The following illnesses/));
    expect(answer.text).toContain("Which plan do you hold: PlanCover Group Care or PlanCover Family Shield?");
    expect(answer.text).toMatch(/Sign in/);
  });

  it("tells a member holding no policy so first, from their own policy list, before any plan's wording", async () => {
    const question = "is cataract covered in the first year";
    const searched = search(question, [], [GC_CATARACT, FS_CATARACT]);
    const proposals = await defaultComposer.propose({
      plan: planMessage(question),
      results: [searched],
      preferences: {},
      round: 1,
      message: question,
      caller: {
        auth: v.parse(AuthContextSchema, {
          sessionId: "session-test-0003",
          role: "member",
          personId: "MBR-3",
          companyId: "demo",
          credentialRef: null,
          portalRefs: [],
        }),
        channel: "web",
        explicitlySelectedTools: [],
        partner: null,
      },
    });
    expect(proposals).toEqual([{ name: "list_my_policies", args: {} }]);
    const answer = await compose(question, [searched, view("list_my_policies", { policies: [] }, {})]);
    expect(answer.text).toMatch(/^You don't have a policy with us yet\.\n\n/);
    expect(answer.text).toContain("- PlanCover Group Care (");
  });

  it("names each per-policy read by the product the member's session holds for its portal", async () => {
    const balance = view(
      "get_sum_insured_balance",
      { sumInsured: 500000, utilised: 0, available: 500000, asOf: "2026-08-01" },
      { portal_ref: "PRT-50001" },
    );
    const answer = await compose(
      "how much balance is left",
      [balance],
      [{ portalRef: "PRT-50001", product: "PlanCover Group Care for Northwind Logistics" }],
    );
    expect(answer.text).toContain("left on PRT-50001, your PlanCover Group Care for Northwind Logistics policy");
  });
});

describe("which sentence leads", () => {
  it("leads with the section's rule, not a sentence that leans on another or an example", () => {
    const text =
      "Room rent is covered up to a single private air-conditioned room. " +
      "If a room above that is chosen, the linked charges are paid in proportion. " +
      "For example, if the eligible room costs ₹5,000 a day and a room at ₹8,000 is chosen, 62.5% of the linked charges are paid.";
    expect(leadOf(questionOf("what is the room rent limit per day"), text)?.sentence).toBe(
      "Room rent is covered up to a single private air-conditioned room.",
    );
  });
});

describe("which of a member's products a question names", () => {
  it("knows a product by its name or by its kind before a policy word, and no product by a word alone", () => {
    const held = [FS, PA];
    expect(namedProducts("does my accident policy have any waiting period", held)).toEqual([PA]);
    expect(namedProducts("room rent on family shield", held)).toEqual([FS]);
    expect(namedProducts("is a health check free on our family plan", held)).toEqual([FS]);
    expect(namedProducts("we want to start a family, is delivery covered", held)).toEqual([]);
  });

  it("knows a product by its kind before what a policy has of its own: its renewal, balance, e-card (not a family's or an office's)", () => {
    const held = [FS, PA];
    expect(namedProducts("when is my PA renewal due", held)).toEqual([PA]);
    expect(namedProducts("how much is left in my floater balance", held)).toEqual([FS]);
    expect(namedProducts("send my accident e-card", held)).toEqual([PA]);
    // "Accident claim" is a claim for an accident, which either policy may hold.
    expect(namedProducts("status of my accident claim", held)).toEqual([]);
    // The family's e-cards may be on a group policy; an office's schedule is no policy's.
    expect(namedProducts("download the family e-cards", [GC, FS])).toEqual([]);
    expect(namedProducts("what is the office schedule of the tpa", [GC, FS])).toEqual([]);
  });

  it.each([
    "what all is not covered in my health policy",
    "my medical insurance waiting periods",
    "mediclaim exclusions",
  ])("knows '%s' names every product that pays for illness, not the accident-only one", (question) => {
    expect(namedProducts(question, [FS, PA])).toEqual([FS]);
    expect(namedProducts(question, [PA])).toEqual([]);
  });
});
