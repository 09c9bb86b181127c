/**
 * POST /mcp: the Model Context Protocol (Streamable HTTP, stateless) for partner agents. It lists the
 * tools offered to the caller now and runs a call through the same tool-call service as every
 * other caller (`invocationSource: 'agent'`, channel `mcp`): the MCP layer adds no check and can skip none.
 * A request that names a conversation (`x-conversation-id`) is let in only for its participants;
 * a call that names none runs as a direct run does: the service mints a new conversation for the
 * caller, whose object is made only when the call (a write that becomes pending) or a later request
 * by the caller needs it.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  type CallToolRequest,
  CallToolRequestSchema,
  ListToolsRequestSchema,
  type RequestId,
} from "@modelcontextprotocol/sdk/types.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import * as v from "valibot";
import { ConversationIdSchema, newId } from "../../../src/shared/ids";
import type { DirectRun, SessionAnswer, SessionRefusal } from "../../../src/shared/tool-service";
import type { AppEnv } from "../http/app-env";
import { limitBody } from "../http/body-limits";
import { enterConversation } from "../http/conversation";
import { jsonError } from "../http/errors";
import { isOneToolCall, type McpBody, readMcpBody } from "../http/mcp-call-arguments";
import { auditRefusedCall, mcpToolCallName } from "../http/refused-call";
import { issueSessionCookie, sessionCapability, sessionRefused } from "../http/session";
import { mcpChallenge } from "../oauth/mcp-challenge";

/** A caller may keep related calls in one conversation (and its audit trail) with this header. */
const CONVERSATION_HEADER = "x-conversation-id";

/** The named conversation, entered before anything else: a malformed id is a 400, a stranger's a 404. */
const namedConversation: MiddlewareHandler<AppEnv> = async (c, next) => {
  const named = c.req.header(CONVERSATION_HEADER);
  if (named === undefined) return next();
  if (!v.is(ConversationIdSchema, named)) {
    return jsonError(
      c,
      400,
      "bad_request",
      `${CONVERSATION_HEADER}: a conversation id is 8-64 letters, digits, - or _`,
    );
  }
  const entered = await enterConversation(c, named);
  return entered.ok ? next() : entered.response;
};

/** The body limits for MCP: a refused `tools/call` is audited under the named conversation, or a new one. */
const limitMcpBody = limitBody(async (c, refusal) => {
  const name = mcpToolCallName(refusal.prefix);
  if (name === null) return;
  const conversationId = c.req.header(CONVERSATION_HEADER);
  await auditRefusedCall(c, { name, channel: "mcp", invocationSource: "agent", conversationId }, refusal);
});

/** A run that names no conversation always starts one for a caller the edge verified. */
function started(run: DirectRun): Extract<DirectRun, { entered: true }> {
  if (!run.entered) throw new Error("a caller verified moments ago could not start a conversation");
  return run;
}

/** A `tools/call` request as the SDK routes it: its method, every other field passed through. */
const CALL_TOOL_METHOD = CallToolRequestSchema.pick({ method: true }).passthrough();

/** What the session capability answered this request's handlers: whether it was asked, and its refusal. */
interface Heard {
  asked: boolean;
  refusal: SessionRefusal | null;
}

