/**
 * The chain's order, observed where it shows: a signed-out caller hears "sign in" before anything
 * about ownership or selection; nobody is asked to approve a call that cannot run. The catalog's
 * own reads need no confirmation and no selection, so these tests use the real reads with one fact
 * raised (an explicit-only read, a read that asks for confirmation), as a deployment may declare.
 */
import { describe, expect, it } from "vitest";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { decideAction } from "../../../workers/tools/confirm/decide-action";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, run, testPorts } from "../../support/executor";
import { DEMO } from "../../support/members";
import { guest, signIn } from "../../support/people";
import { registryWith, withExplicitOnly } from "../../support/registry";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const SOMEONE_ELSES = { portal_ref: "PRT-40122" };

/** get_plan_details raising its own bar: it asks for confirmation although it is a read. */
const confirmablePlanDetails = () =>
  testPorts({
    registry: registryWith((spec) =>
      spec.name === "get_plan_details" ? { ...spec, confirmationOverride: true } : spec,
    ),
  });

describe("step 3 answers before steps 4 and 5", () => {
  it("asks a signed-out caller to sign in before saying the model needs the person's selection", async () => {
    const ports = testPorts({ registry: withExplicitOnly("get_plan_details") });

    const ran = await run(await guest(await createCompany()), "get_plan_details", {
      args: SOMEONE_ELSES,
      invocationSource: "agent",
      ports,
    });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "credential_unavailable" });
  });

  it("answers a portal the caller does not hold with not_found before asking for a selection", async () => {
    const ports = testPorts({ registry: withExplicitOnly("get_plan_details") });
    const ravi = await signIn(DEMO.ravi.mobile, await createCompany());
    const mark = await ledgerMark();

    const ran = await run(ravi, "get_plan_details", { args: SOMEONE_ELSES, invocationSource: "agent", ports });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "not_found" });
    expect(await requestsSince(mark)).toEqual([]);
  });
});

describe("nobody is asked to approve a call that cannot run", () => {
  it("refuses a signed-out caller's confirmable read instead of parking it", async () => {
    const ran = await run(await guest(await createCompany()), "get_plan_details", {
      args: SOMEONE_ELSES,
      ports: confirmablePlanDetails(),
    });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "credential_unavailable" });
    expect(await auditRows(ran.conversationId)).toMatchObject([{ failure_code: "credential_unavailable" }]);
  });

  it("refuses a confirmable read of a portal the caller does not hold instead of parking it", async () => {
    const ravi = await signIn(DEMO.ravi.mobile, await createCompany());

    const ran = await run(ravi, "get_plan_details", { args: SOMEONE_ELSES, ports: confirmablePlanDetails() });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "not_found" });
    expect(await auditRows(ran.conversationId)).toMatchObject([{ failure_code: "not_found" }]);
  });
});

describe("a tool may raise its own bar", () => {
  it("parks a read that asks for confirmation, calling nothing, and runs it once on approval", async () => {
    const ports = confirmablePlanDetails();
    const asha = await signIn(DEMO.asha.mobile, await createCompany());
    const mark = await ledgerMark();

    const proposed = await run(asha, "get_plan_details", { args: { portal_ref: "PRT-40122" }, ports });

    expect(proposed.outcome.status).toBe("pending");
    expect(await requestsSince(mark)).toEqual([]);
    const { pendingActionId } = proposed.outcome as Extract<ToolOutcome, { status: "pending" }>;
    const approved = await decideAction(
      { conversationId: proposed.conversationId, pendingActionId, decision: "approve" },
      await contextFor(asha, { channel: "mobile", invocationSource: "user", conversationId: proposed.conversationId }),
      ports,
    );
    expect(approved.outcome).toMatchObject({ status: "ok", result: { portalRef: "PRT-40122" } });
    expect((await requestsSince(mark)).map((r) => r.path)).toEqual(["/v1/policies/PRT-40122"]);
  });
});

describe("step 4 stands on its own", () => {
  it("refuses a portal the caller does not hold even on a tool that needs no credential, calling nothing", async () => {
    const ports = testPorts({
      registry: registryWith((spec) =>
        spec.name === "get_plan_details" ? { ...spec, requiresCredential: false } : spec,
      ),
    });
    const mark = await ledgerMark();

    const ran = await run(await guest(await createCompany()), "get_plan_details", { args: SOMEONE_ELSES, ports });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "not_found" });
    expect(await requestsSince(mark)).toEqual([]);
  });
});
