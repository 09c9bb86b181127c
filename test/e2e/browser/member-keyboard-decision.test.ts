/**
 * A call-back decided by keyboard alone, at phone and desktop size: from the card that takes the
 * focus, Tab reaches Approve (Enter books the call-back) or Reject (Space declines it); the card is
 * settled, the answer says what happened, the audit trail agrees, and the focus is back in the
 * message box. No click and no scripted click decides: only key presses on what has the focus.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, type Locator, launch, type Page, signedInPage } from "../../support/e2e/browser";
import { adminFetch } from "../../support/e2e/clients";
import { checkScreen, expectFocus, focused, SIZES } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const CALL_BACK = "can someone call me back tomorrow at 4pm about my policy renewal?";
const BOOKED = /care agent will call you back/i;
const DECLINED = /I haven't booked it/;

/** More presses than the page has stops: a control that Tab never reaches fails the test. */
const MAX_PRESSES = 40;

/**
 * Presses the key until the control has the focus, as a keyboard user gets there; fails with every
 * element the focus passed through when it never does (a trap, or an order that skips the control).
 */
async function tabTo(page: Page, control: Locator, key: "Tab" | "Shift+Tab"): Promise<number> {
  const path: string[] = [];
  for (let presses = 0; presses < MAX_PRESSES; presses++) {
    if (await control.evaluate((el) => el === el.ownerDocument.activeElement)) return presses;
    path.push(await focused(page));
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached the control; the focus went ${path.join(" → ")}`);
}

/** Asks for a call-back and waits for its card, which takes the focus. */
async function callBackCard(page: Page) {
  await ask(page, CALL_BACK);
  const card = page.getByRole("region", { name: "Please confirm" });
  await card.getByRole("button", { name: "Approve", exact: true }).waitFor();
  await expectFocus(card);
  return card;
}

/** The conversation's request_callback audit rows as "outcome" or "outcome code", sorted. */
async function callbackRows(page: Page): Promise<string[]> {
  const conversationId = await page.evaluate("localStorage.getItem('toolgate.conversationId')");
  const audit = await adminFetch(`/admin/v1/audit?conversationId=${conversationId}`);
  const { rows } = (await audit.json()) as { rows: Record<string, unknown>[] };
  return rows
    .filter((row) => (row.tool ?? row.toolName) === "request_callback")
    .map((row) => (row.code ? `${row.outcome} ${row.code}` : String(row.outcome)))
    .sort();
}

describe.each(SIZES)("a call-back decided by keyboard alone on a %s", (size, viewport) => {
  it("reaches Approve with Tab from the card, books the call-back on Enter, and gives the focus to the message box", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    const card = await callBackCard(page);
    const approve = card.getByRole("button", { name: "Approve", exact: true });

    // The card holds the focus, so the very next Tab is Approve: nothing on the page comes between.
    expect(await tabTo(page, approve, "Tab")).toBe(1);
    await checkScreen(page, `keyboard-approve-${size}`);
    await page.keyboard.press("Enter");

    await page.locator(".answer", { hasText: BOOKED }).waitFor();
    await approve.waitFor({ state: "detached" });
    await expectFocus(page.getByLabel("Message", { exact: true }));
    // Booked once: the proposal's row and one run that answered.
    await expect.poll(() => callbackRows(page)).toEqual(["ok", "pending confirmation_required"]);
    await checkScreen(page, `keyboard-approved-${size}`);
    await context.close();
  });

  it("reaches Reject with Tab past Approve, declines on Space without booking, and gives the focus to the message box", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    const card = await callBackCard(page);
    const approve = card.getByRole("button", { name: "Approve", exact: true });
    const reject = card.getByRole("button", { name: "Reject", exact: true });

    expect(await tabTo(page, approve, "Tab")).toBe(1);
    await page.keyboard.press("Tab");
    await expectFocus(reject);
    // Back and forth between the two: Shift+Tab returns to Approve, Tab to Reject again.
    await page.keyboard.press("Shift+Tab");
    await expectFocus(approve);
    await page.keyboard.press("Tab");
    await expectFocus(reject);
    await page.keyboard.press("Space");

    await page.locator(".answer", { hasText: DECLINED }).waitFor();
    await reject.waitFor({ state: "detached" });
    expect(await page.locator(".answer", { hasText: BOOKED }).count()).toBe(0);
    await expectFocus(page.getByLabel("Message", { exact: true }));
    // Declined: the proposal's row and the refusal's, and no run.
    await expect
      .poll(() => callbackRows(page))
      .toEqual(["failed confirmation_rejected", "pending confirmation_required"]);
    await checkScreen(page, `keyboard-rejected-${size}`);
    await context.close();
  });
});