function mcpServerFor(c: Context<AppEnv>, rawArguments: Map<RequestId, unknown>, heard: Heard): Server {
  const session = c.var.session;
  const caller = { channel: "mcp" as const, invocationSource: "agent" as const, partner: c.var.partner ?? null };
  // The SDK's default validator builds an Ajv instance (its meta-schemas compiled) with every server,
  // which was a fifth of this Worker's time per call; the Workers one compiles nothing until asked,
  // and this server never asks (it requests no input from clients).
  const server = new Server(
    { name: "toolgate", version: c.env.VERSION },
    { capabilities: { tools: {} }, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  const answered = <T>(answer: SessionAnswer<T>): T => {
    heard.asked = true;
    // The route answers a refusal as HTTP (below); the JSON-RPC answer this throw becomes is dropped.
    if (!answer.ok) {
      heard.refusal ??= answer.refusal;
      throw new Error(`the session does not verify: ${answer.refusal}`);
    }
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

  // Registered on the method alone: the SDK's server then checks the params itself and answers
  // malformed ones as invalid params (-32602); under the full schema its base class failed them
  // first, as an internal error (-32603).
  server.setRequestHandler(CALL_TOOL_METHOD, async (request, extra) => {
    // The SDK's server parsed the request against CallToolRequestSchema before calling this.
    const { params } = request as CallToolRequest;
    const call = {
      toolCallId: newId("mcp_call_"),
      name: params.name,
      // As the client sent them: the SDK's copy would have dropped a `__proto__` key silently.
      args: rawArguments.get(extra.requestId) ?? params.arguments ?? {},
    };
    const named = c.req.header(CONVERSATION_HEADER);
    // A named conversation was entered by `namedConversation`; one that names none is a direct run's:
    // the service mints its id for the caller and makes its object only if the call needs one.
    const { conversationId, outcome } =
      named === undefined
        ? started(answered(await session.run(call, caller)))
        : {
            conversationId: named,
            outcome: answered(await session.execute(call, { ...caller, conversationId: named })),
          };
    return {
      content: [{ type: "text" as const, text: JSON.stringify({ conversationId, outcome }) }],
      structuredContent: { conversationId, outcome },
      isError: outcome.status === "failed",
    };
  });
  return server;
}

export const mcpRoutes = new Hono<AppEnv>()
  .use(mcpChallenge, sessionCapability, namedConversation, limitMcpBody)
  .all("/", async (c) => {
    // Stateless: no server-sent stream to open (GET) and no session to end (DELETE). A GET stream would
    // only send keepalives, outlive the session's sign-out and cost a connection each (MCP lets a
    // server without one answer 405).
    if (c.req.method !== "POST") {
      c.header("allow", "POST");
      return jsonError(
        c,
        405,
        "method_not_allowed",
        "This MCP endpoint takes POST only: it keeps no stream or session.",
      );
    }
    const body = await readMcpBody(c.req.raw);
    if (body.sharedCallId) return jsonError(c, 400, "bad_request", "Each request in a batch needs an id of its own.");
    // A partner whose token does not verify hears it as HTTP (401), as on /v1, not inside a JSON-RPC
    // answer. Every handler below goes through the same session capability, which runs nothing for a
    // token that does not verify. One tools/call is judged by its own handler's call: its run reads the
    // session in the same D1 batch as the call's step, and a question asked beside it would read the
    // session again, alone. Anything else is asked beside the request (its handler may ask nothing).
    const heard: Heard = { asked: false, refusal: null };
    const verified = isOneToolCall(body) ? null : c.var.session.identity({ becomeGuest: false });
    // Stateless: one server and transport per request, nothing kept between requests.
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await mcpServerFor(c, body.rawArguments, heard).connect(transport);
    // A tool outside the grant is answered inside the JSON-RPC result as an unknown one: no status or
    // challenge tells a partner that a tool it was not granted exists.
    const [who, answer] = await Promise.all([
      verified,
      transport.handleRequest(c.req.raw, { parsedBody: body.parsed }),
    ]);
    // A tools/call the SDK refused before its handler ran has its token judged now, as any other.
    const asked = who ?? (heard.asked ? null : await c.var.session.identity({ becomeGuest: false }));
    const refusal = asked ? (asked.ok ? null : asked.refusal) : heard.refusal;
    if (refusal !== null) return sessionRefused(c, refusal);
    // Its params malformed (-32602), that call is still refused, so it leaves its row, as a direct
    // run refused for its body's shape does.
    if (isOneToolCall(body) && !heard.asked) return auditedRefusal(c, body, answer);
    return answer;
  });

/**
 * The SDK's answer to a tools/call it refused, once the call's audit row is written: with the headers
 * the row's write set on the route (its ids, a guest's cookie), as any answer of the route carries them.
 */
async function auditedRefusal(c: Context<AppEnv>, body: McpBody, answer: Response): Promise<Response> {
  const params = (body.parsed as { params: Record<string, unknown> }).params;
  const name = typeof params.name === "string" ? params.name : "";
  const bytes = Number(c.req.header("content-length") ?? 0) || 0;
  const conversationId = c.req.header(CONVERSATION_HEADER);
  await auditRefusedCall(
    c,
    { name, channel: "mcp", invocationSource: "agent", conversationId },
    { kind: "body_invalid", bytes },
  );
  return c.newResponse(answer.body, answer);
}
