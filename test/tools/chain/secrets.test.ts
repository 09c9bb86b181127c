import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decideAction } from "../../../workers/tools/confirm/decide-action";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, okResult, run, testPorts } from "../../support/executor";
import { plantSection } from "../../support/knowledge";
import { DEMO, uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";
import { registryWith } from "../../support/registry";

const PLANTED = {
  mobile: "98765 43210",
  mobileDigits: "9876543210",
  otp: "482913",
  jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJNQlItMTAwMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ",
  upstreamToken: "pc1.MBR-1001.1999999999.Zm9yZ2VkLXNpZ25hdHVyZQ",
};
const NOTE = `Call me on +91 ${PLANTED.mobile}, my OTP is ${PLANTED.otp}, bearer ${PLANTED.jwt}, ${PLANTED.upstreamToken}`;

/** Everything the planted values must never appear in: outcomes, audit rows, log lines. */
function expectNothingPlanted(text: string) {
  expect(text).not.toContain(PLANTED.mobile);
  expect(text).not.toContain(PLANTED.mobileDigits);
  expect(text).not.toContain(PLANTED.otp);
  expect(text).not.toContain(PLANTED.jwt);
  expect(text).not.toMatch(/pc1\.[A-Z]/);
  expect(text).not.toMatch(/9000000001/);
}

let logged: string[] = [];
beforeEach(() => {
  logged = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => vi.restoreAllMocks());

describe("a planted token, OTP or mobile number never leaves the service", () => {
  it("is masked in a write's arguments: the pending summary, the audit rows and what the upstream received", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const proposed = await run(person, "request_callback", {
      args: { topic: "claim", preferred_window: "morning", note: NOTE },
    });
    if (proposed.outcome.status !== "pending") throw new Error("expected pending");

    const decided = await decideAction(
      {
        conversationId: proposed.conversationId,
        pendingActionId: proposed.outcome.pendingActionId,
        decision: "approve",
      },
      await contextFor(person, {
        channel: "mobile",
        invocationSource: "user",
        conversationId: proposed.conversationId,
      }),
      testPorts(),
    );

    expect(decided.outcome.status).toBe("ok");
    expectNothingPlanted(JSON.stringify([proposed.outcome, decided]));
    const rows = await auditRows(proposed.conversationId);
    expect(rows).toHaveLength(2);
    expectNothingPlanted(JSON.stringify(rows));
    expect(rows[0]?.args_redacted).toContain("3210");
    expectNothingPlanted(logged.join("\n"));
  });

  it("is masked in what an upstream returns: a member's profile and policy members", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const profile = await run(asha, "get_member_profile");
    const members = await run(asha, "get_policy_members", { args: { portal_ref: "PRT-40122" } });

    expect(profile.outcome.status).toBe("ok");
    expect(members.outcome.status).toBe("ok");
    const text = JSON.stringify([profile.outcome, members.outcome]);
    expectNothingPlanted(text);
    expect(text).not.toMatch(/[a-z0-9._-]{2,}@[a-z0-9-]+\.[a-z]/i);
    expect(text).not.toMatch(/\b[6-9]\d{9}\b/);
    expectNothingPlanted(
      JSON.stringify([...(await auditRows(profile.conversationId)), ...(await auditRows(members.conversationId))]),
    );
    expectNothingPlanted(logged.join("\n"));
  });

  it("gives the e-card with the gateway's link and no signed link at all", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const card = await run(asha, "get_e_card", { args: { portal_ref: "PRT-40122" } });

    const text = JSON.stringify(card.outcome);
    expect(text).toMatch(/"link":"\/v1\/documents\/ECARD-PCH\d{12}"/);
    expect(text).not.toMatch(/X-Amz|docs\.plancover/);
  });

  it("lists policy documents with the gateway's link and no signed link at all", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const documents = await run(asha, "list_policy_documents", { args: { portal_ref: "PRT-40122" } });

    const text = JSON.stringify(documents.outcome);
    expect(text).toContain("/v1/documents/DOC-40122-01");
    expect(text).not.toMatch(/X-Amz|docs\.plancover/);
  });

  it("is masked in a free-text knowledge query's audit row", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());

    const ran = await run(person, "search_policy_knowledge", {
      args: { query: `waiting period, reach me at ${PLANTED.mobile}` },
    });

    expectNothingPlanted(JSON.stringify(await auditRows(ran.conversationId)));
  });

  it("turns a failed audit write into one redacted log line and leaves the outcome unchanged", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const failing = testPorts({
      audit: {
        insert: async () => {
          throw new Error(`D1_ERROR: cannot write ${NOTE}`);
        },
      },
    });

    const expected = await run(person, "list_my_policies");
    const ran = await run(person, "list_my_policies", { ports: failing });

    expect(ran.outcome).toEqual(expected.outcome);
    expect(await auditRows(ran.conversationId)).toEqual([]);
    const lines = logged.filter((line) => line.includes("audit_write_failed"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ event: "audit_write_failed", tool: "list_my_policies" });
    expectNothingPlanted(logged.join("\n"));
  });
});

/** The variants a review found passing unmasked (finding 6): each with the digits that must not survive. */
const VARIANTS = {
  note: "OTP-538201 or OTP538202, otp: 53 82 03, code: 538-204; 98 76 54 32 10, 9876 543211, 987654 3212",
  more: "(987) 654-3213, 98765/43214, +91.98765.43215",
  leaked: [/53820[1-4]|53 82 03|538-204/, /98 76 54|9876 5432|987654 32|\(987\) 654|98765\/4|98765\.4/],
};

