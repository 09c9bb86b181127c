/** A group conversation through the SDK: one send for everyone, each participant seeing what is theirs. */
import { afterEach, describe, expect, it } from "vitest";
import type { ChatEvent, ToolgateClient } from "../../../src/client";
import { must, newClient, signIn, sleep } from "../../support/e2e/clients";

const clients: ToolgateClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.chat.close();
});

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe("a group turn", () => {
  it("is seen by both clients: the sender gets its tool events, the other participant only that a turn ran (her wording answer names her products)", async () => {
    const asha = newClient("websocket");
    const ravi = newClient("websocket");
    clients.push(asha, ravi);
    await signIn(asha);
    await signIn(ravi);
    const opening = must(await asha.chat.send({ message: "What is the waiting period for cataract?" }));
    const conversationId = opening.conversationId;
    const invite = must(await asha.group.invite(conversationId));
    must(await ravi.group.join(conversationId, invite.inviteCode));
    const atAsha: ChatEvent[] = [];
    const atRavi: ChatEvent[] = [];
    asha.chat.subscribe(conversationId, (e) => atAsha.push(e));
    ravi.chat.subscribe(conversationId, (e) => atRavi.push(e));

    const payload = {
      message: "What is the waiting period for pre-existing diseases?",
      explicitlySelectedTools: [],
      preferences: { locale: "en-IN", timezone: "Asia/Kolkata" },
    };
    const turn = must(await asha.chat.send(payload, { conversationId }));
    expect(turn.end.type).toBe("turn.completed");
    await until(
      () => atRavi.some((e) => e.turnId === turn.turnId && e.type === "turn.completed"),
      "Ravi's turn.completed",
    );
    const raviSaw = [...new Set(atRavi.filter((e) => e.turnId === turn.turnId).map((e) => e.type))];
    // Her wording answer names the products she holds (hers to know): Ravi sees only that a turn ran.
    expect(raviSaw).toEqual(["turn.started", "turn.completed"]);
    expect(turn.events.map((e) => e.type)).toContain("tool.completed");

    // The other way round, with the very same payload: Ravi's own data stays Ravi's.
    const back = must(
      await ravi.chat.send({ ...payload, message: "What is my sum insured balance?" }, { conversationId }),
    );
    expect(back.end.type).toBe("turn.completed");
    expect(back.events.map((e) => e.type)).toEqual(expect.arrayContaining(["tool.completed", "message.completed"]));
    await until(
      () => atAsha.some((e) => e.turnId === back.turnId && e.type === "turn.completed"),
      "Asha's turn.completed",
    );
    const ashaSaw = atAsha.filter((e) => e.turnId === back.turnId).map((e) => e.type);
    expect(ashaSaw).toEqual(["turn.started", "turn.completed"]);
  });
});
