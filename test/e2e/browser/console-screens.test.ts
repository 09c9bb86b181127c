/**
 * Every console screen in Chromium at phone and desktop size: its content inside landmarks (one
 * `main`), no axe violation of moderate or higher impact, nothing wider than the phone, reached by
 * keyboard alone (Tab to the screen's link, Enter), the focus on the new screen's heading; a
 * screenshot of each in test-artifacts/screens.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/e2e/axe";
import {
  type Browser,
  DESKTOP,
  focused,
  freshRun,
  launch,
  newPage,
  openConsole,
  type Page,
  PHONE,
  screenshot,
} from "../../support/e2e/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  // Something in every screen: a member's run in the audit and the overview.
  await freshRun();
});
afterAll(async () => {
  await browser.close();
});

/** Each screen: its link's name, its heading, and what shows it has loaded. */
const SCREENS = [
  ["Overview", "Overview", "figure"],
  ["Policy", "Company policy", ".family"],
  ["Partner rules", "Partner rules", ".screen > p"],
  ["Audit", "Audit search", "form"],
  ["Admin audit", "Admin audit", "table"],
  ["Readiness", "Readiness", "form"],
  ["Quality Lab", "Quality Lab", "table"],
] as const;

/**
 * Presses Tab (or Shift+Tab, from a screen's heading, which comes after the links) until the link
 * has the focus, as a keyboard user gets there; fails after 40 presses.
 */
async function tabTo(page: Page, name: string, key: "Tab" | "Shift+Tab"): Promise<void> {
  const link = page.getByRole("navigation", { name: "Console screens" }).getByRole("link", { name, exact: true });
  for (let i = 0; i < 40; i++) {
    if (await focused(link)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the ${name} link`);
}

/**
 * Watches, in the page, for the screen heading named `name` to appear, and records whether it had
 * the focus in the task that put it there: a focus moved a frame later is a moment in which a
 * keyboard or screen-reader user acts on the old one.
 */
async function watchHeading(page: Page, name: string): Promise<void> {
  await page.locator("body").evaluate((body, name) => {
    const doc = body.ownerDocument;
    const view = doc.defaultView as (typeof doc.defaultView & { focusedWhenShown?: boolean }) | null;
    if (!view) throw new Error("the page has no window");
    delete view.focusedWhenShown;
    const observer = new view.MutationObserver(() => {
      const heading = doc.getElementById("screen-title");
      if (heading?.textContent?.trim() !== name) return;
      view.focusedWhenShown = doc.activeElement === heading;
      observer.disconnect();
    });
    observer.observe(body, { childList: true, subtree: true, characterData: true });
  }, name);
}

const focusedWhenShown = (page: Page) =>
  page
    .locator("body")
    .evaluate((body) => (body.ownerDocument.defaultView as { focusedWhenShown?: boolean } | null)?.focusedWhenShown);

const widest = (page: Page) => page.locator("html").evaluate((el) => el.scrollWidth);

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("every console screen on a %s", (size, viewport) => {
  it("is reached by keyboard, takes the focus to its heading, fits the width and has no axe violation", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/admin");
    await page.getByLabel("Admin token").waitFor();
    expect(await axeViolations(page), "the sign-in screen").toEqual([]);
    await screenshot(page, `console-sign-in-${size}`);
    await openConsole(page, "enter");
    const counts: Record<string, number> = {};
    for (const [link, heading, loaded] of SCREENS) {
      // After sign-in nothing has the focus (Tab from the top); after that the last screen's heading has it.
      await tabTo(page, link, link === "Overview" ? "Tab" : "Shift+Tab");
      await watchHeading(page, heading);
      await page.keyboard.press("Enter");
      const title = page.getByRole("heading", { level: 2, name: heading, exact: true });
      await title.waitFor();
      await page.locator(`main ${loaded}`).first().waitFor();
      if (link !== "Overview") {
        expect(await focusedWhenShown(page), `${link}: focus on the heading as it shows`).toBe(true);
        expect(await focused(title), `${link}: focus on the heading`).toBe(true);
      }
      expect(await page.locator("main").count()).toBe(1);
      expect(await widest(page), `${link}: nothing wider than the view`).toBeLessThanOrEqual(viewport.width);
      const violations = await axeViolations(page);
      counts[link] = violations.length;
      expect(violations, link).toEqual([]);
      await screenshot(page, `console-${link.toLowerCase().replaceAll(" ", "-")}-${size}`);
    }
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    await context.close();
  });
});
