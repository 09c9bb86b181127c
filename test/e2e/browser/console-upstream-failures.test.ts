/**
 * The overview's upstream-failure chart in Chromium, at phone and desktop size: after the stand-in
 * answers a member's reads with a 503 (its status fault, scoped to that member) and then with a 400,
 * the chart (an SVG image with a title) draws them by code, and its number table and the tiles count
 * each failure under its tool and code: what the overview showed before, plus this test's.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import type { OverviewView } from "../../../src/shared/admin-overview";
import { axeViolations } from "../../support/e2e/axe";
import {
  type Browser,
  DESKTOP,
  launch,
  newPage,
  openConsole,
  type Page,
  PHONE,
  screenshot,
} from "../../support/e2e/browser";
import { adminFetch, freshMobile, must, newClient, signIn } from "../../support/e2e/clients";
import { memberIdOf } from "../../support/members";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const standIn = (path: string, init: RequestInit = {}) => fetch(`${inject("standInUrl")}${path}`, init);
const clearFaults = () => standIn("/__faults", { method: "DELETE" });
afterEach(clearFaults);

/** Every request of this member to the stand-in now answers this status. */
async function failUpstream(mobile: string, status: number): Promise<void> {
  const fault = await standIn("/__faults", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ memberId: memberIdOf(mobile), status }),
  });
  expect(fault.status).toBe(201);
}

/** The upstream failures the overview counts now (last 24 hours), for one tool and code or all. */
async function upstreamCount(tool?: string, code?: string): Promise<number> {
  const view = (await (await adminFetch("/admin/v1/overview")).json()) as OverviewView;
  return view.upstream
    .filter((row) => (tool === undefined || row.tool === tool) && (code === undefined || row.code === code))
    .reduce((total, row) => total + row.count, 0);
}

/** The Failures cell of the number table's row for this tool and code (0 when there is no row). */
async function tableCount(page: Page, tool: string, code: string): Promise<number> {
  const figure = page.locator("figure").filter({ hasText: "Upstream failures per" });
  const row = figure
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: tool, exact: true }) })
    .filter({ has: page.getByRole("cell", { name: code, exact: true }) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole("cell").last().textContent());
}

const PROFILE = "get_member_profile";
const POLICIES = "list_my_policies";

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the overview's upstream failures on a %s", (size, viewport) => {
  it("charts a tool's upstream failures by code, and counts each under its tool and code", async () => {
    const before = {
      unavailable: await upstreamCount(PROFILE, "upstream_unavailable"),
      error: await upstreamCount(POLICIES, "upstream_error"),
      all: await upstreamCount(),
    };
    const mobile = freshMobile();
    const member = newClient("sse");
    await signIn(member, mobile);

    // An upstream that is down (503): three profile reads fail as upstream_unavailable.
    await failUpstream(mobile, 503);
    for (let i = 0; i < 3; i++) {
      const ran = must(await member.tools.run(PROFILE, {}));
      expect(ran.outcome).toMatchObject({ status: "failed", code: "upstream_unavailable" });
    }
    // Then one that refuses the request (400): a policies read fails as upstream_error.
    await clearFaults();
    await failUpstream(mobile, 400);
    const refused = must(await member.tools.run(POLICIES, {}));
    expect(refused.outcome).toMatchObject({ status: "failed", code: "upstream_error" });

    const { context, page } = await newPage(browser, viewport);
    await openConsole(page);
    const chart = page.getByRole("img", { name: /Upstream failures per hour/ });
    await chart.waitFor();
    // Each code is a series of bars, named in the chart's description.
    expect(await chart.locator("rect").count()).toBeGreaterThan(0);
    expect(await chart.getAttribute("aria-labelledby")).toBeTruthy();
    const described = (await chart.locator("desc").textContent()) ?? "";
    expect(described).toContain(`${PROFILE} upstream_unavailable: ${before.unavailable + 3}`);
    expect(described).toContain(`${POLICIES} upstream_error: ${before.error + 1}`);

    const figure = page.locator("figure").filter({ has: chart });
    await figure.getByText(/^The numbers/).click();
    expect(await tableCount(page, PROFILE, "upstream_unavailable")).toBe(before.unavailable + 3);
    expect(await tableCount(page, POLICIES, "upstream_error")).toBe(before.error + 1);
    const tile = page.locator(".tiles div").filter({ has: page.getByText("Upstream failures", { exact: true }) });
    expect(Number(await tile.locator("dd").textContent())).toBe(before.all + 4);

    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator("html").evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `console-upstream-failures-${size}`);
    await context.close();
  });
});
