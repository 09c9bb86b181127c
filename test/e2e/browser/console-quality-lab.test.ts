/**
 * The Quality Lab screen in Chromium: a summary that never contradicts itself (known failures are
 * called known, not "every case passed"), 25 cases a page, the failed ones and a search found by
 * filters that live in the URL, and the report fetched rather than built into the console's code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import report from "../../../quality-lab/report.json";
import { axeViolations } from "../../support/e2e/axe";
import {
  type Browser,
  DESKTOP,
  launch,
  newPage,
  openConsole,
  openScreen,
  PHONE,
  screenshot,
} from "../../support/e2e/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const { cases, passed, failed } = report.totals;

describe("the Quality Lab screen", () => {
  it("sums up without contradiction, shows 25 cases a page, and finds the failed ones and a search", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await openConsole(page);
    await openScreen(page, "Quality Lab");
    const verdict = page.locator(".verdict");
    await verdict.waitFor();
    const summary = (await verdict.textContent()) ?? "";
    expect(summary).toContain(`${passed} of ${cases} cases passed`);
    expect(summary).not.toMatch(/every case passed/i);
    if (failed > 0) expect(summary).toMatch(failed === report.totals.known_failures ? /known/ : /unexpected/);
    expect(fetched).toContain("/admin/v1/quality-lab");

    const table = page.getByRole("table", { name: "Quality Lab cases" });
    expect(await table.locator("tbody tr").count()).toBe(25);
    await page.getByText(`page 1 of ${Math.ceil(cases / 25)}.`, { exact: false }).waitFor();
    await page.getByRole("button", { name: "Next page" }).click();
    await page.waitForURL((u) => u.searchParams.get("page") === "2");
    expect(await table.locator("tbody tr").first().locator("code").textContent()).toBe(report.cases[25]?.id);

    await page.getByLabel("Result").selectOption("failed");
    await page.waitForURL((u) => u.searchParams.get("result") === "failed" && !u.searchParams.has("page"));
    expect(await table.locator("tbody tr").count()).toBe(failed);
    for (const result of await table.locator(".col-result .fail").allTextContents()) expect(result).toMatch(/^fail/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "console-quality-lab-failed-desktop");

    await page.getByLabel("Result").selectOption("all");
    await page.getByLabel("Search cases").fill("hospital pin");
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("q") === "hospital pin");
    await page.reload();
    await page.getByRole("table", { name: "Quality Lab cases" }).waitFor();
    expect(await page.getByLabel("Search cases").inputValue()).toBe("hospital pin");
    const found = await page.getByRole("table", { name: "Quality Lab cases" }).locator("tbody tr").allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const row of found) expect(row.toLowerCase()).toMatch(/hospital/);
    await context.close();
  });

  it("fits a phone's width with its filters and a page of cases", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await openConsole(page, "click", "/admin/quality-lab?result=failed");
    await page.getByRole("table", { name: "Quality Lab cases" }).waitFor();
    expect(await page.locator("html").evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "console-quality-lab-phone");
    await context.close();
  });
});
