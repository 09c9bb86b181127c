/**
 * Sign-in like a bank's, by keyboard alone at phone and desktop size: the number typed any usual way,
 * "Code sent to ••••NNNN · Change number", a resend timer, the tries left after a wrong code, and
 * "send a new code" once they are used up; a number that cannot be one is refused before anything
 * is sent. The focus is always on the next thing to type or press.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, launch, newPage, type Page } from "../../support/e2e/browser";
import { DEMO_OTP, freshMobile } from "../../support/e2e/clients";
import { checkScreen, expectFocus, SIZES, signedInAs } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Opens the header's sign-in and waits for the focus on the number field. */
async function openSignIn(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Sign in", exact: true }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await expectFocus(dialog.getByLabel("Mobile number"));
  return dialog;
}

describe.each(SIZES)("sign-in on a %s", (size, viewport) => {
  it("takes +91 with spaces and dashes, shows where the code went, and changes number by keyboard", async () => {
    const { context, page } = await newPage(browser, viewport);
    const dialog = await openSignIn(page);
    // Not a mobile number: refused on the spot, the focus kept on the field.
    await page.keyboard.type("12345");
    await page.keyboard.press("Enter");
    await dialog.getByText("Enter a 10-digit mobile number").waitFor();
    await expectFocus(dialog.getByLabel("Mobile number"));
    expect(await dialog.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");

    const mobile = freshMobile();
    await dialog.getByLabel("Mobile number").fill(`+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}`);
    await page.keyboard.press("Enter");
    await dialog.getByText(`Code sent to ••••${mobile.slice(-4)}`).waitFor();
    await expectFocus(dialog.getByLabel("One-time code"));
    await dialog.getByText(/^Resend code in 0:\d\d$/).waitFor();
    await checkScreen(page, `sign-in-code-${size}`);

    // Change number: back to the number, by keyboard (the resend wait on a clock the test moves).
    await page.clock.install();
    await page.keyboard.press("Shift+Tab");
    await expectFocus(dialog.getByRole("button", { name: "Change number" }));
    await page.keyboard.press("Enter");
    await expectFocus(dialog.getByLabel("Mobile number"));
    await page.keyboard.press("Enter");
    await expectFocus(dialog.getByLabel("One-time code"));
    // After the wait, the code can be sent again.
    await page.clock.fastForward(31_000);
    // (A key press, not a click: a click waits for animation frames, which the installed clock holds.)
    await dialog.getByRole("button", { name: "Resend code" }).press("Enter");
    await dialog.getByText(/^Resend code in 0:\d\d$/).waitFor();
    // The clock was held only to skip the resend wait; signing in runs on real time again.
    await page.clock.resume();
    // The new code's field takes the focus in an effect, which runs only once the page's clock moves
    // again: typed before that, the code went to the page, not the field, and the sheet stayed open.
    await expectFocus(dialog.getByLabel("One-time code"));
    await page.keyboard.type(DEMO_OTP);
    await page.keyboard.press("Enter");
    // Asked from here, not by waitFor: its polling runs on the page's animation frames, which the
    // clock installed above still paces, so it could miss the sheet closing.
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
    await page.getByText(signedInAs(mobile)).waitFor();
    await context.close();
  });

  it("says how many tries are left after a wrong code, then 'send a new code', and a new code signs in", async () => {
    const { context, page } = await newPage(browser, viewport);
    const dialog = await openSignIn(page);
    const mobile = freshMobile();
    await page.keyboard.type(mobile);
    await page.keyboard.press("Enter");
    const code = dialog.getByLabel("One-time code");
    await expectFocus(code);
    for (const left of [4, 3, 2, 1]) {
      await code.fill("000000");
      await page.keyboard.press("Enter");
      await dialog
        .getByText(`That code is wrong or has expired. ${left} ${left === 1 ? "try" : "tries"} left.`)
        .waitFor();
      await expectFocus(code);
    }
    await code.fill("000000");
    await page.keyboard.press("Enter");
    await dialog.getByText("that was the last try — send a new code").waitFor();
    const sendNew = dialog.getByRole("button", { name: "Send a new code" });
    await expectFocus(sendNew);
    expect(await code.isDisabled()).toBe(true);
    await checkScreen(page, `sign-in-no-tries-${size}`);
    await page.keyboard.press("Enter");
    await expectFocus(code);
    await page.keyboard.type(DEMO_OTP);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    await expectFocus(page.getByLabel("Message", { exact: true }));
    await context.close();
  });

  it("always says who is signed in as the gateway knows it: by first name, after a reload with nothing stored, in a new tab, and no longer once the session ended", async () => {
    const { context, page } = await newPage(browser, viewport);
    const dialog = await openSignIn(page);
    // Asha, the stand-in's demo member: the header names her as the example does.
    await page.keyboard.type("90000 00001");
    await page.keyboard.press("Enter");
    await expectFocus(dialog.getByLabel("One-time code"));
    await page.keyboard.type(DEMO_OTP);
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    const header = page.getByRole("banner");
    await header.getByText("Signed in as Asha · ••••0001", { exact: true }).waitFor();
    await checkScreen(page, `signed-in-${size}`);

    // Nothing kept in the page: the gateway (GET /auth/me) still says who it is, here and in a new tab.
    await page.evaluate("localStorage.clear()");
    await page.reload();
    await header.getByText("Signed in as Asha · ••••0001", { exact: true }).waitFor();
    const second = await context.newPage();
    await second.goto("/");
    await second.getByRole("banner").getByText("Signed in as Asha · ••••0001", { exact: true }).waitFor();

    // The session ended behind the page's back (signed out in a way this page never saw): a reload says so.
    expect(await second.evaluate("fetch('/auth/signout', { method: 'POST' }).then((r) => r.status)")).toBe(200);
    await page.reload();
    await header.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await header.getByText("Signed in as").count()).toBe(0);
    await context.close();
  });
});
