/**
 * The admin console as a demanding administrator uses it in Chromium: on a phone nothing hides
 * off-screen, the screens change by keyboard, a row's detail is where the focus goes, unsaved
 * changes say so, and the Quality Lab reads as labels.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import report from "../../../quality-lab/report.json";
import { must, newClient, signIn } from "../support";
import { auditOfFreshRun, type Browser, launch, newPage, openConsole, type Page, PHONE, screenshot } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** True when the element lies within the page's width: reachable without scrolling sideways. */
async function onScreen(page: Page, name: string | RegExp): Promise<boolean> {
  const box = await page.getByRole("button", { name }).first().boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

describe("the admin console, used in earnest", () => {
  it("keeps every tool's Save and every audit row's Details on a phone's screen", async () => {
    const member = newClient("sse");
    await signIn(member);
    const run = must(await member.tools.run("get_member_profile", {}));
    const { context, page } = await newPage(browser, PHONE);
    await openConsole(page, "enter");
    await page.getByRole("button", { name: "Save request_callback", exact: true }).waitFor();
    expect(await onScreen(page, "Save request_callback")).toBe(true);
    await screenshot(page, "admin-policy-phone");
    await page.getByRole("tab", { name: "Audit", exact: true }).click();
    await page.getByLabel("Conversation").fill(run.conversationId);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page
      .getByRole("button", { name: /^Details of row/ })
      .first()
      .waitFor();
    expect(await onScreen(page, /^Details of row/)).toBe(true);
    // Still a table to a screen reader, whatever the phone layout does to it.
    expect(await page.getByRole("table", { name: "Audit rows" }).getByRole("row").count()).toBeGreaterThan(1);
    await screenshot(page, "admin-audit-phone");
    await context.close();
  });

  it("changes screens with the arrow keys, Home and End, as tabs do", async () => {
    const { context, page } = await newPage(browser);
    await openConsole(page, "enter");
    await page.getByRole("tab", { name: "Policy", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    const audit = page.getByRole("tab", { name: "Audit", exact: true });
    expect(await audit.getAttribute("aria-selected")).toBe("true");
    expect(await audit.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press("End");
    expect(await page.getByRole("tab", { name: "Quality Lab", exact: true }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("tab", { name: "Policy", exact: true }).getAttribute("aria-selected")).toBe("true");
    await context.close();
  });

  it("takes the focus to a row's detail, and gives it back to its Details button on close", async () => {
    const { context, page } = await auditOfFreshRun(browser);
    const details = page.getByRole("button", { name: /^Details of row/ }).first();
    await details.click();
    const heading = page.getByRole("heading", { name: /get_member_profile/ });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await screenshot(page, "admin-audit-row-desktop");
    await page.getByRole("button", { name: "Close the detail", exact: true }).click();
    expect(await details.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await context.close();
  });

  it("marks a tool changed but not saved, and the mark goes when the change is undone", async () => {
    const { context, page } = await newPage(browser);
    await openConsole(page, "enter");
    const toggle = page.getByRole("switch", { name: "get_e_card enabled" });
    await toggle.waitFor();
    expect(await page.getByText("Not saved yet").count()).toBe(0);
    await toggle.uncheck();
    await page.getByText("Not saved yet").waitFor();
    await toggle.check();
    expect(await page.getByText("Not saved yet").count()).toBe(0);
    await context.close();
  });

  it("shows every Quality Lab case's readiness as a label, and filters to the failed cases", async () => {
    const { context, page } = await newPage(browser);
    await openConsole(page, "enter");
    await page.getByRole("tab", { name: "Quality Lab", exact: true }).click();
    const table = page.getByRole("table", { name: "Quality Lab cases" });
    await table.waitFor();
    const readiness = await table.locator("td:last-child").allTextContents();
    expect(readiness.length).toBe(report.cases.length);
    expect(readiness.join("\n")).not.toMatch(/undefined|\b\d+: /);
    expect(readiness.some((text) => text.includes("Ready to execute"))).toBe(true);
    await page.getByLabel("Failed cases only").check();
    const failed = report.cases.filter((c) => !c.pass).length;
    await page.getByText(`Showing ${failed} of ${report.cases.length} cases.`).waitFor();
    expect(await table.getByRole("row").count()).toBe(failed + 1);
    await screenshot(page, "admin-quality-lab-desktop");
    await context.close();
  });
});
