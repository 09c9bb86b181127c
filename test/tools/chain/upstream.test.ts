import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { forgetCredential } from "../../../workers/tools/auth/vault";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, okResult, run, testPorts } from "../../support/executor";
import { DEMO, memberIdOf, syntheticPortal, uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";
import { registryWith, withShortTimeouts } from "../../support/registry";
import { ledgerMark, requestsSince, setFault } from "../../support/stand-in";

describe("upstream failures keep their meaning", () => {
  it("marks a timeout retryable for an idempotent read", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany());
    await setFault({ memberId: memberIdOf(mobile), hang: true });

    const ran = await run(person, "get_plan_details", {
      args: { portal_ref: syntheticPortal(mobile) },
      ports: testPorts({ registry: withShortTimeouts(300) }),
    });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "timeout", retryable: true });
    expect(await auditRows(ran.conversationId)).toMatchObject([{ failure_code: "timeout", retryable: 1 }]);
  });

  it("never marks a timed-out write retryable", async () => {
    const { decideAction } = await import("../../../workers/tools/confirm/decide-action");
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany());
    const ports = testPorts({ registry: withShortTimeouts(300) });
    const proposed = await run(person, "request_callback", {
      args: { topic: "billing", preferred_window: "afternoon" },
      ports,
    });
    if (proposed.outcome.status !== "pending") throw new Error("expected a pending action");
    await setFault({ hang: true, paths: ["/v1/callbacks"] });

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
      ports,
    );

    expect(decided.outcome).toMatchObject({ status: "failed", code: "timeout", retryable: false });
  });

  it("answers auth_failed for an upstream 401, after the upstream saw the request", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany());
    await setFault({ memberId: memberIdOf(mobile), unauthorized: true });
    const mark = await ledgerMark();

    const ran = await run(person, "list_my_policies");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "auth_failed", retryable: false });
    expect(ran.outcome.readiness).toMatchObject({ resolverAttempted: true, failureReason: "auth_failed" });
    expect(await requestsSince(mark)).toHaveLength(1);
    expect(await auditRows(ran.conversationId)).toMatchObject([{ failure_code: "auth_failed", http_status: 401 }]);
  });

  it("answers upstream_error, not auth_failed, for an upstream 400", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany());
    await setFault({ memberId: memberIdOf(mobile), status: 400 });

    const ran = await run(person, "list_my_policies");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "upstream_error", retryable: false });
    expect(ran.outcome.readiness.failureReason).toBeNull();
    expect(await auditRows(ran.conversationId)).toMatchObject([{ failure_code: "upstream_error", http_status: 400 }]);
  });

  it("answers upstream_unavailable, retryable, for an upstream 503 on a read", async () => {
    const mobile = uniqueMobile();
    const person = await signIn(mobile, await createCompany());
    await setFault({ memberId: memberIdOf(mobile), status: 503 });

    const ran = await run(person, "list_my_claims");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "upstream_unavailable", retryable: true });
  });

  it("answers auth_header_resolution_failed without calling the upstream when the stored credential is gone", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    if (!person.auth.credentialRef) throw new Error("a member has a credential");
    await forgetCredential(env.DB, person.auth.credentialRef);
    const mark = await ledgerMark();

    const ran = await run(person, "list_my_policies");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "auth_header_resolution_failed" });
    expect(ran.outcome.readiness).toMatchObject({
      resolverAttempted: true,
      failureReason: "auth_header_resolution_failed",
    });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("answers auth_profile_missing without calling the upstream when no auth profile is configured", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const mark = await ledgerMark();

    const ran = await run(person, "list_my_policies", { ports: testPorts({ authProfileConfigured: false }) });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "auth_profile_missing" });
    expect(ran.outcome.readiness).toMatchObject({ profilePresent: false, failureReason: "auth_profile_missing" });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("answers timeout for a handler that never settles, whatever it was waiting on", async () => {
    const stuck = registryWith((spec) =>
      spec.name === "search_policy_knowledge"
        ? { ...spec, timeoutMs: 200, handler: () => new Promise(() => {}) }
        : spec,
    );
    const person = await signIn(uniqueMobile(), await createCompany());

    const ran = await run(person, "search_policy_knowledge", {
      args: { query: "waiting period" },
      ports: testPorts({ registry: stuck }),
    });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "timeout", retryable: true });
  });
});

describe("network hospitals", () => {
  it.each([
    ["neither a pin code nor a city", {}],
    ["a five-digit pin code", { pin_code: "56001" }],
    ["a pin code with letters", { pin_code: "5600AB" }],
  ])("refuses a search with %s as invalid_arguments, before any search", async (_why, args) => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const mark = await ledgerMark();

    const ran = await run(person, "search_network_hospitals", { args });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("ranks exact pin matches first, then the city, and keeps ten whole records under the cap", async () => {
    const person = await signIn(DEMO.asha.mobile, await createCompany());

    const ran = await run(person, "search_network_hospitals", { args: { pin_code: "560034" } });

    expect(ran.outcome.status).toBe("ok");
    const result = okResult<{ hospitals: { pinCode: string; city: string; name: string }[]; note: string }>(
      ran.outcome,
    );
    expect(result.hospitals).toHaveLength(10);
    expect(result.note).toMatch(/regional/i);
    const tiers = result.hospitals.map((h) => (h.pinCode === "560034" ? 0 : h.city === "Bengaluru" ? 1 : 2));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBe(0);
    for (const hospital of result.hospitals) expect(hospital.name.length).toBeGreaterThan(0);
    expect(JSON.stringify(ran.outcome.status === "ok" ? ran.outcome.result : null).length).toBeLessThanOrEqual(4000);
  });

  it("searches by city alone", async () => {
    const person = await signIn(DEMO.asha.mobile, await createCompany());

    const ran = await run(person, "search_network_hospitals", { args: { city: "Mumbai" } });

    const result = okResult<{ hospitals: { city: string }[] }>(ran.outcome);
    expect(result.hospitals).toHaveLength(10);
    expect(result.hospitals[0]?.city).toBe("Mumbai");
  });
});

describe("claims", () => {
  it("accepts a claim number or a claim id for both lookups and translates for the upstream", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());
    const listed = await run(asha, "list_my_claims");
    const { claims } = okResult<{ claims: { claimId: string; claimNumber: string }[] }>(listed.outcome);
    const claim = claims[0];
    if (!claim) throw new Error("Asha has claims");

    for (const ref of [claim.claimNumber, claim.claimId]) {
      const status = await run(asha, "get_claim_status", { args: { claim: ref } });
      const details = await run(asha, "get_claim_details", { args: { claim: ref } });
      expect(status.outcome).toMatchObject({ status: "ok", result: { claimNumber: claim.claimNumber } });
      expect(details.outcome).toMatchObject({ status: "ok", result: { claimId: claim.claimId } });
      expect(JSON.stringify([status.outcome, details.outcome])).not.toMatch(/settle/i);
    }
  });
});
