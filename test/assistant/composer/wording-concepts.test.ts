/**
 * Which passage of a member's wording answers: the concepts a question names in a member's words
 * gate the sections that may answer it, a list item is led by the line that opens its list, and a
 * "what documents" question prefers the section so headed. Pure functions over the real corpus's
 * vocabulary.
 */
import { describe, expect, it } from "vitest";
import { leadOf } from "../../../src/assistant/composer/wording/lead";
import { addressing, questionOf, RELEVANT_SHARE } from "../../../src/assistant/composer/wording/relevance";
import { planMessage } from "../../../src/assistant/planner/default-planner";

const GC = ["PlanCover Group Care"];
const ROOM_RENT =
  "On the standard ₹5 lakh sum insured this is ₹10,000 per day for a room and ₹20,000 per day for ICU. Room rent is covered up to 2% of the sum insured per day.";
const RESTORATION =
  "If the sum insured is used up during a policy year, 100% of it is restored once in that year for an unrelated illness.";

describe("the concepts a question names", () => {
  it("keep a section that only shares the question's figure from answering a question about restoration", () => {
    const question = questionOf("if my 5 lakh gets used up, does it refill?", GC);
    expect(addressing(question, "Room rent limit", ROOM_RENT)).toBe(0);
    expect(addressing(question, "Sum insured and restoration", RESTORATION)).toBeGreaterThanOrEqual(RELEVANT_SHARE);
  });

  it("gate on what the question is about, not on how the claim is made", () => {
    const question = questionOf("is the ambulance fee paid back and how much?", []);
    const reimbursement =
      "When treatment is taken at a non-network hospital, pay the hospital and claim the amount back.";
    const ambulance = "Road ambulance charges are paid up to ₹3,000 per hospitalisation.";
    expect(addressing(question, "Reimbursement claims", reimbursement)).toBe(0);
    expect(addressing(question, "Day-care, AYUSH and ambulance cover", ambulance)).toBeGreaterThan(0);
  });

  it("do not gate on the people a question is about", () => {
    const question = questionOf("my husband needs a cataract operation, will it be paid?", []);
    const text = "A waiting period of 24 months applies to cataract, hernia and joint replacement.";
    expect(addressing(question, "Waiting period for specific illnesses", text)).toBeGreaterThanOrEqual(RELEVANT_SHARE);
  });
});

describe("a word of the wording used in another sense", () => {
  const DOCUMENTS =
    "Send the claim form signed by the employee, the original hospital bills, the health e-card and a cancelled cheque of the employee's bank account.";
  const LEAVING =
    "Within 30 days of leaving, the employee can move the family to a PlanCover individual or family floater policy without a fresh medical check-up.";
  const CHECK_UP =
    "Each adult insured person can have a preventive health check-up once in every policy year, up to ₹5,000 per adult.";
  const MATERNITY = "Medical termination of pregnancy is covered only when it is medically necessary.";

  it("keeps the cancelled cheque a claim needs from answering a question about cancelling the policy", () => {
    const question = questionOf("can i cancel my policy and get a refund", GC);
    expect(addressing(question, "Documents needed for a claim", DOCUMENTS)).toBe(0);
  });

  it("keeps the medical check-up an insurer asks for before cover from answering a question about the health check-up", () => {
    const question = questionOf("is a health checkup free on my plan", GC);
    expect(addressing(question, "Cover after leaving the company", LEAVING)).toBe(0);
    expect(addressing(question, "Preventive health check-up", CHECK_UP)).toBeGreaterThanOrEqual(RELEVANT_SHARE);
  });

  it("keeps the medical termination of a pregnancy from answering a question about ending the policy", () => {
    const question = questionOf("can i terminate my policy midway", GC);
    expect(addressing(question, "Maternity and new-born cover", MATERNITY)).toBe(0);
  });

  it("gates on a subject the question names in the wording's own words, as on a member's word for it", () => {
    const question = questionOf("what is the grace period to pay my renewal premium", GC);
    const midYear =
      "A spouse can be added within 30 days of the marriage. The premium for a mid-year addition is paid by the employer. A family member who is not added within 30 days can be enrolled only at the next policy renewal.";
    const renewal =
      "Premiums are due before the end date in the schedule; a grace period of 30 days is allowed to pay the renewal premium without losing continuity.";
    expect(addressing(question, "Adding a spouse or new-born mid-year", midYear)).toBe(0);
    expect(addressing(question, "Renewal, grace period and portability", renewal)).toBeGreaterThanOrEqual(
      RELEVANT_SHARE,
    );
  });
});

