/** The member web app in Chromium: a confirmation decided from two tabs, a group across two browsers, a cut network. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, newPage, type Page, PHONE, signedInPage } from "../../support/e2e/browser";
import { adminFetch } from "../../support/e2e/clients";
import { checkScreen, expectFocus, focused, fromMenu, SIZES } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const BOOKED = /care agent will call you back/i;

/** The centre of the page's Approve button, in view. */
async function approveButtonCentre(page: Page): Promise<{ x: number; y: number }> {
  const approve = page.getByRole("button", { name: "Approve", exact: true });
  await approve.scrollIntoViewIfNeeded();
  const box = await approve.boundingBox();
  if (!box) throw new Error("Approve is not rendered");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Counts, from now on, the presses that reach the page's Approve button (read with `pressesOn`). */
async function countApprovePresses(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    globalThis.__approvePresses = 0;
    document.addEventListener("click", (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (event.isTrusted && button && button.textContent === "Approve") globalThis.__approvePresses++;
    }, true);
  })()`);
}

const pressesOn = async (page: Page) => Number(await page.evaluate("globalThis.__approvePresses"));

/**
 * Holds the page's decisions (a resume frame on its socket, or `POST /chat/resume`) in the browser
 * until the returned function is called; everything else passes. The page is reloaded so that its
 * socket opens through the hold, and its confirmation card is back before this returns.
 */
async function holdDecisionsOf(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/chat/resume", async (route) => {
    await released;
    await route.continue();
  });
  await page.routeWebSocket(/\/ws(\?|$)/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage(async (message) => {
      if (typeof message === "string" && message.includes('"resume"')) await released;
      server.send(message);
    });
  });
  await page.reload();
  await page.getByRole("button", { name: "Approve", exact: true }).waitFor();
  return release;
}

describe.each(SIZES)("a call-back approved from two tabs on a %s", (size, viewport) => {
  it("books once: one answer in each tab, one executed audit row, even after a double click", async () => {
    const { context, page: first } = await signedInPage(browser, viewport);
    await ask(first, "Please call me back about my claim in the evening.");
    await first.getByRole("button", { name: "Approve", exact: true }).waitFor();
    // The card takes the focus, so the next Tab is Approve.
    await expectFocus(first.getByRole("region", { name: "Please confirm" }));
    await expect.poll(() => first.locator(".countdown").textContent()).toMatch(/^\d+:\d\d$/);
    await checkScreen(first, `confirmation-${size}`);
    const releaseFirst = await holdDecisionsOf(first);
    const second = await context.newPage();
    await second.goto("/");
    await second.getByRole("button", { name: "Approve", exact: true }).waitFor();

    // Both tabs press at once: each Approve's place is taken first, then the presses go out together,
    // the mouse's own. (A locator's click first waits for its button to hold still, and by then the
    // other tab's approval may have settled the card and taken the button away.) The first tab's
    // decision leaves its browser only once the second tab's press has landed: on a loaded machine
    // one tab could otherwise settle the card before the other pressed, and only one would decide.
    await Promise.all([countApprovePresses(first), countApprovePresses(second)]);
    const [onFirst, onSecond] = await Promise.all([approveButtonCentre(first), approveButtonCentre(second)]);
    await Promise.all([first.mouse.dblclick(onFirst.x, onFirst.y), second.mouse.click(onSecond.x, onSecond.y)]);
    await expect.poll(() => pressesOn(second)).toBe(1);
    releaseFirst();
    for (const page of [first, second]) {
      await page.locator(".answer", { hasText: BOOKED }).waitFor();
      await page.getByRole("button", { name: "Approve", exact: true }).waitFor({ state: "detached" });
    }
    // After Approve the focus is back in the composer, never on the page's body.
    await expectFocus(first.getByLabel("Message", { exact: true }));
    // Let any late event arrive before counting.
    await first.waitForTimeout(500);
    expect(await first.locator(".answer", { hasText: BOOKED }).count()).toBe(1);
    expect(await second.locator(".answer", { hasText: BOOKED }).count()).toBe(1);
    // The presses reached Approve in both tabs (the double click's second one too, unless the other
    // tab's decision had already taken the card away): the server decided between them.
    expect(await pressesOn(first)).toBeGreaterThanOrEqual(1);
    expect(await pressesOn(second)).toBe(1);

    const conversationId = await first.evaluate("localStorage.getItem('toolgate.conversationId')");
    const audit = await adminFetch(`/admin/v1/audit?conversationId=${conversationId}`);
    const { rows } = (await audit.json()) as { rows: Record<string, unknown>[] };
    const executed = rows.filter((row) => (row.tool ?? row.toolName) === "request_callback" && row.outcome === "ok");
    expect(executed).toHaveLength(1);
    await context.close();
  });
});

describe("group chat across two browsers", () => {
  it("shows the turn to both, and the tool progress only to the sender", async () => {
    const { context: ashaContext, page: asha } = await signedInPage(browser);
    await fromMenu(asha, "Group chat");
    await asha.getByRole("button", { name: "Invite someone", exact: true }).click();
    const code = await asha.getByLabel("Invitation code").inputValue();
    expect(await asha.getByLabel("Invitation link").inputValue()).toContain(`/#join=${code}`);
    await asha.keyboard.press("Escape");
    expect(await focused(asha)).not.toBe("body");

    const { context: guestContext, page: guest } = await newPage(browser, PHONE);
    await guest.goto("/");
    await fromMenu(guest, "Group chat");
    await guest.getByLabel("Join with a code or link").fill(code);
    await guest.getByRole("button", { name: "Join", exact: true }).click();
    await guest.getByRole("dialog").waitFor({ state: "detached" });
    await expectFocus(guest.getByLabel("Message", { exact: true }));
    // (page.evaluate, not waitForFunction: the page's CSP rightly refuses string evaluation inside it.)
    await expect.poll(() => guest.evaluate("localStorage.getItem('toolgate.conversationId')")).not.toBeNull();

    const toolLinesAtAsha = await asha.locator(".progress li").count();
    await ask(asha, "What is the waiting period for pre-existing diseases?");
    await asha
      .locator(".answer", { hasText: /pre-existing/i })
      .last()
      .waitFor();
    // Her wording answer names the products she holds: hers alone; the guest sees that she asked.
    await guest.locator(".question", { hasText: "asked a private question" }).last().waitFor();
    expect(await guest.locator(".answer").count()).toBe(0);
    expect(await asha.locator(".progress li").count()).toBeGreaterThan(toolLinesAtAsha);
    expect(await guest.locator(".progress li").count()).toBe(0);
    await checkScreen(guest, "group-guest-phone");

    // The guest's own question goes through the same send; its progress is the guest's alone.
    const ashaLines = await asha.locator(".progress li").count();
    await ask(guest, "What is the waiting period for pre-existing diseases?");
    await guest.locator(".progress li").first().waitFor();
    await guest.locator(".answer").first().waitFor();
    await asha.locator(".turn.theirs").first().waitFor();
    expect(await asha.locator(".progress li").count()).toBe(ashaLines);
    await ashaContext.close();
    await guestContext.close();
  });
});

