/**
 * The LLM adapter against a local OpenAI-compatible server (test/support/model-server), reached through the
 * AI SDK provider's own `fetch` over a service binding, in real turns through /chat. The server
 * answers with scripted tool calls and records every request, so these tests assert what the model
 * was sent: only the tools this caller is offered, as the registry's bytes; the member's message and
 * results only after the sanitizer; never a session, credential, OTP, mobile number or pending-action
 * id. What it proposes still meets the whole chain.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { toolPort } from "../../../durable-objects/conversation/tools-port";
import { llmModel } from "../../../src/assistant/model/llm/llm-model";
import { openAiCompatibleModel } from "../../../src/assistant/model/llm/openai-compatible";
import type { DataClass } from "../../../src/shared/data-class";
import { toolService } from "../../../workers/chat/http/tool-service";
import { chat, one, only, resume, types } from "../../support/chat";
import { type CompanyOptions, createCompany } from "../../support/company";
import { auditRows } from "../../support/executor";
import { DEMO, syntheticPortal, uniqueMobile } from "../../support/members";
import { conversationWith, SERVER_BASE_URL, scriptServer, serverFetch, serverRequests } from "../../support/model";
import type { ModelScript } from "../../support/model-server";
import { signIn } from "../../support/people";

const API_KEY = "test-model-key-0123456789";
const OFF = { enabled: false, roles: null, channels: null };

interface Sent {
  tools?: { function: { name: string; parameters: unknown } }[];
  tool_choice?: unknown;
  messages?: unknown[];
}

/** A member of a company of their own, an LLM pointed at a fresh script, and one turn through /chat. */
async function llmTurn(options: {
  company?: CompanyOptions;
  /** What the provider is cleared for: these tests look at what a model sees when it may see it all. */
  clearance?: DataClass;
  /** A demo member instead of a synthetic one. */
  mobile?: string;
  script: (portal: string) => Omit<ModelScript, "model">;
  message: string | ((mobile: string) => string);
}) {
  const mobile = options.mobile ?? uniqueMobile();
  const portal = syntheticPortal(mobile);
  const person = await signIn(mobile, await createCompany(options.company));
  const modelName = `scripted-${crypto.randomUUID()}`;
  await scriptServer({ model: modelName, ...options.script(portal) });
  const model = llmModel({
    model: openAiCompatibleModel({ baseURL: SERVER_BASE_URL, modelName, apiKey: API_KEY }, serverFetch),
    tools: toolPort(toolService(env)),
    clearance: options.clearance ?? "health",
  });
  const conversationId = await conversationWith(person.sessionToken, model);
  const message = typeof options.message === "string" ? options.message : options.message(mobile);
  const turn = await chat(person.sessionToken, { conversationId, message });
  const sent = async () => (await serverRequests(modelName)).map((request) => request.body as Sent);
  return { person, mobile, portal, turn, sent, requests: () => serverRequests(modelName) };
}

const toolNames = (body: Sent | undefined) => (body?.tools ?? []).map((tool) => tool.function.name);
const completed = (turn: { events: Parameters<typeof only>[0] }) =>
  only(turn.events, "tool.completed")
    .map((event) => `${event.toolName}:${event.code ?? "ok"}`)
    .sort();

