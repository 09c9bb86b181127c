/** The member web app in Chromium: the member sees the partners they connected and revokes one. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectPartner, type OAuthTarget } from "../../support/oauth-flow";
import { baseUrl, freshMobile } from "../support";
import { ask, type Browser, launch, newPage, screenshot, signInOnCard } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const system = (): OAuthTarget => ({ base: baseUrl(), fetch: (url, init) => fetch(url, init) });

describe("the member's connected partners", () => {
  it("lists a partner the member connected with what it was granted, and Revoke stops its next call", async () => {
    const mobile = freshMobile();
    const { tokens } = await connectPartner(system(), mobile, ["policies:read", "claims:read"]);
    const partnerCall = () =>
      fetch(`${baseUrl()}/v1/tools`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect((await partnerCall()).status).toBe(200);

    const { context, page } = await newPage(browser);
    await page.goto("/");
    await ask(page, "What is my sum insured balance?");
    await signInOnCard(page, mobile);
    const panel = page.getByRole("region", { name: "Connected partners" });
    await panel.getByText("Acme Health Assistant").waitFor();
    expect(await panel.textContent()).toContain("policies:read, claims:read");
    await screenshot(page, "connected-partners-desktop");

    await panel.getByRole("button", { name: "Revoke Acme Health Assistant" }).click();
    await panel.getByText("Acme Health Assistant can no longer act for you.").waitFor();
    await panel.getByText("No partner apps are connected.").waitFor();
    expect((await partnerCall()).status).toBe(401);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await panel.waitFor({ state: "detached" });
    await context.close();
  });
});
