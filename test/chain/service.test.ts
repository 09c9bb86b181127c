/**
 * The tool-call service as any caller reaches it: its RPC entrypoint (the chat Worker's TOOLS binding).
 * It makes every check itself: a context the chat Worker would never send — a session that has ended,
 * or one that claims someone else's session — is offered nothing, runs nothing and decides nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CallContext } from "../../src/shared/auth-context";
import { newId } from "../../src/shared/ids";
import type { ToolOutcome } from "../../src/shared/outcome";
import type { ToolServiceApi } from "../../workers/chat/http/tool-service";
import { toolService } from "../../workers/chat/http/tool-service";
import { signOut } from "../../workers/tools/auth/sessions";
import { createCompany } from "../support/company";
import { auditRows, run, testDeps } from "../support/executor";
import { DEMO, type Person, signIn, uniqueMobile } from "../support/people";
import { ledgerMark, requestsSince } from "../support/stand-in";

const service = (): ToolServiceApi => toolService(env);

const contextOf = (person: Person, conversationId = newId("conv_")): CallContext => ({
  auth: person.auth,
  channel: "partner",
  invocationSource: "user",
  conversationId,
});

describe("the service's own entrypoint", () => {
  it("offers a signed-in member's tools, and nothing once that session has ended", async () => {
    const person = await signIn(DEMO.asha, await createCompany());
    const before = await service().listTools({ auth: person.auth, channel: "partner", invocationSource: "user" });
    await signOut(env.DB, person.auth.sessionId, new Date());

    const after = await service().listTools({ auth: person.auth, channel: "partner", invocationSource: "user" });

    expect(before.map((tool) => tool.name)).toContain("get_plan_details");
    expect(after).toEqual([]);
  });

  it("offers nothing to a context that claims another person's session", async () => {
    const companyId = await createCompany();
    const owner = await signIn(uniqueMobile(), companyId);
    const stranger = await signIn(uniqueMobile(), companyId);
    const forged = { ...stranger.auth, sessionId: owner.auth.sessionId, personId: owner.auth.personId };

    expect(await service().listTools({ auth: forged, channel: "partner", invocationSource: "user" })).toEqual([]);
  });

  it("runs nothing for a forged context, calling no upstream and writing one audit row", async () => {
    const ravi = await signIn(DEMO.ravi, await createCompany());
    const forged: Person = { ...ravi, auth: { ...ravi.auth, portalRefs: ["PRT-40122"] } };
    const context = contextOf(forged);
    const mark = await ledgerMark();

    const outcome: ToolOutcome = await service().execute(
      { toolCallId: newId("call_"), name: "get_plan_details", args: { portal_ref: "PRT-40122" } },
      context,
    );

    expect(outcome).toMatchObject({ status: "failed", code: "not_found" });
    expect(await requestsSince(mark)).toEqual([]);
    expect(await auditRows(context.conversationId)).toHaveLength(1);
  });

  it("decides nothing for a context that claims the owner's session without holding it", async () => {
    const companyId = await createCompany();
    const owner = await signIn(uniqueMobile(), companyId);
    const stranger = await signIn(uniqueMobile(), companyId);
    const proposed = await run(owner, "request_callback", { args: { topic: "policy", preferred_window: "evening" } });
    const { pendingActionId } = proposed.outcome as Extract<ToolOutcome, { status: "pending" }>;
    const forged: Person = {
      ...stranger,
      auth: { ...stranger.auth, sessionId: owner.auth.sessionId, personId: owner.auth.personId },
    };

    const result = await service().decideAction(
      { conversationId: proposed.conversationId, pendingActionId, decision: "reject" },
      contextOf(forged, proposed.conversationId),
    );

    expect(result.outcome).toMatchObject({ status: "failed", code: "session_mismatch" });
    const stored = await testDeps().pendingActions.get(proposed.conversationId, pendingActionId);
    expect(stored?.state).toBe("pending");
  });
});
