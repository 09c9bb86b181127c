/**
 * Helpers for the member app's browser tests: the two sizes every test runs at, one check per screen
 * (a screenshot, no axe violation of moderate or higher impact, nothing wider than the screen), and
 * where the keyboard focus is. Each screen's axe count is also written to test-artifacts/axe/ so a
 * run's report can quote it.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { axeViolations } from "./axe";
import { DESKTOP, type Locator, type Page, PHONE, SCREENS, screenshot } from "./browser";

export const SIZES = [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const;

const AXE_LOG = path.resolve(SCREENS, "../axe/member.jsonl");

/** A screen as a person sees it: screenshot it, then check it has no axe finding and fits its width. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const findings = await axeViolations(page);
  mkdirSync(path.dirname(AXE_LOG), { recursive: true });
  appendFileSync(AXE_LOG, `${JSON.stringify({ screen: name, violations: findings.length, findings })}\n`);
  expect(findings, `axe on ${name}`).toEqual([]);
  expect(await page.locator("main").count(), `${name} has one main landmark`).toBe(1);
  await expectFits(page, name);
}

/** Nothing on the page is wider than the screen: no sideways scrolling, no control cut off. */
export async function expectFits(page: Page, name = "the page"): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  // (A string, not a function: the Node-side types have no DOM.)
  expect(await page.evaluate("document.documentElement.scrollWidth"), `${name} is as wide as the screen`).toBe(width);
}

/** The element that has the keyboard focus, described for a failure message (never the body). */
export async function focused(page: Page): Promise<string> {
  const described = await page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "body";
    return el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + ":" + (el.textContent || "").trim().slice(0, 40);
  })()`);
  return String(described);
}

/** Waits until the given element holds the keyboard focus. */
export async function expectFocus(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
}

/** The right edge of an element is on screen (a control is not cut off). */
export async function expectOnScreen(page: Page, locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "the element is rendered").not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
}

/** Opens the menu (a drawer on a phone; on a desktop the column is always there) and picks an item. */
export async function fromMenu(page: Page, item: string): Promise<void> {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) {
    if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  }
  await page.getByRole("navigation", { name: "Menu" }).getByRole("button", { name: item, exact: true }).click();
}

/** The stand-in's synthetic members are "Test Member NNNN": the header names them by the first word. */
export const SYNTHETIC_FIRST_NAME = "Test";

/** The header's line for a synthetic member signed in with this number. */
export const signedInAs = (mobile: string) => `Signed in as ${SYNTHETIC_FIRST_NAME} · ••••${mobile.slice(-4)}`;

/** The name the gateway gives a participant in this page's conversation (what the page should show). */
export async function participantName(page: Page, you: boolean): Promise<string> {
  const id = await page.evaluate("localStorage.getItem('toolgate.conversationId')");
  const list = (await page.evaluate(`fetch('/chat/${id}/participants').then((r) => r.json())`)) as {
    participants: { name: string; you: boolean }[];
  };
  const found = list.participants.find((p) => p.you === you);
  if (!found) throw new Error(`no participant with you=${you}`);
  return found.name;
}
