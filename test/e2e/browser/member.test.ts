/** The member web app in Chromium: sign-in from a paused turn, progress and answers, citations. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, newPage, PHONE, screenshot, signedInPage, signInWithKeyboard } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe("the member web app", () => {
  it("shows the sign-in card when a turn pauses, and after sign-in (keyboard only) the same turn finishes without retyping", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto("/");
    await page.getByLabel("Message", { exact: true }).focus();
    await page.keyboard.type("What is my sum insured balance?");
    await page.keyboard.press("Enter");
    await page.getByLabel("Mobile number").waitFor();
    // A screen reader hears that a card appeared below the question.
    await page
      .getByRole("status")
      .filter({ hasText: "the sign-in card is below your question" })
      .waitFor({ state: "attached" });
    await screenshot(page, "sign-in-card-phone");
    await signInWithKeyboard(page);
    const answer = page.locator(".answer").first();
    await answer.waitFor();
    expect(await answer.textContent()).toMatch(/sum insured|left|balance/i);
    expect(await page.getByLabel("Mobile number").count()).toBe(0);
    expect(await page.locator(".question").count()).toBe(1);
    await screenshot(page, "answer-phone");

    // Signing out ends the session and says so; the conversation's invitation goes with it.
    await page.getByRole("button", { name: "Invite someone", exact: true }).click();
    await page.getByLabel("Invitation code").waitFor();
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor({ state: "detached" });
    await page.getByText("You are signed out.", { exact: false }).waitFor();
    expect(await page.getByLabel("Invitation code").count()).toBe(0);
    expect(await page.getByLabel("Invitation link").count()).toBe(0);
    await screenshot(page, "signed-out-phone");
    // The next member question asks for sign-in again.
    await ask(page, "What is my sum insured balance?");
    await page.getByLabel("Mobile number").waitFor();
    await context.close();
  });

  it("answers a member question with one progress line per tool call and the answer", async () => {
    const { context, page } = await signedInPage(browser);
    await ask(page, "Show me my claims");
    await page.locator(".answer").nth(1).waitFor();
    const lines = await page.locator(".tools li").allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => /: (done|failed)/.test(line))).toBe(true);
    expect(await page.getByRole("status").filter({ hasText: "Thinking" }).count()).toBe(0);
    await screenshot(page, "member-question-desktop");
    await context.close();
  });

  it("opens a knowledge answer's numbered citation and shows its passage", async () => {
    const { context, page } = await newPage(browser);
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
    await screenshot(page, "citation-desktop");
    await context.close();
  });
});
