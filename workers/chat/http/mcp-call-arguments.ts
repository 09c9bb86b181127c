/**
 * The `arguments` of each `tools/call` in an MCP request body, exactly as JSON.parse made them. The
 * MCP SDK validates a message by copying it, and a copy by assignment turns an `arguments` key named
 * `__proto__` into a prototype, so the key would be gone before the chain could refuse it. The chain
 * gets these instead, and refuses such a key as invalid_arguments with the call's audit row.
 */
import type { RequestId } from "@modelcontextprotocol/sdk/types.js";

/** By JSON-RPC request id; a body that is not JSON gives an empty map (the transport answers that error itself). */
export async function rawCallArguments(request: Request): Promise<Map<RequestId, unknown>> {
  const found = new Map<RequestId, unknown>();
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    // Not JSON: the MCP transport reads the body itself and answers the parse error.
    return found;
  }
  for (const message of Array.isArray(body) ? body : [body]) {
    if (!isCall(message)) continue;
    const args = message.params.arguments;
    if (typeof args === "object" && args !== null && !Array.isArray(args)) found.set(message.id, args);
  }
  return found;
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
