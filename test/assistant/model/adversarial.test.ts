/**
 * A model is an untrusted party. The scripted model proposes exactly what each test gives it, in
 * real turns through /chat, and every proposal meets the whole chain: unknown and near-miss names,
 * a credential in an argument, another member's portal, a signed-out caller, a write among reads,
 * a model that loops. Each is refused or capped with its code; the stand-in's request ledger and
 * the audit rows show that nothing ran outside the chain.
 */
import { describe, expect, it } from "vitest";
import { scriptedModel } from "../../../src/assistant/model/scripted-model";
import { chat, one, only, resume, types } from "../../support/chat";
import { auditRows } from "../../support/executor";
import { guestToken, signInOverHttp } from "../../support/http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../../support/members";
import { conversationWith } from "../../support/model";
import { ledgerMark, requestsSince } from "../../support/stand-in";

async function member() {
  const mobile = uniqueMobile();
  return { token: await signInOverHttp(mobile), portal: syntheticPortal(mobile), memberId: memberIdOf(mobile) };
}

/** One turn of `rounds` through /chat; its events, the audit rows and the upstream requests it caused. */
async function turnProposing(
  token: string,
  rounds: { name: string; args?: Record<string, unknown> }[][],
  loop = false,
) {
  const conversationId = await conversationWith(token, scriptedModel({ rounds, loop }));
  const mark = await ledgerMark();
  const turn = await chat(token, { conversationId, message: "hello again" });
  const rows = (await auditRows(conversationId)).filter((row) => row.tool_call_id.startsWith(turn.turnId));
  return { ...turn, rows, upstream: await requestsSince(mark) };
}

const codes = (events: Awaited<ReturnType<typeof chat>>["events"]) =>
  only(events, "tool.completed").map((event) => [event.toolName, event.code]);

