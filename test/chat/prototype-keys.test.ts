/**
 * `__proto__` and `constructor` inside a call's arguments are unknown keys like any other: refused as
 * invalid_arguments, with the call's audit row, on a direct run and over MCP. JSON.parse makes them
 * own properties, and a copy by assignment would drop `__proto__` silently; nothing on the way may.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { registry } from "../../workers/tools/catalogue/registry";
import { checkArguments } from "../../workers/tools/chain/checks";
import { chat } from "../support/chat";
import { call, signInOverHttp } from "../support/http";
import { syntheticPortal, uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

/** Raw JSON, written by hand: an object literal in code would set the prototype instead of a key. */
const PROTOTYPE_KEYS = [
  ["__proto__", '"__proto__":{"polluted":true}'],
  ["__proto__ set to null", '"__proto__":null'],
  ["constructor", '"constructor":{"prototype":{"polluted":true}}'],
] as const;

/** The member's own portal beside the extra key, so the key alone is what is wrong. */
function argsWith(portalRef: string, extra: string): string {
  return extra ? `{"portal_ref":"${portalRef}",${extra}}` : `{"portal_ref":"${portalRef}"}`;
}

async function member(): Promise<{ token: string; portalRef: string }> {
  const mobile = uniqueMobile();
  return { token: await signInOverHttp(mobile), portalRef: syntheticPortal(mobile) };
}

async function runDirect(token: string, conversationId: string, args: string) {
  const response = await call("/v1/tools/get_plan_details/run", {
    token,
    body: `{"args":${args},"conversationId":"${conversationId}"}`,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcome: Record<string, unknown> }).outcome;
}

async function runOverMcp(token: string, conversationId: string, args: string) {
  const response = await call("/mcp", {
    token,
    body: `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"get_plan_details","arguments":${args}}}`,
    headers: { accept: "application/json, text/event-stream", "x-conversation-id": conversationId },
  });
  expect(response.status).toBe(200);
  const reply = (await response.json()) as { result?: { structuredContent?: { outcome: Record<string, unknown> } } };
  return reply.result?.structuredContent?.outcome;
}

async function auditRow(conversationId: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare("select * from tool_audit where conversation_id = ?").bind(conversationId).first();
}

/** A conversation of the member's with no audit row yet (a greeting runs no tool): only the server mints ids. */
async function conversationFor(token: string): Promise<string> {
  return (await chat(token, { message: "hello" })).conversationId;
}

describe("arguments with prototype keys", () => {
  it.each([
    ["a direct run", runDirect],
    ["MCP", runOverMcp],
  ])("runs the same call without the extra key over %s (the control)", async (_name, run) => {
    const { token, portalRef } = await member();
    const outcome = await run(token, await conversationFor(token), argsWith(portalRef, ""));
    expect(outcome).toMatchObject({ status: "ok" });
  });

  it.each(PROTOTYPE_KEYS)(
    "refuses %s on a direct run as invalid_arguments, with an audit row",
    async (_label, extra) => {
      const { token, portalRef } = await member();
      const conversationId = await conversationFor(token);
      const mark = await ledgerMark();

      const outcome = await runDirect(token, conversationId, argsWith(portalRef, extra));

      expect(outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
      expect(await auditRow(conversationId)).toMatchObject({ outcome: "failed", failure_code: "invalid_arguments" });
      expect(await requestsSince(mark)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it.each(PROTOTYPE_KEYS)("refuses %s over MCP as invalid_arguments, with an audit row", async (_label, extra) => {
    const { token, portalRef } = await member();
    const conversationId = await conversationFor(token);
    const mark = await ledgerMark();

    const outcome = await runOverMcp(token, conversationId, argsWith(portalRef, extra));

    expect(outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
    expect(await auditRow(conversationId)).toMatchObject({ outcome: "failed", failure_code: "invalid_arguments" });
    expect(await requestsSince(mark)).toEqual([]);
  });
});

describe("the chain's argument check", () => {
  it.each(PROTOTYPE_KEYS)("refuses %s as an own key made by JSON.parse", (_label, extra) => {
    const spec = registry.get("get_plan_details");
    if (!spec) throw new Error("get_plan_details is not registered");
    const args: unknown = JSON.parse(argsWith("PRT-40122", extra));
    expect(checkArguments(spec, JSON.parse(argsWith("PRT-40122", ""))).ok).toBe(true);
    expect(checkArguments(spec, args)).toEqual({ ok: false, error: { code: "invalid_arguments", reason: null } });
  });
});
