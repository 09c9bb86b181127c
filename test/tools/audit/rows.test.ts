/**
 * What an audit row holds: the internal reason beside a public code that stands for several causes,
 * a failure code from the closed set only, arguments in a bounded redacted form (a refused call's by
 * shape: key names and sizes), and readiness whose failureReason follows the preflight order.
 */

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import { type AuditRow, d1AuditSink, writeAudit, writeAuditRows } from "../../../workers/tools/audit/audit-log";
import { AUDIT_ARGS_MAX_CHARS, boundedArguments } from "../../../workers/tools/audit/bounded-args";
import { createCompany } from "../../support/company";
import { auditRows, expectedPersonHash, run, testPorts, unkeyedHash } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { guest, signIn } from "../../support/people";

const ON = { enabled: true, roles: null, channels: null } as const;

/** A refused call's row as the chain would write it, for writing straight to the audit log. */
function auditRow(conversationId: string, toolCallId: string, fields: Partial<AuditRow> = {}): AuditRow {
  return {
    conversationId,
    toolCallId,
    toolName: "list_my_policies",
    outcome: "failed",
    failureCode: "permission_denied",
    reason: null,
    retryable: false,
    durationMs: 1,
    httpStatus: null,
    argsRedacted: "{}",
    resultSummary: null,
    readiness: "{}",
    callerRole: "member",
    channel: "mobile",
    invocationSource: "agent",
    companyId: "demo",
    personHash: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

describe("the audit row's reason tells apart the causes of one public code", () => {
  it.each([
    ["the company's channel list", { channels: ["web" as const] }, "company_channel_not_allowed"],
    ["no row for the tool", { tools: { list_my_policies: "absent" as const } }, "tool_not_in_policy"],
    ["the tool switched off", { tools: { list_my_policies: { ...ON, enabled: false } } }, "tool_switched_off"],
    [
      "the tool's channel list",
      { tools: { list_my_policies: { ...ON, channels: ["web" as const] } } },
      "tool_channel_not_allowed",
    ],
  ])(
    "answers a tool not offered for %s as an unknown one and keeps the reason in the row",
    async (_why, company, reason) => {
      const person = await signIn(uniqueMobile(), await createCompany(company));

      const ran = await run(person, "list_my_policies", { channel: "mobile" });

      expect(ran.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
      expect(JSON.stringify(ran.outcome)).not.toContain(reason);
      expect(await auditRows(ran.conversationId)).toMatchObject([{ failure_code: "unknown_tool", reason }]);
    },
  );

  it("keeps why permission was denied: the tool's own roles, or the policy's narrower list", async () => {
    const narrowed = await createCompany({ tools: { list_my_policies: { ...ON, roles: ["agent"] } } });
    const member = await signIn(uniqueMobile(), narrowed);

    const ran = await run(member, "list_my_policies");

    expect(await auditRows(ran.conversationId)).toMatchObject([
      { failure_code: "permission_denied", reason: "role_narrowed_by_policy" },
    ]);
  });
});

describe("the audit row names the person only by a keyed hash", () => {
  it("stores the HMAC of the person id under AUDIT_HASH_KEY, which the id alone cannot recompute", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const personId = String(person.auth.personId);

    const ran = await run(person, "list_my_policies");

    const [row] = await auditRows(ran.conversationId);
    expect(row?.person_hash).toBe(await expectedPersonHash(personId));
    expect(row?.person_hash).not.toBe(await unkeyedHash(personId));
    expect(JSON.stringify(row)).not.toContain(personId);
  });
});

describe("the audit's failure code is one of the closed set", () => {
  it("stores a row whose code is outside the set as internal_error with unrecognised_code, never the stray string", async () => {
    const conversationId = newId("conv_");
    const row = auditRow(conversationId, "call_1", { failureCode: "made_up_code" });

    await writeAudit(d1AuditSink(env.DB), row);

    expect(await auditRows(conversationId)).toMatchObject([
      { failure_code: "internal_error", reason: "unrecognised_code" },
    ]);
  });
});

describe("one audit row per call", () => {
  it("keeps a row already written for its call as it is, and still writes the new rows that go with it in one step", async () => {
    const conversationId = newId("conv_");
    const sink = d1AuditSink(env.DB);
    await writeAudit(sink, auditRow(conversationId, "call_x", { failureCode: "permission_denied" }));

    // The step is sent again (a turn resumed after an eviction): its first row again, now with a new one.
    await writeAuditRows(sink, [
      auditRow(conversationId, "call_x", { failureCode: "invalid_arguments" }),
      auditRow(conversationId, "call_y", { failureCode: "not_found" }),
    ]);

    expect(await auditRows(conversationId)).toMatchObject([
      { tool_call_id: "call_x", failure_code: "permission_denied" },
      { tool_call_id: "call_y", failure_code: "not_found" },
    ]);
  });
});

describe("arguments are stored bounded and redacted", () => {
  it.each([
    ["1.5 MB", 1_500_000],
    ["20 MB", 20_000_000],
  ])(
    "keeps only the key names and sizes of a refused call's %s unknown argument, and always writes the row",
    async (_size, chars) => {
      const person = await signIn(uniqueMobile(), await createCompany());

      const ran = await run(person, "list_my_policies", { args: { dump: "x".repeat(chars), note: "9000000001" } });

      expect(ran.outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
      const [row] = await auditRows(ran.conversationId);
      expect(row?.args_redacted.length).toBeLessThan(300);
      expect(JSON.parse(row?.args_redacted ?? "null")).toEqual({
        type: "object",
        keys: [
          { key: "dump", type: "string", chars: chars + 2 },
          { key: "note", type: "string", chars: 12 },
        ],
        keysOmitted: 0,
      });
    },
  );

  it("caps a call's sanitized values at the audit's argument bound, and masks what it keeps", () => {
    const args = { note: "call me on 9000000001", items: Array.from({ length: 200 }, (_, i) => `item ${i}`) };

    const stored = boundedArguments(args, "values");

    expect(stored.length).toBeLessThanOrEqual(AUDIT_ARGS_MAX_CHARS);
    expect(stored).not.toContain("9000000001");
    expect(JSON.parse(stored)).toHaveProperty("note");
  });
});

describe("readiness follows the preflight order", () => {
  it("reports auth_profile_missing before anything about a signed-out caller, while the public code stays", async () => {
    const visitor = await guest(await createCompany());

    const ran = await run(visitor, "list_my_policies", { ports: testPorts({ authProfileConfigured: false }) });

    expect(ran.outcome).toMatchObject({
      status: "failed",
      code: "credential_unavailable",
      readiness: { required: true, profilePresent: false, tokenPresent: false, failureReason: "auth_profile_missing" },
    });
  });

  it("reports auth_context_required for a signed-out caller when the profile exists", async () => {
    const visitor = await guest(await createCompany());

    const ran = await run(visitor, "list_my_policies");

    expect(ran.outcome.readiness).toMatchObject({ profilePresent: true, failureReason: "auth_context_required" });
  });
});
