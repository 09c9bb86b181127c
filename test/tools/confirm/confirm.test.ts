import { env, evictDurableObject } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { ActionDecision } from "../../../src/shared/tool-service";
import { signOut } from "../../../workers/tools/auth/sessions";
import { decideAction } from "../../../workers/tools/confirm/decide-action";
import { setKillSwitch, upsertToolPolicy } from "../../../workers/tools/policy/policy";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, run, testPorts } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { type Person, signIn } from "../../support/people";
import { registryWith } from "../../support/registry";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "morning", note: "About my knee surgery claim" } as const;

async function proposeCallback(person: Person, ports = testPorts()) {
  const ran = await run(person, "request_callback", { args: CALLBACK, ports });
  if (ran.outcome.status !== "pending") throw new Error(`expected pending, got ${ran.outcome.status}`);
  return { ...ran, pendingActionId: ran.outcome.pendingActionId };
}

async function decide(
  person: Person,
  action: { conversationId: string; pendingActionId: string },
  decision: ActionDecision["decision"] = "approve",
  extra: Partial<ActionDecision> = {},
  ports = testPorts(),
) {
  const context = await contextFor(person, {
    channel: "mobile",
    invocationSource: "user",
    conversationId: action.conversationId,
  });
  return decideAction({ ...action, decision, ...extra }, context, ports);
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

const actionRows = async (conversationId: string, pendingActionId: string) =>
  (await auditRows(conversationId)).filter((row) => row.tool_call_id === `action:${pendingActionId}`);

describe("the confirm path executes an approved action exactly once", () => {
  it("runs the write once for 20 concurrent approvals and writes one audit row for it", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const mark = await ledgerMark();

    const results = await Promise.all(Array.from({ length: 20 }, () => decide(person, action)));

    expect(await callbacksSince(mark)).toHaveLength(1);
    expect(await actionRows(action.conversationId, action.pendingActionId)).toMatchObject([{ outcome: "ok" }]);
    const executed = results.filter((r) => r.outcome.status === "ok");
    expect(executed).toHaveLength(1);
    for (const other of results.filter((r) => r.outcome.status !== "ok")) {
      expect(other.outcome).toMatchObject({ status: "failed", code: "already_resolved" });
      expect(other.previous).toEqual(executed[0]?.outcome);
    }
  });

  it("answers a second approval with already_resolved and the stored outcome, calling nothing", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const first = await decide(person, action);
    const mark = await ledgerMark();

    const second = await decide(person, action);

    expect(first.outcome.status).toBe("ok");
    expect(second).toEqual({ outcome: expect.objectContaining({ code: "already_resolved" }), previous: first.outcome });
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("records a rejection, calls nothing, and refuses a later approval", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const mark = await ledgerMark();

    const rejected = await decide(person, action, "reject");
    const approved = await decide(person, action, "approve");

    expect(rejected.outcome).toMatchObject({ status: "failed", code: "confirmation_rejected", retryable: false });
    expect(approved.outcome).toMatchObject({ code: "already_resolved" });
    expect(await callbacksSince(mark)).toEqual([]);
    expect(await actionRows(action.conversationId, action.pendingActionId)).toMatchObject([
      { outcome: "failed", failure_code: "confirmation_rejected" },
    ]);
  });

  it("reports outcome_unknown, and calls nothing, when a claim has no recorded result", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(action.conversationId));
    // The claimant "dies" after claiming: the claim is in storage, the result never arrives.
    await stub.claimPendingAction(action.pendingActionId, new Date().toISOString());
    await evictDurableObject(stub);
    const mark = await ledgerMark();

    const result = await decide(person, action);

    expect(result.outcome).toMatchObject({ status: "failed", code: "outcome_unknown", retryable: false });
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("gives the claim to exactly one of 20 claims arriving at the store together", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(action.conversationId));

    const claims = await Promise.all(
      Array.from({ length: 20 }, () => stub.claimPendingAction(action.pendingActionId, new Date().toISOString())),
    );

    expect(claims.filter((claim) => claim.claimed)).toHaveLength(1);
    expect(claims.filter((claim) => !claim.claimed)).toHaveLength(19);
  });

  it("never lets a claim whose claimant was lost be claimed again, in the store itself", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(action.conversationId));
    const first = await stub.claimPendingAction(action.pendingActionId, new Date().toISOString());
    await evictDurableObject(stub);

    const second = await stub.claimPendingAction(action.pendingActionId, new Date().toISOString());

    expect(first).toEqual({ claimed: true });
    expect(second).toMatchObject({ claimed: false, current: { state: "executing", outcome: null } });
  });

  it("does not reopen a finished action when its proposal is re-run", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const first = await decide(person, action);
    await run(person, "request_callback", {
      args: CALLBACK,
      conversationId: action.conversationId,
      toolCallId: action.toolCallId,
    });
    const mark = await ledgerMark();

    const again = await decide(person, action);

    expect(first.outcome.status).toBe("ok");
    expect(again).toEqual({ outcome: expect.objectContaining({ code: "already_resolved" }), previous: first.outcome });
    expect(await callbacksSince(mark)).toEqual([]);
  });
});