describe("a network cut mid-turn", () => {
  it("ends the thinking state with the answer once back online, and says what was caught up", async () => {
    const { context, page } = await signedInPage(browser);
    const answers = await page.locator(".answer").count();
    await ask(page, "Show me my claims");
    await context.setOffline(true);
    await page.getByText("Reconnecting…").waitFor();
    await page.waitForTimeout(1_500);
    await context.setOffline(false);
    await page.locator(".answer").nth(answers).waitFor();
    await page.getByText(/Reconnected: caught up on \d+ missed update/).waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Thinking" }).count()).toBe(0);
    expect(await page.getByRole("alert").count()).toBe(0);
    await context.close();
  });
});

describe("a server failure", () => {
  it("ends the thinking state with a message and a retry that works", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/");
    // The gateway's first answer is a 503 (as an overloaded edge would give); the retry reaches it.
    let failed = false;
    await page.route("**/chat", async (route) => {
      if (failed || route.request().method() !== "POST") return route.continue();
      failed = true;
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "upstream_unavailable", message: "Try again later." } }),
      });
    });
    await ask(page, "What is the waiting period for cataract?");
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/problem/i);
    expect(await page.getByRole("status").filter({ hasText: "Thinking" }).count()).toBe(0);
    await page.getByRole("button", { name: "Retry", exact: true }).click();
    await page.locator(".answer").first().waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.locator(".question").count()).toBe(1);
    await context.close();
  });
});
