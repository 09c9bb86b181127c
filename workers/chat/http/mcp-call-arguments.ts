/**
 * The `arguments` of each `tools/call` in an MCP request body, exactly as JSON.parse made them. The
 * MCP SDK validates a message by copying it, and a copy by assignment turns an `arguments` key named
 * `__proto__` into a prototype, so the key would be gone before the chain could refuse it. The chain
 * gets these instead, and refuses such a key as invalid_arguments with the call's audit row.
 */
import type { RequestId } from "@modelcontextprotocol/sdk/types.js";

/** An MCP request's body parsed once: the message(s) for the transport, and each call's own arguments. */
export interface McpBody {
  /** The parsed body, or undefined when it is not JSON (the transport then reads it and answers the parse error). */
  readonly parsed: unknown;
  /** By JSON-RPC request id. */
  readonly rawArguments: Map<RequestId, unknown>;
  /**
   * Two requests of a batch share an id (two calls, or a call and a ping): each call's handler knows
   * its call only by its id, so one would run with the other's arguments (its audit row recording
   * them), or its answer be dropped for the other's. Such a body runs nothing.
   */
  readonly sharedCallId: boolean;
}

export async function readMcpBody(request: Request): Promise<McpBody> {
  const rawArguments = new Map<RequestId, unknown>();
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    return { parsed: undefined, rawArguments, sharedCallId: false };
  }
  const requestIds = new Set<RequestId>();
  let sharedCallId = false;
  for (const message of Array.isArray(body) ? body : [body]) {
    const id = requestId(message);
    if (id !== null && requestIds.has(id)) sharedCallId = true;
    if (id !== null) requestIds.add(id);
    if (!isCall(message)) continue;
    const args = message.params.arguments;
    if (typeof args === "object" && args !== null && !Array.isArray(args)) rawArguments.set(message.id, args);
  }
  return { parsed: body, rawArguments, sharedCallId };
}

/** The body is one `tools/call` request (not a batch): its handler is the first to ask the session. */
export function isOneToolCall(body: McpBody): boolean {
  return !Array.isArray(body.parsed) && isCall(body.parsed);
}

/** A request's JSON-RPC id (a notification, or anything that is no request, has none). */
function requestId(message: unknown): RequestId | null {
  if (typeof message !== "object" || message === null) return null;
  const { method, id } = message as Record<string, unknown>;
  return typeof method === "string" && (typeof id === "string" || typeof id === "number") ? id : null;
}

function isCall(message: unknown): message is { id: RequestId; params: { arguments?: unknown } } {
  if (typeof message !== "object" || message === null) return false;
  const { method, id, params } = message as Record<string, unknown>;
  return (
    method === "tools/call" &&
    (typeof id === "string" || typeof id === "number") &&
    typeof params === "object" &&
    params !== null
  );
}
