/**
 * The default planner reads members' own phrasing: Hindi written in Latin letters, a terse noun
 * phrase without "my", the money words of a reimbursement, relatives on the policy or being added to
 * it, hospitals near them, whether something is covered, and messages that are not about insurance.
 */
import { describe, expect, it } from "vitest";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import type { MemberTopic } from "../../../src/assistant/planner/plan";

/** A member read is asked for: the turn is member or mixed and reads the topic. */
function expectReads(message: string, topic: MemberTopic) {
  const plan = planMessage(message);
  expect(["member", "mixed"], `${message} -> ${plan.kind}`).toContain(plan.kind);
  expect(plan.topics, message).toContain(topic);
}

describe("the default planner reads members' own phrasing", () => {
  it.each([
    ["kitna balance bacha hai", "balance"],
    ["mera claim kab settle hoga", "claims"],
    ["claim status kya hai", "claims"],
    ["ecard bhejo", "ecard"],
  ] as const)("Hindi in Latin letters: %s reads %s", (message, topic) => {
    expectReads(message, topic);
  });

  it("takes a call-back asked for in Hindi as the call-back, and a how-to in Hindi as a wording question", () => {
    expect(planMessage("mujhe call karo").kind).toBe("callback");
    expect(planMessage("agent se baat karni hai").kind).toBe("callback");
    expect(planMessage("claim kaise kare").kind).toBe("knowledge");
  });

  it.each([
    ["policy certificate", "documents"],
    ["policy copy", "documents"],
    ["tax certificate for 80D", "documents"],
    ["tpa card", "ecard"],
    ["cashless card", "ecard"],
    ["cover left", "balance"],
    ["how much cover is left", "balance"],
    ["How much of the sum insured is still available this year?", "balance"],
    ["registered mobile number", "profile"],
    ["which address is on file", "profile"],
    ["policy expiry", "plan"],
    ["clam staus", "claims"],
  ] as const)("something only the member's account holds, without 'my': %s reads %s", (message, topic) => {
    expectReads(message, topic);
  });

  it.each([
    "does my insurance pay for dental treatment",
    "can i get a full body checkup paid by my insurance",
    "can I take my company insurance with me to a personal policy?",
  ])("does not take 'my insurance' in a question about cover for a request for the e-card: %s", (message) => {
    expect(planMessage(message).topics).not.toContain("ecard");
  });

  it.each(["my insurance card", "need my insurance card, going to the hospital"])(
    "still reads %s as the e-card",
    (message) => {
      expectReads(message, "ecard");
    },
  );

  it("corrects a four-letter slip only to a word of members' requests: 'clam' is a claim, 'late' stays late", () => {
    expectReads("clam staus", "claims");
    expect(planMessage("what if i pay my premium late").knowledgeQuery).toMatch(/grace period/);
  });

  it("answers a balance question that also asks what happens when the cover runs out from both the balance and the wording", () => {
    const plan = planMessage("how much cover is left and what happens when it runs out");
    expect(plan.kind).toBe("mixed");
    expect(plan.topics).toContain("balance");
    expect(plan.knowledgeQuery).toMatch(/restor/);
  });

  it.each([
    "How do I claim back money I paid at the hospital?",
    "how to get my money back for hospital bills",
    "hospital bill refund",
    "paid from my pocket, how to claim",
  ])("reads money back for a bill as the reimbursement the wording describes: %s", (message) => {
    const plan = planMessage(message);
    expect(plan.topics).not.toContain("hospitals");
    expect(["knowledge", "mixed"]).toContain(plan.kind);
    expect(plan.knowledgeQuery).toMatch(/reimbursement/);
  });

  it.each([
    "Do I pay anything from my pocket?",
    "will I have to pay anything out of pocket for a hospital stay",
    "what are my out of pocket costs",
  ])("reads what the member will pay themselves as their share of each bill, the co-payment: %s", (message) => {
    const plan = planMessage(message);
    expect(plan.topics, "not the claims already made").not.toContain("claims");
    expect(plan.knowledgeQuery ?? "").not.toMatch(/reimbursement/);
    // The member's own terms (their co-pay), or the wording's co-payment clause.
    expect(plan.topics.includes("plan") || /copayment/.test(plan.knowledgeQuery ?? ""), message).toBe(true);
  });

  it("still reads money already spent out of pocket as a reimbursement claim", () => {
    const plan = planMessage("I spent 20000 out of pocket at the hospital, can I get it back");
    expect(plan.knowledgeQuery).toMatch(/reimbursement/);
  });

  it("reads a relative on the member's policy as who is insured, and adding one as the wording's enrolment rules", () => {
    expectReads("is my husband covered", "members");
    expectReads("is my son on the policy", "members");
    expect(
      planMessage(
        "I got married last month, can my wife be added to the company's group policy in the middle of the year?",
      ).kind,
    ).toBe("knowledge");
    // Whether it is paid for her is the wording's, once who is insured says whether she is.
    expect(planMessage("My daughter wants braces, would the insurance pay for them?")).toMatchObject({
      kind: "mixed",
      topics: [],
      relativeCover: true,
    });
  });

  it("searches hospitals when the member looks for one, and not for a question about a hospital bill", () => {
    expectReads("hospitals near me", "hospitals");
    expectReads("nearest cashless hospital in noida", "hospitals");
    expect(planMessage("has the money i paid at the hospital been reimbursed under the policy").topics).not.toContain(
      "hospitals",
    );
  });

  it("answers 'explain how X works' from the wording beside the member's own read, even when a member intent owns X", () => {
    const plan = planMessage("track my claims and explain how cashless works");
    expect(plan.kind).toBe("mixed");
    expect(plan.topics).toContain("claims");
    expect(plan.knowledgeQuery).toMatch(/cashless/);
  });

  it("reads the wording's own 'insured persons' as the wording's, not as a request for who is insured", () => {
    const plan = planMessage("Do insured persons over 65 have to pay a share of each claim?");
    expect(plan.topics).not.toContain("members");
    expect(plan.kind).toBe("knowledge");
  });

  it.each([
    "is covid covered",
    "who can be covered",
    "how many days do i have to submit bills",
    "pre hospitalisation",
    "what is sum insured",
  ])("answers a general question from the wording: %s", (message) => {
    expect(planMessage(message).kind).toBe("knowledge");
  });

  it.each([
    "book a train ticket",
    "I want to buy a car",
    "how do I reset my password",
    "who are you",
    "I'm bored at work today and just wanted to chat with someone about movies, any recommendations?",
  ])("does not answer an off-topic message from a word it shares with the wording: %s", (message) => {
    const plan = planMessage(message);
    expect(plan.kind).toBe("other");
    expect(plan.suggestions?.length).toBeGreaterThan(0);
  });

  it.each(["premium kitna hai", "what is the premium"])(
    "suggests no question about the glossary or the wording's overview for %j",
    (message) => {
      for (const suggestion of planMessage(message).suggestions ?? []) {
        expect(suggestion).not.toMatch(/say about (glossary|about this policy)/i);
      }
    },
  );

  // "Buy" matched the accident wording's "no medical check-up is needed to buy it", and "when was my
  // policy bought" was answered with it, beside every benefit, not with the policy's dates.
  it.each([
    "when was my policy bought",
    "when did I buy my policy",
    "purchase date of my policy",
    "when did we take this policy",
  ])("reads %j as the schedule's dates, and searches no wording", (message) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["plan"], knowledgeQuery: null });
  });

  it("still reads 'can I buy a policy for my mother' as a buyer's question, not the member's schedule", () => {
    expect(planMessage("can I buy a policy for my mother").topics).not.toContain("plan");
  });
});
