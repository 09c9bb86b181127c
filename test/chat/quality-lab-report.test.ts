/**
 * The Quality Lab report the console reads: built into the private assets (web/vite.config.ts),
 * served by GET /admin/v1/quality-lab to an administrator's staff session only, never as a file.
 */
import { describe, expect, it } from "vitest";
import type { ConsoleReport } from "../../quality-lab/console-report";
import report from "../../quality-lab/report.json";
import { call, signInOverHttp, staffHeaders } from "../support/http";
import { uniqueMobile } from "../support/members";

describe("the console's Quality Lab report", () => {
  it("answers an administrator with the built report's totals and every case", async () => {
    const response = await call("/admin/v1/quality-lab", { headers: await staffHeaders() });

    expect(response.status).toBe(200);
    const view = (await response.json()) as ConsoleReport;
    expect(view.totals).toMatchObject({ cases: report.totals.cases, failed: report.totals.failed });
    expect(view.cases).toHaveLength(report.cases.length);
    expect(JSON.stringify(view)).not.toContain(report.cases[0]?.answer ?? "no answer");
  });

  it.each([
    ["no session", async () => ({}), 401],
    ["a member's session", async () => ({ authorization: `Bearer ${await signInOverHttp(uniqueMobile())}` }), 403],
  ])("refuses %s", async (_who, headers, status) => {
    expect((await call("/admin/v1/quality-lab", { headers: await headers() })).status).toBe(status);
  });

  it("never serves the private file itself", async () => {
    const response = await call("/_private/quality-lab.json");

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such route." } });
  });

  it.each([
    "/%5fprivate/quality-lab.json",
    "/%5Fprivate/quality-lab.json",
    "//_private/quality-lab.json",
    "/_private%2fquality-lab.json",
    "/_private%5cquality-lab.json",
    "/web%2f..%2f_private/quality-lab.json",
    "/_PRIVATE/quality-lab.json",
    "/%E0%A4%A/quality-lab.json",
  ])("never serves it through a path spelled otherwise: %s", async (path) => {
    const response = await call(path);

    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("totals");
  });
});
