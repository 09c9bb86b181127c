/**
 * The tool-call service as any caller reaches it: its RPC entrypoint (the chat Worker's TOOLS binding).
 * A caller never hands it an identity: it asks for the session a token stands for (or, from a
 * conversation, a verified id) and gets a capability whose every call runs as that session. A token
 * that does not verify gets nothing; a session that ends is offered nothing and runs nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import type { CallOptions, ProposedCall } from "../../../src/shared/tool-service";
import { toolService } from "../../../workers/chat/http/tool-service";
import { createGuestSession, signOut } from "../../../workers/tools/auth/sessions";
import { createCompany } from "../../support/company";
import { answered, auditRows } from "../../support/executor";
import { DEMO, uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const service = () => toolService(env);

const options = (conversationId = newId("conv_")): CallOptions => ({
  channel: "partner",
  invocationSource: "user",
  conversationId,
});

const planDetails = (portal: string): ProposedCall => ({
  toolCallId: newId("call_"),
  name: "get_plan_details",
  args: { portal_ref: portal },
});

describe("the service's own entrypoint", () => {
  it("runs a call as the session a token stands for, in one pipelined call", async () => {
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const answer = await service().session(asha.sessionToken).execute(planDetails("PRT-40122"), options());

    expect(answered(answer)).toMatchObject({ status: "ok", result: { portalRef: "PRT-40122" } });
  });

  it("refuses a token that does not verify, calling no upstream and writing no row", async () => {
    const conversationId = newId("conv_");
    const mark = await ledgerMark();

    const answer = await service().session("A".repeat(43)).execute(planDetails("PRT-40122"), options(conversationId));

    expect(answer).toEqual({ ok: false, refusal: "invalid_session" });
    expect(await requestsSince(mark)).toEqual([]);
    expect(await auditRows(conversationId)).toEqual([]);
  });

  it("tells an expired token from an unknown one", async () => {
    const expired = await createGuestSession(env.DB, { companyId: "demo", now: new Date(Date.now() - 2 * 3_600_000) });

    expect(await service().session(expired.sessionToken).listTools(options())).toEqual({
      ok: false,
      refusal: "session_expired",
    });
    expect(await service().session("not a token").listTools(options())).toEqual({
      ok: false,
      refusal: "invalid_session",
    });
  });

  it("offers a signed-in member's tools, and refuses the token once that session has ended", async () => {
    const person = await signIn(DEMO.asha.mobile, await createCompany());
    const before = answered(await service().session(person.sessionToken).listTools(options()));
    await signOut(env.DB, person.auth.sessionId, new Date());

    const after = await service().session(person.sessionToken).listTools(options());

    expect(before.map((tool) => tool.name)).toContain("get_plan_details");
    expect(after).toEqual({ ok: false, refusal: "session_expired" });
  });

  it("runs a conversation's call by verified id as the session is now: an ended one runs nothing and leaves its row", async () => {
    const ravi = await signIn(DEMO.ravi.mobile, await createCompany());
    const conversationId = newId("conv_");
    await signOut(env.DB, ravi.auth.sessionId, new Date());
    const mark = await ledgerMark();

    const answer = await service()
      .sessionById(ravi.auth.sessionId)
      .execute(planDetails("PRT-50001"), options(conversationId));

    expect(answered(answer)).toMatchObject({ status: "failed", code: "session_mismatch" });
    expect(await requestsSince(mark)).toEqual([]);
    expect(await auditRows(conversationId)).toHaveLength(1);
  });

  it("holds no other person's portals: a member's capability answers not_found for a portal they do not hold", async () => {
    const companyId = await createCompany();
    const ravi = await signIn(DEMO.ravi.mobile, companyId);
    const conversationId = newId("conv_");
    const mark = await ledgerMark();

    const answer = await service()
      .session(ravi.sessionToken)
      .execute(planDetails("PRT-40122"), options(conversationId));

    expect(answered(answer)).toMatchObject({ status: "failed", code: "not_found" });
    expect(await requestsSince(mark)).toEqual([]);
    expect(await auditRows(conversationId)).toHaveLength(1);
  });

  it("decides nothing for another person's session: the action stays pending", async () => {
    const companyId = await createCompany();
    const owner = await signIn(uniqueMobile(), companyId);
    const stranger = await signIn(uniqueMobile(), companyId);
    const conversationId = newId("conv_");
    const proposed = answered(
      await service()
        .session(owner.sessionToken)
        .execute(
          {
            toolCallId: newId("call_"),
            name: "request_callback",
            args: { topic: "policy", preferred_window: "evening" },
          },
          options(conversationId),
        ),
    );
    if (proposed.status !== "pending") throw new Error(`expected pending, got ${proposed.status}`);

    const decided = answered(
      await service()
        .session(stranger.sessionToken)
        .decideAction(
          { conversationId, pendingActionId: proposed.pendingActionId, decision: "reject" },
          options(conversationId),
        ),
    );

    expect(decided.outcome).toMatchObject({ status: "failed", code: "confirmation_mismatch" });
    const stored = await service()
      .session(owner.sessionToken)
      .decideAction(
        { conversationId, pendingActionId: proposed.pendingActionId, decision: "reject" },
        options(conversationId),
      );
    expect(answered(stored).outcome).toMatchObject({ status: "failed", code: "confirmation_rejected" });
  });

  it("offers an anonymous caller a guest's tools without making a session, and makes one only to run a call", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>())?.n ?? 0;
    const before = await count();

    const listed = await service().session(null).listTools(options());
    expect(answered(listed).map((tool) => tool.name)).toContain("search_policy_knowledge");
    expect(await count()).toBe(before);

    const anonymous = service().session(null);
    const ran = await anonymous.execute(
      { toolCallId: newId("call_"), name: "search_policy_knowledge", args: { query: "waiting period" } },
      options(),
    );
    if (!ran.ok || !ran.issued) throw new Error("no guest session was issued");
    expect(ran.issued.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT role FROM sessions WHERE id = ?").bind(ran.issued.sessionId).first();
    expect(row).toEqual({ role: "guest" });
  });
});
