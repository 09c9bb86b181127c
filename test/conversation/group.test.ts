/** Group conversations: one pipeline for every participant, and a member's personal results only on their own connections. */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../src/shared/events";
import { chat, invite, join, one, types } from "../support/chat";
import { adminHeaders, call, signInOverHttp } from "../support/http";
import { syntheticPortal, uniqueMobile } from "../support/members";
import { openSocket, type TestSocket } from "../support/socket";

async function careAgent(): Promise<string> {
  const response = await call("/admin/v1/sessions", { body: { role: "agent" }, headers: adminHeaders() });
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** A member's conversation that a second participant joined by invitation. */
async function group(second: string) {
  const mobile = uniqueMobile();
  const member = await signInOverHttp(mobile);
  const { conversationId } = await chat(member, { message: "hello" });
  expect((await join(second, conversationId, await invite(member, conversationId))).status).toBe(200);
  return { member, mobile, conversationId };
}

const ofTurn = (socket: TestSocket, turnId: string) => socket.events.filter((event) => event.turnId === turnId);
const turnEnded = (turnId: string) => (event: ChatEvent) => event.type === "turn.completed" && event.turnId === turnId;

describe("a group conversation", () => {
  it("never sends a member's personal result to another participant's sockets", async () => {
    const agent = await careAgent();
    const { member, mobile, conversationId } = await group(agent);
    const memberSocket = await openSocket(conversationId, member);
    const agentSocket = await openSocket(conversationId, agent);

    const turn = await chat(member, { conversationId, message: "What is my balance?" });
    await memberSocket.next(turnEnded(turn.turnId));
    await agentSocket.next(turnEnded(turn.turnId));

    expect(types(ofTurn(memberSocket, turn.turnId))).toEqual(types(turn.events));
    expect(types(ofTurn(agentSocket, turn.turnId))).toEqual(["turn.started", "turn.completed"]);
    expect(JSON.stringify(agentSocket.events)).not.toContain(syntheticPortal(mobile));
    memberSocket.close();
    agentSocket.close();
  });

  it("runs each turn as the person who sent it, and keeps each answer with its sender", async () => {
    const otherMobile = uniqueMobile();
    const other = await signInOverHttp(otherMobile);
    const { member, mobile, conversationId } = await group(other);
    const memberSocket = await openSocket(conversationId, member);
    const otherSocket = await openSocket(conversationId, other);

    otherSocket.send({ type: "message", message: "What are my plan details?" });
    const started = await otherSocket.next((event) => event.type === "turn.started");
    await otherSocket.next(turnEnded(started.turnId));
    await memberSocket.next(turnEnded(started.turnId));

    const answer = one(ofTurn(otherSocket, started.turnId), "message.completed").text;
    expect(answer).toContain(syntheticPortal(otherMobile));
    expect(answer).not.toContain(syntheticPortal(mobile));
    expect(types(ofTurn(memberSocket, started.turnId))).toEqual(["turn.started", "turn.completed"]);
    memberSocket.close();
    otherSocket.close();
  });

  it("keeps a member's wording answer, scoped to her own products, from the other participants", async () => {
    const agent = await careAgent();
    const { member, conversationId } = await group(agent);
    const agentSocket = await openSocket(conversationId, agent);

    const turn = await chat(member, {
      conversationId,
      message: "What is the waiting period for pre-existing diseases?",
    });
    await agentSocket.next(turnEnded(turn.turnId));

    expect(types(turn.events)).toContain("tool.completed");
    // The answer names the products she holds (her personal data), so it is hers alone.
    expect(one(turn.events, "message.completed").text).toContain("of your PlanCover Individual Essential policy");
    expect(types(ofTurn(agentSocket, turn.turnId))).toEqual(["turn.started", "turn.completed"]);
    agentSocket.close();
  });

  it("sends a member's results to every device of that member", async () => {
    const mobile = uniqueMobile();
    const phone = await signInOverHttp(mobile);
    const laptop = await signInOverHttp(mobile);
    const { conversationId } = await chat(phone, { message: "hello" });
    const laptopSocket = await openSocket(conversationId, laptop);

    const turn = await chat(phone, { conversationId, message: "What is my balance?" });
    await laptopSocket.next(turnEnded(turn.turnId));

    expect(ofTurn(laptopSocket, turn.turnId)).toEqual(turn.events);
    laptopSocket.close();
  });

  it("sends the same payload through the one pipeline whether it comes over HTTP or the socket", async () => {
    const other = await signInOverHttp(uniqueMobile());
    const { member, conversationId } = await group(other);
    const payload = {
      explicitlySelectedTools: ["get_claim_details"],
      preferences: { locale: "en-IN", timezone: "Asia/Kolkata" },
    };
    const socket = await openSocket(conversationId, other);

    const overHttp = await chat(member, { conversationId, message: "Show my policies", ...payload });
    socket.send({ type: "message", message: "Show my policies", ...payload });
    const started = await socket.next((event) => event.type === "turn.started" && event.turnId !== overHttp.turnId);
    await socket.next(turnEnded(started.turnId));

    const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
    const rows = await runInDurableObject(stub, (_instance, state) =>
      state.storage.sql.exec<{ id: string; payload: string }>("SELECT id, payload FROM turns").toArray(),
    );
    const stored = (turnId: string) => JSON.parse(rows.find((row) => row.id === turnId)?.payload ?? "null");
    expect(stored(overHttp.turnId)).toEqual(payload);
    expect(stored(started.turnId)).toEqual(payload);
    socket.close();
  });

  it("admits a joiner only with a live invitation, once", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const { conversationId } = await chat(member, { message: "hello" });
    const code = await invite(member, conversationId);
    const first = await signInOverHttp(uniqueMobile());
    const second = await signInOverHttp(uniqueMobile());

    const forged = await join(first, conversationId, "inv_forgedforgedforgedforged");
    const used = await join(first, conversationId, code);
    const reused = await join(second, conversationId, code);

    expect(forged.status).toBe(404);
    expect(used.status).toBe(200);
    expect(reused.status).toBe(404);
    expect((await call(`/chat/${conversationId}/events`, { token: second })).status).toBe(404);
  });
});
