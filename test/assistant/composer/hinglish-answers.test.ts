/**
 * A question in Hindi written in Latin letters is answered from the member's own wording as its
 * English would be: the Hindi word for a subject ("dant", teeth) reaches the wording's word for it
 * (dental), a span of time ("kitne din baad", "kitne din pehle") asks the figure it names, and
 * "batana" asks when to inform. Over the committed demo corpus, the real index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { corpusAnswer as answer, FS, GC, HELD } from "../../support/corpus-answer";

describe("a question in Hindi about a member's own plan", () => {
  it("reads 'dant ka ilaj' as dental treatment and quotes the member's own exclusion", async () => {
    const text = await answer("dant ka ilaj cover hai?", HELD.asha);

    expect(text).toContain(
      `From the policy wording of your ${FS} policy (Exclusions): The policy does not pay for the following: Dental treatment`,
    );
  });

  it("reads 'kitne din baad bimari cover hogi' as after how many days an illness is covered: the initial waiting period", async () => {
    const text = await answer("kitne din baad bimari cover hogi?", HELD.asha);

    expect(text).toContain(
      `From the policy wording of your ${FS} policy (Initial waiting period): No illness is covered during the first 30 days`,
    );
  });

  it("reads 'kitne din pehle batana' as when to inform of an admission, not as nothing it knows", async () => {
    const question = "hospital me kitne din pehle batana padta hai?";
    expect(planMessage(question).kind).toBe("knowledge");

    const text = await answer(question, HELD.ravi);
    expect(text).toContain(`your ${GC} policy (Reimbursement claims): Inform Carewell TPA within 48 hours`);
  });

  it("reads 'kaun se documents' as which documents and quotes the member's own claim documents, not nothing", async () => {
    const text = await answer("claim ke liye kaun se documents chahiye", HELD.ravi);

    expect(text).toContain(
      `From the policy wording of your ${GC} policy (Documents needed for a claim): Send the claim form`,
    );
  });

  it("reads 'cashless ke liye hospital ko kab batana hai' as a wording question, naming no hospital to search for", () => {
    const plan = planMessage("cashless ke liye hospital ko kab batana hai?");

    expect(plan.hospitalName).toBeNull();
    expect(plan.kind).toBe("knowledge");
    expect(plan.topics).not.toContain("hospitals");
  });
});
