/**
 * A capability whose first call runs tools reads its session in the same D1 batch as the step's load
 * (service/session-source.ts, adapters/d1-session-step.ts): one round trip fewer on every tool call.
 * The session is judged as before, and the batch's usage upsert counts only for a row that is live in
 * that same transaction: a session that turns out expired, signed out or ended counts nothing at all.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import type { ToolOutcome } from "../../../src/shared/outcome";
import type { ProposedCall, RunOptions } from "../../../src/shared/tool-service";
import { loadSessionStepFromD1 } from "../../../workers/tools/adapters/d1-session-step";
import { putPartnerPolicy } from "../../../workers/tools/admin/partner-admin";
import { bindGrantSession } from "../../../workers/tools/auth/grants";
import { signOut } from "../../../workers/tools/auth/sessions";
import { buildExecutorPorts } from "../../../workers/tools/service/build-ports";
import { createCompany } from "../../support/company";
import { watchD1 } from "../../support/d1-waits";
import { answered, auditRows, testPorts } from "../../support/executor";
import { DEMO, syntheticPortal, uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";
import { toolServiceWith } from "../../support/tool-service";

const call = (name: string, args: Record<string, unknown> = {}): ProposedCall => ({
  toolCallId: newId("call_"),
  name,
  args,
});
const BY_HAND: RunOptions = { channel: "mobile", invocationSource: "user" };
const service = () => toolServiceWith(testPorts());
const codeOf = (outcome: ToolOutcome) => (outcome.status === "failed" ? outcome.code : outcome.status);

/** Every usage counter row of a key (a person's `person:…`, a guest's `session:…`, a client's `client:…`). */
async function usageRows(key: string): Promise<{ window: string; count: number }[]> {
  const { results } = await env.DB.prepare(
    "SELECT window, count FROM usage_counter WHERE person_key = ? ORDER BY window",
  )
    .bind(key)
    .all<{ window: string; count: number }>();
  return results;
}

const today = (rows: readonly { window: string; count: number }[]) =>
  rows.find((row) => row.window.startsWith("day:"))?.count;

