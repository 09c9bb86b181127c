/**
 * "Why was my claim rejected?" without a claim number: the rejected claims are read with their
 * status, whose remarks say why; when none of the member's claims was rejected, the answer says so
 * after the list rather than leave it to be read off the statuses.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { NONE_REJECTED } from "../../../src/assistant/composer/rejected-claims";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { okView as ok } from "../../support/member-views";

const listed = (claimNumber: string, status: string) => ({
  claimNumber,
  portalRef: "PRT-50001",
  patientName: "Ravi Kumar",
  hospitalName: "Harbour View Hospital",
  status,
  claimedAmount: 1000,
  approvedAmount: status === "approved" ? 900 : null,
});
const NONE = ok("list_my_claims", {
  claims: [listed("CN-2026-000001", "approved"), listed("CN-2026-000002", "submitted")],
});
const ONE = ok("list_my_claims", {
  claims: [listed("CN-2026-000001", "approved"), listed("CN-2026-000003", "rejected")],
});

async function propose(message: string, results: ToolResultView[]) {
  const caller = {
    auth: { policies: [] } as never,
    channel: "web" as const,
    explicitlySelectedTools: [],
    partner: null,
  };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("why a claim was rejected, with no claim number", () => {
  it.each([
    "why was my claim rejected",
    "my claim was rejected why",
    "why did they decline my claim",
    "mera claim reject kyun hua",
    "my claim was rejected what can i do",
    "claim reject ho gaya, ab kya karu",
  ])("reads %j as the member's own claims asked about", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], rejectionAsked: true });
  });

  it.each(["why would my claim be rejected if I send documents late", "if my claim is rejected why would that be"])(
    "reads %j, a claim of the member's supposed rejected, as no rejected claim to read",
    (message) => {
      const plan = planMessage(message);
      expect(plan.topics).toContain("claims");
      expect(plan.rejectionAsked ?? false).toBe(false);
    },
  );

  it.each(["show my rejected claims", "my claim is not accepted yet"])(
    "reads %j, which asks no why, as the claims' list alone",
    (message) => {
      expect(planMessage(message)).toMatchObject({ topics: ["claims"], rejectionAsked: false });
    },
  );

  it("says none of the member's claims has been rejected, after their list, when none was", async () => {
    expect(await propose("why was my claim rejected", [NONE])).toEqual([]);
    const text = await compose("why was my claim rejected", [NONE]);
    expect(text).toContain("CN-2026-000002");
    expect(text.endsWith(NONE_REJECTED)).toBe(true);
  });

  it("reads the status of the rejected claim, whose remarks say why, and does not say none was", async () => {
    expect(await propose("why was my claim rejected", [ONE])).toEqual([
      { name: "get_claim_status", args: { claim: "CN-2026-000003" } },
    ]);
    const status = ok(
      "get_claim_status",
      {
        claimNumber: "CN-2026-000003",
        status: "rejected",
        stage: "Closed",
        lastUpdated: "2026-05-19",
        remarks: "Treatment within the initial waiting period.",
      },
      { claim: "CN-2026-000003" },
    );
    const text = await compose("why was my claim rejected", [ONE, status]);
    expect(text).toContain("Treatment within the initial waiting period.");
    expect(text).not.toContain(NONE_REJECTED);
  });
});
