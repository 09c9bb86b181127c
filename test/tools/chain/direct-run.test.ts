/**
 * A person's direct run is one round trip from the edge: `run` on the session capability enters the
 * conversation as that session (or starts one) and runs the call. Entry is still judged before the
 * chain: a caller who is not the conversation's participant gets no row, no count and no upstream call.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import type { ProposedCall } from "../../../src/shared/tool-service";
import { toolService } from "../../../workers/chat/http/tool-service";
import { createCompany } from "../../support/company";
import { answered, auditRows } from "../../support/executor";
import { DEMO } from "../../support/members";
import { signIn } from "../../support/people";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const planDetails = (): ProposedCall => ({
  toolCallId: newId("call_"),
  name: "get_plan_details",
  args: { portal_ref: "PRT-40122" },
});

describe("a direct run on the session capability", () => {
  it("starts a conversation for the caller and runs the call in the same call", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const ran = answered(
      await toolService(env)
        .session(asha.sessionToken)
        .run(planDetails(), { channel: "mobile", invocationSource: "user" }),
    );

    if (!ran.entered) throw new Error("the caller was not let into the conversation it started");
    expect(ran.outcome).toMatchObject({ status: "ok" });
    expect(await auditRows(ran.conversationId)).toHaveLength(1);
    // The conversation is the caller's now: a second run in it enters.
    const again = answered(
      await toolService(env)
        .session(asha.sessionToken)
        .run(planDetails(), { channel: "mobile", invocationSource: "user", conversationId: ran.conversationId }),
    );
    expect(again).toMatchObject({ entered: true, outcome: { status: "ok" } });
  });

  it("lets nobody into another person's conversation: no row, no upstream call", async () => {
    const company = await createCompany();
    const [asha, ravi] = [await signIn(DEMO.asha.mobile, company), await signIn(DEMO.ravi.mobile, company)];
    const first = answered(
      await toolService(env)
        .session(asha.sessionToken)
        .run(planDetails(), { channel: "mobile", invocationSource: "user" }),
    );
    if (!first.entered) throw new Error("the caller was not let into the conversation it started");
    const mark = await ledgerMark();

    const intruding = await toolService(env)
      .session(ravi.sessionToken)
      .run(planDetails(), { channel: "mobile", invocationSource: "user", conversationId: first.conversationId });

    expect(answered(intruding)).toEqual({ entered: false });
    expect(await requestsSince(mark)).toEqual([]);
    expect(await auditRows(first.conversationId)).toHaveLength(1);
  });
});
