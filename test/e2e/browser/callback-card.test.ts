/**
 * The call-back card in Chromium says what the member asked: for "tomorrow at 4pm" it names the
 * afternoon window that will be booked and, on lines of their own, that the day and the exact time
 * cannot be chosen. Nothing is booked until the member decides.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, PHONE, signedInPage } from "../../support/e2e/browser";
import { checkScreen } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe("the call-back card", () => {
  it("names the afternoon for tomorrow at 4pm, and says the day and the time cannot be chosen", async () => {
    const { context, page } = await signedInPage(browser, PHONE);
    await ask(page, "can someone call me back tomorrow at 4pm about my policy renewal?");
    const card = page.getByRole("region", { name: "Please confirm" });
    await card.getByRole("button", { name: "Approve", exact: true }).waitFor();

    // The lines must be lines on screen (the card's white-space), not only in the text: innerText.
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is what is tested.
    const shown = await card.locator(".summary").innerText();
    const lines = shown.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toEqual([
      "Ask a care agent to call you back about your policy (you said “policy renewal”) in the afternoon (12:00–17:00).",
      "PlanCover books call-backs by part of day, so the day and the exact time cannot be chosen (you asked for tomorrow at 4pm).",
      "What you asked for goes to the agent in a note.",
    ]);
    await checkScreen(page, "callback-card-phone");

    await card.getByRole("button", { name: "Reject", exact: true }).click();
    await page.locator(".answer", { hasText: "I haven't booked it" }).waitFor();
    await context.close();
  });
});
