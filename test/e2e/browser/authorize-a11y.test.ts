/**
 * The partner authorization pages (`/authorize`) in Chromium, at phone and desktop size: every page
 * of the flow (the member's number, the one-time code, consent, and the page a bad request shows)
 * has its content in a `main` landmark and no axe violation of moderate or higher impact, and the
 * whole flow is done with the keyboard alone (type, Enter; Tab to Allow, Enter).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/e2e/axe";
import { type Browser, DESKTOP, launch, newPage, type Page, PHONE, screenshot } from "../../support/e2e/browser";
import { baseUrl, DEMO_OTP, freshMobile } from "../../support/e2e/clients";
import { type OAuthTarget, pkcePair, REDIRECT_URI, registerClient } from "../../support/oauth-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const system = (): OAuthTarget => ({ base: baseUrl(), fetch: (url, init) => fetch(url, init) });

/** A fresh client's authorization URL, as a partner sends the member to it. */
async function authorizationUrl(): Promise<string> {
  const clientId = await registerClient(system());
  const { challenge } = await pkcePair();
  const url = new URL(`${baseUrl()}/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s1",
    scope: "policies:read claims:read",
  }).toString();
  return url.toString();
}

async function expectAccessible(page: Page, name: string): Promise<void> {
  expect(await page.locator("main").count(), `${name} has one main landmark`).toBe(1);
  expect(await axeViolations(page), name).toEqual([]);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("the authorization pages on a %s", (size, viewport) => {
  it("have no axe violation on any step, and a keyboard alone signs in and allows", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(await authorizationUrl());

    const mobile = page.getByLabel("Mobile number");
    await mobile.waitFor();
    await expectAccessible(page, "the number step");
    await screenshot(page, `authorize-number-${size}`);
    await page.keyboard.press("Tab");
    expect(await mobile.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.type(freshMobile());
    await page.keyboard.press("Enter");

    const code = page.getByLabel("One-time code");
    await code.waitFor();
    await expectAccessible(page, "the code step");
    await code.focus();
    await page.keyboard.type(DEMO_OTP);
    await page.keyboard.press("Enter");

    const allow = page.getByRole("button", { name: "Allow", exact: true });
    await allow.waitFor();
    await expectAccessible(page, "the consent step");
    await screenshot(page, `authorize-consent-${size}`);
    // Tab from the last scope box reaches Allow; Enter sends the member to the partner's redirect URI.
    await page.getByRole("checkbox").last().focus();
    await page.keyboard.press("Tab");
    expect(await allow.evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    const redirected = page.waitForRequest((request) => request.url().startsWith(REDIRECT_URI));
    await page.keyboard.press("Enter");
    expect(new URL((await redirected).url()).searchParams.get("code")).toBeTruthy();
    await context.close();
  });

  it("has no axe violation on the page a request it cannot honour shows", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto(`${baseUrl()}/authorize?response_type=code&client_id=nobody&redirect_uri=${REDIRECT_URI}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectAccessible(page, "the error page");
    await context.close();
  });
});
