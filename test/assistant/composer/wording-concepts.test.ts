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

describe("the sentence that leads", () => {
  it("is a list item led by the line that opens its list", () => {
    const question = questionOf("does my plan cover pregnancy and delivery?", []);
    const text =
      "The plan does not pay for the following:\nMaternity, childbirth or infertility treatment.\nDental treatment.";
    expect(leadOf(question, text)?.sentence).toBe(
      "The plan does not pay for the following: Maternity, childbirth or infertility treatment.",
    );
  });
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
