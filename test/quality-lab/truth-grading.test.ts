/**
 * The truth grading rule (quality-lab/TRUTH.md) on the committed cases: an answer true for the member
 * passes; one that presents another product's figure as theirs, hides which product it quotes, or
 * leads with another plan fails, and quoting every product wins nothing. Pure.
 */
import { describe, expect, it } from "vitest";
import type { TruthCase } from "../../quality-lab/case";
import { parseTruthCases } from "../../quality-lab/lab";
import { buildReport, reportMarkdown } from "../../quality-lab/report";
import type { CaseRun } from "../../quality-lab/run-case";
import { askerOf } from "../../quality-lab/truth/asker";
import { gradeTruth } from "../../quality-lab/truth/grade";
import { buildTruthReport, truthCaseReport } from "../../quality-lab/truth/report";
import { alternativeMatches, normalise, sentencesOf } from "../../quality-lab/truth/text";
import truthCasesJson from "../../quality-lab/truth-cases.json";

const cases = parseTruthCases(truthCasesJson);
const byId = (id: string): TruthCase => {
  const found = cases.find((c) => c.id === id);
  if (!found) throw new Error(`no truth case ${id}`);
  return found;
};

const ASHA = askerOf("9000000001");
const RAVI = askerOf("9000000002");
const MEERA = askerOf("9000000003");
const OUT = askerOf(null);

const run = (answer: string, overrides: Partial<CaseRun> = {}): CaseRun => ({
  selected: ["search_policy_knowledge"],
  failures: [],
  readiness: [],
  outcome: "answered",
  turnFailure: null,
  answer,
  citations: [],
  problems: [],
  ...overrides,
});

const FS_CATARACT =
  "Under your Family Shield policy, cataract surgery is covered after 24 months of continuous cover [1].";
const GC_CATARACT =
  "The 24-month waiting period for specific illnesses that applies to retail health plans is waived. Cataract, hernia, joint replacement are covered from the first day of cover.";
const IE_CATARACT = "A waiting period of 24 months applies to cataract, hernia, enlargement of the prostate.";

describe("reading an answer", () => {
  it("folds the ways of writing a figure into one: ₹5 lakh, Rs. 5,00,000 and INR 500,000", () => {
    for (const text of ["₹5 lakh", "Rs. 5,00,000", "INR 500,000", "₹ 5,00,000"])
      expect(normalise(text)).toBe("₹500000");
    expect(normalise("co-payment of 10 per cent")).toBe("copay of 10%");
  });

  it("matches whole figures only: 10% is not in 110%, 24 months is not in 124 months", () => {
    expect(alternativeMatches(normalise("you pay 110% of it"), "10%")).toBe(false);
    expect(alternativeMatches(normalise("after 124 months"), "24 months")).toBe(false);
    expect(alternativeMatches(normalise("after 24 months [2]."), "24 months")).toBe(true);
    expect(alternativeMatches(normalise("Cataract is covered. From the first day."), "cataract & first day")).toBe(
      true,
    );
  });

  it("labels a bullet with the product its heading names, and clears the label at a heading that names none", () => {
    const sentences = sentencesOf("Group Care:\n- covered from day one\nFrom the policy wording:\n- 24 months");
    expect(sentences.map((s) => s.label)).toEqual([["group_care"], ["group_care"], ["group_care"], []]);
  });
});

