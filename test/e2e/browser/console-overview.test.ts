/**
 * The overview in Chromium: after a member's answered and refused calls, the charts (SVG images with
 * a title) and their number tables show them by outcome and failure code, the duration per tool, and
 * the window changes through the URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../../support/e2e/axe";
import { type Browser, DESKTOP, launch, newPage, openConsole, screenshot } from "../../support/e2e/browser";
import { must, newClient, signIn } from "../../support/e2e/clients";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe("the overview", () => {
  it("charts calls and refusals by code and the duration per tool from the audit trail", async () => {
    const member = newClient("sse");
    await signIn(member);
    for (let i = 0; i < 3; i++) must(await member.tools.run("get_member_profile", {}));
    must(await member.tools.run("list_my_policies", {}));
    // Refused before any upstream call: no pin code or city.
    const refused = must(await member.tools.run("search_network_hospitals", {}));
    expect(refused.outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
    const stranger = newClient("sse");
    must(await stranger.tools.run("get_member_profile", {}));

    const { context, page } = await newPage(browser, DESKTOP);
    await openConsole(page);
    const calls = page.getByRole("img", { name: /Calls per hour/ });
    await calls.waitFor();
    expect(await calls.locator("rect").count()).toBeGreaterThan(0);
    const callsFigure = page.locator("figure").filter({ has: calls });
    await callsFigure.getByText(/^The numbers/).click();
    const codes = callsFigure.getByRole("table");
    await codes.getByRole("row", { name: /answered/ }).waitFor();
    // The chart names the six most frequent codes and counts the rest as "other failure codes": what
    // the suite ran before decides which, so a code is looked for under its name, else under "other".
    const countOf = async (code: RegExp) => {
      const named = codes.getByRole("row", { name: code });
      const row = (await named.count()) > 0 ? named : codes.getByRole("row", { name: /other failure codes/ });
      return Number(await row.getByRole("cell").textContent());
    };
    expect(await countOf(/invalid_arguments/)).toBeGreaterThanOrEqual(1);
    expect(await countOf(/credential_unavailable/)).toBeGreaterThanOrEqual(1);

    const latency = page.locator("figure").filter({ hasText: "Duration per tool" });
    await latency.getByText(/^The numbers/).click();
    const profile = latency.getByRole("row", { name: /get_member_profile/ });
    const [ran, p50, p95] = await profile.getByRole("cell").allTextContents();
    expect(Number(ran)).toBeGreaterThanOrEqual(3);
    expect(Number.parseInt(p50 ?? "", 10)).toBeLessThanOrEqual(Number.parseInt(p95 ?? "", 10));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, "console-overview-desktop");

    await page.getByLabel("Window").selectOption("7d");
    await page.getByRole("img", { name: /Calls per day/ }).waitFor();
    expect(new URL(page.url()).search).toBe("?range=7d");
    await page.reload();
    await page.getByRole("img", { name: /Calls per day/ }).waitFor();
    await context.close();
  });
});
