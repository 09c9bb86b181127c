/**
 * Who sees an answer in a group conversation follows the data it was built from, never the plan: a
 * model that reads a member's data on a turn planned as general still answers only that member's
 * connections, and a participant who joins later never replays what was private before they joined.
 * With the scripted model (which proposes reads the plan did not ask for) and with the default one.
 */
import { describe, expect, it } from "vitest";
import { scriptedModel } from "../../src/assistant/model/scripted-model";
import type { ChatEvent } from "../../src/shared/events";
import { chat, replay, types } from "../support/chat";
import { call, guestToken, signInOverHttp } from "../support/http";
import { syntheticPortal, uniqueMobile } from "../support/members";
import { conversationWith } from "../support/model";
import { openSocket } from "../support/socket";

async function admit(member: string, conversationId: string): Promise<string> {
  const invited = await call(`/chat/${conversationId}/invites`, { token: member, method: "POST" });
  const { inviteCode } = (await invited.json()) as { inviteCode: string };
  const other = await signInOverHttp(uniqueMobile());
  const joined = await call(`/chat/${conversationId}/join`, { token: other, body: { inviteCode } });
  expect(joined.status).toBe(200);
  return other;
}

const ofTurn = (events: readonly ChatEvent[], turnId: string) => events.filter((event) => event.turnId === turnId);

describe("the audience of an answer in a group conversation", () => {
  it("keeps an answer built from a member's data to that member, even on a turn planned as general (scripted model)", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const model = scriptedModel({
      rounds: [
        [
          { name: "get_member_profile", args: {} },
          { name: "get_sum_insured_balance", args: { portal_ref: syntheticPortal(mobile) } },
        ],
      ],
    });
    const conversationId = await conversationWith(member, model);
    const other = await admit(member, conversationId);
    const otherSocket = await openSocket(conversationId, other);

    const turn = await chat(member, { conversationId, message: "What is the waiting period for maternity?" });
    await otherSocket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);
    const late = await admit(member, conversationId);

    expect(types(turn.events)).toContain("message.completed");
    expect(types(ofTurn(otherSocket.events, turn.turnId))).toEqual(["turn.started", "turn.completed"]);
    expect(types(ofTurn(await replay(late, conversationId), turn.turnId))).toEqual(["turn.started", "turn.completed"]);
    expect(JSON.stringify(otherSocket.events)).not.toContain(syntheticPortal(mobile));
    expect(JSON.stringify(await replay(late, conversationId))).not.toContain(syntheticPortal(mobile));
    otherSocket.close();
  });

  it("never replays a member's private answer to a participant who joined later, and shares a general one (default model)", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const greeting = await chat(member, { message: "hello" });
    const { conversationId } = greeting;
    const balance = await chat(member, { conversationId, message: "What is my balance?" });
    const wording = await chat(member, { conversationId, message: "What is the waiting period for maternity?" });

    const late = await admit(member, conversationId);
    const seen = await replay(late, conversationId);

    expect(types(ofTurn(seen, balance.turnId))).toEqual(["turn.started", "turn.completed"]);
    // A wording answer is scoped to the products she holds, which are hers to know: private too.
    expect(types(ofTurn(seen, wording.turnId))).toEqual(["turn.started", "turn.completed"]);
    // A greeting reads nothing of hers: everyone sees it.
    expect(types(ofTurn(seen, greeting.turnId))).toContain("message.completed");
    expect(JSON.stringify(seen)).not.toContain(syntheticPortal(mobile));
  });
});

describe("the end of a turn in a group conversation", () => {
  it("reaches a guest participant too, in the replay, without the sender's data class", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const first = await chat(member, { message: "hello" });
    const invited = await call(`/chat/${first.conversationId}/invites`, { token: member, method: "POST" });
    const { inviteCode } = (await invited.json()) as { inviteCode: string };
    const guest = await guestToken();
    const joined = await call(`/chat/${first.conversationId}/join`, { token: guest, body: { inviteCode } });
    expect(joined.status).toBe(200);

    const turn = await chat(member, { conversationId: first.conversationId, message: "What is my balance?" });

    const ended = ofTurn(await replay(guest, first.conversationId), turn.turnId).filter(
      (event) => event.type === "turn.completed",
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]).not.toHaveProperty("dataClass");
  });

  it("tells only the sender what class of data their turn read: the others see it end without its class", async () => {
    const mobile = uniqueMobile();
    const member = await signInOverHttp(mobile);
    const first = await chat(member, { message: "hello" });
    const conversationId = first.conversationId;
    const other = await admit(member, conversationId);
    const otherSocket = await openSocket(conversationId, other);

    const turn = await chat(member, { conversationId, message: "What is my balance?" });
    await otherSocket.next((event) => event.type === "turn.completed" && event.turnId === turn.turnId);

    const own = turn.events.filter((event) => event.type === "turn.completed");
    expect(own).toMatchObject([{ dataClass: "personal" }]);
    const seenByOther = [
      ...ofTurn(otherSocket.events, turn.turnId),
      ...ofTurn(await replay(other, conversationId), turn.turnId),
    ].filter((event) => event.type === "turn.completed");
    expect(seenByOther).toHaveLength(2);
    for (const event of seenByOther) expect(event).not.toHaveProperty("dataClass");
    expect(
      ofTurn(await replay(member, conversationId), turn.turnId).filter((e) => e.type === "turn.completed"),
    ).toEqual(own);
    otherSocket.close();
  });
});