describe("a signed-in member's truth case", () => {
  const asha = byId("truth-cataract-1-asha");
  const ravi = byId("truth-cataract-3-ravi");

  it("passes the answer that gives the member's own figure under their product's name", () => {
    expect(gradeTruth(asha, run(FS_CATARACT), ASHA)).toEqual({ pass: true, reasons: [], uncaughtServerError: false });
  });

  it("fails the answer that quotes two products' passages without saying which is which", () => {
    const verdict = gradeTruth(asha, run(`From the policy wording:\n- ${GC_CATARACT} [1]\n- ${IE_CATARACT} [2]`), ASHA);
    expect(verdict.pass).toBe(false);
    expect(verdict.reasons.some((r) => r.startsWith("presents PlanCover Group Care's"))).toBe(true);
    expect(verdict.reasons).toContain("does not name PlanCover Family Shield");
  });

  it("wins nothing by quoting every product without names, and fails when another plan's answer comes first", () => {
    const unnamed = gradeTruth(ravi, run(`${GC_CATARACT}\n${IE_CATARACT}`), RAVI);
    const otherFirst = gradeTruth(
      ravi,
      run(`Individual Essential: ${IE_CATARACT}\nYour Group Care policy: ${GC_CATARACT}`),
      RAVI,
    );

    expect(unnamed.reasons.some((r) => r.startsWith("presents PlanCover Family Shield's"))).toBe(true);
    expect(otherFirst.reasons.some((r) => r.startsWith("the first fact it states is not the member's"))).toBe(true);
  });

  it("passes another product's figure when a sentence of its own names that product, after the member's", () => {
    const verdict = gradeTruth(
      ravi,
      run(`Your Group Care policy: ${GC_CATARACT}\nIndividual Essential, by contrast: ${IE_CATARACT}`),
      RAVI,
    );
    expect(verdict.reasons).toEqual([]);
  });

  it("fails a sentence that names the member's product and another together with the other's figure", () => {
    const verdict = gradeTruth(
      asha,
      run(`${FS_CATARACT}\nFamily Shield and Group Care cover cataract from the first day.`),
      ASHA,
    );
    expect(verdict.reasons.some((r) => r.startsWith("presents PlanCover Group Care's"))).toBe(true);
  });

  it("fails a citation of a product the member does not hold, and a turn that did not answer", () => {
    const cited = gradeTruth(
      asha,
      run(FS_CATARACT, {
        citations: [
          {
            document: "plancover-group-care",
            title: "PlanCover Group Care — group mediclaim policy wording",
            section: "Waiting period",
          },
        ],
      }),
      ASHA,
    );
    const paused = gradeTruth(asha, run(FS_CATARACT, { outcome: "sign_in_required" }), ASHA);

    expect(cited.reasons).toEqual(["cites PlanCover Group Care, outside the documents this case allows"]);
    expect(paused.reasons).toEqual(["ended sign_in_required, expected answered"]);
  });

  it("accepts an unnamed figure from a member who holds one product, but not from one who holds two", () => {
    const bare = "Cataract surgery is covered after 24 months of continuous cover.";
    const one = gradeTruth(
      byId("truth-cataract-5-synthetic"),
      run(`Individual Essential.\n\n${bare}`),
      askerOf("9812345678"),
    );
    const two = gradeTruth(asha, run(`Family Shield.\n\n${bare}`), ASHA);

    expect(one.reasons).toEqual([]);
    expect(two.reasons).toContain(
      "does not state, for PlanCover Family Shield: cataract is covered after 24 months of continuous cover (only unnamed, and the member holds more than one product)",
    );
  });
});

describe("a live figure", () => {
  const balance = byId("truth-balance-3-ravi");

  it("passes when it is the member's own and came from a read of theirs, however it is written", () => {
    const read = { selected: ["get_sum_insured_balance"] };
    expect(gradeTruth(balance, run("You have Rs 3,99,650 left on PRT-50001.", read), RAVI).reasons).toEqual([]);
    expect(gradeTruth(balance, run("You have ₹3.9965 lakh left.", read), RAVI).reasons).toEqual([]);
  });

  it("fails without a read of the member's data, and with another member's figure", () => {
    const guessed = gradeTruth(balance, run("You have ₹3,99,650 left."), RAVI);
    const asha = gradeTruth(
      balance,
      run("You have ₹3,99,650 left, not ₹9,20,800.", { selected: ["get_sum_insured_balance"] }),
      RAVI,
    );

    expect(guessed.reasons).toEqual(["states the sum insured still available without reading the member's data"]);
    expect(asha.reasons.some((r) => r.startsWith("presents PlanCover Family Shield's \"Asha's balance\""))).toBe(true);
  });

  it("is the synthetic member's own, from the stand-in's data for the number that asked", () => {
    const synthetic = askerOf("9812345678");
    const holding = synthetic.holdings[0];
    if (!holding) throw new Error("a synthetic member holds a policy");
    const verdict = gradeTruth(
      byId("truth-sum-insured-5-synthetic"),
      run(`Your sum insured is ₹${holding.sumInsured}.`, { selected: ["get_plan_details"] }),
      synthetic,
    );
    const wrong = gradeTruth(byId("truth-sum-insured-5-synthetic"), run("Your sum insured is ₹1."), synthetic);

    expect(verdict.reasons).toEqual([]);
    expect(wrong.pass).toBe(false);
  });
});

