/**
 * A follow-up is read only with a turn asked through the same door: a partner's turn with its own
 * grant's turns before it, the member's own with their own. In a conversation a partner started and
 * the member asked in too, neither is read with the other's turn: a partner without policies:read
 * never learns the member's plans from the member's answer, and what a partner wrote never becomes
 * the member's question.
 */
import { describe, expect, it } from "vitest";
import { chat, only, type Turn } from "../../support/chat";
import { signInOverHttp } from "../../support/http";
import { DEMO } from "../../support/members";
import { connectPartner } from "../../support/partner";

const said = (turn: Turn) => only(turn.events, "message.completed").at(-1)?.text ?? "";

/** A conversation Asha's partner started (with these scopes), and Asha's own session. */
async function partnerConversation(scopes: Parameters<typeof connectPartner>[1], first: string) {
  const { tokens } = await connectPartner(DEMO.asha.mobile, scopes);
  const partner = tokens.access_token;
  const started = await chat(partner, { message: first });
  const asha = await signInOverHttp(DEMO.asha.mobile);
  return { partner, asha, started, conversationId: started.conversationId };
}

describe("a partner's follow-up in a conversation the member asked in too", () => {
  it("is not read with the member's turn: 'the second one?' after the member's room rent question names none of her plans to a partner without policies:read", async () => {
    const { partner, asha, conversationId } = await partnerConversation(["hospitals:read"], "hello");
    const own = await chat(asha, { conversationId, message: "what is the room rent limit on my plans?" });
    expect(said(own)).toContain("PlanCover Personal Accident Guard");

    const second = said(await chat(partner, { conversationId, message: "the second one?" }));
    expect(second).not.toMatch(/PlanCover (?:Family Shield|Personal Accident Guard)/);
    expect(second).not.toContain("PRT-");
    expect(second).not.toMatch(/room rent/i);
  });

  it("is still read with the partner's own turn before it", async () => {
    const { partner, conversationId } = await partnerConversation(["claims:read"], "what's the status of my claims");
    const second = said(await chat(partner, { conversationId, message: "and the second one?" }));
    expect(second).toContain("Claim CN-2026-011583 is under review (Medical scrutiny)");
  });
});

describe("the member's follow-up in a conversation a partner asked in too", () => {
  it("is not read with the partner's turn: 'which documents are pending for it' after the partner's claims question is read as typed", async () => {
    const { asha, conversationId } = await partnerConversation(["claims:read"], "status of my husband's claim");
    const own = said(await chat(asha, { conversationId, message: "which documents are pending for it" }));
    const asTyped = said(await chat(asha, { message: "which documents are pending for it" }));
    expect(own).toBe(asTyped);
  });

  it("is read with the member's own turn before it, past a partner's turn between them", async () => {
    const { partner, asha, conversationId } = await partnerConversation(["hospitals:read"], "hello");
    await chat(asha, { conversationId, message: "what's the status of my claims" });
    await chat(partner, { conversationId, message: "is ambulance covered" });
    const second = said(await chat(asha, { conversationId, message: "and the second one?" }));
    expect(second).toContain("Claim CN-2026-011583 is under review (Medical scrutiny)");
    expect(second).not.toMatch(/ambulance/i);
  });
});

describe("a call-back's time of day, answered through another door", () => {
  it("never books the member's call-back, with their words, from a partner's 'the afternoon please'", async () => {
    const { partner, asha, conversationId } = await partnerConversation(
      ["hospitals:read", "callbacks:write"],
      "Network hospitals near 560001",
    );
    const own = await chat(asha, {
      conversationId,
      message: "Please call me back tomorrow about the bill for my knee surgery",
    });
    expect(only(own.events, "confirmation.required")).toHaveLength(0);

    const reply = await chat(partner, { conversationId, message: "the afternoon please" });
    expect(only(reply.events, "confirmation.required")).toHaveLength(0);
    expect(JSON.stringify(reply.events)).not.toMatch(/knee surgery/i);
  });

  it("never turns a partner's call-back request into the member's card when the member names a time", async () => {
    const { asha, conversationId } = await partnerConversation(
      ["hospitals:read"],
      "Please call me back tomorrow about upgrading to the premium gold add-on",
    );
    const own = await chat(asha, { conversationId, message: "the evening please" });
    expect(JSON.stringify(own.events)).not.toMatch(/premium gold/i);
  });
});
