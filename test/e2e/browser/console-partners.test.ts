/**
 * The partner rules screen in Chromium: an administrator switches a connected partner off for the
 * company, with a reason, by one save; the partner's next call is refused; the rule's change is in
 * the admin audit; a rule switched off without a reason is not sent.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/e2e/axe";
import {
  type Browser,
  DESKTOP,
  launch,
  newPage,
  openConsole,
  openScreen,
  type Page,
  PHONE,
  screenshot,
} from "../../support/e2e/browser";
import { baseUrl, freshMobile, personFetch } from "../../support/e2e/clients";
import { connectPartner, type OAuthTarget } from "../../support/oauth-flow";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The partner's side of the flow, and the member signing in on its pages, from their own network. */
const system = (): OAuthTarget => ({ base: baseUrl(), fetch: personFetch() });

/** The partner's own call, as it makes it with the member's grant. */
async function partnerRun(accessToken: string) {
  const response = await fetch(`${baseUrl()}/v1/tools/list_my_policies/run`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ args: {} }),
  });
  return (await response.json()) as { outcome: { status: string; code?: string } };
}

const cardOf = (page: Page, clientId: string) => page.locator("li.partner").filter({ hasText: clientId });

async function saveOne(page: Page, text: string): Promise<void> {
  await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Save 1 change" }).click();
  await page.getByText(text).waitFor();
}

describe("the partner rules screen", () => {
  it("switches a partner off for the company with a reason, and its next call is refused", async () => {
    const { clientId, tokens } = await connectPartner(system(), freshMobile(), ["policies:read"]);
    expect((await partnerRun(tokens.access_token)).outcome.status).toBe("ok");
    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    await openScreen(page, "Partner rules");
    const card = cardOf(page, clientId);
    const allowed = card.getByRole("switch", { name: /allowed for this company's members/ });
    await allowed.click();
    await card.getByLabel(/Why it is switched off/).fill("Contract under review");
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "console-partner-rules-desktop", { view: true });
    await saveOne(page, "Saved 1 rule.");
    try {
      // Not offered to this partner now: answered as an unknown tool (the audit row keeps client_switched_off).
      expect((await partnerRun(tokens.access_token)).outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
      await openScreen(page, "Admin audit");
      const row = page
        .getByRole("row")
        .filter({ hasText: `client:${clientId}` })
        .first();
      await row.waitFor();
      expect(await row.textContent()).toContain("Partner rule");
      expect(await row.textContent()).toContain("Contract under review");
    } finally {
      await openScreen(page, "Partner rules");
      await cardOf(page, clientId)
        .getByRole("switch", { name: /allowed/ })
        .click();
      await saveOne(page, "Saved 1 rule.");
    }
    expect((await partnerRun(tokens.access_token)).outcome.status).toBe("ok");
    await context.close();
  });

  it("does not send a partner switched off without a reason, and says why", async () => {
    const { clientId } = await connectPartner(system(), freshMobile(), ["policies:read"]);
    const { context, page } = await newPage(browser, PHONE);
    await openConsole(page);
    await openScreen(page, "Partner rules");
    const card = cardOf(page, clientId);
    await card.getByRole("switch", { name: /allowed/ }).click();
    await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Save 1 change" }).click();
    await page.getByText(/Say why .* is switched off\./).waitFor();
    // Still unsaved, still marked.
    expect(await card.getByText("Changed").count()).toBe(1);
    await screenshot(page, "console-partner-rules-phone");
    await context.close();
  });
});
