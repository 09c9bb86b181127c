/**
 * POST /mcp: the Model Context Protocol (Streamable HTTP, stateless) for partner agents. It lists the
 * tools offered to the caller now and runs a call through the same tool-call service as every
 * other caller (`invocationSource: 'agent'`, channel `mcp`): the MCP layer adds no check and can skip none.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { type Context, Hono } from "hono";
import { newId } from "../../../src/shared/ids";
import type { AppEnv } from "../http/app-env";
import { sessionMiddleware } from "../http/session";
import { toolService } from "../http/tool-service";

/** A caller may keep related calls in one conversation (and its audit trail) with this header. */
const CONVERSATION_HEADER = "x-conversation-id";
const CONVERSATION_ID = /^[A-Za-z0-9_-]{8,64}$/;

function mcpServerFor(c: Context<AppEnv>): Server {
  const tools = toolService(c.env);
  const caller = { auth: c.get("auth"), channel: "mcp" as const, invocationSource: "agent" as const };
  const server = new Server({ name: "toolgate", version: c.env.VERSION }, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: (await tools.listTools(caller)).map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { ...tool.inputSchema, type: "object" as const },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const asked = c.req.header(CONVERSATION_HEADER);
    const conversationId = asked && CONVERSATION_ID.test(asked) ? asked : newId("mcp_");
    const outcome = await tools.execute(
      { toolCallId: newId("mcp_call_"), name: request.params.name, args: request.params.arguments ?? {} },
      { ...caller, conversationId },
    );
    return {
      content: [{ type: "text" as const, text: JSON.stringify({ conversationId, outcome }) }],
      structuredContent: { conversationId, outcome },
      isError: outcome.status === "failed",
    };
  });
  return server;
}

export const mcpRoutes = new Hono<AppEnv>().use(sessionMiddleware).all("/", async (c) => {
  // Stateless: one server and transport per request, nothing kept between requests.
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await mcpServerFor(c).connect(transport);
  return transport.handleRequest(c.req.raw);
});
