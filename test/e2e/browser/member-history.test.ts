/**
 * The member's own words are part of the conversation: after a reload, in a second tab and for a
 * participant who joins later, every question shows beside its answer (another's private question
 * only as the fact that they asked).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterRender, ask, type Browser, DESKTOP, launch, newPage, signedInPage } from "../../support/e2e/browser";
import { checkScreen, expectFocus, fromMenu, participantName, SIZES } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

// A greeting reads nothing of the asker's: a general turn everyone sees (a wording answer names her products, so it is hers).
const KNOWLEDGE = "Hello!";

describe.each(SIZES)("the conversation's questions on a %s", (size, viewport) => {
  it("keeps each question beside its answer after a reload and in a second tab", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    await ask(page, KNOWLEDGE);
    await page.locator(".answer").nth(1).waitFor();
    const asked = await page.locator(".question").allTextContents();
    expect(asked).toEqual(["You asked: What is my sum insured balance?", `You asked: ${KNOWLEDGE}`]);

    await page.reload();
    await page.locator(".answer").nth(1).waitFor();
    expect(await page.locator(".question").allTextContents()).toEqual(asked);
    const second = await context.newPage();
    await second.goto("/");
    await second.locator(".answer").nth(1).waitFor();
    expect(await second.locator(".question").allTextContents()).toEqual(asked);
    // Each question heads its own turn, its answer right after it.
    const firstTurn = second.locator(".turn").first();
    expect(await firstTurn.locator(".answer").textContent()).toMatch(/left|balance/i);
    await checkScreen(second, `reloaded-${size}`);
    await context.close();
  });

  it("lists the member's past conversations, newest first, and reopens one with its questions and answers", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    await fromMenu(page, "New conversation");
    await ask(page, KNOWLEDGE);
    await page.locator(".answer").first().waitFor();
    const menu = page.getByRole("navigation", { name: "Menu" });
    const list = menu.getByRole("region", { name: "Conversations" });
    if (size === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
    const items = list.getByRole("button");
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain(KNOWLEDGE);
    expect(await items.nth(0).getAttribute("aria-current")).toBe("true");
    expect(await items.nth(1).textContent()).toContain("What is my sum insured balance?");
    await checkScreen(page, `conversations-${size}`);

    await items.nth(1).click();
    await page.locator(".answer", { hasText: /left|balance/i }).waitFor();
    expect(await page.locator(".question").allTextContents()).toEqual(["You asked: What is my sum insured balance?"]);
    await expectFocus(page.getByLabel("Message", { exact: true }));
    await context.close();
  });

  it("keeps the focus in the composer when a reopened conversation's replay passes its settled sign-in", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    await fromMenu(page, "New conversation");
    await ask(page, KNOWLEDGE);
    await page.locator(".answer").first().waitFor();
    // The reopened conversation's log arrives one event at a time, as on a slow network: its
    // sign-in pause shows for a moment before the events that settled it.
    await page.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      const server = socket.connectToServer();
      let delivered = Promise.resolve();
      server.onMessage((message) => {
        delivered = delivered
          .then(() => new Promise((resolve) => setTimeout(resolve, 60)))
          .then(() => socket.send(message));
      });
    });
    if (size === "phone") await page.getByRole("button", { name: "Menu", exact: true }).click();
    const items = page
      .getByRole("navigation", { name: "Menu" })
      .getByRole("region", { name: "Conversations" })
      .getByRole("button");
    await expect.poll(() => items.count()).toBe(2);
    await items.nth(1).click();
    await page.locator(".answer", { hasText: /left|balance/i }).waitFor();
    expect(await page.locator(".sign-in").count()).toBe(0);
    await expectFocus(page.getByLabel("Message", { exact: true }));
    await context.close();
  });

  it("shows a late joiner the group's general questions with their answers, and a private one as asked", async () => {
    const { context: ashaContext, page: asha } = await signedInPage(browser, viewport);
    await ask(asha, KNOWLEDGE);
    await asha.locator(".answer").nth(1).waitFor();
    await fromMenu(asha, "Group chat");
    await asha.getByRole("button", { name: "Invite someone", exact: true }).click();
    const code = await asha.getByLabel("Invitation code").inputValue();

    const { context: guestContext, page: guest } = await newPage(browser, viewport);
    await guest.goto(`/#join=${code}`);
    await guest.getByRole("button", { name: "Join", exact: true }).click();
    await guest.locator(".answer").first().waitFor();
    // Each question is named by who asked it, as the group's list names them.
    const ashaName = await participantName(asha, true);
    await expect
      .poll(() => guest.locator(".question").allTextContents())
      .toEqual([`${ashaName} asked a private question.`, `${ashaName} asked: ${KNOWLEDGE}`]);
    // The balance was Asha's own: its answer is not shown to the guest either.
    expect(await guest.locator(".answer").count()).toBe(1);
    await checkScreen(guest, `late-joiner-${size}`);
    await ashaContext.close();
    await guestContext.close();
  });
});

describe("the conversation list after a sign-out", () => {
  it("never shows the member's conversations again, however late a list read before the sign-out answers", async () => {
    const { context, page } = await signedInPage(browser, DESKTOP);
    const list = page.getByRole("navigation", { name: "Menu" }).getByRole("region", { name: "Conversations" });
    await expect.poll(() => list.getByRole("button").count()).toBe(1);
    // The next read of her list is answered at once by the server but held back from the page
    // until she has signed out; the reads after it go straight through.
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/v1/me/conversations*", async (route) => {
      if (held) return route.continue();
      held = true;
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    await ask(page, KNOWLEDGE);
    await expect.poll(() => held).toBe(true);
    await fromMenu(page, "Sign out");
    await page.getByText("You are signed out.", { exact: false }).waitFor();
    await list.getByText("Your conversations will show here.").waitFor();

    const late = page.waitForResponse((response) => response.url().includes("/v1/me/conversations"));
    release();
    await (await late).finished();
    await afterRender(page);
    expect(await list.getByRole("button").count()).toBe(0);
    await context.close();
  });
});
