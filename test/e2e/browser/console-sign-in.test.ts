/**
 * Staff sign-in to the console in Chromium: the bootstrap token on the form, by keyboard alone, at
 * phone and desktop size; Leave ends the staff session on the server (its token is refused after);
 * a session ended elsewhere sends the console back to sign-in, saying so; a link to a screen opens
 * that screen once signed in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "../../support/e2e/axe";
import {
  type Browser,
  consoleToken,
  DESKTOP,
  focused,
  launch,
  newPage,
  openConsole,
  type Page,
  PHONE,
  screenshot,
} from "../../support/e2e/browser";
import { baseUrl } from "../../support/e2e/clients";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const auditWith = (token: string) =>
  fetch(`${baseUrl()}/admin/v1/audit?limit=1`, { headers: { authorization: `Bearer ${token}` } });

async function tabUntil(page: Page, target: ReturnType<Page["locator"]>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    if (await focused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the element");
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("staff sign-in on a %s", (size, viewport) => {
  it("signs in with the admin token by keyboard alone, and Leave ends the staff session on the server", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/admin");
    const field = page.getByLabel("Admin token");
    await tabUntil(page, field);
    await page.keyboard.type(inject("adminToken"));
    await page.keyboard.press("Enter");
    await page.getByRole("navigation", { name: "Console screens" }).waitFor();
    const token = await consoleToken(page);
    expect(token).toBeTruthy();
    expect(token).not.toBe(inject("adminToken"));
    expect((await auditWith(token ?? "")).status).toBe(200);

    await tabUntil(page, page.getByRole("button", { name: "Leave the console", exact: true }));
    await page.keyboard.press("Enter");
    await page.getByText("You left the console; your staff session has ended.").waitFor();
    expect(await consoleToken(page)).toBeNull();
    expect((await auditWith(token ?? "")).status).toBe(401);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `console-left-${size}`);
    await context.close();
  });
});

describe("staff sign-in", () => {
  it("refuses a wrong token with a message, and issues nothing", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto("/admin");
    await page.getByLabel("Admin token").fill("not-the-admin-token");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("alert").getByText("That token is not accepted").waitFor();
    expect(await consoleToken(page)).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("goes back to sign-in, saying so, when the staff session ended elsewhere", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    const token = (await consoleToken(page)) ?? "";
    await fetch(`${baseUrl()}/admin/v1/sessions/end`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    await page.getByRole("navigation", { name: "Console screens" }).getByRole("link", { name: "Admin audit" }).click();
    await page.getByText("Your staff session has ended. Sign in again.").waitFor();
    await page.getByLabel("Admin token").waitFor();
    await context.close();
  });

  it("opens the screen and search a link names, once signed in", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page, "click", "/admin/audit?tool=get_member_profile&outcome=ok");
    await page.getByRole("heading", { level: 2, name: "Audit search" }).waitFor();
    expect(await page.getByLabel("Tool").inputValue()).toBe("get_member_profile");
    expect(await page.getByLabel("Outcome").inputValue()).toBe("ok");
    expect(new URL(page.url()).pathname).toBe("/admin/audit");
    await context.close();
  });
});
