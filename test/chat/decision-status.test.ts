/**
 * The refusal contract of an approval, over HTTP: one the kill switch refuses answers 503 and one
 * refused because the tool is switched off answers 403, each with the failure code in its outcome;
 * the action stays pending and is approved once the switch is back, calling the upstream once.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ToolOutcome } from "../../src/shared/outcome";
import { setKillSwitch, upsertToolPolicy } from "../../workers/tools/policy/policy";
import { createCompany } from "../support/company";
import { auditRows } from "../support/executor";
import { call } from "../support/http";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";
import { sdkClient } from "../support/sdk";
import { ledgerMark, requestsSince } from "../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "evening", note: "About my claim" } as const;
const ON = { enabled: true, roles: null, channels: null };
const OFF = { enabled: false, roles: null, channels: null };

/** A member of a company of the test's own, with a call-back pending from a direct run. */
async function pendingCallback() {
  const companyId = await createCompany();
  const { sessionToken: token } = await signIn(uniqueMobile(), companyId);
  const response = await call("/v1/tools/request_callback/run", { token, body: { args: CALLBACK } });
  const body = (await response.json()) as { conversationId: string; outcome: ToolOutcome };
  if (body.outcome.status !== "pending") throw new Error(`expected pending, got ${JSON.stringify(body.outcome)}`);
  return { companyId, token, conversationId: body.conversationId, pendingActionId: body.outcome.pendingActionId };
}

type Pending = Awaited<ReturnType<typeof pendingCallback>>;

async function approve(action: Pending) {
  const response = await call(`/v1/actions/${action.pendingActionId}`, {
    token: action.token,
    body: { conversationId: action.conversationId, decision: "approve" },
  });
  return { status: response.status, body: (await response.json()) as { outcome: ToolOutcome } };
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

describe("an approval on POST /v1/actions/:id", () => {
  it("answers 503 with kill_switch while the kill switch is on, and approves once it is off", async () => {
    const action = await pendingCallback();
    const mark = await ledgerMark();
    await setKillSwitch(env.DB, action.companyId, true, new Date());

    const refused = await approve(action);

    expect(refused.status).toBe(503);
    expect(refused.body.outcome).toMatchObject({ status: "failed", code: "kill_switch" });
    expect(await callbacksSince(mark)).toEqual([]);
    await setKillSwitch(env.DB, action.companyId, false, new Date());
    const approved = await approve(action);
    expect(approved.status).toBe(200);
    expect(approved.body.outcome.status).toBe("ok");
    expect(await callbacksSince(mark)).toHaveLength(1);
    const rows = await auditRows(action.conversationId);
    expect(rows.filter((row) => row.tool_call_id === `action:${action.pendingActionId}`)).toMatchObject([
      { outcome: "ok" },
    ]);
  });

  it("answers 403 with tool_disabled while the tool is switched off, and approves once it is on", async () => {
    const action = await pendingCallback();
    const mark = await ledgerMark();
    await upsertToolPolicy(env.DB, action.companyId, "request_callback", OFF);

    const refused = await approve(action);

    expect(refused.status).toBe(403);
    expect(refused.body.outcome).toMatchObject({ status: "failed", code: "tool_disabled" });
    expect(await callbacksSince(mark)).toEqual([]);
    await upsertToolPolicy(env.DB, action.companyId, "request_callback", ON);
    const approved = await approve(action);
    expect(approved.status).toBe(200);
    expect(approved.body.outcome.status).toBe("ok");
    expect(await callbacksSince(mark)).toHaveLength(1);
  });

  it("answers 200 with the outcome for any other refusal, such as a rejection after the fact", async () => {
    const action = await pendingCallback();
    const rejected = await call(`/v1/actions/${action.pendingActionId}`, {
      token: action.token,
      body: { conversationId: action.conversationId, decision: "reject" },
    });
    expect(rejected.status).toBe(200);

    const again = await approve(action);

    expect(again.status).toBe(200);
    expect(again.body.outcome).toMatchObject({ status: "failed", code: "already_resolved" });
  });
});

describe("the SDK's approve", () => {
  it("hands on the refused outcome of a 503 as its answer, and the approval's result once the switch is off", async () => {
    const action = await pendingCallback();
    const client = sdkClient("sse", action.token);
    await setKillSwitch(env.DB, action.companyId, true, new Date());

    const refused = await client.actions.approve(action.pendingActionId, action.conversationId);

    expect(refused).toMatchObject({ ok: true, value: { outcome: { status: "failed", code: "kill_switch" } } });
    await setKillSwitch(env.DB, action.companyId, false, new Date());
    const approved = await client.actions.approve(action.pendingActionId, action.conversationId);
    expect(approved).toMatchObject({ ok: true, value: { outcome: { status: "ok" } } });
    client.chat.close();
  });
});
