/**
 * The Quality Lab signs in as a real client does: each demo member and the run's synthetic member
 * once per run, their sessions reused by every case, so a run of hundreds of cases stays inside the
 * sign-in throttles; a sign-in the throttles refuse waits out their Retry-After when the run allows.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LabCase } from "../../quality-lab/case";
import type { LabFetch } from "../../quality-lab/client";
import { runLab } from "../../quality-lab/lab";

const noBaseline = { known_failures: [] };

function policiesCase(id: string, caller: LabCase["caller"]): LabCase {
  return {
    id,
    fold: "dev",
    question: "which policies do I have?",
    caller,
    covers: "sign-ins of a run",
    expect: {
      tools: ["list_my_policies"],
      no_member_read: false,
      outcomes: ["answered"],
      allowed_failure_reasons: [],
      answer_contains: [],
      answer_excludes: [],
    },
  };
}

/** SELF, counting the sign-in starts and refusing the first `refuse` of them with a throttle's 429. */
function countingSignIns(refuse = 0): { fetch: LabFetch; starts: () => number } {
  let starts = 0;
  const fetch: LabFetch = async (path, init) => {
    if (path === "/auth/otp/start") {
      starts++;
      if (starts <= refuse) {
        const body = { error: { code: "rate_limited", message: "Too many sign-in attempts." } };
        return Response.json(body, { status: 429, headers: { "retry-after": "1" } });
      }
    }
    return SELF.fetch(`https://toolgate.test${path}`, init);
  };
  return { fetch, starts: () => starts };
}

describe("a Quality Lab run's sign-ins", () => {
  it("signs each demo member and the synthetic member in once, however many cases they ask", async () => {
    const { fetch, starts } = countingSignIns();
    const cases = [
      policiesCase("synthetic-1", "synthetic"),
      policiesCase("ravi-1", "9000000002"),
      policiesCase("synthetic-2", "synthetic"),
      policiesCase("ravi-2", "9000000002"),
      policiesCase("synthetic-3", "synthetic"),
    ];
    const report = await runLab(fetch, cases, noBaseline, { target: "SELF", model: "default" });

    expect(report.cases.map((c) => c.reasons)).toEqual([[], [], [], [], []]);
    expect(starts()).toBe(2);
  });

  it("waits out a refused sign-in's Retry-After once when the run allows it, and fails the sign-in when not", async () => {
    const waited: number[] = [];
    const allowing = countingSignIns(1);
    const options = {
      target: "SELF",
      model: "default",
      signInWaitMaxMs: 0,
      onSignInWait: (ms: number) => waited.push(ms),
    };
    // Retry-After 1 s is more than the run allows: the case's sign-in fails, nothing waits.
    const refused = await runLab(allowing.fetch, [policiesCase("ravi", "9000000002")], noBaseline, options);
    expect(refused.cases[0]?.pass).toBe(false);
    expect(waited).toEqual([]);

    const waiting = countingSignIns(1);
    const patient = { ...options, signInWaitMaxMs: 1_000 };
    const report = await runLab(waiting.fetch, [policiesCase("ravi", "9000000002")], noBaseline, patient);
    expect(waited).toEqual([1_000]);
    expect(report.cases[0]?.reasons).toEqual([]);
    expect(waiting.starts()).toBe(2);
  }, 20_000);
});
