/**
 * The person binding of a pending action holds on its own, not only through the session binding:
 * a decision whose context names the proposer's session but another person (a session that
 * changed hands, or a context built wrongly) is refused, runs nothing and records why.
 */
import { describe, expect, it } from "vitest";
import { decideAction } from "../../workers/tools/confirm/decide-action";
import { createCompany } from "../support/company";
import { auditRows, contextFor, run, testPorts } from "../support/executor";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";
import { ledgerMark, requestsSince } from "../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "morning", note: "About my claim" } as const;

describe("a decision from the proposer's session naming another person", () => {
  it("is refused as confirmation_mismatch, calls nothing upstream and records the other person", async () => {
    const company = await createCompany();
    const owner = await signIn(uniqueMobile(), company);
    const other = await signIn(uniqueMobile(), company);
    const ran = await run(owner, "request_callback", { args: CALLBACK });
    if (ran.outcome.status !== "pending") throw new Error(`expected pending, got ${ran.outcome.status}`);
    const context = await contextFor(owner, {
      channel: "mobile",
      invocationSource: "user",
      conversationId: ran.conversationId,
    });
    const mark = await ledgerMark();

    const result = await decideAction(
      { conversationId: ran.conversationId, pendingActionId: ran.outcome.pendingActionId, decision: "approve" },
      { ...context, auth: { ...context.auth, personId: other.auth.personId } },
      testPorts(),
    );

    expect(result.outcome).toMatchObject({ status: "failed", code: "confirmation_mismatch" });
    expect(await requestsSince(mark)).toEqual([]);
    const rows = (await auditRows(ran.conversationId)).filter((row) => row.failure_code === "confirmation_mismatch");
    expect(rows.map((row) => row.reason)).toEqual(["pending_action_other_person"]);
  });
});