describe("a scripted model's proposals, through /chat and the whole chain", () => {
  it("refuses unknown and near-miss tool names with unknown_tool, calling nothing upstream", async () => {
    const { token } = await member();

    const turn = await turnProposing(token, [
      [
        { name: "get_plan_detail", args: { portal_ref: "PRT-40122" } },
        { name: "list_my_policies " },
        { name: "LIST_MY_POLICIES" },
        { name: "export_all_members" },
      ],
    ]);

    expect(codes(turn.events)).toEqual([
      ["get_plan_detail", "unknown_tool"],
      ["list_my_policies ", "unknown_tool"],
      ["LIST_MY_POLICIES", "unknown_tool"],
      ["export_all_members", "unknown_tool"],
    ]);
    expect(turn.upstream).toEqual([]);
    expect(turn.rows.map((row) => [row.failure_code, row.invocation_source])).toEqual(
      Array.from({ length: 4 }, () => ["unknown_tool", "agent"]),
    );
    expect(one(turn.events, "message.completed").text).toBe("There is no tool by that name.");
  });

  it("refuses an access_token argument with invalid_arguments and keeps the token out of the audit", async () => {
    const { token, portal } = await member();
    const forged = "pc1.MBR-1001.1999999999.c2lnbmF0dXJlLW9mLWEtZm9yZ2VkLXRva2Vu";

    const turn = await turnProposing(token, [
      [
        { name: "get_plan_details", args: { portal_ref: portal, access_token: forged } },
        { name: "list_my_claims", args: { authorization: `Bearer ${forged}` } },
      ],
    ]);

    expect(codes(turn.events)).toEqual([
      ["get_plan_details", "invalid_arguments"],
      ["list_my_claims", "invalid_arguments"],
    ]);
    expect(turn.upstream).toEqual([]);
    expect(JSON.stringify(turn.rows)).not.toContain("pc1.");
  });

  it("answers not_found for another member's portals, exactly as for one that does not exist", async () => {
    const { token } = await member();

    const turn = await turnProposing(token, [
      [
        { name: "get_plan_details", args: { portal_ref: "PRT-40122" } },
        { name: "get_sum_insured_balance", args: { portal_ref: "PRT-50001" } },
        { name: "get_e_card", args: { portal_ref: "PRT-99999" } },
      ],
    ]);

    expect(codes(turn.events)).toEqual([
      ["get_plan_details", "not_found"],
      ["get_sum_insured_balance", "not_found"],
      ["get_e_card", "not_found"],
    ]);
    expect(turn.upstream).toEqual([]);
    expect(one(turn.events, "message.completed").text).toContain("That policy is not yours or does not exist.");
  });

  it("gives a signed-out caller's proposed reads credential_unavailable, never another member's data, and asks them to sign in", async () => {
    const token = await guestToken();

    const turn = await turnProposing(token, [
      [{ name: "list_my_policies" }, { name: "get_claim_status", args: { claim: "CN-2026-004127" } }],
    ]);

    expect(codes(turn.events)).toEqual([
      ["list_my_policies", "credential_unavailable"],
      ["get_claim_status", "credential_unavailable"],
    ]);
    expect(turn.upstream).toEqual([]);
    expect(types(turn.events).at(-1)).toBe("auth.required");
    expect(only(turn.events, "message.completed")).toEqual([]);
  });

  it("runs the reads of a pass and holds its write pending: the write runs only when the member approves", async () => {
    const { token, memberId } = await member();

    const turn = await turnProposing(token, [
      [
        { name: "list_my_policies" },
        { name: "request_callback", args: { topic: "claim", preferred_window: "evening" } },
        { name: "get_member_profile" },
      ],
    ]);

    expect(types(turn.events).at(-1)).toBe("confirmation.required");
    expect(codes(turn.events)).toEqual(
      expect.arrayContaining([
        ["list_my_policies", null],
        ["get_member_profile", null],
      ]),
    );
    expect(only(turn.events, "tool.completed").map((event) => event.toolName)).not.toContain("request_callback");
    expect(turn.upstream.map((request) => [request.method, request.path, request.memberId]).sort()).toEqual([
      ["GET", "/v1/members/me", memberId],
      ["GET", "/v1/policies", memberId],
    ]);
    expect(turn.rows.find((row) => row.tool_name === "request_callback")?.failure_code).toBe("confirmation_required");

    const mark = await ledgerMark();
    const prompt = one(turn.events, "confirmation.required");
    const approved = await resume(token, {
      conversationId: turn.conversationId,
      interruptId: prompt.interruptId,
      decision: "approve",
    });

    expect(one(approved.events, "tool.completed")).toMatchObject({ toolName: "request_callback", status: "ok" });
    expect((await requestsSince(mark)).map((request) => [request.method, request.path])).toEqual([
      ["POST", "/v1/callbacks"],
    ]);
  });

  it("ends a model that proposes the same reads forever with tool_call_limit, running none past the limit", async () => {
    const { token } = await member();
    const fourReads = Array.from({ length: 4 }, () => ({ name: "list_my_policies" }));

    const turn = await turnProposing(token, [fourReads], true);

    expect(types(turn.events).at(-1)).toBe("turn.failed");
    expect(one(turn.events, "turn.failed").code).toBe("tool_call_limit");
    // Rounds 0 and 1 ran (8 calls); round 2 would have made 12 of at most 10, so none of it ran,
    // and each of its four stopped calls has its own row.
    expect(turn.rows.filter((row) => row.outcome === "ok")).toHaveLength(8);
    expect(turn.rows.filter((row) => row.failure_code === "tool_call_limit")).toHaveLength(4);
    expect(turn.upstream).toHaveLength(8);
  });

  it("stops a model that proposes one read forever after the turn's gather rounds, and still answers", async () => {
    const { token } = await member();

    const turn = await turnProposing(token, [[{ name: "list_my_policies" }]], true);

    expect(types(turn.events).at(-1)).toBe("turn.completed");
    expect(turn.rows).toHaveLength(3);
    expect(one(turn.events, "message.completed").text).toContain("You have one policy");
  });
});
