/**
 * A member who asks about a kind of cover they do not hold, in chat: Ravi, whose only policy is his
 * employer's group policy, asks for his personal accident policy's details and is told he holds none,
 * before his group policy's details; Asha, who holds one, is answered for it alone.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

async function answer(token: string, message: string) {
  const turn = await chat(token, { message });
  const [completed] = only(turn.events, "message.completed");
  return completed?.text ?? "";
}

describe("a kind of cover the member does not hold, in chat", () => {
  it("tells Ravi he holds no personal accident policy, then gives the policy he does hold", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const text = await answer(ravi, "my personal accident policy details");
    expect(text).toMatch(
      /^You don't hold a personal accident policy with us\. Your policy is PlanCover Group Care for Northwind Logistics \(PRT-50001\)\.\n\nPlanCover Group Care for Northwind Logistics \(PRT-50001\): policy number PC-GMC-2026-050001/,
    );
  });

  it("answers Asha for the personal accident policy she holds, without saying she holds none", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const text = await answer(asha, "my personal accident policy details");
    expect(text).not.toContain("You don't hold");
    expect(text).toMatch(/^PlanCover Personal Accident Guard \(PRT-40123\): policy number PC-PA-2026-040123/);
  });
});
