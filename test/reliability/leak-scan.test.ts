/**
 * The leak scan: canaries (a bearer token, a JWT, an OTP, a mobile number, an Aadhaar and a PAN
 * number, a signed URL) are planted in the stand-in's answers (its canary knob) and typed into
 * members' messages; then every tool runs (in the executor, over HTTP and over MCP, a write
 * approved), and turns run over SSE, over the WebSocket and with an LLM whose endpoint records
 * what it was sent. Every sink is searched for the canaries: tool outcomes, HTTP and MCP answers,
 * events (streamed, on the socket, replayed), audit rows (in D1 and through the admin route), the
 * console lines of this isolate (the chat Worker, the Conversation object, the executor run
 * in-process) and the model's recorded requests. Zero findings.
 */
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toolPort } from "../../durable-objects/conversation/tools-port";
import { llmModel } from "../../src/assistant/model/llm/llm-model";
import { openAiCompatibleModel } from "../../src/assistant/model/llm/openai-compatible";
import { newId } from "../../src/shared/ids";
import type { ToolOutcome } from "../../src/shared/outcome";
import { toolService } from "../../workers/chat/http/tool-service";
import { registry } from "../../workers/tools/catalogue/registry";
import { decideAction } from "../../workers/tools/confirm/decide-action";
import { chat, replay } from "../support/chat";
import { createCompany } from "../support/company";
import { auditRows, contextFor, run, testPorts } from "../support/executor";
import { call, signInOverHttp, staffHeaders } from "../support/http";
import { DEMO, syntheticPortal, uniqueMobile } from "../support/members";
import { conversationWith, SERVER_BASE_URL, scriptServer, serverFetch, serverRequests } from "../support/model";
import { signIn } from "../support/people";
import { CANARIES, CANARY_MESSAGE, captureConsole, SinkScan } from "../support/reliability/leaks/canaries";
import { openSocket } from "../support/socket";
import { callStandIn, plantCanaries, standInToken } from "../support/stand-in";

/** Where a turn stops: finished, failed, or paused for the person (a call-back waits for approval). */
const PAUSES_OR_ENDS: readonly string[] = ["turn.completed", "turn.failed", "confirmation.required", "auth.required"];

/** Valid arguments for every tool, for a member holding `portal` (a demo claim and hospital for the lookups). */
function argsFor(portal: string, note: string): Record<string, Record<string, string>> {
  return {
    list_my_policies: {},
    get_plan_details: { portal_ref: portal },
    get_covered_benefits: { portal_ref: portal },
    get_policy_members: { portal_ref: portal },
    get_sum_insured_balance: { portal_ref: portal },
    list_my_claims: {},
    get_claim_status: { claim: "CN-2026-000123" },
    get_claim_details: { claim: "CN-2026-000123" },
    list_policy_documents: { portal_ref: portal },
    get_e_card: { portal_ref: portal },
    get_member_profile: {},
    search_network_hospitals: { pin_code: "560034", city: "Bengaluru" },
    get_hospital_details: { hospital_id: "HSP-KAS-0001" },
    search_policy_knowledge: { query: `waiting period ${CANARIES[2]?.text ?? ""}` },
    request_callback: { topic: "claim", preferred_window: "morning", note },
  };
}

/** A note within the call-back's 280 characters that still carries several canaries. */
const NOTE = CANARIES.slice(2, 6)
  .map((canary) => canary.text)
  .join("; ");

const scan = new SinkScan();
const conversations = new Set<string>();
let logs: ReturnType<typeof captureConsole>;

beforeAll(async () => {
  logs = captureConsole();
  await plantCanaries(CANARIES.map((canary) => canary.text));
});

afterAll(async () => {
  await plantCanaries([]);
  logs.restore();
});

