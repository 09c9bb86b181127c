/**
 * The member's own words are part of the conversation: each question is logged with its turn
 * (redacted), replayed beside its answer, and seen by the other participants of a group only when
 * the answer is general; a private turn shows them that someone asked, never what.
 */
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../src/shared/events";
import { chat, type EventOf, replay, types } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { openSocket } from "../support/socket";

async function groupOf(member: string, conversationId: string): Promise<string> {
  const invited = await call(`/chat/${conversationId}/invites`, { token: member, method: "POST" });
  const { inviteCode } = (await invited.json()) as { inviteCode: string };
  const other = await signInOverHttp(uniqueMobile());
  expect((await call(`/chat/${conversationId}/join`, { token: other, body: { inviteCode } })).status).toBe(200);
  return other;
}

const questionsOf = (events: readonly ChatEvent[], turnId: string) =>
  events.filter(
    (event): event is EventOf<"question.asked"> => event.type === "question.asked" && event.turnId === turnId,
  );

describe("the member's question in the log", () => {
  it("streams the question right after turn.started and replays it with its answer", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const turn = await chat(member, { message: "What is my sum insured balance?" });

    const [started, asked] = turn.events;
    expect(asked).toMatchObject({ type: "question.asked", by: started?.type === "turn.started" ? started.by : "" });
    expect(asked).toMatchObject({ text: "What is my sum insured balance?", shared: false });
    const log = await replay(member, turn.conversationId);
    expect(types(log)).toEqual(types(turn.events));
    expect(questionsOf(log, turn.turnId)).toHaveLength(1);
  });

  it("logs the question as the sanitizer left it: a mobile number typed into it is masked", async () => {
    const guest = await guestToken();
    const mobile = uniqueMobile();
    const turn = await chat(guest, { message: `What is the waiting period? Call me on ${mobile}` });

    const [asked] = questionsOf(turn.events, turn.turnId);
    expect(asked?.text).toContain("What is the waiting period?");
    expect(asked?.text).not.toContain(mobile);
    expect(JSON.stringify(await replay(guest, turn.conversationId))).not.toContain(mobile);
  });

  it("keeps a private turn's question to its author, live and for a participant who joins later", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const other = await groupOf(member, conversationId);
    const socket = await openSocket(conversationId, other);

    const turn = await chat(member, { conversationId, message: "What is my sum insured balance?" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);
    const late = await groupOf(member, conversationId);

    expect(questionsOf(turn.events, turn.turnId)).toHaveLength(1);
    expect(types(socket.events.filter((event) => event.turnId === turn.turnId))).toEqual([
      "turn.started",
      "turn.completed",
    ]);
    expect(questionsOf(await replay(late, conversationId), turn.turnId)).toEqual([]);
    expect(JSON.stringify(await replay(late, conversationId))).not.toContain("sum insured balance");
    socket.close();
  });

  it("keeps a member's wording question to herself once its answer is scoped to her products, and logs it once", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const { conversationId } = await chat(member, { message: "hello" });
    const other = await groupOf(member, conversationId);
    const socket = await openSocket(conversationId, other);

    const question = "What is the waiting period for pre-existing diseases?";
    const turn = await chat(member, { conversationId, message: question });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);
    const late = await groupOf(member, conversationId);

    const live = socket.events.filter((event) => event.turnId === turn.turnId);
    // Her answer names the products she holds: neither it nor her question reaches the others.
    expect(types(live)).toEqual(["turn.started", "turn.completed"]);
    expect(questionsOf(await replay(late, conversationId), turn.turnId)).toEqual([]);
    expect(questionsOf(await replay(member, conversationId), turn.turnId)).toHaveLength(1);
    socket.close();
  });
});