describe("a tool call reads its session in the same D1 batch as its step", () => {
  it("waits on D1 twice for a member's credentialed run: the session with the step, then the audit row", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());
    const watched = watchD1(env.DB);
    const watchedService = toolServiceWith(buildExecutorPorts({ ...env, DB: watched.db }), watched.db);

    const ran = answered(
      await watchedService
        .session(asha.sessionToken)
        .run(call("get_plan_details", { portal_ref: "PRT-40122" }), BY_HAND),
    );

    expect(ran).toMatchObject({ entered: true, outcome: { status: "ok" } });
    expect(watched.waits).toHaveLength(2);
    const [stepBatch, auditWrite] = watched.waits;
    expect(stepBatch).toHaveLength(2);
    expect(stepBatch?.[0]).toMatch(/from "sessions" left join "company_policy"[\s\S]*left join "credentials"/);
    expect(stepBatch?.[1]).toMatch(/insert into "usage_counter"/);
    expect(auditWrite?.join("\n")).toMatch(/insert into "tool_audit"/);
  });

  it("refuses a signed-out session's token as before and counts nothing for its call", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    await signOut(env.DB, person.auth.sessionId, new Date());

    const answer = await service().session(person.sessionToken).run(call("list_my_policies"), BY_HAND);

    expect(answer).toEqual({ ok: false, refusal: "session_expired" });
    expect(await usageRows(`person:${person.auth.personId}`)).toEqual([]);
  });

  it("refuses an expired session's token as before and writes no usage row for its call", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 60_000).toISOString(), person.auth.sessionId)
      .run();

    const answer = await service().session(person.sessionToken).run(call("list_my_policies"), BY_HAND);

    expect(answer).toEqual({ ok: false, refusal: "session_expired" });
    expect(await usageRows(`person:${person.auth.personId}`)).toEqual([]);
  });

  it("answers a planned step on a session that ended with session_mismatch for each call, counting none", async () => {
    const ravi = await signIn(uniqueMobile(), await createCompany());
    await signOut(env.DB, ravi.auth.sessionId, new Date());
    const conversationId = newId("conv_");
    const settled: string[] = [];

    const answer = answered(
      await service()
        .sessionById(ravi.auth.sessionId)
        .executeStep(
          [call("list_my_policies"), call("list_my_claims"), call("get_plan_details", { portal_ref: "PRT-X" })],
          { channel: "mobile", invocationSource: "agent", conversationId },
          (reported) => settled.push(...reported.map(({ outcome }) => codeOf(outcome))),
        ),
    );

    // The three refusals are one write, the step's last: heard with the answer, not in a report.
    expect(answer.map(({ index, outcome }) => [index, codeOf(outcome)])).toEqual([
      [0, "session_mismatch"],
      [1, "session_mismatch"],
      [2, "session_mismatch"],
    ]);
    expect(settled).toEqual([]);
    expect(await auditRows(conversationId)).toHaveLength(3);
    expect(await usageRows(`person:${ravi.auth.personId}`)).toEqual([]);
  });

  it("counts a live session's call once against its person, and gives back one that cannot pass", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany());

    const ran = answered(await service().session(person.sessionToken).run(call("list_my_policies"), BY_HAND));
    const stranger = answered(
      await service()
        .session(person.sessionToken)
        .run(call("get_plan_details", { portal_ref: "PRT-40122" }), BY_HAND),
    );
    const own = answered(
      await service()
        .session(person.sessionToken)
        .run(call("get_plan_details", { portal_ref: syntheticPortal(mobile) }), BY_HAND),
    );

    expect([ran, stranger, own].map((run) => (run.entered ? codeOf(run.outcome) : "not entered"))).toEqual([
      "ok",
      "not_found",
      "ok",
    ]);
    expect(today(await usageRows(`person:${person.auth.personId}`))).toBe(2);
  });

  it("leaves the day's budget whole after a flood counted with its session and refused for what only the session tells", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany({ dailyCallBudget: 2 }));
    const capability = () => service().session(person.sessionToken);

    // Arguments that parse, so each is counted in its session's batch; another member's portal, so
    // each is refused once the session says whose portals these are.
    const flood = await Promise.all(
      Array.from({ length: 6 }, () => capability().run(call("get_plan_details", { portal_ref: "PRT-40122" }), BY_HAND)),
    );
    const legitimate = [];
    for (let i = 0; i < 3; i++) {
      const ran = answered(
        await capability().run(call("get_plan_details", { portal_ref: syntheticPortal(mobile) }), BY_HAND),
      );
      legitimate.push(ran.entered ? codeOf(ran.outcome) : "not entered");
    }

    expect(flood.map((ran) => (ran.ok && ran.value.entered ? codeOf(ran.value.outcome) : "refused"))).toEqual(
      Array(6).fill("not_found"),
    );
    expect(legitimate).toEqual(["ok", "ok", "budget_exhausted"]);
    expect(today(await usageRows(`person:${person.auth.personId}`))).toBe(2);
  });

  it("runs a grant's session within its grant, whether the call names the grant or not, counting the person and the client once", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    const grant = { clientId, scopes: ["policies:read" as const] };
    await bindGrantSession(env.DB, person.sessionToken, grant, new Date());
    const capability = () => service().session(person.sessionToken);

    // Naming the grant, the batch counted its client as the session's; naming none, the session's
    // grant is found only in its row: the batch's counts go back and the step reads its own.
    const named = answered(
      await capability().run(call("list_my_policies"), {
        channel: "partner",
        invocationSource: "agent",
        partner: grant,
      }),
    );
    const unnamed = answered(
      await capability().run(call("list_my_claims"), { channel: "partner", invocationSource: "user" }),
    );

    expect(named.entered && codeOf(named.outcome)).toBe("ok");
    expect(unnamed.entered && codeOf(unnamed.outcome)).toBe("unknown_tool");
    expect(today(await usageRows(`person:${person.auth.personId}`))).toBe(1);
    expect((await usageRows(`client:${companyId}:${clientId}`)).map((row) => row.count)).toEqual([1]);
  });

  it("holds a grant's session whose call names no grant to its client's company rule: a client switched off runs nothing", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    await bindGrantSession(env.DB, person.sessionToken, { clientId, scopes: ["policies:read"] }, new Date());
    const rule = { enabled: false, reason: "Switched off", tools: null, callsPerMinute: null };
    await putPartnerPolicy(env.DB, { kind: "admin_token" }, { companyId, clientId }, rule, new Date());

    // The batch assumed no partner (the options name none); the session's row names the client.
    const ran = answered(await service().session(person.sessionToken).run(call("list_my_policies"), BY_HAND));

    expect(ran.entered && codeOf(ran.outcome)).toBe("unknown_tool");
    expect(today(await usageRows(`person:${person.auth.personId}`)) ?? 0).toBe(0);
  });

  it("holds a grant's session whose calls name no grant to its client's own rate", async () => {
    const companyId = await createCompany();
    const person = await signIn(uniqueMobile(), companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    await bindGrantSession(env.DB, person.sessionToken, { clientId, scopes: ["policies:read"] }, new Date());
    const rule = { enabled: true, reason: null, tools: null, callsPerMinute: 1 };
    await putPartnerPolicy(env.DB, { kind: "admin_token" }, { companyId, clientId }, rule, new Date());
    const runOnce = async () =>
      answered(await service().session(person.sessionToken).run(call("list_my_policies"), BY_HAND));

    const first = await runOnce();
    const second = await runOnce();

    expect([first, second].map((ran) => ran.entered && codeOf(ran.outcome))).toEqual(["ok", "rate_limited"]);
    expect((await usageRows(`client:${companyId}:${clientId}`)).map((row) => row.count)).toEqual([1]);
  });

  it("reads no credential and counts nothing in the step's batch for a session that has expired", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const now = new Date();
    // Expired, not signed out: its credential is still in the vault.
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE id = ?")
      .bind(new Date(now.getTime() - 1000).toISOString(), person.auth.sessionId)
      .run();

    const step = await loadSessionStepFromD1(env.DB, env.CREDENTIAL_KEY, {
      key: { kind: "id", sessionId: person.auth.sessionId },
      sessionNow: now,
      forecast: { counted: [true], credential: true },
      partnerClientId: null,
      now,
    });

    expect(step.row?.id).toBe(person.auth.sessionId);
    expect(step.live).toBe(false);
    expect(step.load.credential).toEqual({ ok: false, error: "missing" });
    expect(step.load.counters).toEqual([]);
    expect(await usageRows(`person:${person.auth.personId}`)).toEqual([]);
  });
});
