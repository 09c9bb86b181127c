import { describe, expect, it } from "vitest";
import { call, guestToken, signInOverHttp, staffHeaders } from "../support/http";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

interface RpcReply {
  jsonrpc: "2.0";
  id: number;
  result?: {
    tools?: { name: string; inputSchema: { type: string } }[];
    isError?: boolean;
    structuredContent?: { conversationId: string; outcome: Record<string, unknown> };
    serverInfo?: { name: string };
  };
  error?: { code: number; message: string };
}

let nextId = 1;
async function rpc(token: string, method: string, params: Record<string, unknown> = {}): Promise<RpcReply> {
  const response = await call("/mcp", {
    token,
    body: { jsonrpc: "2.0", id: nextId++, method, params },
    headers: { accept: "application/json, text/event-stream" },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as RpcReply;
}

describe("the MCP endpoint", () => {
  it("initializes as a toolgate server with tools", async () => {
    const reply = await rpc(await guestToken(), "initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "partner-agent", version: "1.0.0" },
    });
    expect(reply.result?.serverInfo?.name).toBe("toolgate");
  });

  it("lists the tools offered to the caller, with their JSON Schemas", async () => {
    const reply = await rpc(await signInOverHttp(uniqueMobile()), "tools/list");
    const names = reply.result?.tools?.map((tool) => tool.name) ?? [];
    expect(names).toContain("get_plan_details");
    expect(names).toContain("request_callback");
    for (const tool of reply.result?.tools ?? []) expect(tool.inputSchema.type).toBe("object");
  });

  it("runs a call through the whole chain: a guest is told to sign in and nothing reaches the upstream", async () => {
    const mark = await ledgerMark();

    const reply = await rpc(await guestToken(), "tools/call", {
      name: "get_plan_details",
      arguments: { portal_ref: "PRT-40122" },
    });

    expect(reply.result?.isError).toBe(true);
    expect(reply.result?.structuredContent?.outcome).toMatchObject({
      status: "failed",
      code: "credential_unavailable",
    });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("refuses an access_token argument and another member's portal as the chain does", async () => {
    const token = await signInOverHttp(uniqueMobile());

    const injected = await rpc(token, "tools/call", { name: "list_my_claims", arguments: { access_token: "pc1.x" } });
    const foreign = await rpc(token, "tools/call", {
      name: "get_plan_details",
      arguments: { portal_ref: "PRT-40122" },
    });

    expect(injected.result?.structuredContent?.outcome).toMatchObject({ code: "invalid_arguments" });
    expect(foreign.result?.structuredContent?.outcome).toMatchObject({ code: "not_found" });
  });

  it("parks a write as pending instead of running it", async () => {
    const mark = await ledgerMark();

    const reply = await rpc(await signInOverHttp(uniqueMobile()), "tools/call", {
      name: "request_callback",
      arguments: { topic: "claim", preferred_window: "morning" },
    });

    expect(reply.result?.structuredContent?.outcome).toMatchObject({ status: "pending" });
    expect((await requestsSince(mark)).filter((r) => r.path === "/v1/callbacks")).toEqual([]);
  });

  it("records a call as the mcp channel and an agent's proposal, whatever channel the client declares", async () => {
    const reply = await rpc(await signInOverHttp(uniqueMobile()), "tools/call", {
      name: "search_policy_knowledge",
      arguments: { query: "waiting period" },
    });
    const conversationId = reply.result?.structuredContent?.conversationId ?? "";

    const audit = await call(`/admin/v1/audit?conversationId=${conversationId}`, { headers: await staffHeaders() });

    const { rows } = (await audit.json()) as { rows: Record<string, unknown>[] };
    expect(rows).toMatchObject([
      { tool: "search_policy_knowledge", channel: "mcp", invocationSource: "agent", role: "member" },
    ]);
  });

  it("answers a tools/call whose params are malformed as invalid params (-32602), echoing none of them", async () => {
    const token = await signInOverHttp(uniqueMobile());
    for (const params of [{ name: 5 }, { name: "get_plan_details", arguments: "PRT-40122<script>" }, {}]) {
      const reply = await rpc(token, "tools/call", params);
      expect(reply.result).toBeUndefined();
      expect(reply.error?.code).toBe(-32602);
      expect(reply.error?.message).not.toContain("<script>");
    }
  });

  it("leaves the audit row of a tools/call refused for malformed params, naming the tool, and calls nothing upstream", async () => {
    const token = await signInOverHttp(uniqueMobile());
    const mark = await ledgerMark();
    for (const [params, tool] of [
      [{ name: "get_plan_details", arguments: "PRT-40122<script>" }, "get_plan_details"],
      [{ name: 5 }, "(not a tool name: )"],
    ] as const) {
      const response = await call("/mcp", {
        token,
        body: { jsonrpc: "2.0", id: nextId++, method: "tools/call", params },
        headers: { accept: "application/json, text/event-stream" },
      });
      expect(((await response.json()) as RpcReply).error?.code).toBe(-32602);

      const audit = await call(`/admin/v1/audit?conversationId=${response.headers.get("x-conversation-id")}`, {
        headers: await staffHeaders(),
      });
      const { rows } = (await audit.json()) as { rows: Record<string, unknown>[] };
      expect(rows).toMatchObject([
        { toolCallId: response.headers.get("x-tool-call-id"), tool, outcome: "failed", channel: "mcp" },
      ]);
      expect(JSON.stringify(rows)).not.toContain("<script>");
    }
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("runs nothing for a batch whose tools/calls share an id, since one would run with the other's arguments", async () => {
    const mobile = uniqueMobile();
    const token = await signInOverHttp(mobile);
    const mark = await ledgerMark();
    const callWith = (portal: string) => ({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "get_plan_details", arguments: { portal_ref: portal } },
    });

    const response = await call("/mcp", {
      token,
      // Asking another member's portal, then its own: read by id, both would run as the second.
      body: [callWith("PRT-40122"), callWith(syntheticPortal(mobile))],
      headers: { accept: "application/json, text/event-stream" },
    });

    expect(response.status).toBe(400);
    expect(await requestsSince(mark, memberIdOf(mobile))).toEqual([]);
  });

  it("runs nothing for a batch where a tools/call shares its id with another request, so no call goes unanswered", async () => {
    const mobile = uniqueMobile();
    const token = await signInOverHttp(mobile);
    const mark = await ledgerMark();
    const ping = { jsonrpc: "2.0", id: 9, method: "ping" };
    const read = {
      jsonrpc: "2.0",
      id: 9,
      method: "tools/call",
      params: { name: "get_plan_details", arguments: { portal_ref: syntheticPortal(mobile) } },
    };

    for (const batch of [
      [ping, read],
      [read, ping],
    ]) {
      const response = await call("/mcp", {
        token,
        body: batch,
        headers: { accept: "application/json, text/event-stream" },
      });
      expect(response.status).toBe(400);
    }
    expect(await requestsSince(mark, memberIdOf(mobile))).toEqual([]);
  });

  it.each(["GET", "DELETE"])(
    "answers %s with 405 and opens no stream: the endpoint keeps no stream or session",
    async (method) => {
      const token = await signInOverHttp(uniqueMobile());
      const response = await call("/mcp", { method, token, headers: { accept: "text/event-stream" } });

      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(response.headers.get("content-type")).not.toContain("text/event-stream");
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    },
  );
});
