/**
 * A partner's MCP `tools/call` of a tool outside its grant is answered exactly as a call of a tool
 * that does not exist: the same HTTP status, no challenge, the same JSON-RPC result but for the
 * conversation's id; the audit row alone keeps why (`scope_not_granted`).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";

interface Reply {
  status: number;
  challenge: string | null;
  result: { isError?: boolean; structuredContent?: { conversationId: string; outcome: Record<string, unknown> } };
}

async function toolsCall(token: string, name: string): Promise<Reply> {
  const response = await call("/mcp", {
    token,
    body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: {} } },
    headers: { accept: "application/json, text/event-stream" },
  });
  const body = (await response.json()) as { result: Reply["result"] };
  return { status: response.status, challenge: response.headers.get("www-authenticate"), result: body.result };
}

describe("a partner's MCP call of a tool it was not granted", () => {
  it("is answered exactly as a tool that does not exist, the audit row keeping scope_not_granted", async () => {
    const { clientId, tokens } = await connectPartner(uniqueMobile(), ["policies:read"]);

    const hidden = await toolsCall(tokens.access_token, "list_my_claims");
    const absent = await toolsCall(tokens.access_token, "list_my_claimz");

    expect(hidden.status).toBe(200);
    expect(hidden.status).toBe(absent.status);
    expect(hidden.challenge).toBeNull();
    expect(hidden.result.structuredContent?.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    const withoutId = ({ result }: Reply) => ({
      ...result,
      content: undefined,
      structuredContent: { outcome: result.structuredContent?.outcome },
    });
    expect(withoutId(hidden)).toEqual(withoutId(absent));
    const row = await env.DB.prepare(
      "SELECT failure_code, reason, channel, partner_client_id FROM tool_audit WHERE conversation_id = ?",
    )
      .bind(hidden.result.structuredContent?.conversationId)
      .first();
    expect(row).toEqual({
      failure_code: "unknown_tool",
      reason: "scope_not_granted",
      channel: "mcp",
      partner_client_id: clientId,
    });
  });
});