describe("the leak scan with canaries", () => {
  it("plants the canaries in the stand-in's answers, so the scan has something to find", async () => {
    const profile = await callStandIn("/v1/members/me", { token: await standInToken(DEMO.asha.mobile) });
    const raw = await profile.text();

    expect(raw).toContain(CANARIES[0]?.text);
  });

  it("finds no canary in any tool's outcome or audit row, run in the executor, over HTTP and over MCP", async () => {
    const mobile = uniqueMobile();
    const portal = syntheticPortal(mobile);
    const member = await signIn(mobile, await createCompany());
    const args = argsFor(portal, NOTE);
    const token = await signInOverHttp(uniqueMobile());
    const httpArgs = argsFor("PRT-40122", NOTE);

    for (const name of registry.names) {
      const ran = await run(member, name, { args: args[name], invocationSource: "user" });
      conversations.add(ran.conversationId);
      scan.add("executor outcome", ran.outcome);
      if (ran.outcome.status === "pending") {
        const decided = await decideAction(
          { conversationId: ran.conversationId, pendingActionId: ran.outcome.pendingActionId, decision: "approve" },
          await contextFor(member, { conversationId: ran.conversationId, invocationSource: "user" }),
          testPorts(),
        );
        scan.add("executor outcome", decided);
      }

      const direct = await call(`/v1/tools/${name}/run`, { token, body: { args: httpArgs[name] } });
      const body = (await direct.json()) as { conversationId: string; outcome: ToolOutcome };
      conversations.add(body.conversationId);
      scan.add("HTTP answer", body);
      if (body.outcome.status === "pending") {
        const decided = await call(`/v1/actions/${body.outcome.pendingActionId}`, {
          token,
          body: { conversationId: body.conversationId, decision: "approve" },
        });
        scan.add("HTTP answer", await decided.text());
      }

      const mcp = await call("/mcp", {
        token,
        body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: httpArgs[name] } },
        headers: { accept: "application/json, text/event-stream" },
      });
      scan.add("MCP answer", await mcp.text());
    }

    expect(scan.bytes.get("executor outcome")).toBeGreaterThan(10_000);
    expect(scan.findings).toEqual([]);
  }, 120_000);

  it("finds no canary in the events of turns over SSE and the WebSocket, nor in their replay", async () => {
    const token = await signInOverHttp(uniqueMobile());
    const sse = await chat(token, { message: `Show my policies and my claims. ${CANARY_MESSAGE}` });
    conversations.add(sse.conversationId);
    scan.add("SSE events", sse.events);
    const knowledge = await chat(token, {
      conversationId: sse.conversationId,
      message: `What is the waiting period for pre-existing diseases? ${CANARY_MESSAGE}`,
    });
    scan.add("SSE events", knowledge.events);

    const replayed = await replay(token, sse.conversationId);
    let after = Math.max(...replayed.map((event) => event.seq));
    const socket = await openSocket(sse.conversationId, token, after);
    for (const message of ["What is my balance and my e-card?", "Please call me back about my claim."]) {
      socket.send({ type: "message", message: `${message} ${CANARY_MESSAGE}` });
      const refused = socket.errorFrames(1).then((frames) => {
        throw new Error(`the socket refused the message: ${JSON.stringify(frames)}`);
      });
      const started = await Promise.race([
        socket.next((event) => event.type === "turn.started" && event.seq > after),
        refused,
      ]);
      const ended = await socket.next(
        (event) => PAUSES_OR_ENDS.includes(event.type) && event.turnId === started.turnId,
      );
      after = ended.seq;
    }
    socket.close();
    scan.add("WebSocket events", socket.events);
    scan.add("replayed events", await replay(token, sse.conversationId));

    expect(socket.events.length).toBeGreaterThan(0);
    expect(scan.findings).toEqual([]);
  }, 60_000);

  it("finds no canary in what an LLM was sent, over a turn that reads planted data and a member's pasted secrets", async () => {
    const mobile = uniqueMobile();
    const portal = syntheticPortal(mobile);
    const member = await signIn(mobile, await createCompany());
    const modelName = `leak-scan-${newId()}`;
    await scriptServer({
      model: modelName,
      plan: { kind: "member", topics: ["policies", "claims"] },
      rounds: [
        [
          { name: "get_member_profile", args: {} },
          { name: "list_policy_documents", args: { portal_ref: portal } },
          { name: "get_policy_members", args: { portal_ref: portal } },
          { name: "list_my_claims", args: {} },
        ],
        [],
      ],
    });
    const model = llmModel({
      model: openAiCompatibleModel({ baseURL: SERVER_BASE_URL, modelName, apiKey: "leak-scan-key" }, serverFetch),
      tools: toolPort(toolService(env)),
      // Cleared for everything, so the model is sent every result the turn reads: the widest sink.
      clearance: "health",
    });
    const conversationId = await conversationWith(member.sessionToken, model);
    conversations.add(conversationId);
    const turn = await chat(member.sessionToken, { conversationId, message: `Show my documents. ${CANARY_MESSAGE}` });
    scan.add("SSE events", turn.events);

    const sent = (await serverRequests(modelName)).map((request) => request.body);
    scan.add("model requests", sent);

    expect(sent.length).toBeGreaterThan(1);
    expect(scan.findings).toEqual([]);
  }, 60_000);

  it("finds no canary in the audit rows (in D1 and through the admin route) or in any console line", async () => {
    for (const conversationId of conversations) {
      scan.add("audit rows", await auditRows(conversationId));
      const admin = await call(`/admin/v1/audit?conversationId=${conversationId}`, { headers: await staffHeaders() });
      expect(admin.status).toBe(200);
      scan.add("admin audit", await admin.text());
    }
    scan.add("console lines", logs.lines);

    expect(scan.bytes.get("audit rows")).toBeGreaterThan(1_000);
    expect(scan.findings).toEqual([]);
  });
});
