/**
 * The answer as it is produced: the composer's pieces go out as `message.delta` before
 * `message.completed`, whose text they make up, to the answer's own audience; they are logged like
 * every event, so a replay (a reload, a reconnect after any seq) shows the same answer.
 */
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../src/shared/events";
import { chat, one, only, replay } from "../support/chat";
import { call, signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

const pieces = (events: readonly ChatEvent[], turnId: string) =>
  only(events, "message.delta").filter((event) => event.turnId === turnId);

describe("an answer sent as it is produced", () => {
  it("sends the answer's pieces as message.delta before message.completed, whose text they make up", async () => {
    // Asha holds two portals: her balance answer is a section for each.
    const member = await signInOverHttp(DEMO.asha.mobile);

    const turn = await chat(member, { message: "What is my balance?" });

    const deltas = pieces(turn.events, turn.turnId);
    const completed = one(turn.events, "message.completed");
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((delta) => delta.text).join("")).toBe(completed.text);
    const lastRead = Math.max(...only(turn.events, "tool.completed").map((event) => event.seq));
    for (const delta of deltas) {
      expect(delta.seq).toBeGreaterThan(lastRead);
      expect(delta.seq).toBeLessThan(completed.seq);
    }
  });

  it("replays the pieces with their seqs, so a client that reconnects mid-answer carries on where it was", async () => {
    const member = await signInOverHttp(DEMO.asha.mobile);
    const turn = await chat(member, { message: "What is my balance?" });
    const deltas = pieces(turn.events, turn.turnId);
    const first = deltas[0];
    if (!first) throw new Error("the answer came in no pieces");

    const afterFirst = await replay(member, turn.conversationId, first.seq);

    expect(pieces(await replay(member, turn.conversationId), turn.turnId)).toEqual(deltas);
    expect(pieces(afterFirst, turn.turnId)).toEqual(deltas.slice(1));
    expect(one(afterFirst, "message.completed").text).toBe(one(turn.events, "message.completed").text);
  });

  it("sends a private answer's pieces to its sender only, a wording answer scoped to her products included", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const own = await chat(asha, { message: "What is my balance?" });
    const invited = await call(`/chat/${own.conversationId}/invites`, { token: asha, method: "POST" });
    const { inviteCode } = (await invited.json()) as { inviteCode: string };
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    await call(`/chat/${own.conversationId}/join`, { token: ravi, body: { inviteCode } });
    const general = await chat(asha, {
      conversationId: own.conversationId,
      message: "What is the waiting period for pre-existing diseases?",
    });

    const seenByRavi = await replay(ravi, own.conversationId);

    expect(pieces(own.events, own.turnId).length).toBeGreaterThan(0);
    expect(pieces(seenByRavi, own.turnId)).toEqual([]);
    expect(pieces(general.events, general.turnId).length).toBeGreaterThan(0);
    expect(pieces(seenByRavi, general.turnId)).toEqual([]);
  });
});