describe("the LLM adapter, against a local OpenAI-compatible server", () => {
  it("offers the model exactly the caller's tools, as the registry's bytes, and sends every proposal through the chain", async () => {
    const { person, turn, sent } = await llmTurn({
      company: { tools: { get_e_card: OFF, request_callback: "absent" } },
      script: (portal) => ({
        plan: { kind: "member", topics: ["policies"] },
        rounds: [
          [
            { name: "get_policy_members", args: { portal_ref: portal } },
            { name: "get_e_card", args: { portal_ref: portal } },
            { name: "get_plan_detail", args: { portal_ref: portal } },
          ],
        ],
      }),
      message: "Show my policies",
    });

    const offered = await toolPort(toolService(env)).listTools({
      auth: person.auth,
      channel: "mobile",
      invocationSource: "agent",
    });
    const [planning, ...proposing] = await sent();
    expect(toolNames(planning)).toEqual(["plan_turn"]);
    expect(planning?.tool_choice).toEqual({ type: "function", function: { name: "plan_turn" } });
    expect(proposing).toHaveLength(2);
    for (const body of proposing) {
      expect(toolNames(body)).toEqual(offered.map((tool) => tool.name));
      expect((body.tools ?? []).map((tool) => JSON.stringify(tool.function.parameters))).toEqual(
        offered.map((tool) => JSON.stringify(tool.inputSchema)),
      );
    }
    expect(offered.map((tool) => tool.name)).not.toContain("get_e_card");
    expect(offered.map((tool) => tool.name)).not.toContain("request_callback");

    expect(completed(turn)).toEqual([
      "get_e_card:unknown_tool",
      "get_plan_detail:unknown_tool",
      "get_policy_members:ok",
      "list_my_policies:ok",
    ]);
    const rows = (await auditRows(turn.conversationId)).filter((row) => row.tool_call_id.startsWith(turn.turnId));
    expect(rows.map((row) => `${row.failure_code ?? "ok"}:${row.reason}`).sort()).toEqual([
      "ok:null",
      "ok:null",
      "unknown_tool:null",
      "unknown_tool:tool_switched_off",
    ]);
    expect(types(turn.events).at(-1)).toBe("turn.completed");
  });

  it("tells the event stream and the model nothing that sets a tool switched off apart from one that does not exist", async () => {
    const { turn, sent } = await llmTurn({
      company: { tools: { get_e_card: OFF } },
      script: (portal) => ({
        plan: { kind: "member", topics: ["policies"] },
        rounds: [
          [
            { name: "get_e_card", args: { portal_ref: portal } },
            { name: "get_e_cards", args: { portal_ref: portal } },
          ],
        ],
      }),
      message: "Show my e-card",
    });

    // The same event, but for the call's own id, name and duration.
    const [hidden, absent] = ["get_e_card", "get_e_cards"].map((name) => {
      const { toolCallId, toolName, durationMs, seq, at, ...rest } = only(turn.events, "tool.completed").find(
        (event) => event.toolName === name,
      ) as Record<string, unknown>;
      return rest;
    });
    expect(hidden).toMatchObject({ status: "failed", code: "unknown_tool" });
    expect(hidden).toEqual(absent);
    // What the model is sent back for each call: the same result.
    const messages = ((await sent()).at(-1)?.messages ?? []) as { role: string; content: unknown }[];
    const results = messages.filter((message) => message.role === "tool").map((message) => message.content);
    expect(results).toHaveLength(3);
    expect(results[1]).toBe(results[2]);
    expect(results[1]).toContain("unknown_tool");
  });

  it("shows the model the message and every result only after the sanitizer, and keeps its key in the header", async () => {
    const { person, mobile, turn, sent, requests } = await llmTurn({
      script: (portal) => ({
        plan: { kind: "member", topics: ["profile"] },
        rounds: [[{ name: "get_policy_members", args: { portal_ref: portal } }]],
      }),
      message: (mobile) => `What is on my profile? My number is ${mobile}, my OTP is 123456, token pc1.MBR-1001.1.c2ln`,
    });

    expect(completed(turn)).toEqual(["get_member_profile:ok", "get_policy_members:ok"]);
    const bodies = JSON.stringify(await sent());
    expect(bodies).toContain(`******${mobile.slice(-4)}`);
    for (const secret of [mobile, "123456", "pc1.", person.sessionToken, person.auth.sessionId, API_KEY]) {
      expect(bodies).not.toContain(secret);
    }
    // The opaque credential handle stays with the service (the member's own id may appear in their data).
    expect(person.auth.credentialRef).not.toBeNull();
    expect(bodies).not.toContain(String(person.auth.credentialRef));
    // The profile and the member list carry e-mail addresses: the model sees them masked.
    expect(bodies).not.toMatch(/"[a-z0-9.]+@example\.com/);
    expect((await requests()).every((request) => request.authorization === `Bearer ${API_KEY}`)).toBe(true);
  });

  it("never shows the model a pending action's id, and only the member's approval runs the write", async () => {
    const { person, turn, sent } = await llmTurn({
      script: () => ({
        plan: { kind: "callback", callback_topic: "claim", callback_window: "evening" },
        rounds: [[{ name: "request_callback", args: { topic: "claim", preferred_window: "evening" } }]],
      }),
      message: "Please call me back about my claim this evening",
    });

    const prompt = one(turn.events, "confirmation.required");
    const [, , afterProposal] = await sent();
    const shown = JSON.stringify(afterProposal?.messages);
    expect(shown).toContain('\\"status\\":\\"pending\\"');
    expect(shown).toContain(prompt.summary);
    expect(JSON.stringify(await sent())).not.toContain(prompt.pendingActionId);

    const approved = await resume(person.sessionToken, {
      conversationId: turn.conversationId,
      interruptId: prompt.interruptId,
      decision: "approve",
    });
    expect(one(approved.events, "tool.completed")).toMatchObject({ toolName: "request_callback", status: "ok" });
  });

  it("leaves the turn to the default model when the endpoint fails, so the member still gets an answer", async () => {
    const { turn, requests } = await llmTurn({
      script: () => ({ rounds: [], fail: true }),
      message: "What is my balance?",
    });

    // The plan and the first proposal were tried; each fell back, and the default proposes nothing more.
    expect(await requests()).toHaveLength(2);
    expect(completed(turn)).toEqual(["get_sum_insured_balance:ok"]);
    expect(one(turn.events, "message.completed").text).toContain("left on PRT-T");
    expect(types(turn.events).at(-1)).toBe("turn.completed");
  });
});

describe("what a provider is cleared for decides what it is sent", () => {
  /** A knowledge turn in which the model itself proposes reading one of Asha's claims in full. */
  const readsAClaim = (clearance: DataClass) =>
    llmTurn({
      clearance,
      mobile: DEMO.asha.mobile,
      script: () => ({
        plan: { kind: "knowledge" },
        rounds: [[{ name: "get_claim_details", args: { claim: "CN-2026-004127" } }]],
      }),
      message: "What is the waiting period for maternity?",
    });
  const DIAGNOSIS = "Dengue fever";

  it("never sends claim details to a provider cleared for public data: the deterministic composer carries the turn on", async () => {
    const { turn, sent } = await readsAClaim("public");

    expect(completed(turn)).toContain("get_claim_details:ok");
    const bodies = await sent();
    // The plan and the first proposal (before any data); nothing after the claim was read.
    expect(bodies).toHaveLength(2);
    expect(JSON.stringify(bodies)).not.toContain(DIAGNOSIS);
    expect(one(turn.events, "message.completed")).toMatchObject({ composer: "deterministic" });
    expect(one(turn.events, "turn.completed")).toMatchObject({ dataClass: "health" });
  });

  it("sends claim details to a provider cleared for health data, and says the model answered", async () => {
    const { turn, sent } = await readsAClaim("health");

    const bodies = await sent();
    expect(bodies).toHaveLength(3);
    expect(JSON.stringify(bodies.at(-1))).toContain(DIAGNOSIS);
    expect(one(turn.events, "message.completed")).toMatchObject({ composer: "model" });
    expect(one(turn.events, "turn.completed")).toMatchObject({ dataClass: "health" });
  });

  it("keeps a personal read from a provider cleared for public data, and classifies the turn personal", async () => {
    const { turn, sent } = await llmTurn({
      clearance: "public",
      script: () => ({ plan: { kind: "member", topics: ["profile"] }, rounds: [] }),
      message: "What is on my profile?",
    });

    expect(completed(turn)).toEqual(["get_member_profile:ok"]);
    expect(await sent()).toHaveLength(1);
    expect(one(turn.events, "turn.completed")).toMatchObject({ dataClass: "personal" });
  });
});
