/**
 * A follow-up in the same conversation is read with the turn before it, over the stand-in through
 * the turn: an ordinal or "it" is the claim the previous answer named, and a person put in place of
 * another asks the previous question about them. A message that is no follow-up is read as it is.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

/** Asks each message in one conversation; the answers' texts, in order. */
async function conversation(token: string, messages: readonly string[]): Promise<string[]> {
  let conversationId: string | undefined;
  const answers: string[] = [];
  for (const message of messages) {
    const turn = await chat(token, conversationId ? { conversationId, message } : { message });
    conversationId = turn.conversationId;
    answers.push(only(turn.events, "message.completed").at(-1)?.text ?? "");
  }
  return answers;
}

describe("a follow-up read with the turn before it", () => {
  it("answers 'and the second one?' for the second claim the list named", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const [, second] = await conversation(asha, ["what's the status of my claims", "and the second one?"]);
    expect(second).toContain("Claim CN-2026-011583 is under review (Medical scrutiny)");
    expect(second).not.toContain("CN-2026-004127");
  });

  it("answers which documents are pending for 'it', the claim just answered, in English and Hindi", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const [, husbands] = await conversation(asha, [
      "status of my husband's claim",
      "which documents are pending for it",
    ]);
    expect(husbands).toContain(
      "CN-2026-011583 at Lakeview Orthopaedic Centre, Indiranagar is not waiting for any documents",
    );
    const [, wrist] = await conversation(asha, ["mera wrist claim ka status", "uske liye kaunse documents chahiye"]);
    expect(wrist).toContain("PlanCover asks: Please send an accident declaration and the X-ray report.");
    expect(wrist).not.toContain("CN-2026-011583");
  });

  it("asks the previous question about the person a follow-up names instead, or about the member", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const [, wifes] = await conversation(ravi, ["my claim status", "what about my wife's?"]);
    expect(wifes).toContain("Claims for Priya Kumar");
    expect(wifes).not.toContain("CN-2026-007356");
    const [, own] = await conversation(ravi, ["status of my wife's claim", "what about mine?"]);
    expect(own).toContain("CN-2026-007356");
  });

  it("reads a message with its own subject as it is, whatever came before", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const [, ecard] = await conversation(ravi, ["my claim status", "and my e-card?"]);
    expect(ecard).toContain("The e-card for Ravi Kumar");
    expect(ecard).not.toContain("CN-2026-");
  });
});
