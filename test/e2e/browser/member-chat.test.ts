/**
 * The member app as a chat, at phone and desktop size: suggested prompts only while the conversation
 * is empty, a pinned composer with a counter that stops an over-long message before it is sent, a
 * pane that wraps anything (a pasted long URL never widens the page), progress under the question,
 * formatted answers with Copy, and a refused send that never shows a validator's words or a Retry
 * that cannot work.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, newPage, signedInPage } from "../../support/e2e/browser";
import { checkScreen, expectFits, expectOnScreen, SIZES } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const LONG_URL = `https://example.com/claims/${"averyveryverylongpathsegment".repeat(24)}?ref=${"x".repeat(120)}`;

describe.each(SIZES)("the chat on a %s", (size, viewport) => {
  it("offers suggested prompts only while the conversation is empty, and keeps the composer pinned", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    const prompts = page.getByRole("list", { name: "Suggested questions" });
    await prompts.waitFor();
    const composer = page.getByLabel("Message", { exact: true });
    expect(await composer.getAttribute("placeholder")).toMatch(/Ask about/);
    await checkScreen(page, `empty-${size}`);

    await prompts.getByRole("button", { name: "What is the waiting period for pre-existing diseases?" }).click();
    await page.locator(".answer").first().waitFor();
    expect(await prompts.count()).toBe(0);
    // The composer stays at the bottom of the screen, whatever the conversation's length.
    const box = await composer.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(viewport.height * 0.8);
    await context.close();
  });

  it("wraps a pasted long URL inside the pane: the page never widens, and Send code stays on screen", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    await ask(page, `see ${LONG_URL}`);
    await page.locator(".answer").first().waitFor();
    await expectFits(page, "a long URL in the conversation");
    await ask(page, "What is my sum insured balance?");
    const sendCode = page.getByRole("button", { name: "Send code", exact: true });
    await sendCode.waitFor();
    await expectFits(page, "the sign-in card after a long URL");
    await expectOnScreen(page, sendCode);
    await expectOnScreen(page, page.getByLabel("Mobile number"));
    await checkScreen(page, `long-url-sign-in-${size}`);
    await context.close();
  });

  it("counts characters and stops a 5,000-character message before it is sent, with no error or Retry", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    const composer = page.getByLabel("Message", { exact: true });
    await composer.fill("a".repeat(1_700));
    await page.getByText("1,700 / 2,000 characters").waitFor();
    await composer.fill("Please read this: ".concat("b".repeat(4_982)));
    await page.getByText("3,000 too many. Shorten it to send.").waitFor();
    expect(await page.getByRole("button", { name: "Send", exact: true }).isDisabled()).toBe(true);
    await composer.press("Enter");
    await expectFits(page, "an over-long draft");
    expect(await page.locator(".question").count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);
    await checkScreen(page, `over-limit-${size}`);
    // Shortened, it goes.
    await composer.fill("What is the waiting period for cataract?");
    await composer.press("Enter");
    await page.locator(".answer").first().waitFor();
    await context.close();
  });

  it("answers a send the gateway refuses in plain words, without a Retry that cannot succeed", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    // A gateway whose limit is lower than the page's: its validator's own words must not reach the member.
    await page.route("**/chat", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "bad_request", message: "message: Invalid length: Expected <=2000" } }),
      }),
    );
    await ask(page, "What is covered?");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("could not be sent");
    expect(await alert.textContent()).not.toMatch(/Invalid length|Expected|bad_request/);
    expect(await page.getByRole("button", { name: "Retry" }).count()).toBe(0);
    await context.close();
  });

  it("shows progress under the question, the answer formatted (a list, bold figures) and a Copy that copies it", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The first answer (the balance) bolds its rupee figures.
    expect(await page.locator(".answer strong").first().textContent()).toMatch(/^₹[\d,]+$/);
    await ask(page, "What policies do I have?");
    const turn = page.locator(".turn").nth(1);
    const answer = turn.locator(".answer");
    await answer.waitFor();
    // The progress sits between the question and its answer, one line per read.
    const lines = await turn.locator(".progress li").allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.every((line) => /: (done|not available)/.test(line))).toBe(true);
    const order = await turn.evaluate((li) => [...li.children].map((child) => child.className.split(" ")[0]));
    expect(order.indexOf("question")).toBeLessThan(order.indexOf("progress"));
    expect(order.indexOf("progress")).toBeLessThan(order.indexOf("answer"));
    expect(await answer.locator("ul li").count()).toBeGreaterThanOrEqual(1);
    await answer.getByRole("button", { name: "Copy answer" }).click();
    await answer.getByRole("button", { name: "Copied answer" }).waitFor();
    // The answer's own words, as the member would paste them: the list as lines.
    expect(await page.evaluate("navigator.clipboard.readText()")).toMatch(/^You have one policy:\n- PlanCover/);
    await checkScreen(page, `formatted-answer-${size}`);
    await context.close();
  });
});
