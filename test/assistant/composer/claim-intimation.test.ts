/**
 * When to tell the insurer of an admission, for a cashless claim: the wording says so as the hospital's
 * pre-authorisation request (48 hours before a planned admission, 24 hours after an emergency one), not
 * as "inform", so a member asking it is answered from their own cashless section, not only from the
 * reimbursement one; and how long before an admission to inform is that rule, not the expenses of the
 * days before a stay. Over the committed demo corpus, the real index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { corpusAnswer as answer, FS, GC, HELD, IE } from "../../support/corpus-answer";

describe("when to inform for a cashless claim", () => {
  it("tells the Individual Essential member both deadlines when asked about cashless and reimbursement", async () => {
    const text = await answer("cashless or reimbursement, how many hours to inform?", HELD.synthetic);

    expect(text).toContain(`your ${IE} policy (Reimbursement claims): Inform Carewell TPA within 48 hours`);
    expect(text).toContain(`your ${IE} policy (Cashless claims at network hospitals)`);
    expect(text).toContain("send the pre-authorisation request at least 48 hours before admission");
  });

  it("answers Ravi's 'cashless ke liye kab batana hai' from his group plan's cashless section", async () => {
    const text = await answer("cashless ke liye hospital ko kab batana hai?", HELD.ravi);

    expect(text).toContain(`From the policy wording of your ${GC} policy (Cashless claims at network hospitals)`);
    expect(text).toContain("in an emergency, within 24 hours of admission");
  });
});

describe("informing for a cashless treatment", () => {
  it.each(["how do I inform for cashless treatment", "cashless intimation"])(
    "answers a guest asking '%s' from each plan's cashless section, not its reimbursement one",
    async (question) => {
      const text = await answer(question, null);

      expect(text).toContain("(Cashless claims at network hospitals): For a planned admission");
      expect(text).toContain("pre-authorisation request");
      expect(text).not.toContain("(Reimbursement claims)");
    },
  );
});

describe("the claim intimation time limit", () => {
  it.each([
    ["ravi", GC],
    ["asha", FS],
    ["synthetic", IE],
  ] as const)(
    "answers %s from their own plan's reimbursement section: inform the TPA within 48 hours",
    async (who, product) => {
      const text = await answer("what is the claim intimation time limit", HELD[who]);

      expect(text).toContain(`your ${product} policy (Reimbursement claims): Inform Carewell TPA within 48 hours`);
    },
  );
});

describe("how long before an admission to inform", () => {
  it.each([
    [
      "how many days before admission should i inform for planned surgery",
      HELD.asha,
      FS,
      "Inform Carewell TPA within 48 hours of an emergency admission, or at least 48 hours before a planned admission",
    ],
    [
      "how many days before admission should i inform",
      HELD.ravi,
      GC,
      "Inform Carewell TPA within 48 hours of an emergency admission or before a planned one",
    ],
  ])(
    "leads %j with when to inform the TPA, not the expenses of the 60 days before a stay",
    async (question, held, product, rule) => {
      const text = await answer(question, held);

      expect(text).toMatch(
        new RegExp(`^From the policy wording of your ${product} policy \\(Reimbursement claims\\): ${rule}`),
      );
      expect(text).not.toContain("(Pre- and post-hospitalisation expenses)");
    },
  );

  it.each([
    "what should i do before admission",
    "bharti hone se pehle kya karna hai",
    "admit hone se pehle kya karna chahiye",
  ])("leads Ravi's %j with informing the TPA", async (question) => {
    const text = await answer(question, HELD.ravi);

    expect(text).toMatch(
      new RegExp(`^From the policy wording of your ${GC} policy \\(Reimbursement claims\\): Inform Carewell TPA`),
    );
  });

  it.each(["hospital me admit hone ke baad claim kaise kare", "how do I claim after getting admitted"])(
    "leads Ravi's %j with how to claim, not the expenses of the days after a stay",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toMatch(
        new RegExp(`^From the policy wording of your ${GC} policy \\((Reimbursement|Cashless) claims`),
      );
    },
  );

  it("still answers medicines bought before admission from the expenses before a stay", async () => {
    const text = await answer("are medicines bought before admission covered", HELD.asha);

    expect(text).toContain(
      `your ${FS} policy (Pre- and post-hospitalisation expenses): Medical expenses incurred in the 60 days before`,
    );
  });
});