describe("a refused approval leaves the action pending", () => {
  async function expectStillPending(person: Person, action: { conversationId: string; pendingActionId: string }) {
    const mark = await ledgerMark();
    const approved = await decide(person, action);
    expect(approved.outcome.status).toBe("ok");
    expect(await callbacksSince(mark)).toHaveLength(1);
  }

  it("refuses another person's approval with confirmation_mismatch", async () => {
    const companyId = await createCompany();
    const owner = await signIn(uniqueMobile(), companyId);
    const stranger = await signIn(uniqueMobile(), companyId);
    const action = await proposeCallback(owner);
    const mark = await ledgerMark();

    const result = await decide(stranger, action);

    expect(result.outcome).toMatchObject({ code: "confirmation_mismatch" });
    expect(result.previous).toBeNull();
    expect(await callbacksSince(mark)).toEqual([]);
    await expectStillPending(owner, action);
  });

  it("refuses an approval from the same person's other session", async () => {
    const companyId = await createCompany();
    const mobile = uniqueMobile();
    const phone = await signIn(mobile, companyId);
    const laptop = await signIn(mobile, companyId);
    const action = await proposeCallback(phone);

    expect((await decide(laptop, action)).outcome).toMatchObject({ code: "confirmation_mismatch" });
    await expectStillPending(phone, action);
  });

  it("refuses an approval of changed arguments", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);

    const changed = await decide(person, action, "approve", { args: { ...CALLBACK, preferred_window: "evening" } });

    expect(changed.outcome).toMatchObject({ code: "confirmation_mismatch" });
    const same = await decide(person, action, "approve", { args: { ...CALLBACK } });
    expect(same.outcome.status).toBe("ok");
  });

  it("refuses an expired action with confirmation_expired", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person, testPorts({ pendingActionTtlMs: 1 }));
    const later = testPorts({ now: () => new Date(Date.now() + 60_000) });
    const mark = await ledgerMark();

    const result = await decide(person, action, "approve", {}, later);

    expect(result.outcome).toMatchObject({ code: "confirmation_expired" });
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("refuses an approval while the kill switch is on, and runs it once the switch is off", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const action = await proposeCallback(person);
    await setKillSwitch(env.DB, companyId, true, new Date());
    const mark = await ledgerMark();

    const refused = await decide(person, action);

    expect(refused.outcome).toMatchObject({ code: "kill_switch" });
    expect(await callbacksSince(mark)).toEqual([]);
    await setKillSwitch(env.DB, companyId, false, new Date());
    await expectStillPending(person, action);
  });

  it("writes one audit row per refused attempt and none for the action's own key", async () => {
    const companyId = await createCompany();
    const owner = await signIn(uniqueMobile(), companyId);
    const stranger = await signIn(uniqueMobile(), companyId);
    const action = await proposeCallback(owner);

    await decide(stranger, action);
    await decide(stranger, action);

    const rows = await auditRows(action.conversationId);
    expect(rows.filter((row) => row.failure_code === "confirmation_mismatch")).toHaveLength(2);
    expect(await actionRows(action.conversationId, action.pendingActionId)).toEqual([]);
  });

  it("refuses an approval once policy takes the person's role away, and runs it when the role is back", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const action = await proposeCallback(person);
    await upsertToolPolicy(env.DB, companyId, "request_callback", { enabled: true, roles: ["agent"], channels: null });
    const mark = await ledgerMark();

    const refused = await decide(person, action);

    expect(refused.outcome).toMatchObject({ code: "permission_denied" });
    expect(await callbacksSince(mark)).toEqual([]);
    await upsertToolPolicy(env.DB, companyId, "request_callback", { enabled: true, roles: null, channels: null });
    await expectStillPending(person, action);
  });

  it("refuses an approval once the tool is switched off, and runs it when it is on again", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const action = await proposeCallback(person);
    await upsertToolPolicy(env.DB, companyId, "request_callback", { enabled: false, roles: null, channels: null });
    const mark = await ledgerMark();

    const refused = await decide(person, action);

    expect(refused.outcome).toMatchObject({ code: "tool_disabled" });
    expect(await callbacksSince(mark)).toEqual([]);
    await upsertToolPolicy(env.DB, companyId, "request_callback", { enabled: true, roles: null, channels: null });
    await expectStillPending(person, action);
  });

  it("refuses a decision from the owner's session once it has been signed out, calling nothing", async () => {
    const owner = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(owner);
    await signOut(env.DB, owner.auth.sessionId, new Date());
    const mark = await ledgerMark();

    const rejected = await decide(owner, action, "reject");
    const approved = await decide(owner, action, "approve");

    expect(rejected.outcome).toMatchObject({ code: "session_mismatch" });
    expect(approved.outcome).toMatchObject({ code: "session_mismatch" });
    expect(await callbacksSince(mark)).toEqual([]);
    const stored = await testPorts().pendingActions.get(action.conversationId, action.pendingActionId);
    expect(stored?.state).toBe("pending");
  });

  it("re-validates the stored arguments at approval, against the tool as it is then", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const action = await proposeCallback(person);
    const narrower = testPorts({
      registry: registryWith((spec) =>
        spec.name === "request_callback"
          ? {
              ...spec,
              args: v.strictObject({ topic: v.picklist(["claim"]), preferred_window: v.picklist(["evening"]) }),
            }
          : spec,
      ),
    });
    const mark = await ledgerMark();

    const refused = await decide(person, action, "approve", {}, narrower);

    expect(refused.outcome).toMatchObject({ code: "invalid_arguments" });
    expect(await callbacksSince(mark)).toEqual([]);
    await expectStillPending(person, action);
  });
});

describe("proposals", () => {
  it("gives the same proposal re-run the same pending action and no second audit row", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const first = await proposeCallback(person);

    const again = await run(person, "request_callback", {
      args: CALLBACK,
      conversationId: first.conversationId,
      toolCallId: first.toolCallId,
    });

    expect((again.outcome as Extract<ToolOutcome, { status: "pending" }>).pendingActionId).toBe(first.pendingActionId);
    expect(await auditRows(first.conversationId)).toHaveLength(1);
  });
});
