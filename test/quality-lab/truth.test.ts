/**
 * The truth cases in the suite: the same cases, runner and grading as `npm run quality-lab`, driven
 * through SELF against the default model in workerd. No case may end in an uncaught server error, and
 * each fold's share true for the member must reach the enforced floor (quality-lab/truth/targets.ts),
 * which only rises, up to the targets.
 */
import { SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLDS } from "../../quality-lab/case";
import type { LabFetch } from "../../quality-lab/client";
import { labTruthCase, parseTruthCases } from "../../quality-lab/lab";
import { Sessions } from "../../quality-lab/run-case";
import { buildTruthReport, type TruthCaseReport } from "../../quality-lab/truth/report";
import { TRUTH_ENFORCED, TRUTH_TARGETS } from "../../quality-lab/truth/targets";
import truthCasesJson from "../../quality-lab/truth-cases.json";
import { clearTurnWindowsNowAndThen, raiseDemoCallsPerMinute } from "../support/quota";

const cases = parseTruthCases(truthCasesJson);
const throughSelf: LabFetch = (path, init) => SELF.fetch(`https://toolgate.test${path}`, init);
const sessions = new Sessions();
const clearTurnWindows = clearTurnWindowsNowAndThen();
const reports: TruthCaseReport[] = [];

let restore: () => Promise<void> = async () => {};
beforeAll(async () => {
  restore = await raiseDemoCallsPerMinute();
});
afterAll(() => restore());

describe("the truth cases against the default model", () => {
  it.each(cases.map((lab) => [lab.id, lab] as const))("%s runs without an uncaught server error", async (_id, lab) => {
    // Hundreds of turns as the same members: per-minute limits are not what this measures.
    await clearTurnWindows(sessions.signedIn());
    const report = await labTruthCase(throughSelf, sessions, lab);
    reports.push(report);
    expect(report.uncaught_server_error, report.reasons.join("; ")).toBe(false);
  });

  it("is true for the member in each fold at least as often as the enforced floor, which stays within the targets", () => {
    expect(reports).toHaveLength(cases.length);
    const truth = buildTruthReport(reports);
    for (const fold of FOLDS) {
      const share = truth.folds.find((f) => f.key === fold);
      expect(TRUTH_ENFORCED[fold], fold).toBeLessThanOrEqual(TRUTH_TARGETS[fold]);
      expect(share?.rate ?? 0, `${fold}: ${share?.true_cases} of ${share?.cases} true`).toBeGreaterThanOrEqual(
        TRUTH_ENFORCED[fold],
      );
    }
  });
});
