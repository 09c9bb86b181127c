/**
 * An answer as it comes, at phone and desktop size: the app renders `message.delta` pieces as they
 * arrive (the answer grows, marked busy, until its `message.completed`), and offers **Stop** while
 * the member's turn runs; Stop ends the turn, says so, and gives Send and the focus back. The turn
 * is kept running long enough to stop by the stand-in's latency fault on this member's reads.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { ask, type Browser, launch, newPage, signInOnCard } from "../../support/e2e/browser";
import { freshMobile } from "../../support/e2e/clients";
import { checkScreen, expectFocus, SIZES } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const standIn = (path: string, init: RequestInit = {}) => fetch(`${inject("standInUrl")}${path}`, init);
afterEach(async () => {
  await standIn("/__faults", { method: "DELETE" });
});

describe.each(SIZES)("an answer as it comes on a %s", (size, viewport) => {
  it("renders the answer's pieces as they arrive, then the whole answer with Copy", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    await ask(page, "What is the waiting period for pre-existing diseases?");
    await page.getByRole("button", { name: "Copy answer" }).waitFor();
    // Every text the answer showed while it was still streaming (the page's own DOM, watched as it changes).
    await page.evaluate(`(() => {
      globalThis.__streamed = [];
      new MutationObserver(() => {
        const answer = document.querySelectorAll(".answer")[1];
        if (answer && answer.classList.contains("streaming")) globalThis.__streamed.push(answer.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
    await ask(page, "What is the free look period?");
    const answer = page.locator(".answer").nth(1);
    await answer.getByRole("button", { name: "Copy answer" }).waitFor();
    const final = (await answer.locator(".answer-text").textContent()) ?? "";
    const streamed = (await page.evaluate("globalThis.__streamed")) as string[];
    // The pieces were on screen (marked busy) before the completed message replaced them; how a
    // piece grows the answer is the view model's test (test/e2e/web/view-model.test.ts).
    expect(streamed.length, "the answer was shown while it streamed").toBeGreaterThan(0);
    for (const text of streamed) expect(final.startsWith(text.trim().slice(0, 20))).toBe(true);
    for (const text of streamed) expect(text.length).toBeLessThanOrEqual(final.length);
    expect(await answer.getAttribute("aria-busy")).toBe("false");
    await context.close();
  });

  it("offers Stop while the member's turn runs; Stop ends it, says so, and gives Send and the focus back", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    const mobile = freshMobile();
    await ask(page, "What is my sum insured balance?");
    await signInOnCard(page, mobile);
    await page.locator(".answer").first().waitFor();
    // This member's reads now take 4 s each: the next turn runs long enough to stop.
    const fault = await standIn("/__faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latencyMs: 4_000, paths: ["/v1/"], memberId: `MBR-T${mobile.slice(2)}` }),
    });
    expect(fault.status).toBe(201);

    const composer = page.getByLabel("Message", { exact: true });
    await composer.fill("What is my sum insured balance?");
    await page.keyboard.press("Enter");
    const stop = page.getByRole("button", { name: "Stop", exact: true });
    await page.locator(".progress li", { hasText: "checking" }).waitFor();
    await stop.waitFor();
    expect(await page.getByRole("button", { name: "Send", exact: true }).count()).toBe(0);
    await checkScreen(page, `stop-${size}`);
    // By keyboard: from the message box, Tab to Stop, Enter.
    await composer.focus();
    await page.keyboard.press("Tab");
    await expectFocus(stop);
    await page.keyboard.press("Enter");

    await page.locator(".turn").nth(1).getByText("You stopped this answer.").waitFor();
    await page.getByRole("button", { name: "Send", exact: true }).waitFor();
    await expectFocus(composer);
    expect(await page.locator(".answer").count()).toBe(1);
    await checkScreen(page, `stopped-${size}`);
    await context.close();
  });
});