describe("the sentence that leads", () => {
  it("is a list item led by the line that opens its list", () => {
    const question = questionOf("does my plan cover pregnancy and delivery?", []);
    const text =
      "The plan does not pay for the following:\nMaternity, childbirth or infertility treatment.\nDental treatment.";
    expect(leadOf(question, text)?.sentence).toBe(
      "The plan does not pay for the following: Maternity, childbirth or infertility treatment.",
    );
  });

  const INITIAL_WAIT =
    "No illness is covered during the first 30 days from the first policy start date. This initial waiting period does not apply to hospitalisation caused by an accident, which is covered from the first day. The 30 days are counted only once: when the policy is renewed without a break, no new initial waiting period starts. A family member added at renewal serves the 30-day initial waiting period from the date that member is added.";

  it.each([
    "what is the initial waiting period",
    "how long is the initial waiting period",
    planMessage("am I covered for dengue?").knowledgeQuery ?? "",
  ])(
    "is the section's rule, stated first, when %j asks nothing its sentences tell apart beyond the heading",
    (asked) => {
      const question = questionOf(asked, ["PlanCover Family Shield"]);
      expect(leadOf(question, INITIAL_WAIT, "Initial waiting period")?.sentence).toBe(
        "No illness is covered during the first 30 days from the first policy start date.",
      );
    },
  );
});

describe("a subject only the wording answers", () => {
  it.each([
    ["policy after job change?", "leaving the company"],
    ["can i include my father in my policy", "eligibility"],
    ["My parents have no insurance. Is there a way to put them on the family policy I already have?", "eligibility"],
    ["what if we use up our whole family cover this year and someone else falls sick?", "restoration"],
  ])("makes %j a wording question, searched with the wording's words", (message, wording) => {
    const plan = planMessage(message);
    expect(["knowledge", "mixed"]).toContain(plan.kind);
    expect(plan.knowledgeQuery).toContain(wording);
  });

  it("is answered by a plan for one person stating it is for one person", () => {
    const question = questionOf("can i include my father in my policy eligibility", []);
    const about = "PlanCover Individual Essential is an individual health insurance plan for one person.";
    expect(addressing(question, "About this policy", about)).toBeGreaterThanOrEqual(RELEVANT_SHARE);
  });

  it("still reads someone else's data as someone else's", () => {
    expect(planMessage("show someone else's claims").kind).toBe("other");
  });
});

describe("the planner's spelling", () => {
  it("leaves another form of a known word alone rather than take it for a far-off one", () => {
    expect(planMessage("can i get my knee replaced right away?").knowledgeQuery).toContain("replaced");
  });

  it("still corrects a word one slip from a known one", () => {
    expect(planMessage("show me my polices").topics).toContain("policies");
  });
});

describe("kinds of policy weighed against each other", () => {
  const question = "which policy should i claim my wrist fracture from, health or accident?";

  it("say which policy, not what is asked: 'health' is no health check-up", () => {
    expect(questionOf(question, []).stems.has("health")).toBe(false);
  });

  it("read the question as which of the member's policies pays, each one's benefits beside the wording", () => {
    expect(planMessage(question)).toMatchObject({ kind: "mixed", topics: ["cover"] });
  });
});
