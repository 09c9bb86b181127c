/**
 * POST /mcp: the Model Context Protocol (Streamable HTTP, stateless) for partner agents. It lists the
 * tools offered to the caller now and runs a call through the same tool-call service as every
 * other caller (`invocationSource: 'agent'`, channel `mcp`): the MCP layer adds no check and can skip none.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema, type RequestId } from "@modelcontextprotocol/sdk/types.js";
import { type Context, Hono } from "hono";
import { newId } from "../../../src/shared/ids";
import type { SessionAnswer } from "../../../src/shared/tool-service";
import type { AppEnv } from "../http/app-env";
import { rawCallArguments } from "../http/mcp-call-arguments";
import { carriedSessionToken, issueSessionCookie, sessionCapability, sessionRefused } from "../http/session";

/** A caller may keep related calls in one conversation (and its audit trail) with this header. */
const CONVERSATION_HEADER = "x-conversation-id";
const CONVERSATION_ID = /^[A-Za-z0-9_-]{8,64}$/;

function mcpServerFor(c: Context<AppEnv>, rawArguments: Map<RequestId, unknown>): Server {
  const session = c.var.session;
  const caller = { channel: "mcp" as const, invocationSource: "agent" as const };
  const server = new Server({ name: "toolgate", version: c.env.VERSION }, { capabilities: { tools: {} } });
  const answered = <T>(answer: SessionAnswer<T>): T => {
    // The token was verified before the server started (below): a refusal now is a session that ended mid-request.
    if (!answer.ok) throw new Error(`the session stopped verifying: ${answer.refusal}`);
    if (answer.issued) issueSessionCookie(c, answer.issued.sessionToken, answer.issued.expiresAt);
    return answer.value;
  };

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: answered(await session.listTools(caller)).map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: { ...tool.inputSchema, type: "object" as const },
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const asked = c.req.header(CONVERSATION_HEADER);
    const conversationId = asked && CONVERSATION_ID.test(asked) ? asked : newId("mcp_");
    const outcome = answered(
      await session.execute(
        {
          toolCallId: newId("mcp_call_"),
          name: request.params.name,
          // As the client sent them: the SDK's copy would have dropped a `__proto__` key silently.
          args: rawArguments.get(extra.requestId) ?? request.params.arguments ?? {},
        },
        { ...caller, conversationId },
      ),
    );
    return {
      content: [{ type: "text" as const, text: JSON.stringify({ conversationId, outcome }) }],
      structuredContent: { conversationId, outcome },
      isError: outcome.status === "failed",
    };
  });
  return server;
}

export const mcpRoutes = new Hono<AppEnv>().use(sessionCapability).all("/", async (c) => {
  // A partner whose token does not verify hears it as HTTP (401), as on /v1, not inside a JSON-RPC answer.
  if (carriedSessionToken(c) !== null) {
    const who = await c.var.session.identity({ becomeGuest: false });
    if (!who.ok) return sessionRefused(c, who.refusal);
  }
  // Stateless: one server and transport per request, nothing kept between requests.
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await mcpServerFor(c, await rawCallArguments(c.req.raw)).connect(transport);
  return transport.handleRequest(c.req.raw);
});