describe("the newer variants of an OTP or a mobile number", () => {
  it("are masked in a write's arguments, its pending summary and both audit rows", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const proposed = await run(person, "request_callback", {
      args: { topic: "claim", preferred_window: "morning", note: `${VARIANTS.note}; ${VARIANTS.more}` },
    });
    if (proposed.outcome.status !== "pending") throw new Error("expected pending");
    const decided = await decideAction(
      {
        conversationId: proposed.conversationId,
        pendingActionId: proposed.outcome.pendingActionId,
        decision: "approve",
      },
      await contextFor(person, {
        channel: "mobile",
        invocationSource: "user",
        conversationId: proposed.conversationId,
      }),
      testPorts(),
    );

    expect(decided.outcome.status).toBe("ok");
    const rows = await auditRows(proposed.conversationId);
    expect(rows).toHaveLength(2);
    const stored = await testPorts().pendingActions.get(proposed.conversationId, proposed.outcome.pendingActionId);
    const text = JSON.stringify([proposed.outcome, decided, rows, stored, logged]);
    for (const leak of VARIANTS.leaked) expect(text).not.toMatch(leak);
    expect(String(stored?.record.args.note)).toContain("[redacted:otp]");
    expect(String(stored?.record.args.note)).toContain("******3215");
  });
});

describe("the same sanitizer on every other way out", () => {
  it("stores a pending action's arguments masked, so what runs on approval is what was cleaned", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const proposed = await run(person, "request_callback", {
      args: { topic: "claim", preferred_window: "morning", note: NOTE },
    });
    if (proposed.outcome.status !== "pending") throw new Error("expected pending");

    const stored = await testPorts().pendingActions.get(proposed.conversationId, proposed.outcome.pendingActionId);

    expect(stored?.state).toBe("pending");
    expect(stored?.record.args.note).toContain("3210");
    expectNothingPlanted(JSON.stringify(stored));
  });

  it("stores and shows a confirmation sentence masked even when it repeats what the member typed", async () => {
    const echoing = registryWith((spec) =>
      spec.name === "request_callback"
        ? { ...spec, summarize: (args: Record<string, unknown>) => `Call back about: ${String(args.note)}` }
        : spec,
    );
    const person = await signIn(uniqueMobile(), await createCompany());
    const proposed = await run(person, "request_callback", {
      args: { topic: "claim", preferred_window: "morning", note: NOTE },
      ports: testPorts({ registry: echoing }),
    });
    if (proposed.outcome.status !== "pending") throw new Error("expected pending");

    const stored = await testPorts().pendingActions.get(proposed.conversationId, proposed.outcome.pendingActionId);

    expect(stored?.record.summary).toMatch(/^Call back about: /);
    expectNothingPlanted(JSON.stringify([proposed.outcome, stored, await auditRows(proposed.conversationId)]));
  });

  it("is masked in the evidence passages a knowledge search returns", async () => {
    const companyId = await createCompany();
    await plantSection(
      companyId,
      "Grievances",
      `For a grievance about a rejected claim, call ${PLANTED.mobile} or send bearer ${PLANTED.jwt}.`,
    );
    const person = await signIn(uniqueMobile(), companyId);

    const ran = await run(person, "search_policy_knowledge", { args: { query: "grievance rejected claim" } });

    expect(ran.outcome).toMatchObject({ status: "ok", evidence: [{ section: "Grievances" }] });
    expect(JSON.stringify(ran.outcome)).toContain("3210");
    expectNothingPlanted(JSON.stringify(ran.outcome));
  });

  it("is masked in the one log line of a handler that threw", async () => {
    const throwing = registryWith((spec) =>
      spec.name === "search_policy_knowledge"
        ? {
            ...spec,
            handler: async () => {
              throw new Error(`index said: ${NOTE}`);
            },
          }
        : spec,
    );
    const person = await signIn(uniqueMobile(), await createCompany());

    const ran = await run(person, "search_policy_knowledge", {
      args: { query: "waiting period" },
      ports: testPorts({ registry: throwing }),
    });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "internal_error", retryable: false });
    const lines = logged.filter((line) => line.includes("tool_call_failed"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ code: "internal_error", reason: "handler_threw" });
    expectNothingPlanted(logged.join("\n"));
    expectNothingPlanted(JSON.stringify([ran.outcome, await auditRows(ran.conversationId)]));
  });

  it("keeps a short summary of a result in the audit row, never the payload", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const plan = await run(asha, "get_plan_details", { args: { portal_ref: "PRT-40122" } });
    const policies = await run(asha, "list_my_policies");

    const { policyNumber, productName } = okResult<{ policyNumber: string; productName: string }>(plan.outcome);
    const [planRow] = await auditRows(plan.conversationId);
    expect(planRow?.result_summary).not.toContain(policyNumber);
    expect(planRow?.result_summary).not.toContain(productName);
    expect(planRow?.result_summary).not.toContain("PRT-40122");
    expect(await auditRows(policies.conversationId)).toMatchObject([{ result_summary: "policies: 2" }]);
  });

  it("identifies the person in the audit row only by a keyed hash", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const policies = await run(asha, "list_my_policies");
    const claims = await run(asha, "list_my_claims");

    const [first] = await auditRows(policies.conversationId);
    const [second] = await auditRows(claims.conversationId);
    expect(first?.person_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.person_hash).toBe(first?.person_hash);
    expect(JSON.stringify([first, second])).not.toContain(String(asha.auth.personId));
  });
});
