/**
 * Readiness travels with a failure: every `tool.completed` of a failed call carries its trace (the
 * failure code, the upstream's HTTP status when it was called, the readiness object), and each
 * Quality Lab case result carries the same for its failed calls. Booleans and header names only.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import baselineJson from "../../../quality-lab/baseline.json";
import casesJson from "../../../quality-lab/cases.json";
import { labCase, parseBaseline, parseCases } from "../../../quality-lab/lab";
import { Sessions } from "../../../quality-lab/run-case";
import { chat, one } from "../../support/chat";
import { signInOverHttp } from "../../support/http";
import { memberIdOf, uniqueMobile } from "../../support/members";
import { setFault } from "../../support/stand-in";

describe("a failed call's tool.completed carries its trace", () => {
  it("says auth_failed with the upstream's 401 and a readiness whose header resolved", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], unauthorized: true, times: 5 });

    const turn = await chat(member, { message: "Show my policies" });

    const completed = one(turn.events, "tool.completed");
    expect(completed).toMatchObject({
      status: "failed",
      code: "auth_failed",
      trace: {
        failureCode: "auth_failed",
        httpStatus: 401,
        readiness: {
          required: true,
          profilePresent: true,
          tokenPresent: true,
          resolverAttempted: true,
          headerNames: ["Authorization"],
          failureReason: "auth_failed",
        },
      },
    });
  });

  it("carries no trace on a call that succeeded", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const turn = await chat(member, { message: "Show my policies" });

    const completed = one(turn.events, "tool.completed");
    expect(completed.status).toBe("ok");
    expect(completed).not.toHaveProperty("trace");
  });
});

describe("a Quality Lab case result carries each failed call's readiness", () => {
  it("records the trace of a call the upstream answered 404 in the case report", async () => {
    const lab = parseCases(casesJson).find((c) => c.id === "status-asha-asks-ravis-claim");
    if (!lab) throw new Error("the case plan-meera-other-portal is gone");

    const report = await labCase(
      (path, init) => SELF.fetch(`https://toolgate.test${path}`, init),
      new Sessions(),
      lab,
      parseBaseline(baselineJson),
    );

    expect(report.auth_readiness).toContainEqual({
      tool: "get_claim_status",
      code: "not_found",
      trace: {
        failureCode: "not_found",
        httpStatus: 404,
        readiness: expect.objectContaining({ required: true, resolverAttempted: true, failureReason: null }),
      },
    });
  });
});
