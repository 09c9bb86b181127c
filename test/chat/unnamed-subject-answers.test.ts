/**
 * A member who asks about something no plan's wording names ("domiciliary hospitalisation", "ghar pe
 * ilaj", treatment at home) is told their own wording does not mention it, plan by plan: not a
 * benefit-schedule line or a section that merely shares the words around it ("hospitalisation",
 * "expenses"), which reads as a yes. Over the stand-in, through the turn.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

async function answer(token: string, message: string): Promise<string> {
  const turn = await chat(token, { message });
  return only(turn.events, "message.completed")[0]?.text ?? "";
}

describe("a subject no plan's wording names, asked by a member", () => {
  it("tells Asha her health plan's wording is silent on domiciliary hospitalisation and her accident plan pays for accidents only, listing no in-patient benefit", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const text = await answer(asha, "is domiciliary hospitalisation covered?");

    expect(text).toContain("Your PlanCover Family Shield policy's wording doesn't mention this");
    // The accident plan says what it is instead: an illness treated at home is not its to pay.
    expect(text).toContain("Your PlanCover Personal Accident Guard policy (PRT-40123) pays for accidents only");
    expect(text).not.toContain("In-patient hospitalisation");
    expect(text).not.toContain("Accidental hospitalisation");
  });

  it.each(["is domiciliary treatment at home covered?", "ghar pe ilaj ka kharcha milega?"])(
    "tells Ravi his group wording is silent on %j, not its pre- and post-hospitalisation expenses",
    async (question) => {
      const ravi = await signInOverHttp(DEMO.ravi.mobile);
      const text = await answer(ravi, question);

      expect(text).toContain("Your PlanCover Group Care policy wording doesn't mention this");
      expect(text).not.toContain("Pre- and post-hospitalisation");
    },
  );
});
