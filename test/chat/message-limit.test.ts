/**
 * A message over the limit: a clear 400 the app can show as it is (`message_too_long`, naming the
 * limit), no turn and no session made; the limit itself is public at /v1/limits for the app's counter.
 */
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_CHARS } from "../../src/shared/chat-protocol";
import { call, guestToken } from "../support/http";
import { openSocket } from "../support/socket";

describe("the message length limit", () => {
  it("publishes the limits at /v1/limits, without a session", async () => {
    const response = await call("/v1/limits");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ messageMaxChars: MESSAGE_MAX_CHARS, explicitlySelectedToolsMax: 20 });
    expect(response.headers.get("x-session-token")).toBeNull();
  });

  it("answers a 5,000-character message with 400 message_too_long naming the limit, and starts nothing", async () => {
    const response = await call("/chat", { body: { message: "a".repeat(5_000) } });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "message_too_long", message: "Messages can be at most 2,000 characters." },
    });
    expect(response.headers.get("x-conversation-id")).toBeNull();
    expect(response.headers.get("x-session-token")).toBeNull();
  });

  it("takes a message of exactly the limit", async () => {
    const response = await call("/chat", {
      token: await guestToken(),
      body: { message: "a".repeat(MESSAGE_MAX_CHARS) },
    });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });

  it("refuses the same message over the socket with an error frame naming the limit", async () => {
    const guest = await guestToken();
    const created = await call("/chat", { token: guest, body: { message: "hello" } });
    const conversationId = created.headers.get("x-conversation-id") ?? "";
    await created.body?.cancel();
    const socket = await openSocket(conversationId, guest);

    socket.send({ type: "message", message: "a".repeat(5_000) });
    const [frame] = await socket.errorFrames(1);

    expect(frame).toMatchObject({ type: "error", code: "bad_request" });
    expect(JSON.stringify(frame)).toContain("Messages can be at most 2,000 characters.");
    socket.close();
  });
});
