/**
 * Documents that open: the e-card answer and every document line carry a link through the gateway
 * (`/v1/documents/:id`), which redirects the member who holds the document to a fresh signed link;
 * locally the stand-in serves a small PDF there, so the link opens end to end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ask, type Browser, launch, type Page, signedInPage } from "../../support/e2e/browser";
import { checkScreen, SIZES } from "../../support/e2e/member-screens";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Follows a document link as the member's browser does (their cookie), to the file it opens. */
async function opens(page: Page, href: string): Promise<{ type: string; body: string }> {
  const redirect = await page.request.get(href, { maxRedirects: 0 });
  expect(redirect.status(), href).toBe(302);
  const location = redirect.headers().location ?? "";
  expect(location).toMatch(/^https?:\/\//);
  const file = await page.request.get(location);
  expect(file.status()).toBe(200);
  return { type: file.headers()["content-type"] ?? "", body: (await file.body()).subarray(0, 5).toString("latin1") };
}

describe.each(SIZES)("documents on a %s", (size, viewport) => {
  it("links the e-card and each policy document through the gateway, and each link opens its PDF", async () => {
    const { context, page } = await signedInPage(browser, viewport);
    await ask(page, "Show me my e-card");
    const card = page
      .locator(".answer")
      .nth(1)
      .getByRole("link", { name: /^Open the e-card for PRT-/ });
    await card.waitFor();
    expect(await card.getAttribute("href")).toMatch(/^\/v1\/documents\/ECARD-/);
    expect(await card.getAttribute("target")).toBe("_blank");
    expect(await opens(page, (await card.getAttribute("href")) ?? "")).toEqual({
      type: expect.stringContaining("application/pdf"),
      body: "%PDF-",
    });

    await ask(page, "Show me my policy documents");
    const answer = page.locator(".answer").nth(2);
    // The answer streams in: its lines, and so its links, are all there once Copy shows (at its end).
    await answer.getByRole("button", { name: "Copy answer" }).waitFor();
    const links = answer.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    // The title is the link; the issue date stays beside it as text.
    expect(await links.first().textContent()).toMatch(/^Policy schedule /);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/v1\/documents\/DOC-/);
      expect((await opens(page, href)).body).toBe("%PDF-");
    }
    // A click opens it in a new tab, whose navigation ends at the stand-in's signed link with the PDF
    // (the headless shell has no PDF viewer: the tab downloads what a browser would show).
    const signedLink = /\/documents\/DOC-[A-Z0-9]+-01\.pdf\?/;
    const [tab, pdf] = await Promise.all([
      context.waitForEvent("page"),
      context.waitForEvent("response", (response) => signedLink.test(response.url())),
      links.first().click(),
    ]);
    expect(pdf.frame().page()).toBe(tab);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    await tab.close();
    await checkScreen(page, `documents-${size}`);
    await context.close();
  });
});
