/**
 * B7's peer, written as the `agents` SDK's own examples write it: `McpAgent` serving a
 * `get_plan_details` tool over Streamable HTTP at /mcp, and an `AIChatAgent` whose turn a mock model
 * drives (first step: the three reads as tool calls; second: the answer), every tool calling the
 * PlanCover stand-in over its service binding through the same handler and client as ours. The
 * stand-in token comes with the request, as an OAuth provider's props would carry it (`x-stand-in`).
 * It checks nothing and writes no audit row: the peer is the SDK's own cost. Local benchmarks only.
 */
import { AIChatAgent } from "@cloudflare/ai-chat";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { getAgentByName } from "agents";
import { McpAgent } from "agents/mcp";
import { convertToModelMessages, type LanguageModel, stepCountIs, streamText, tool } from "ai";
import { z } from "zod";
import { standInRead } from "../shared/stand-in-read";

interface AgentsEnv {
  readonly DB: D1Database;
  readonly PLANCOVER: Fetcher;
  readonly MCP: DurableObjectNamespace<BenchMcp>;
  readonly CHAT: DurableObjectNamespace<BenchChat>;
}

/** The SDK types its classes by the global `Cloudflare.Env` (the chat Worker's here); these are this Worker's bindings. */
const bindings = (env: Cloudflare.Env) => env as unknown as AgentsEnv;

const PORTAL = z.object({ portal_ref: z.string() });

/** A read's answer as a tool gives it back: the stand-in's data, or the failure code. */
async function read(env: AgentsEnv, name: string, args: Record<string, unknown>, token: string) {
  const answer = await standInRead(env, name, args, `Bearer ${token}`);
  return answer.ok ? { status: "ok", data: answer.value } : { status: "failed", code: answer.code };
}

export class BenchMcp extends McpAgent<Cloudflare.Env, unknown, { standIn: string }> {
  server = new McpServer({ name: "bench", version: "1.0.0" });

  async init(): Promise<void> {
    this.server.registerTool(
      "get_plan_details",
      { description: "The plan behind one of the member's portals.", inputSchema: PORTAL.shape },
      async (args) => {
        const result = await read(bindings(this.env), "get_plan_details", args, this.props?.standIn ?? "");
        return { content: [{ type: "text", text: JSON.stringify(result) }], structuredContent: result };
      },
    );
  }
}

/** The three reads of the planned turn, in the order ours prefetches them. */
const TURN_READS = ["get_plan_details", "get_covered_benefits", "get_sum_insured_balance"] as const;
const USAGE = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A model that asks for the three reads, then, once their results are in the prompt, answers. */
function mockModel(portal: string): LanguageModel {
  const stream = (parts: unknown[]) => ({
    stream: new ReadableStream({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    }),
  });
  return {
    specificationVersion: "v4",
    provider: "bench",
    modelId: "mock",
    supportedUrls: {},
    doGenerate: () => Promise.reject(new Error("the chat agent streams")),
    doStream: async (options) => {
      const answered = options.prompt.some((message) => message.role === "tool");
      if (answered) {
        return stream([
          { type: "stream-start", warnings: [] },
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", delta: "Here are your plan details, benefits and balance." },
          { type: "text-end", id: "t" },
          { type: "finish", finishReason: { unified: "stop", raw: undefined }, usage: USAGE },
        ]);
      }
      return stream([
        { type: "stream-start", warnings: [] },
        ...TURN_READS.map((toolName, i) => ({
          type: "tool-call",
          toolCallId: `call_${i}`,
          toolName,
          input: JSON.stringify({ portal_ref: portal }),
        })),
        { type: "finish", finishReason: { unified: "tool-calls", raw: undefined }, usage: USAGE },
      ]);
    },
  } as LanguageModel;
}

export class BenchChat extends AIChatAgent<Cloudflare.Env> {
  #standIn = "";
  #portal = "";

  override async onChatMessage(): Promise<Response> {
    const tools = Object.fromEntries(
      TURN_READS.map((name) => [
        name,
        tool({ inputSchema: PORTAL, execute: (args) => read(bindings(this.env), name, args, this.#standIn) }),
      ]),
    );
    const result = streamText({
      model: mockModel(this.#portal),
      messages: await convertToModelMessages(this.messages),
      tools,
      stopWhen: stepCountIs(3),
    });
    return result.toUIMessageStreamResponse();
  }

  /** One turn, as the SDK runs a programmatic message: persisted, streamed, its reads run. */
  async turn(text: string, standIn: string, portal: string): Promise<{ status: string; reads: number }> {
    [this.#standIn, this.#portal] = [standIn, portal];
    const saved = await this.saveMessages((messages) => [
      ...messages,
      { id: crypto.randomUUID(), role: "user", parts: [{ type: "text", text }] },
    ]);
    const last = this.messages.at(-1);
    const reads = (last?.parts ?? []).filter(
      (part) =>
        "state" in part &&
        part.state === "output-available" &&
        (part as { output?: { status?: string } }).output?.status === "ok",
    ).length;
    return { status: saved.status, reads };
  }
}

const mcp = BenchMcp.serve("/mcp", { binding: "MCP" });

export default {
  async fetch(request: Request, env: AgentsEnv, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/plancover/")) {
      const upstream = new URL(url.pathname.slice("/plancover".length) + url.search, "https://plancover.internal");
      return env.PLANCOVER.fetch(new Request(upstream, request));
    }
    if (url.pathname === "/health") return Response.json({ ok: true });
    const standIn = request.headers.get("x-stand-in") ?? "";
    if (url.pathname.startsWith("/mcp")) {
      // The props an OAuth provider would hand the agent: here, only the stand-in token.
      const withProps = {
        waitUntil: (promise: Promise<unknown>) => ctx.waitUntil(promise),
        passThroughOnException: () => ctx.passThroughOnException(),
        props: { standIn },
      } as unknown as ExecutionContext;
      return mcp.fetch(request, env, withProps);
    }
    if (url.pathname === "/chat" && request.method === "POST") {
      const body = (await request.json()) as { message: string; portal: string };
      // A new conversation per turn, as ours starts one.
      const namespace = env.CHAT as unknown as Parameters<typeof getAgentByName>[0];
      const agent = (await getAgentByName(namespace, crypto.randomUUID())) as unknown as DurableObjectStub<BenchChat>;
      return Response.json(await agent.turn(body.message, standIn, body.portal));
    }
    return Response.json({ error: "not_found" }, { status: 404 });
  },
} satisfies ExportedHandler<AgentsEnv>;
