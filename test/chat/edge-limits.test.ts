/**
 * The edge's limits, before anything else happens: a body over MAX_BODY_BYTES is a 413, JSON nested
 * deeper than MAX_JSON_DEPTH a 400 (a refused tool call still leaves its audit row), a JSON route
 * sent anything but JSON a 415, and a browser page from another origin cannot open a socket.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { chat } from "../support/chat";
import { adminAuditRows, BASE, call, signInOverHttp, staffHeaders } from "../support/http";
import { uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

/** wrangler.toml's defaults. */
const MAX_BODY_BYTES = 65_536;
const MAX_JSON_DEPTH = 20;

const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`;
const hugeString = (bytes: number) => "x".repeat(bytes);

function post(path: string, token: string, body: BodyInit, headers: Record<string, string> = {}) {
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body,
  });
}

const mcpHeaders = { accept: "application/json, text/event-stream" };
const mcpCall = (args: string) =>
  `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_my_policies","arguments":${args}}}`;

describe("a body the edge refuses", () => {
  it.each([
    ["1.5 MB", 413, "payload_too_large", JSON.stringify({ args: { note: hugeString(1_500_000) } })],
    ["20 MB", 413, "payload_too_large", JSON.stringify({ args: { note: hugeString(20_000_000) } })],
    ["3,000 levels deep", 400, "bad_request", `{"args":${nested(3_000)}}`],
  ])(
    "answers a %s direct run with %i %s, runs nothing, and leaves the call's audit row",
    async (_what, status, code, body) => {
      const member = await signInOverHttp(uniqueMobile());
      const mark = await ledgerMark();

      const response = await post("/v1/tools/list_my_policies/run", member, body);

      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { code } });
      expect(await requestsSince(mark)).toEqual([]);
      const rows = await adminAuditRows(response.headers.get("x-conversation-id"));
      expect(rows).toMatchObject([
        {
          toolCallId: response.headers.get("x-tool-call-id"),
          tool: "list_my_policies",
          outcome: "failed",
          code: "invalid_arguments",
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain("xxxxxxxx");
    },
  );

  it.each([
    ["args that are not an object", 400, "bad_request", JSON.stringify({ args: "x" }), {}],
    ["a key a run does not take", 400, "bad_request", JSON.stringify({ args: {}, extra: 1 }), {}],
    ["a body not sent as JSON", 415, "unsupported_media_type", "args=1", { "content-type": "text/plain" }],
  ])(
    "answers a direct run with %s with %i %s, runs nothing, and leaves the call's audit row",
    async (_what, status, code, body, headers) => {
      const member = await signInOverHttp(uniqueMobile());
      const mark = await ledgerMark();

      const response = await post("/v1/tools/list_my_policies/run", member, body, headers);

      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error: { code } });
      expect(await requestsSince(mark)).toEqual([]);
      const rows = await adminAuditRows(response.headers.get("x-conversation-id"));
      expect(rows).toMatchObject([
        { toolCallId: response.headers.get("x-tool-call-id"), tool: "list_my_policies", outcome: "failed" },
      ]);
    },
  );

  it("refuses a streamed body past the limit without reading it all", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const chunk = new TextEncoder().encode(hugeString(16_384));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 1_000) controller.close();
        else controller.enqueue(chunk);
      },
    });

    const response = await post("/v1/tools/list_my_policies/run", member, stream);

    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(1_000);
  });

  it.each([
    ["1.5 MB", 413, mcpCall(JSON.stringify({ note: hugeString(1_500_000) }))],
    ["3,000 levels deep", 400, mcpCall(nested(3_000))],
  ])(
    "answers a %s MCP call with %i and leaves its row under the conversation it names",
    async (_what, status, body) => {
      const member = await signInOverHttp(uniqueMobile());
      const ran = await call("/v1/tools/list_my_claims/run", { token: member, body: {} });
      const { conversationId } = (await ran.json()) as { conversationId: string };

      const response = await post("/mcp", member, body, { ...mcpHeaders, "x-conversation-id": conversationId });

      expect(response.status).toBe(status);
      expect((await adminAuditRows(conversationId)).map((row) => [row.tool, row.code])).toEqual([
        ["list_my_policies", "invalid_arguments"],
        ["list_my_claims", null],
      ]);
    },
  );

  it.each([
    ["/chat", 413, () => JSON.stringify({ message: hugeString(MAX_BODY_BYTES) })],
    ["/auth/otp/start", 400, () => `{"mobile":"9000000001","x":${nested(MAX_JSON_DEPTH)}}`],
    ["/chat/resume", 400, () => `{"conversationId":"conv_12345678","x":${nested(MAX_JSON_DEPTH)}}`],
  ])("limits %s the same way (%i), before the route reads the body", async (path, status, body) => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await post(path, member, body());

    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({
      error:
        status === 413
          ? { code: "payload_too_large", message: `The body is larger than ${MAX_BODY_BYTES} bytes.` }
          : { code: "bad_request", message: `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels.` },
    });
  });

  it("lets through a body at the depth limit", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });

    const response = await post(
      "/v1/tools/list_my_policies/run",
      member,
      `{"conversationId":"${conversationId}","args":{}}`,
    );
    const deepButAllowed = await post(
      "/v1/tools/list_my_policies/run",
      member,
      `{"args":${nested(MAX_JSON_DEPTH - 1)}}`,
    );

    expect(response.status).toBe(200);
    expect(deepButAllowed.status).toBe(200);
    expect(await deepButAllowed.json()).toMatchObject({ outcome: { code: "invalid_arguments" } });
  });
});

describe("a JSON route sent something else", () => {
  it.each([
    ["text/plain", "{}"],
    ["application/x-www-form-urlencoded", "args=1"],
    ["multipart/form-data; boundary=x", "--x--"],
  ])("answers a %s tool run with 415 and runs nothing", async (type, body) => {
    const member = await signInOverHttp(uniqueMobile());
    const mark = await ledgerMark();

    const response = await post("/v1/tools/list_my_policies/run", member, body, { "content-type": type });

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it.each([
    "/auth/otp/start",
    "/auth/otp/verify",
    "/chat",
    "/chat/resume",
    "/chat/conv_12345678/join",
    "/v1/actions/pa_12345678",
    "/mcp",
  ])("answers text/plain on %s with 415", async (path) => {
    const member = await signInOverHttp(uniqueMobile());

    const response = await post(path, member, "{}", { "content-type": "text/plain", ...mcpHeaders });

    expect(response.status).toBe(415);
  });

  it("answers text/plain on an admin route with 415", async () => {
    const response = await SELF.fetch(`${BASE}/admin/v1/companies/demo/kill-switch`, {
      method: "POST",
      headers: { ...(await staffHeaders()), "content-type": "text/plain" },
      body: '{"on":false}',
    });

    expect(response.status).toBe(415);
  });
});

describe("a WebSocket upgrade from a browser page", () => {
  async function upgrade(origin?: string) {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const headers: Record<string, string> = { upgrade: "websocket", authorization: `Bearer ${member}` };
    if (origin !== undefined) headers.origin = origin;
    const response = await SELF.fetch(`${BASE}/chat/${conversationId}/ws`, { headers });
    response.webSocket?.accept();
    response.webSocket?.close(1000, "done");
    return response;
  }

  it("is refused from another origin", async () => {
    const response = await upgrade("https://evil.example");

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "forbidden" } });
  });

  it.each([
    ["from the app's own origin", BASE],
    ["with no Origin at all (a native app)", undefined],
  ])("is accepted %s", async (_when, origin) => {
    expect((await upgrade(origin)).status).toBe(101);
  });
});
