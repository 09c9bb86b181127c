/** The member web app in Chromium: the member sees the partners they connected and revokes one. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, newPage, signInOnCard } from "../../support/e2e/browser";
import { baseUrl, freshMobile, personFetch } from "../../support/e2e/clients";
import { checkScreen, fromMenu, SIZES } from "../../support/e2e/member-screens";
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

describe.each(SIZES)("the member's connected partners on a %s", (size, viewport) => {
  it("lists a partner the member connected with what it was granted, and Revoke stops its next call", async () => {
    const mobile = freshMobile();
    const { tokens } = await connectPartner(system(), mobile, ["policies:read", "claims:read"]);
    const partnerCall = () =>
      fetch(`${baseUrl()}/v1/tools`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await partnerCall()).status).toBe(200);

    const { context, page } = await newPage(browser, viewport);
    await page.goto("/");
    await ask(page, "What is my sum insured balance?");
    await signInOnCard(page, mobile);
    await page.locator(".answer").first().waitFor();
    await fromMenu(page, "Connected partners");
    const panel = page.getByRole("dialog", { name: "Connected partners" });
    await panel.getByText("Acme Health Assistant").waitFor();
    // What it was granted, in the words the consent screen used.
    expect(await panel.getByRole("list", { name: "What Acme Health Assistant may do" }).textContent()).toBe(
      "Read your policies and coverRead your claims",
    );
    await checkScreen(page, `connected-partners-${size}`);

    await panel.getByRole("button", { name: "Revoke Acme Health Assistant" }).click();
    await panel.getByText("Acme Health Assistant can no longer act for you.").waitFor();
    await panel.getByText("No partner apps are connected.").waitFor();
    expect((await partnerCall()).status).toBe(401);

    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "detached" });
    await fromMenu(page, "Sign out");
    await page.getByRole("button", { name: "Connected partners" }).waitFor({ state: "detached" });
    await context.close();
  });
});
