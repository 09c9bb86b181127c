/**
 * The console's pure logic, in Node: the admin audit's before → after, the Quality Lab's summary
 * (never "passed" beside a failure it does not name), its search and pages, the policy draft's
 * change count, and the console's routes.
 */
import { describe, expect, it } from "vitest";
import type { ConsoleCase, ConsoleReport } from "../../../quality-lab/console-report";
import type { PolicyView } from "../../../src/shared/admin-api";
import { diffOf } from "../../../web/admin/diff";
import { labFilterOf, labSummary, matches, pageOf } from "../../../web/admin/lab-view";
import { changeCount, draftOf } from "../../../web/admin/policy-draft";
import { hrefOf, routeOf } from "../../../web/admin/router";

describe("the admin audit's change", () => {
  it("lists only the fields that differ, nested ones by their path", () => {
    const before = { enabled: true, roles: null, limits: { perMinute: 30, daily: 100 } };
    const after = { enabled: false, roles: ["member"], limits: { perMinute: 30, daily: 250 } };

    expect(diffOf(before, after)).toEqual([
      { field: "enabled", before: "true", after: "false" },
      { field: "roles", before: "—", after: "member" },
      { field: "limits.daily", before: "100", after: "250" },
    ]);
  });

  it("lists what a new thing was created with, and what a removed one had", () => {
    expect(diffOf(null, { role: "admin" })).toEqual([{ field: "role", after: "admin" }]);
    expect(diffOf({ registered: true, clientName: "Acme" }, { registered: false })).toEqual([
      { field: "registered", before: "true", after: "false" },
      { field: "clientName", before: "Acme" },
    ]);
  });
});

const lab = (over: Partial<ConsoleCase>): ConsoleCase => ({
  id: "case",
  family: "family",
  fold: "dev",
  question: "What is my balance?",
  expectedTools: [],
  selected: [],
  outcome: "answered",
  failureCodes: [],
  calls: [],
  pass: true,
  knownFailure: false,
  reasons: [],
  ...over,
});

const reportOf = (totals: Partial<ConsoleReport["totals"]>): ConsoleReport => ({
  generatedAt: "2026-11-30T14:37:59.655Z",
  model: "default",
  totals: {
    cases: 458,
    passed: 458,
    failed: 0,
    knownFailures: 0,
    unexpectedFailures: 0,
    uncaughtServerErrors: 0,
    toolsReached: 15,
    toolsTotal: 15,
    ...totals,
  },
  cases: [],
});

describe("the Quality Lab summary", () => {
  it.each([
    [
      { passed: 455, failed: 3, knownFailures: 3 },
      /^455 of 458 cases passed \(99\.3%\)\. The 3 failures are all known/,
      true,
    ],
    [{ passed: 457, failed: 1, knownFailures: 1 }, /The 1 failure is known/, true],
    [
      { passed: 455, failed: 3, knownFailures: 1, unexpectedFailures: 2 },
      /2 failures are unexpected .*; 1 known/,
      false,
    ],
    [{}, /^458 of 458 cases passed \(100\.0%\)\. No failure\.$/, true],
    [{ uncaughtServerErrors: 1 }, /1 uncaught server error/, false],
  ])("for %o says %s", (totals, text, good) => {
    const summary = labSummary(reportOf(totals));

    expect(summary.text).toMatch(text);
    expect(summary.good).toBe(good);
  });

  it("never says every case passed while any failed", () => {
    for (const failed of [1, 2, 3]) {
      const { text } = labSummary(reportOf({ passed: 458 - failed, failed, knownFailures: failed }));
      expect(text).not.toMatch(/every case passed|No failure/i);
    }
  });
});

describe("the Quality Lab's search and pages", () => {
  it("matches every word of a search against the id, family, question and tools", () => {
    const hospital = lab({
      id: "hospitals-pin",
      question: "Hospitals near 560001?",
      selected: ["search_network_hospitals"],
    });
    const filter = labFilterOf(new URLSearchParams("q=hospital network"));

    expect(matches(hospital, filter)).toBe(true);
    expect(matches(lab({}), filter)).toBe(false);
    expect(matches(hospital, labFilterOf(new URLSearchParams("result=failed")))).toBe(false);
    expect(matches(lab({ pass: false }), labFilterOf(new URLSearchParams("result=failed")))).toBe(true);
  });

  it("keeps the page asked for within the pages there are", () => {
    const items = Array.from({ length: 60 }, (_, i) => i);

    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, items: items.slice(0, 25) });
    expect(pageOf(items, 3).items).toEqual(items.slice(50));
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, Number.NaN).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({ page: 1, pages: 1, items: [] });
  });
});

describe("the policy draft", () => {
  const policy: PolicyView = {
    companyId: "demo",
    killSwitch: false,
    dailyCallBudget: 500,
    callsPerMinute: 60,
    channels: ["mobile", "web"],
    tools: [
      { name: "a", family: "policies", enabled: true, roles: null, channels: null },
      { name: "b", family: "claims", enabled: true, roles: null, channels: null },
    ],
    partners: [],
  };

  it("counts one change for the company's settings and one per changed tool, none when put back", () => {
    const draft = draftOf(policy);
    expect(changeCount(draft, policy)).toBe(0);

    const edited = {
      company: { ...draft.company, dailyCallBudget: "400", channels: ["web" as const] },
      tools: draft.tools.map((t) => (t.name === "a" ? { ...t, enabled: false } : { ...t, roles: ["member" as const] })),
    };
    expect(changeCount(edited, policy)).toBe(3);

    const putBack = {
      ...edited,
      tools: draftOf(policy).tools,
      company: { ...draft.company, channels: ["web", "mobile"] as ("web" | "mobile")[] },
    };
    expect(changeCount(putBack, policy)).toBe(0);
  });
});

describe("the console's routes", () => {
  it("reads a screen and its query from the URL, and the overview from anything else", () => {
    expect(routeOf({ pathname: "/admin/audit", search: "?tool=get_e_card&outcome=failed" })).toMatchObject({
      screen: "audit",
      href: "/admin/audit?tool=get_e_card&outcome=failed",
    });
    expect(routeOf({ pathname: "/admin", search: "" }).screen).toBe("overview");
    expect(routeOf({ pathname: "/admin/no-such-screen", search: "" }).screen).toBe("overview");
  });

  it("writes only the filled-in query values into a link", () => {
    expect(hrefOf("audit", { tool: "get_e_card", code: "", since: null })).toBe("/admin/audit?tool=get_e_card");
    expect(hrefOf("overview")).toBe("/admin/overview");
  });
});
