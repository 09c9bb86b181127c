/**
 * A follow-up in the same conversation is read with the turn before it, over the stand-in through
 * the turn: an ordinal or "it" is the claim the previous answer named, and a person put in place of
 * another asks the previous question about them. A message that is no follow-up is read as it is.
 */
import { describe, expect, it } from "vitest";
import { defaultModel } from "../../src/assistant/model/default-model";
import type { ChatModel } from "../../src/assistant/model/model";
import { chat, conversation, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";
import { conversationWith } from "../support/model";

describe("a follow-up read with the turn before it", () => {
  it("answers 'and the second one?' for the second claim the list named", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const [, second] = await conversation(asha, ["what's the status of my claims", "and the second one?"]);
    expect(second).toContain("Claim CN-2026-011583 is under review (Medical scrutiny)");
    expect(second).not.toContain("CN-2026-004127");
  });

  it("answers 'and the second one?' after one claim picked from the list with the list's second claim", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const [, , second, third] = await conversation(asha, [
      "show my claims",
      "why was the first one reduced",
      "and the second one?",
      "and the third one?",
    ]);
    expect(second).toContain("Claim CN-2026-011583");
    expect(second).not.toContain("CN-2026-004127");
    expect(third).toContain("Claim CN-2026-018842");
    expect(third).not.toContain("CN-2026-011583");
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

describe("a follow-up made whole from an answer a model is not cleared for", () => {
  it("never shows the model the claim the earlier answer named, and still answers for it", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    // The deployment's own model in every way but its clearance (public, as for an external provider),
    // and it keeps every question it is shown.
    const shown: string[] = [];
    const model: ChatModel = {
      ...defaultModel,
      provider: "openai-compatible",
      clearance: "public",
      plan: (message) => {
        shown.push(message);
        return defaultModel.plan(message);
      },
      propose: (input) => {
        shown.push(input.message);
        return defaultModel.propose(input);
      },
    };
    const conversationId = await conversationWith(asha, model);
    await chat(asha, { conversationId, message: "what's the status of my claims" });
    const second = await chat(asha, { conversationId, message: "and the second one?" });

    expect(only(second.events, "message.completed").at(-1)?.text).toContain(
      "Claim CN-2026-011583 is under review (Medical scrutiny)",
    );
    expect(shown).toContain("what's the status of my claims");
    expect(shown.join("\n")).not.toContain("CN-2026-");
  });
});
