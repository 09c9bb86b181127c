/**
 * Chromium for the browser tests (one for the run: chromium.ts) driven by playwright-core, headless,
 * against the running system. Screenshots go to test-artifacts/screens (committed, so every screen
 * can be seen in review); a few of them are copied into docs/screens for the README.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { baseUrl, DEMO_OTP, freshMobile, must, newClient, nextAddress, signIn } from "./clients";

export const SCREENS = path.resolve(import.meta.dirname, "../../../test-artifacts/screens");

/**
 * This file's connection to the run's one Chromium (started by the global setup: chromium.ts).
 * Closing it closes the file's contexts and leaves Chromium to the next file.
 */
export function launch(): Promise<Browser> {
  return chromium.connect(inject("browserEndpoint"));
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

export async function newPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP) {
  // Reduced motion: a screenshot never catches a switch halfway through its slide. Each context is a
  // different person on their own network, so each has its own client address (clients.ts).
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    reducedMotion: "reduce",
    extraHTTPHeaders: { "cf-connecting-ip": nextAddress() },
  });
  const page = await context.newPage();
  return { context, page };
}

/** The whole page, or with `view` only what is in the window (a pinned bar where the person sees it). */
export async function screenshot(page: Page, name: string, options: { view?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: !options.view });
}

/** Types a question and sends it with the keyboard (Enter in the Message box). */
export async function ask(page: Page, question: string): Promise<void> {
  await page.getByLabel("Message", { exact: true }).fill(question);
  await page.getByRole("button", { name: "Send", exact: true }).click();
}

/** Signs in through the card a paused turn shows; returns the mobile number used. */
export async function signInOnCard(page: Page, mobile = freshMobile()): Promise<string> {
  await page.getByLabel("Mobile number").fill(mobile);
  await page.getByRole("button", { name: "Send code", exact: true }).click();
  await page.getByLabel("One-time code").fill(DEMO_OTP);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return mobile;
}

/**
 * The same sign-in with the keyboard only: type the number, Tab to Send code, Enter; the code field
 * takes the focus when it appears, so the code is typed straight in and Enter signs in.
 */
export async function signInWithKeyboard(page: Page, mobile = freshMobile()): Promise<string> {
  await page.getByLabel("Mobile number").focus();
  await page.keyboard.type(mobile);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const otp = page.getByLabel("One-time code");
  await otp.waitFor();
  await expect.poll(() => otp.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
  await page.keyboard.type(DEMO_OTP);
  await page.keyboard.press("Enter");
  return mobile;
}

/** A page already signed in: a member question, the sign-in card, and the turn carried on. */
export async function signedInPage(browser: Browser, viewport?: { width: number; height: number }) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto("/");
  await ask(page, "What is my sum insured balance?");
  await signInOnCard(page);
  await page.locator(".answer").first().waitFor();
  return { context, page };
}

/** The console, signed in with the bootstrap token on its form; sent by a click or, keyboard only, by Enter. */
export async function openConsole(page: Page, submit: "click" | "enter" = "click", path = "/admin"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Admin token").fill(inject("adminToken"));
  if (submit === "enter") await page.keyboard.press("Enter");
  else await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("navigation", { name: "Console screens" }).waitFor();
}

/** Moves to a console screen by its link in the screens' navigation. */
export async function openScreen(page: Page, name: string): Promise<void> {
  await page.getByRole("navigation", { name: "Console screens" }).getByRole("link", { name, exact: true }).click();
  await page.getByRole("heading", { level: 2 }).first().waitFor();
}

/** The staff session token the console holds (in the tab's sessionStorage). */
export async function consoleToken(page: Page): Promise<string | null> {
  return page.evaluate(() => globalThis.sessionStorage.getItem("toolgate.staffToken"));
}

/** Two frames later: whatever the page had in hand when this was called has been rendered. */
export async function afterRender(page: Page): Promise<void> {
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
}

/** True when the element is the page's focused element. */
export async function focused(locator: ReturnType<Page["locator"]>): Promise<boolean> {
  return locator.evaluate((el) => el === el.ownerDocument.activeElement);
}

/** A member's fresh run of get_member_profile; its conversation id finds its audit row. */
export async function freshRun(): Promise<string> {
  const member = newClient("sse");
  await signIn(member);
  return must(await member.tools.run("get_member_profile", {})).conversationId;
}

export type { Browser, BrowserContext, Locator, Page };
