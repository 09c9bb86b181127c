/**
 * A benefit asked for by its name (a no-claim bonus, a hospital cash allowance), or a complaints
 * process: no demo plan's wording describes any, so the answer says so, true for whoever asks, and
 * never quotes a passage that only shares one of the name's words ("any bonus" in Family Shield's
 * restoration clause, a "cashless" claim for "cash"). Over the committed demo corpus, the real index
 * and the default composer.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { scheduleAnswer } from "../../../src/assistant/composer/own-policies";
import { questionOf } from "../../../src/assistant/composer/wording/relevance";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { corpusAnswer as answer, FS, GC, HELD, PA } from "../../support/corpus-answer";
import { readyMember as readiness } from "../../support/readiness";

describe("a no-claim bonus", () => {
  it.each(["is there a no claim bonus on my policy", "what is my ncb", "do we get a cumulative bonus"])(
    "tells Asha, asking '%s', that her wording does not describe one, not her restoration clause",
    async (question) => {
      const text = await answer(question, HELD.asha);

      expect(text).toContain(`Your ${FS} and ${PA} policy wordings don't describe a no-claim bonus`);
      expect(text).not.toContain("Sum insured and restoration");
      expect(text).not.toContain("any bonus");
    },
  );

  it.each(["no claim bonus", "NCB"])("tells a guest asking '%s' that no plan's wording describes one", async (q) => {
    expect(await answer(q, null)).toBe("No plan's policy wording describes a no-claim bonus, so I won't guess.");
  });

  it("still quotes the restoration clause when the bonus is asked about as the clause puts it", async () => {
    const text = await answer("what happens when the sum insured and bonus are used up", HELD.asha);

    expect(text).toContain(`your ${FS} policy (Sum insured and restoration)`);
  });
});

describe("a hospital cash allowance", () => {
  it.each(["do I get hospital cash", "hospital cash", "hospital cash kitna milta hai"])(
    "reads '%s' as a question for the wording, not as nothing the assistant can answer",
    (question) => {
      expect(planMessage(question).kind).toBe("knowledge");
    },
  );

  it("reads 'does my policy give hospital cash' as about the policy's cover, not the e-card a hospital asks for", () => {
    expect(planMessage("does my policy give hospital cash").topics).not.toContain("ecard");
  });

  it.each(["is hospital cash covered", "does my policy pay a daily cash allowance"])(
    "tells Ravi, asking '%s', that his wording does not describe one, not his co-payment on a cashless claim",
    async (question) => {
      const text = await answer(question, HELD.ravi);

      expect(text).toContain(`Your ${GC} policy wording doesn't describe a hospital cash (daily allowance) benefit`);
      expect(text).not.toContain("Co-payment");
      expect(text).not.toContain("Cashless");
    },
  );

  it("does not take the benefit schedule's in-patient hospitalisation for hospital cash", () => {
    const benefits: ToolResultView = {
      toolName: "get_covered_benefits",
      args: { portal_ref: "PRT-50001" },
      outcome: {
        status: "ok",
        result: {
          benefits: [{ name: "In-patient hospitalisation", covered: true, limit: null, waitingPeriodDays: null }],
        },
        readiness,
      },
    };
    const own = scheduleAnswer([{ portalRef: "PRT-50001", product: `${GC} for Northwind Logistics` }], [benefits]);

    expect(own(GC, questionOf("is hospital cash covered", [GC]))).toBeNull();
    expect(own(GC, questionOf("is hospitalisation covered", [GC]))).toContain("In-patient hospitalisation");
  });
});

describe("a complaint or an appeal", () => {
  it.each(["can i appeal a rejected claim", "is there a grievance process"])(
    "tells Asha, asking '%s', that neither of her wordings describes one, offering a care agent",
    async (question) => {
      const text = await answer(question, HELD.asha);

      expect(text).toBe(
        `Your ${FS} and ${PA} policy wordings don't describe a complaints or appeal process, so I won't quote another plan's wording. I can ask a care agent to call you back about it: just say "call me back".`,
      );
    },
  );

  it("tells a guest asking how to file a complaint that no plan's wording describes one", async () => {
    expect(await answer("how do i file a complaint", null)).toBe(
      "No plan's policy wording describes a complaints or appeal process, so I won't guess.",
    );
  });
});
