/**
 * The member web app in Chromium, at phone and desktop size: sign-in from a paused turn like a bank's
 * (the focus on the number, then the code, then back to the composer; who is signed in always in the
 * header), sign-in from the header, signing out, and a knowledge answer's citation opened.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, newPage, signInWithKeyboard } from "../../support/e2e/browser";
import { checkScreen, expectFocus, focused, fromMenu, SIZES, signedInAs } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe.each(SIZES)("the member web app on a %s", (size, viewport) => {
  it("pauses a member question for sign-in and, by keyboard alone, carries the same turn on without retyping", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    const composer = page.getByLabel("Message", { exact: true });
    await composer.focus();
    await page.keyboard.type("What is my sum insured balance?");
    await page.keyboard.press("Enter");
    // The card takes the focus on its number field; a screen reader hears that it appeared.
    await expectFocus(page.getByLabel("Mobile number"));
    await page
      .getByRole("status")
      .filter({ hasText: "the sign-in card is below your question" })
      .waitFor({ state: "attached" });
    await checkScreen(page, `sign-in-card-${size}`);
    const mobile = await signInWithKeyboard(page);
    const answer = page.locator(".answer").first();
    await answer.waitFor();
    expect(await answer.textContent()).toMatch(/sum insured|left|balance/i);
    // Back in the conversation: the next question is typed straight away.
    await expectFocus(composer);
    expect(await page.getByLabel("Mobile number").count()).toBe(0);
    expect(await page.locator(".question").count()).toBe(1);
    await page.getByText(signedInAs(mobile)).waitFor();
    await checkScreen(page, `answer-${size}`);

    // Signing out ends the session and says so, and the header says it too.
    await fromMenu(page, "Sign out");
    await page.getByText("You are signed out.", { exact: false }).waitFor();
    expect(await page.getByText("Signed in as").count()).toBe(0);
    expect(await focused(page)).not.toBe("body");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await checkScreen(page, `signed-out-${size}`);
    // The next member question asks for sign-in again.
    await ask(page, "What is my sum insured balance?");
    await page.getByLabel("Mobile number").waitFor();
    await context.close();
  });

  it("signs in from the header before any question, and gives the focus back to the composer", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in" });
    await expectFocus(dialog.getByLabel("Mobile number"));
    await checkScreen(page, `sign-in-dialog-${size}`);
    const mobile = await signInWithKeyboard(page);
    await dialog.waitFor({ state: "detached" });
    await expectFocus(page.getByLabel("Message", { exact: true }));
    await page.getByText(signedInAs(mobile)).waitFor();
    await context.close();
  });

  it("opens a knowledge answer's numbered citation and shows its passage", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    await ask(page, "What is the waiting period for pre-existing diseases?");
    const citation = page.locator("button.citation").first();
    await citation.waitFor();
    // The document's title, never its file name.
    expect(await citation.textContent()).toMatch(/^\[1\] PlanCover .+ — /);
    expect(await citation.textContent()).not.toMatch(/plancover-[a-z-]+/);
    await citation.focus();
    await page.keyboard.press("Enter");
    const passage = page.locator(".passage").first();
    await passage.waitFor();
    await expect.poll(() => passage.textContent()).not.toContain("Loading");
    expect((await passage.textContent())?.length ?? 0).toBeGreaterThan(40);
    expect(await citation.getAttribute("aria-expanded")).toBe("true");
    await checkScreen(page, `citation-${size}`);
    await context.close();
  });
});
