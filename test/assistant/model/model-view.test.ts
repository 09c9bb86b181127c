/** What an LLM is shown of a turn, and how its plan_turn answer is narrowed before it counts. Pure. */
import { describe, expect, it } from "vitest";
import { modelMessages, modelResult } from "../../../src/assistant/model/llm/model-view";
import { planFromToolArgs } from "../../../src/assistant/model/llm/plan-tool";
import { readyMember } from "../../support/readiness";

const readiness = readyMember;

describe("what the model is shown", () => {
  it("shows a pending action's summary, never its id, expiry or readiness", () => {
    const shown = JSON.stringify(
      modelResult({
        status: "pending",
        pendingActionId: "pa_0123456789abcdef",
        summary: "Book a call-back about your claim in the evening?",
        expiresAt: "2026-11-20T10:00:00.000Z",
        readiness,
      }),
    );

    expect(shown).toContain("Book a call-back about your claim in the evening?");
    expect(shown).not.toMatch(/pa_0123456789abcdef|expiresAt|2026-11-20|readiness|authorization/);
  });

  it("shows a failure's code and safe message, and evidence by product and title without its file name or score", () => {
    expect(
      modelResult({ status: "failed", code: "not_found", message: "No such record.", retryable: false, readiness }),
    ).toEqual({ status: "failed", code: "not_found", message: "No such record.", retryable: false });
    const evidence = [
      {
        document: "plancover-family-shield",
        product: "PlanCover Family Shield",
        title: "PlanCover Family Shield — policy wording",
        section: "Waiting periods",
        text: "36 months.",
        score: 4.2,
      },
    ];
    expect(modelResult({ status: "ok", result: { passages: 1 }, evidence, readiness })).toEqual({
      status: "ok",
      result: { passages: 1 },
      evidence: [
        {
          product: "PlanCover Family Shield",
          title: "PlanCover Family Shield — policy wording",
          section: "Waiting periods",
          text: "36 months.",
        },
      ],
    });
  });

  it("labels each passage with whether the signed-in member holds its product, as the search said", () => {
    const passage = { document: "d", title: "T", section: "S", text: "24 months.", score: 1 };
    const evidence = [
      { ...passage, product: "PlanCover Family Shield", held: true },
      { ...passage, product: "PlanCover Group Care", held: false },
    ];
    const shown = modelResult({ status: "ok", result: { passages: 2 }, evidence, readiness });
    expect(shown).toMatchObject({
      evidence: [
        { product: "PlanCover Family Shield", memberHoldsProduct: true },
        { product: "PlanCover Group Care", memberHoldsProduct: false },
      ],
    });
  });

  it("redacts the member's message and any credential a model put in its own earlier call", () => {
    const messages = modelMessages("my otp is 482913, call 9812345678", [
      {
        toolName: "get_plan_details",
        args: { portal_ref: "PRT-40122", access_token: "pc1.MBR-1001.1999999999.c2ln" },
        outcome: {
          status: "failed",
          code: "invalid_arguments",
          message: "Bad arguments.",
          retryable: false,
          readiness,
        },
      },
    ]);
    const shown = JSON.stringify(messages);

    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "tool"]);
    expect(shown).not.toMatch(/482913|9812345678|pc1\./);
    expect(shown).toContain("PRT-40122");
  });
});

describe("the newer variants of an OTP, a mobile number or an OAuth token", () => {
  const token = `m${"0a".repeat(16)}:Grant_Id-1234567:${"s".repeat(20)}Secret-_0123`;

  it("are redacted in the member's message and in a tool's result before a model sees them", () => {
    const message = `OTP-482913, otp: 48 29 14, code: 482-915, call 98 76 54 32 10 or (987) 654-3211, token ${token}`;
    const messages = modelMessages(message, [
      {
        toolName: "get_member_profile",
        args: {},
        outcome: {
          status: "ok",
          result: {
            mobile: "9876 543212",
            alternate: "+91.98765.43213",
            fax: "98765/43214",
            note: `OTP123456 ${token}`,
          },
          dataClass: "personal",
          readiness,
        },
      },
    ]);
    const shown = JSON.stringify(messages);

    expect(shown).not.toMatch(/48291[345]|48 29 14|482-915|123456|98 76 54|\(987\) 654|9876 5432|98765[./]4/);
    expect(shown).not.toContain("Grant_Id-1234567");
    expect(shown).toContain("******3214");
  });
});

describe("a model's plan_turn answer", () => {
  it("keeps only a city the hospital search knows, and takes claim numbers from the message, not the model", () => {
    const plan = planFromToolArgs(
      { kind: "member", topics: ["hospitals", "claims"], city: "bangalore", pin_code: "560034" },
      "Status of CN-2026-004127, and hospitals near me?",
    );

    expect(plan).toMatchObject({ kind: "member", city: "Bengaluru", pinCode: "560034", claims: ["CN-2026-004127"] });
    expect(
      planFromToolArgs({ kind: "member", topics: ["hospitals"], city: "Asha Rao's street" }, "x")?.city,
    ).toBeNull();
  });

  it("refuses an answer that does not parse, and never notices a settlement question less than code does", () => {
    expect(planFromToolArgs({ kind: "everything" }, "hello")).toBeNull();
    expect(planFromToolArgs({ kind: "member", topics: ["ecard", "passwords"] }, "hello")).toBeNull();
    const plan = planFromToolArgs({ kind: "member", topics: ["claims"] }, "When will my claim be settled?");
    expect(plan?.asksSettlementDate).toBe(true);
  });
});
