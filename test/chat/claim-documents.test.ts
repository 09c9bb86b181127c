/**
 * "What documents are pending on my claim" in chat, with no claim number: the claim PlanCover's
 * stand-in has raised a query on is read with its status and in detail, and the answer names the
 * documents asked for; a member none of whose claims waits for documents is told so.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

async function answer(token: string, message: string) {
  const turn = await chat(token, { message });
  const [completed] = only(turn.events, "message.completed");
  return { text: completed?.text ?? "", tools: only(turn.events, "tool.started").map((event) => event.toolName) };
}

describe("the documents a claim is waiting for, in chat", () => {
  it("gives Asha the documents asked for on her claim with a query raised, however she types it", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    for (const message of ["what documents are pending on my claim", "wat docs are pending on my claim"]) {
      const { text, tools } = await answer(asha, message);
      expect(tools).toEqual(["list_my_claims", "get_claim_status", "get_claim_details"]);
      expect(text).toContain(
        "Claim CN-2026-018842 at Koramangala Trauma and Accident Care is waiting for documents from you. PlanCover asks: Please send an accident declaration and the X-ray report.",
      );
      expect(text).toContain("Your other claims (CN-2026-004127, CN-2026-011583) are not waiting for any documents.");
      expect(text).not.toMatch(/policy wording/i);
    }
  });

  it("tells Ravi that none of his claims is waiting for documents", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const { text, tools } = await answer(ravi, "any documents pending on my claims?");
    expect(tools).toEqual(["list_my_claims"]);
    expect(text).toContain("None of your claims is waiting for documents from you.");
  });

  it("tells Asha where each of her undecided claims is held when she asks why her claim is on hold", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text, tools } = await answer(asha, "why is my claim on hold");
    expect(tools).toEqual(["list_my_claims", "get_claim_status", "get_claim_status"]);
    expect(text).toContain("Remarks: Please send an accident declaration and the X-ray report.");
    expect(text).toContain("Remarks: All documents received; the claim is with the medical team.");
    expect(text).not.toContain("You have 2 policies");
  });

  it("tells Asha where her accident claim is held, and not her husband's claim on her family policy", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text, tools } = await answer(asha, "why is my accident claim on hold");
    expect(tools).toEqual(["list_my_claims", "get_claim_status"]);
    expect(text).toContain("Remarks: Please send an accident declaration and the X-ray report.");
    expect(text).not.toContain("CN-2026-011583");
  });

  it("reads 'what do they need from me' on a claim as the documents PlanCover asked for, not the claim list alone", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "whats happening with my wrist fracture claim, what do they need from me");
    expect(text).toContain("PlanCover asks: Please send an accident declaration and the X-ray report.");
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const none = await answer(ravi, "what does the tpa need from me for my claim");
    expect(none.text).toContain("None of your claims is waiting for documents from you.");
  });
});
