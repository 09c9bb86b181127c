/**
 * An explicit-only tool (`targetScope: 'explicit_user_selected'`) runs only when a person chose it.
 * Through /chat the model may propose it only once the member selected it; through the run endpoint a
 * person pressing run chose it, and a partner's app never did: its run is recorded as the partner's
 * (`invocationSource: 'partner'`), never as the member's. The catalogue has no explicit-only tool, so
 * these run the chat Worker's routes and a conversation's engine against the tool-call service in
 * this isolate, over the real D1 and objects, with `get_member_profile` made explicit-only.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { scriptedModel } from "../../src/assistant/model/scripted-model";
import { app } from "../../workers/chat/app";
import { bindGrantSession } from "../../workers/tools/auth/grants";
import { chat, only } from "../support/chat";
import { auditRows, testPorts } from "../support/executor";
import { BASE, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { connectPartner } from "../support/partner";
import { signIn } from "../support/people";
import { withExplicitOnly } from "../support/registry";
import { installPorts, toolPortWith, toolServiceWith } from "../support/tool-service";

const TOOL = "get_member_profile";
const ports = () => testPorts({ registry: withExplicitOnly(TOOL) });

type Json = Record<string, unknown>;

/** A request to the chat Worker's routes, with the in-process tool-call service as its TOOLS. */
async function send(path: string, token: string, body?: Json): Promise<{ status: number; json: Json }> {
  const response = await app.request(
    `${BASE}${path}`,
    {
      method: body === undefined ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    { ...env, TOOLS: toolServiceWith(ports()) },
  );
  return { status: response.status, json: (await response.json()) as Json };
}

async function sourceOf(conversationId: unknown, toolCallId: unknown) {
  const rows = await auditRows(String(conversationId));
  return rows.find((row) => row.tool_call_id === toolCallId)?.invocation_source;
}

describe("an explicit-only tool through /chat", () => {
  it("is refused to the model's proposal until the member selects it, then runs", async () => {
    const token = await signInOverHttp(uniqueMobile());
    const first = await chat(token, { message: "hello" });
    const model = scriptedModel({ rounds: [[{ name: TOOL }]] });
    await installPorts(first.conversationId, { planner: model, composer: model, tools: toolPortWith(ports()) });

    const unselected = await chat(token, { conversationId: first.conversationId, message: "hello again" });
    const selected = await chat(token, {
      conversationId: first.conversationId,
      message: "hello again",
      explicitlySelectedTools: [TOOL],
    });

    const codes = (turn: typeof selected) =>
      only(turn.events, "tool.completed").map((event) => [event.toolName, event.code ?? event.status]);
    expect(codes(unselected)).toEqual([[TOOL, "explicit_selection_required"]]);
    expect(codes(selected)).toEqual([[TOOL, "ok"]]);
    const rows = (await auditRows(first.conversationId)).filter((row) => row.tool_name === TOOL);
    expect(rows.map((row) => [row.failure_code, row.invocation_source])).toEqual([
      ["explicit_selection_required", "agent"],
      [null, "agent"],
    ]);
  });
  it("is refused to the model's proposal in a partner's turn, even when the partner's app sends it as selected", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["documents:read"]);
    const first = await chat(tokens.access_token, { message: "hello" });
    const model = scriptedModel({ rounds: [[{ name: TOOL }]] });
    await installPorts(first.conversationId, { planner: model, composer: model, tools: toolPortWith(ports()) });

    const selected = await chat(tokens.access_token, {
      conversationId: first.conversationId,
      message: "hello again",
      explicitlySelectedTools: [TOOL],
    });

    const codes = only(selected.events, "tool.completed").map((event) => [event.toolName, event.code ?? event.status]);
    expect(codes).toEqual([[TOOL, "explicit_selection_required"]]);
  });
});

describe("an explicit-only tool through the run endpoint", () => {
  it("runs for the member who pressed run, recorded as their own run", async () => {
    const token = await signInOverHttp(uniqueMobile());

    const ran = await send(`/v1/tools/${TOOL}/run`, token, { args: {} });

    expect(ran.status).toBe(200);
    expect(ran.json.outcome).toMatchObject({ status: "ok" });
    expect(await sourceOf(ran.json.conversationId, ran.json.toolCallId)).toBe("user");
  });

  it("is refused to a partner's run, recorded as the partner's, and is not offered to it", async () => {
    const { tokens } = await connectPartner(uniqueMobile(), ["documents:read"]);

    const refused = await send(`/v1/tools/${TOOL}/run`, tokens.access_token, { args: {} });
    const other = await send("/v1/tools/list_policy_documents/run", tokens.access_token, { args: {} });
    const offered = await send("/v1/tools", tokens.access_token);

    expect(refused.json.outcome).toMatchObject({ status: "failed", code: "explicit_selection_required" });
    expect(await sourceOf(refused.json.conversationId, refused.json.toolCallId)).toBe("partner");
    expect(await sourceOf(other.json.conversationId, other.json.toolCallId)).toBe("partner");
    const names = (offered.json.tools as { name: string }[]).map((tool) => tool.name);
    expect(names).toContain("list_policy_documents");
    expect(names).not.toContain(TOOL);
  });

  it("is the partner's run on a grant's session whatever its caller calls it", async () => {
    const person = await signIn(uniqueMobile(), env.DEFAULT_COMPANY_ID);
    await bindGrantSession(
      env.DB,
      person.sessionToken,
      { clientId: "client_test", scopes: ["documents:read"] },
      new Date(),
    );

    const answer = await toolServiceWith(ports())
      .session(person.sessionToken)
      .run({ toolCallId: "call_as_user", name: TOOL, args: {} }, { channel: "partner", invocationSource: "user" });
    if (!answer.ok || !answer.value.entered) throw new Error("the grant's session was refused");

    expect(answer.value.outcome).toMatchObject({ status: "failed", code: "explicit_selection_required" });
    expect(await sourceOf(answer.value.conversationId, "call_as_user")).toBe("partner");
  });
});
