/**
 * Every decision leaves exactly one audit row, the confirm path's included: an unknown or mismatched
 * pending-action id, already_resolved and outcome_unknown each have their row, with the internal
 * reason the public code collapses; the answer the caller gets is unchanged.
 */
import { env, evictDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CallContext } from "../../../src/shared/auth-context";
import { newId } from "../../../src/shared/ids";
import type { ActionDecision } from "../../../src/shared/tool-service";
import { decideAction } from "../../../workers/tools/confirm/decide-action";
import { UNKNOWN_ACTION_TOOL } from "../../../workers/tools/confirm/decision-rows";
import { createCompany } from "../../support/company";
import { auditRows, run, testPorts } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { type Person, signIn } from "../../support/people";
import { registryWith } from "../../support/registry";

const CALLBACK = { topic: "claim", preferred_window: "morning", note: "About my claim" } as const;

async function proposeCallback(person: Person) {
  const ran = await run(person, "request_callback", { args: CALLBACK });
  if (ran.outcome.status !== "pending") throw new Error(`expected pending, got ${ran.outcome.status}`);
  return { conversationId: ran.conversationId, pendingActionId: ran.outcome.pendingActionId };
}

function decide(
  person: Person,
  action: { conversationId: string; pendingActionId: string },
  extra: Partial<ActionDecision> & { sentIn?: string } = {},
  ports = testPorts(),
) {
  const { sentIn, ...rest } = extra;
  const context: CallContext = {
    auth: person.auth,
    sessionLive: true,
    channel: "mobile",
    invocationSource: "user",
    conversationId: sentIn ?? action.conversationId,
  };
  return decideAction({ ...action, decision: "approve", ...rest }, context, ports);
}

/** The rows of decisions other than the proposal itself. */
const decisionRows = async (conversationId: string) =>
  (await auditRows(conversationId)).filter((row) => row.tool_call_id.startsWith("action:"));

describe("the confirm path leaves one audit row per decision", () => {
  it("records an approval of an unknown pending-action id, with the reason, under the caller's conversation", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");

    const result = await decide(person, { conversationId, pendingActionId: "pa_doesnotexist0000" });

    expect(result.outcome).toMatchObject({ status: "failed", code: "confirmation_mismatch" });
    expect(await decisionRows(conversationId)).toMatchObject([
      {
        tool_name: UNKNOWN_ACTION_TOOL,
        outcome: "failed",
        failure_code: "confirmation_mismatch",
        reason: "pending_action_unknown",
      },
    ]);
  });

  it("keeps none of the caller's text from an id it never issued: an OTP, a number or a token sent as an id", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const conversationId = newId("conv_");
    const sent = ["my otp is 482913 call 9876543210", "Bearer tok_live_secret_value", "PA_" + "0".repeat(32)];

    for (const pendingActionId of sent) await decide(person, { conversationId, pendingActionId });

    const rows = await decisionRows(conversationId);
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.tool_call_id).toMatch(/^action:unissued:decision:/);
      expect(row).toMatchObject({ failure_code: "confirmation_mismatch", reason: "pending_action_unknown" });
    }
  });

  it("records a decision naming another conversation than the one it was sent in", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const elsewhere = newId("conv_");

    const result = await decide(person, action, { sentIn: elsewhere });

    expect(result.outcome).toMatchObject({ code: "confirmation_mismatch" });
    expect(await decisionRows(elsewhere)).toMatchObject([
      { failure_code: "confirmation_mismatch", reason: "pending_action_conversation_differs" },
    ]);
  });

  it("tells another person's approval and changed arguments apart in the reason, with the same public code", async () => {
    const company = await createCompany();
    const owner = await signIn(uniqueMobile(), company);
    const stranger = await signIn(uniqueMobile(), company);
    const action = await proposeCallback(owner);

    const byStranger = await decide(stranger, action);
    const changed = await decide(owner, action, { args: { ...CALLBACK, note: "something else" } });

    expect(byStranger.outcome).toMatchObject({ code: "confirmation_mismatch" });
    expect(changed.outcome).toMatchObject({ code: "confirmation_mismatch" });
    expect((await decisionRows(action.conversationId)).map((row) => [row.failure_code, row.reason])).toEqual([
      ["confirmation_mismatch", "pending_action_other_person"],
      ["confirmation_mismatch", "pending_action_arguments_changed"],
    ]);
  });

  it("records already_resolved for a second approval, beside the one row of the approval that ran", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);

    await decide(person, action);
    const second = await decide(person, action);

    expect(second.outcome).toMatchObject({ code: "already_resolved" });
    const rows = await decisionRows(action.conversationId);
    expect(rows.map((row) => [row.outcome, row.failure_code, row.reason])).toEqual([
      ["ok", null, null],
      ["failed", "already_resolved", "pending_action_decided_before"],
    ]);
  });

  it("records outcome_unknown when a claim has no recorded result", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(action.conversationId));
    await stub.claimPendingAction(action.pendingActionId, new Date().toISOString());
    await evictDurableObject(stub);

    const result = await decide(person, action);

    expect(result.outcome).toMatchObject({ code: "outcome_unknown" });
    expect(await decisionRows(action.conversationId)).toMatchObject([
      { tool_name: "request_callback", failure_code: "outcome_unknown", reason: "pending_action_result_lost" },
    ]);
  });

  it("gives 10 concurrent approvals one executed row and one already_resolved row each for the rest", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);

    await Promise.all(Array.from({ length: 10 }, () => decide(person, action)));

    const rows = await decisionRows(action.conversationId);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.tool_call_id === `action:${action.pendingActionId}`)).toMatchObject([
      { outcome: "ok" },
    ]);
    expect(rows.filter((row) => row.failure_code === "already_resolved")).toHaveLength(9);
  });

  it("reports readiness on the confirm path from the action's tool, not as if no credential were needed", async () => {
    // A credentialed read that raised its own bar, so it waits for confirmation like a write.
    const ports = testPorts({
      registry: registryWith((spec) =>
        spec.name === "get_member_profile" ? { ...spec, confirmationOverride: true } : spec,
      ),
    });
    const company = await createCompany();
    const owner = await signIn(uniqueMobile(), company);
    const stranger = await signIn(uniqueMobile(), company);
    const proposed = await run(owner, "get_member_profile", { ports });
    if (proposed.outcome.status !== "pending") throw new Error("expected pending");
    const action = { conversationId: proposed.conversationId, pendingActionId: proposed.outcome.pendingActionId };

    const refused = await decide(stranger, action, {}, ports);

    expect(refused.outcome).toMatchObject({ code: "confirmation_mismatch" });
    // The stand-in's OpenAPI document requires the member bearer for GET /v1/members/me (its global security).
    expect(refused.outcome.readiness).toMatchObject({
      required: true,
      source: "openapi.global_security",
      tokenPresent: true,
    });
  });
});
