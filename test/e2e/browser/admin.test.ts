/** The admin console in Chromium: a tool switched off refuses the member's next run; readiness labels per caller context. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { must, newClient, signIn } from "../support";
import { auditOfFreshRun, type Browser, launch, newPage, openConsole, screenshot } from "./support";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe("the admin console", () => {
  it("switches a tool off, and the member's next run of it is refused as an unknown tool", async () => {
    const member = newClient("sse");
    await signIn(member);
    const before = must(await member.tools.run("get_member_profile", {}));
    expect(before.outcome.status).toBe("ok");

    const { context, page } = await newPage(browser);
    await openConsole(page);
    const toggle = page.getByRole("switch", { name: "get_member_profile enabled" });
    await toggle.waitFor();
    await screenshot(page, "admin-policy-desktop");
    await toggle.uncheck();
    await page.getByRole("button", { name: "Save get_member_profile", exact: true }).click();
    await page.getByText("Saved get_member_profile.").waitFor();
    try {
      const after = must(await member.tools.run("get_member_profile", {}));
      // Not offered now: answered as a name that does not exist (the audit row keeps tool_switched_off).
      expect(after.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
      await page.getByRole("tab", { name: "Admin audit", exact: true }).click();
      await page.getByRole("table", { name: "Admin changes" }).getByText("tool_policy.put").first().waitFor();
    } finally {
      await page.getByRole("tab", { name: "Policy", exact: true }).click();
      await page.getByRole("switch", { name: "get_member_profile enabled" }).check();
      await page.getByRole("button", { name: "Save get_member_profile", exact: true }).click();
      await page.getByText("Saved get_member_profile.").waitFor();
    }
    expect(must(await member.tools.run("get_member_profile", {})).outcome.status).toBe("ok");
    await context.close();
  });

  it.each([
    [false, "Login context required"],
    [true, "Ready to execute"],
  ])("shows readiness labels for a caller context (signed in: %s)", async (signedIn, label) => {
    const { context, page } = await newPage(browser);
    await openConsole(page);
    await page.getByRole("tab", { name: "Readiness", exact: true }).click();
    await page.getByLabel("Role").selectOption("member");
    await page.getByLabel("Channel").selectOption("web");
    await page.getByLabel("Signed in").setChecked(signedIn);
    await page.getByRole("button", { name: "Show readiness", exact: true }).click();
    const table = page.getByRole("table", { name: "Readiness per tool" });
    await table.waitFor();
    const profile = table.getByRole("row").filter({ hasText: "get_member_profile" });
    expect(await profile.locator(".readiness-label").textContent()).toBe(label);
    const knowledge = table.getByRole("row").filter({ hasText: "search_policy_knowledge" });
    expect(await knowledge.locator(".readiness-label").textContent()).toBe("Ready to execute");
    expect(await table.textContent()).not.toMatch(/Bearer|pc1\./);
    await screenshot(page, `admin-readiness-${signedIn ? "signed-in" : "signed-out"}`);
    await context.close();
  });

  it("searches the audit and shows a row's detail", async () => {
    const { context, page } = await auditOfFreshRun(browser);
    const rows = page.getByRole("table", { name: "Audit rows" }).getByRole("row");
    await rows.nth(1).waitFor();
    await page
      .getByRole("button", { name: /^Details of row/ })
      .first()
      .click();
    await page.getByRole("heading", { name: /get_member_profile/ }).waitFor();
    await page.getByRole("tab", { name: "Quality Lab", exact: true }).click();
    await page.getByRole("table", { name: "Quality Lab cases" }).waitFor();
    await context.close();
  });
});
