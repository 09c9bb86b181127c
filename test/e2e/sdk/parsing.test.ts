/** The SDK's own parsing, without a server: the SSE reader and the shared event schema as its gate. */
import * as packaged from "toolgate/client";
import { describe, expect, it } from "vitest";
import { parseEvent } from "../../../src/client/events";
import { readSseData } from "../../../src/client/sse";

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const data of readSseData(stream)) out.push(data);
  return out;
}

const started = {
  seq: 1,
  conversationId: "conv_12345678",
  turnId: "turn_1",
  type: "turn.started",
  at: "2026-11-30T10:00:00.000Z",
  by: "pt_1",
};

describe("the SSE reader", () => {
  it("yields each message's data across chunk boundaries and any line ending", async () => {
    const data = await collect(
      streamOf("id: 1\nevent: a\nda", "ta: one\n\nid: 2\r\ndata: two\r\n\r\n: comment\n\ndata: x\ndata: y\n\n"),
    );
    expect(data).toEqual(["one", "two", "x\ny"]);
  });

  it("yields a last message that the stream ends without a blank line", async () => {
    expect(await collect(streamOf("data: last"))).toEqual(["last"]);
  });
});

describe("events are gated by the shared schema", () => {
  it("accepts an event of the contract", () => {
    expect(parseEvent(started)).toMatchObject({ ok: true, value: started });
  });

  it.each([
    ["a field the contract does not have (a token, say)", { ...started, sessionToken: "secret" }],
    ["an unknown type", { ...started, type: "turn.exploded" }],
    ["a seq that is not a positive integer", { ...started, seq: 0 }],
  ])("refuses %s as invalid_response", (_what, raw) => {
    expect(parseEvent(raw)).toMatchObject({ ok: false, error: { code: "invalid_response" } });
  });
});

describe("the package export", () => {
  it("is importable as toolgate/client, with the client and its closed error codes", () => {
    expect(typeof packaged.createClient).toBe("function");
    expect(packaged.CLIENT_ERROR_CODES).toEqual([
      "network",
      "timeout",
      "session_expired",
      "rejected",
      "server_error",
      "invalid_response",
    ]);
  });
});
