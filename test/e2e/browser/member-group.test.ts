/**
 * Group chat as a group, at phone and desktop size: who is in it (in the conversation's bar and the
 * group sheet), who asked what (another's private question only as the fact that they asked), the
 * inviter's code cleared once someone joins with it, and leaving by keyboard alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, newPage, signedInPage } from "../../support/e2e/browser";
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
const GUEST_QUESTION = "What is the free look period?";

describe.each(SIZES)("a group chat on a %s", (size, viewport) => {
  it("says who is in it and who asked what, clears a used invitation, and lets a participant leave", async () => {
    const { context: ashaContext, page: asha } = await signedInPage(browser, viewport);
    await fromMenu(asha, "Group chat");
    const sheet = asha.getByRole("dialog", { name: "Group chat" });
    // Alone so far: the list says so, and there is nothing to leave.
    await expect
      .poll(() => sheet.getByRole("list", { name: "In this conversation" }).textContent())
      .toMatch(/\(you\)$/);
    expect(await sheet.getByRole("button", { name: "Leave", exact: true }).count()).toBe(0);
    await sheet.getByRole("button", { name: "Invite someone", exact: true }).click();
    const code = await sheet.getByLabel("Invitation code").inputValue();

    const { context: guestContext, page: guest } = await newPage(browser, viewport);
    await guest.goto(`/#join=${code}`);
    await guest.getByRole("button", { name: "Join", exact: true }).click();
    await guest.getByRole("dialog").waitFor({ state: "detached" });
    await expectFocus(guest.getByLabel("Message", { exact: true }));

    // The inviter's code is cleared once it is used, and the list names who joined.
    await sheet.getByText("Someone joined with your invitation, so its code is cleared.").waitFor();
    expect(await sheet.getByLabel("Invitation code").count()).toBe(0);
    const guestName = await participantName(guest, true);
    const ashaName = await participantName(asha, true);
    await expect
      .poll(() => sheet.getByRole("list", { name: "In this conversation" }).locator("li").allTextContents())
      .toEqual([`${ashaName} (you)`, guestName]);
    await checkScreen(asha, `group-sheet-${size}`);
    await asha.keyboard.press("Escape");

    // Who asked what: Asha's balance question was her own (private); a general one shows with its answer.
    await ask(asha, KNOWLEDGE);
    await guest.locator(".answer").first().waitFor();
    await expect
      .poll(() => guest.locator(".question").allTextContents())
      .toEqual([`${ashaName} asked a private question.`, `${ashaName} asked: ${KNOWLEDGE}`]);
    await guest.locator(".group-bar", { hasText: `${ashaName}, ${guestName} (you)` }).waitFor();
    await ask(guest, GUEST_QUESTION);
    await asha.locator(".question", { hasText: `${guestName} asked: ${GUEST_QUESTION}` }).waitFor();
    await asha.locator(".group-bar", { hasText: `${ashaName} (you), ${guestName}` }).waitFor();
    await guest.locator(".answer").nth(1).waitFor();
    await checkScreen(guest, `group-thread-${size}`);

    // Leaving, by keyboard: the conversation goes from the guest's screen, and from Asha's list.
    await fromMenu(guest, "Group chat");
    const leave = guest.getByRole("button", { name: "Leave", exact: true });
    await leave.focus();
    await guest.keyboard.press("Enter");
    await guest.getByText("You left the group chat.", { exact: false }).waitFor();
    await expectFocus(guest.getByLabel("Message", { exact: true }));
    // The bar goes when the page has taken in the leave (its own render, after the notice).
    await expect.poll(() => guest.locator(".group-bar").count(), { timeout: 30_000 }).toBe(0);
    expect(await guest.evaluate("localStorage.getItem('toolgate.conversationId')")).toBeNull();
    await checkScreen(guest, `group-left-${size}`);
    await fromMenu(asha, "Group chat");
    await expect
      .poll(() => sheet.getByRole("list", { name: "In this conversation" }).locator("li").allTextContents())
      .toEqual([`${ashaName} (you)`]);
    await ashaContext.close();
    await guestContext.close();
  });
});
