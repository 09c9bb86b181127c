/** A decision answers one confirmation: a resume that carries approve or reject must name its interrupt, over SSE and WebSocket. */
import { describe, expect, it } from "vitest";
import { chat, one, sendResume } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { openSocket } from "../support/socket";
import { ledgerMark, requestsSince } from "../support/stand-in";

const ASK = "Can someone call me back about my policy?";

async function pausedCallback() {
  const member = await signInOverHttp(uniqueMobile());
  const turn = await chat(member, { message: ASK });
  return { member, conversationId: turn.conversationId, prompt: one(turn.events, "confirmation.required") };
}

describe("a resume that carries a decision", () => {
  it("is a 400 over SSE without the interrupt it answers, and approves nothing", async () => {
    const { member, conversationId } = await pausedCallback();
    const mark = await ledgerMark();

    const response = await sendResume(member, { conversationId, decision: "approve" });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "bad_request", message: "a decision must name the interrupt it answers (interruptId)" },
    });
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("is a bad_request frame over the socket without the interrupt it answers, and approves nothing", async () => {
    const { member, conversationId, prompt } = await pausedCallback();
    const socket = await openSocket(conversationId, member);
    const mark = await ledgerMark();

    socket.send({ type: "resume", decision: "approve" });

    expect(await socket.errorFrames(1)).toMatchObject([{ type: "error", code: "bad_request" }]);
    expect(await requestsSince(mark)).toEqual([]);
    socket.send({ type: "resume", interruptId: prompt.interruptId, decision: "approve" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === prompt.turnId);
    expect((await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks")).toHaveLength(1);
    socket.close();
  });
});
