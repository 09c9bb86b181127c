/**
 * Chromium for the browser tests: Debian's package (`/usr/bin/chromium`, installed by .ci/run when
 * missing) driven by playwright-core, headless, against the running system. Screenshots go to
 * test-artifacts/screens (gitignored); two of them are copied into docs/ for the README.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
import { baseUrl, DEMO_OTP, freshMobile, must, newClient, signIn } from "../support";

export const SCREENS = path.resolve(import.meta.dirname, "../../../test-artifacts/screens");

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 860 } as const;

export async function newPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl() });
  const page = await context.newPage();
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
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

/** A staff session for an administrator, issued from the bootstrap secret as the README says. */
export async function staffSessionToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/admin/v1/sessions`, {
    method: "POST",
    headers: { authorization: `Bearer ${inject("adminToken")}`, "content-type": "application/json" },
    body: JSON.stringify({ role: "admin" }),
  });
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** The console, signed in with the bootstrap token on its form; sent by a click or, keyboard only, by Enter. */
export async function openConsole(page: Page, submit: "click" | "enter" = "click"): Promise<void> {
  await page.goto("/admin");
  await page.getByLabel("Admin token").fill(inject("adminToken"));
  if (submit === "enter") await page.keyboard.press("Enter");
  else await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("tab", { name: "Policy", exact: true }).waitFor();
}

/** A member's fresh run of get_member_profile, searched for by its conversation in the console's audit. */
export async function auditOfFreshRun(browser: Browser) {
  const member = newClient("sse");
  await signIn(member);
  const run = must(await member.tools.run("get_member_profile", {}));
  const { context, page } = await newPage(browser);
  await openConsole(page);
  await page.getByRole("tab", { name: "Audit", exact: true }).click();
  await page.getByLabel("Conversation").fill(run.conversationId);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  return { context, page };
}

export type { Browser, BrowserContext, Locator, Page };
