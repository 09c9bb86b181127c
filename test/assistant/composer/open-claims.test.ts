/**
 * "Why is my claim on hold?" without a claim number: the claims not yet decided are read with their
 * status, whose stage and remarks say where each is held; when every claim is decided, the answer
 * says none is on hold. A relative's undecided claims are read so too.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { NONE_HELD } from "../../../src/assistant/composer/open-claims";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { HeldPolicy } from "../../../src/shared/auth-context";
import { okView as ok } from "../../support/member-views";

const listed = (claimNumber: string, status: string, patientName = "Asha Rao") => ({
  claimNumber,
  portalRef: "PRT-40122",
  patientName,
  hospitalName: "City Hospital",
  status,
  claimedAmount: 1000,
  approvedAmount: status === "approved" ? 900 : null,
});
const LIST = ok("list_my_claims", {
  claims: [
    listed("CN-2026-000001", "approved"),
    listed("CN-2026-000002", "under_review", "Vikram Rao"),
    listed("CN-2026-000003", "query_raised"),
  ],
});
const DECIDED = ok("list_my_claims", { claims: [listed("CN-2026-000001", "approved")] });
const status = (claimNumber: string, stage: string, remarks: string) =>
  ok(
    "get_claim_status",
    { claimNumber, status: "under_review", stage, lastUpdated: "2026-05-19", remarks },
    { claim: claimNumber },
  );
const FAMILY = ok(
  "get_policy_members",
  {
    members: [
      { memberId: "MBR-1001", name: "Asha Rao", relation: "self" },
      { memberId: "MBR-1002", name: "Vikram Rao", relation: "spouse" },
    ],
  },
  { portal_ref: "PRT-40122" },
);

async function propose(message: string, results: ToolResultView[], policies: readonly HeldPolicy[] = []) {
  const caller = { auth: { policies } as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("why a claim is on hold", () => {
  it.each([
    "why is my accident claim on hold",
    "why is my claim taking so long",
    "mera claim kyun ruka hai",
    "what query was raised on my claim",
  ])("reads %j as the member's undecided claims, with no policy list", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], holdAsked: true });
  });

  it.each(["my claim is still under review, what is pending?", "the claim is pending, how long will it take"])(
    "reads %j, what an open claim still waits on, as where it is held",
    (message) => {
      expect(planMessage(message)).toMatchObject({ topics: ["claims"], holdAsked: true });
      // How long it will take is a settlement date, which is never given: the answer says so.
      expect(planMessage(message).asksSettlementDate).toBe(/how long/.test(message));
    },
  );

  it.each([
    "which of my claims are still open",
    "any pending claims?",
    "kaunse claim abhi pending hain",
    "how many claims are not yet settled",
    // No "my": a guest holds no claims, so claims asked in a state are the member's.
    "which claims are still open",
    "are any claims open?",
    "which claims are in progress",
  ])("reads %j, which claims are not decided yet, as where each undecided one is held", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], holdAsked: true });
  });

  it.each([
    "why is my claim under review?",
    "why is my wife claim still under process",
    "why is my claim still being processed",
  ])("reads %j, why a claim is still being reviewed, as where it is held, not how claims are processed", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], holdAsked: true });
  });

  it.each(["how do I open a claim", "show my claims"])("reads %j as no claim held up", (message) => {
    expect(planMessage(message).holdAsked ?? false).toBe(false);
  });

  it("still reads 'what is the claim process' as how a claim is made, in the wording", () => {
    expect(planMessage("what is the claim process")).toMatchObject({ kind: "knowledge", holdAsked: false });
  });

  it("reads a relative's claim the member reports as under review, and answers what it waits on under their name", async () => {
    const message =
      "Hi, my husband Vikram had knee surgery in May and the claim is still under review, how long will it take and what is pending?";
    expect(planMessage(message)).toMatchObject({ topics: ["claims"], holdAsked: true, asksSettlementDate: true });
    expect(await propose(message, [LIST, FAMILY])).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000002" } },
    ]);
    const text = await compose(message, [LIST, FAMILY, status("CN-2026-000002", "Medical scrutiny", "All received.")]);
    expect(text).toMatch(/^Claims for Vikram Rao on your policy PRT-40122:\nClaim CN-2026-000002 is under review/);
    expect(text).toContain("Remarks: All received.");
    expect(text).toContain("I can't tell you when a claim will be settled or paid");
  });

  it.each([
    "what happens if my claim is rejected",
    "if a claim is rejected can I appeal",
    "how long will it take to get cashless approval",
  ])("reads %j, a question of what the wording says, as no claim of the member's held up", (message) => {
    const plan = planMessage(message);
    expect(plan.holdAsked ?? false).toBe(false);
    expect(plan.asksSettlementDate).toBe(false);
  });

  it("reads the status of each undecided claim, once, and none of the decided ones", async () => {
    expect(await propose("why is my claim on hold", [LIST])).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000002" } },
      { name: "get_claim_status", args: { claim: "CN-2026-000003" } },
    ]);
    expect(await propose("why is my claim on hold", [DECIDED])).toEqual([]);
  });

  it("reads and gives only the undecided claims on the accident policy when the member asks about their accident claim", async () => {
    const asha: readonly HeldPolicy[] = [
      { portalRef: "PRT-40122", product: "PlanCover Family Shield" },
      { portalRef: "PRT-40123", product: "PlanCover Personal Accident Guard" },
    ];
    const accident = { ...listed("CN-2026-000004", "query_raised"), portalRef: "PRT-40123" };
    const list = ok("list_my_claims", { claims: [listed("CN-2026-000002", "under_review", "Vikram Rao"), accident] });
    const message = "why is my accident claim pending";

    expect(await propose(message, [list], asha)).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000004" } },
    ]);
    const plan = planMessage(message);
    const results = [list, status("CN-2026-000004", "Waiting for documents", "Send the X-ray report.")];
    const { text } = await defaultComposer.compose({ plan, results, preferences: {}, policies: asha });
    expect(text).toContain("CN-2026-000004");
    expect(text).toContain("Send the X-ray report.");
    expect(text).not.toContain("CN-2026-000002");
  });

  it("gives where each undecided claim is held, and says none is when every claim is decided", async () => {
    const text = await compose("why is my claim on hold", [
      LIST,
      status("CN-2026-000002", "Medical scrutiny", "With the medical team."),
    ]);
    expect(text).toContain(
      "Claim CN-2026-000002 is under review (Medical scrutiny), last updated 2026-05-19. Remarks: With the medical team.",
    );
    expect(await compose("why is my claim on hold", [DECIDED])).toContain(NONE_HELD);
  });

  it("reads a relative's undecided claims with their status and answers under their name", async () => {
    const message = "why is my husband's claim stuck";
    expect(await propose(message, [LIST, FAMILY])).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000002" } },
    ]);
    const text = await compose(message, [
      LIST,
      FAMILY,
      status("CN-2026-000002", "Medical scrutiny", "With the medical team."),
    ]);
    expect(text).toMatch(
      /^Claims for Vikram Rao on your policy PRT-40122:\nClaim CN-2026-000002 is under review \(Medical scrutiny\)/,
    );
    expect(text).not.toContain("CN-2026-000003");
  });
});
