/**
 * The Quality Lab in the suite: the same cases and the same runner as `npm run quality-lab`, driven
 * through SELF against the default model in workerd. Every case must pass, except the committed
 * baseline of known failures — and a baselined case that passes must leave the baseline, so the list
 * can only shrink. No case may end in an uncaught server error, baselined or not.
 */
import { SELF } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import baselineJson from "../../quality-lab/baseline.json";
import casesJson from "../../quality-lab/cases.json";
import type { LabFetch } from "../../quality-lab/client";
import { labCase, parseBaseline, parseCases } from "../../quality-lab/lab";
import { Sessions } from "../../quality-lab/run-case";
import { clearTurnWindowsNowAndThen, raiseDemoCallsPerMinute } from "../support/quota";

const cases = parseCases(casesJson);
const baseline = parseBaseline(baselineJson);
const known = new Set(baseline.known_failures.map((failure) => failure.id));

const throughSelf: LabFetch = (path, init) => SELF.fetch(`https://toolgate.test${path}`, init);
/** The demo members sign in once for the file, as they do once per `npm run quality-lab`. */
const sessions = new Sessions();
const clearTurnWindows = clearTurnWindowsNowAndThen();

let restore: () => Promise<void> = async () => {};
beforeAll(async () => {
  restore = await raiseDemoCallsPerMinute();
});
afterAll(() => restore());

describe("the Quality Lab against the default model", () => {
  it.each(cases.map((lab) => [lab.id, lab] as const))("%s", async (id, lab) => {
    // The demo members ask hundreds of questions in two minutes: per-minute limits are not what this measures.
    await clearTurnWindows(sessions.signedIn());
    const report = await labCase(throughSelf, sessions, lab, baseline);

    expect(report.uncaught_server_error, report.reasons.join("; ")).toBe(false);
    if (known.has(id)) {
      expect(report.pass, `${id} passes now: remove it from quality-lab/baseline.json`).toBe(false);
    } else {
      expect(report.reasons).toEqual([]);
    }
  });
});
