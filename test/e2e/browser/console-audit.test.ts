/**
 * The audit screens in Chromium: a filtered search lives in the URL (reload shows the same rows), a
 * row's detail takes and gives back the focus, the admin audit reads on a desktop (sized columns,
 * the change as before → after) and as cards on a phone, and readiness shows its labels.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/e2e/axe";
import {
  afterRender,
  type Browser,
  DESKTOP,
  focused,
  freshRun,
  launch,
  newPage,
  openConsole,
  openScreen,
  PHONE,
  screenshot,
} from "../../support/e2e/browser";
import { adminFetch } from "../../support/e2e/clients";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** A company of its own with a policy and one tool rule changed twice: admin audit rows with real before and after. */
async function adminChanges(): Promise<string> {
  const company = `co-${Math.random().toString(36).slice(2, 10)}`;
  const policy = { dailyCallBudget: 100, callsPerMinute: 30, channels: ["mobile", "web"] };
  await adminFetch(`/admin/v1/companies/${company}/policy`, { method: "PUT", body: policy });
  await adminFetch(`/admin/v1/companies/${company}/policy`, {
    method: "PUT",
    body: { ...policy, dailyCallBudget: 250 },
  });
  await adminFetch(`/admin/v1/companies/${company}/tools/get_plan_details`, { method: "PUT", body: { enabled: true } });
  await adminFetch(`/admin/v1/companies/${company}/tools/get_plan_details`, {
    method: "PUT",
    body: { enabled: false, roles: ["member"] },
  });
  return company;
}

describe("the audit search", () => {
  it("keeps a filtered search in the URL, so a reload (or the link) shows the same rows", async () => {
    const conversationId = await freshRun();
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    await openScreen(page, "Audit");
    await page.getByLabel("Conversation").fill(conversationId);
    await page.getByLabel("Tool").fill("get_member_profile");
    await page.getByLabel("Outcome").selectOption("ok");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const rows = page.getByRole("table", { name: "Audit rows" }).getByRole("row");
    await page.getByText("1 row, newest first.").waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/admin/audit");
    expect(Object.fromEntries(url.searchParams)).toEqual({ conversationId, tool: "get_member_profile", outcome: "ok" });

    await page.reload();
    await page.getByText("1 row, newest first.").waitFor();
    expect(await page.getByLabel("Conversation").inputValue()).toBe(conversationId);
    expect(await rows.count()).toBe(2);
    // Back walks the searches: the unfiltered one before it.
    await page.goBack();
    await page.waitForURL((u) => u.pathname === "/admin/audit" && u.search === "");
    await expect.poll(() => page.getByLabel("Conversation").inputValue()).toBe("");
    await context.close();
  });

  it("shows the newest search's rows though the search it replaced answers after it", async () => {
    const conversationId = await freshRun();
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    // The screen's first search (no filter) is held until the filtered one has shown its row.
    const unfiltered = (url: URL) => url.pathname === "/admin/v1/audit" && !url.searchParams.has("conversationId");
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(unfiltered, async (route) => {
      await released;
      await route.continue();
    });
    await openScreen(page, "Audit");
    await page.getByLabel("Conversation").fill(conversationId);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("1 row, newest first.").waitFor();

    const late = page.waitForResponse((response) => unfiltered(new URL(response.url())));
    release();
    await (await late).finished();
    await afterRender(page);
    expect(await page.getByRole("status").textContent()).toBe("1 row, newest first.");
    expect(await page.getByRole("table", { name: "Audit rows" }).getByRole("row").count()).toBe(2);
    await context.close();
  });

  it("keeps what is typed into a filter the moment the screen opens", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    // Open the screen and type in the same task, before any effect of its first render has run.
    await page.evaluate(`(async () => {
      const link = [...document.querySelectorAll("nav a")].find((a) => a.textContent === "Audit");
      link.click();
      for (let i = 0; i < 5 && !document.getElementById("audit-tool"); i++) await Promise.resolve();
      const tool = document.getElementById("audit-tool");
      tool.value = "get_member_profile";
      tool.dispatchEvent(new Event("input", { bubbles: true }));
    })()`);
    await afterRender(page);
    expect(await page.getByLabel("Tool").inputValue()).toBe("get_member_profile");
    await context.close();
  });

  it("takes the focus to a row's detail, and gives it back to its Details button on close", async () => {
    const conversationId = await freshRun();
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page, "click", `/admin/audit?conversationId=${conversationId}`);
    const details = page.getByRole("button", { name: /^Details of row/ }).first();
    await details.click();
    const heading = page.getByRole("heading", { name: /get_member_profile/ });
    await heading.waitFor();
    expect(await focused(heading)).toBe(true);
    await screenshot(page, "console-audit-row-desktop");
    await page.getByRole("button", { name: "Close the detail", exact: true }).click();
    expect(await focused(details)).toBe(true);
    await context.close();
  });

  it.each([
    [false, "Login context required"],
    [true, "Ready to execute"],
  ])("shows readiness labels for a caller context (signed in: %s)", async (signedIn, label) => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    await openScreen(page, "Readiness");
    await page.getByLabel("Role").selectOption("member");
    await page.getByLabel("Channel").selectOption("web");
    await page.getByLabel("Signed in").setChecked(signedIn);
    await page.getByRole("button", { name: "Show readiness", exact: true }).click();
    const table = page.getByRole("table", { name: "Readiness per tool" });
    await table.waitFor();
    const profile = table.getByRole("row").filter({ hasText: "get_member_profile" });
    expect(await profile.locator(".readiness-label").textContent()).toBe(label);
    expect(await table.textContent()).not.toMatch(/Bearer|pc1\./);
    await context.close();
  });
});

describe("the admin audit", () => {
  it("reads on a desktop: sized columns, one line of words each, the change as before → after", async () => {
    const company = await adminChanges();
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    await openScreen(page, "Admin audit");
    const table = page.getByRole("table", { name: "Admin changes" });
    const budget = table
      .getByRole("row")
      .filter({ hasText: `company:${company}` })
      .filter({ hasText: "dailyCallBudget" });
    await budget.first().waitFor();
    const change = budget.first().locator(".diff li").filter({ hasText: "dailyCallBudget" });
    expect(await change.locator("del").textContent()).toBe("100");
    expect(await change.locator("ins").textContent()).toBe("250");
    // Only what changed: the channels stayed, so they are not listed.
    expect(await budget.first().locator(".diff li").count()).toBe(1);
    const widths = await table
      .locator("thead th")
      .evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(120);
    const tallest = await table
      .locator("tbody tr")
      .evaluateAll((rows) => Math.max(...rows.map((r) => r.getBoundingClientRect().height)));
    expect(tallest).toBeLessThan(160);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "console-admin-audit-diff-desktop");
    await context.close();
  });

  it("turns each row into a card on a phone, each value named by its column", async () => {
    await adminChanges();
    const { context, page } = await newPage(browser, PHONE);
    await openConsole(page);
    await openScreen(page, "Admin audit");
    const row = page.getByRole("table", { name: "Admin changes" }).locator("tbody tr").first();
    await row.waitFor();
    expect(await row.evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).display)).toBe("block");
    expect(await row.locator("[data-label]").count()).toBe(5);
    expect(await page.locator("html").evaluate((el) => el.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "console-admin-audit-cards-phone");
    await context.close();
  });
});