describe("signed out, or holding no policy", () => {
  const out = byId("truth-cataract-8-out");
  const meera = byId("truth-cataract-7-meera");
  const perProduct =
    "It depends on your plan.\nFamily Shield: covered after 24 months.\nGroup Care: covered from the first day.\nIndividual Essential: covered after 24 months.\nSign in to see the answer for your own plan.";

  it("passes an answer that gives each product its own line, or asks which plan, and says to sign in", () => {
    expect(gradeTruth(out, run(perProduct), OUT).reasons).toEqual([]);
    const asks =
      "Which plan do you hold: Family Shield, Group Care or Individual Essential? Sign in and I'll answer for your own plan.";
    expect(gradeTruth(out, run(asks), OUT).reasons).toEqual([]);
  });

  it("fails an answer that quotes a product's figure without naming it, or says nothing of signing in", () => {
    const unnamed = gradeTruth(
      out,
      run(`From the policy wording:\n- ${GC_CATARACT}\n- ${IE_CATARACT}\nSign in for yours.`),
      OUT,
    );
    const noHint = gradeTruth(out, run(perProduct.replace(/\nSign in.*$/, "")), OUT);

    expect(unnamed.reasons.some((r) => r.includes("without naming it"))).toBe(true);
    expect(noHint.reasons).toEqual(["does not say that signing in answers for their own plan"]);
  });

  it("takes a sentence quoting a product's own wording under its name for that product's, not another's", () => {
    const copay = byId("truth-copay-8-out");
    const quoted =
      "- PlanCover Individual Essential (Co-payment): The plan is sold with or without a 10% co-payment option; choosing the option lowers the premium by 20%, and the schedule shows a co-payment of either 0% or 10%.";
    const madeUp =
      "- PlanCover Individual Essential (Co-payment): Every claim carries a 10% co-payment for the employee.";
    const unnamed = (answer: string) =>
      gradeTruth(copay, run(`${answer}\nSign in for yours.`), OUT).reasons.filter((r) =>
        r.includes("without naming it"),
      );

    expect(unnamed(quoted)).toEqual([]);
    expect(unnamed(madeUp)).not.toEqual([]);
  });

  it("passes Meera's answer only when it says she holds no policy first and names any product it quotes", () => {
    const good = `You don't have a policy with us yet.\n${perProduct}`;
    expect(gradeTruth(meera, run(good, { selected: ["list_my_policies"] }), MEERA).reasons).toEqual([]);
    const quoted = gradeTruth(
      meera,
      run(`${IE_CATARACT}\nYou don't have a policy with us yet.`, { selected: ["list_my_policies"] }),
      MEERA,
    );
    expect(quoted.pass).toBe(false);
  });
});

describe("the truth report", () => {
  it("gives the share true for this member per fold, per product and per intent, and each case's reasons", () => {
    const asha = byId("truth-cataract-1-asha");
    const ravi = byId("truth-cataract-3-ravi");
    const reports = [
      truthCaseReport(asha, run(FS_CATARACT), gradeTruth(asha, run(FS_CATARACT), ASHA)),
      truthCaseReport(ravi, run(IE_CATARACT), gradeTruth(ravi, run(IE_CATARACT), RAVI)),
    ];
    const truth = buildTruthReport(reports);
    const report = buildReport(
      { target: "workerd", model: "default", at: new Date(0) },
      [],
      { known_failures: [] },
      truth,
    );
    const markdown = reportMarkdown(report, { known_failures: [] });

    expect(truth.folds.find((f) => f.key === asha.fold)).toEqual({ key: asha.fold, cases: 2, true_cases: 1, rate: 50 });
    expect(truth.products.filter((p) => p.cases > 0).map((p) => [p.key, p.true_cases, p.cases])).toEqual([
      ["family_shield", 1, 1],
      ["group_care", 0, 1],
    ]);
    expect(truth.intents).toEqual([{ key: "specific_illness", cases: 2, true_cases: 1, rate: 50 }]);
    expect(markdown).toContain(`**True for this member: 1 of 2 truth cases`);
    expect(markdown).toContain("| PlanCover Group Care | 1 | 0 | 0% |");
    expect(markdown).toContain("| truth-cataract-3-ravi |");
  });
});
