/** The chat Worker serves the member app and the console from the web Worker's assets, with a strict CSP, API routes first. */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createCompany } from "../support/company";
import { uniqueMobile } from "../support/members";
import { guest, signIn } from "../support/people";

describe("the web pages", () => {
  it.each([
    ["/", "your cover assistant"],
    ["/admin", "admin console"],
    ["/admin/audit", "admin console"],
  ])("serves %s as a page with a strict Content-Security-Policy", async (path, title) => {
    const response = await SELF.fetch(`https://toolgate.test${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain(title);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("keeps API routes ahead of the assets: an unknown API path is the JSON 404, not a page", async () => {
    const response = await SELF.fetch("https://toolgate.test/v1/nothing-here");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "No such route." } });
    expect((await SELF.fetch("https://toolgate.test/health")).headers.get("content-type")).toContain("json");
  });

  it("never answers an unknown admin API path with the console page", async () => {
    const response = await SELF.fetch("https://toolgate.test/admin/v1/no-such-route", {
      headers: { authorization: "Bearer nothing" },
    });
    expect(response.headers.get("content-type") ?? "").not.toContain("text/html");
  });

  it("answers a non-GET to a page path with the JSON 404", async () => {
    const response = await SELF.fetch("https://toolgate.test/", { method: "POST" });
    expect(response.status).toBe(404);
  });
});

describe("GET /v1/passages", () => {
  it("gives the passage a citation points to, from the caller's company's corpus, with its document's title and product", async () => {
    const member = await signIn(uniqueMobile(), "demo");
    const search = await SELF.fetch("https://toolgate.test/v1/tools/search_policy_knowledge/run", {
      method: "POST",
      headers: { authorization: `Bearer ${member.sessionToken}`, "content-type": "application/json" },
      body: JSON.stringify({ args: { query: "waiting period for pre-existing diseases" } }),
    });
    const { outcome } = (await search.json()) as {
      outcome: { evidence: { document: string; product: string; title: string; section: string; text: string }[] };
    };
    const cited = outcome.evidence[0];
    expect(cited).toBeDefined();
    if (!cited) return;
    const query = new URLSearchParams({ document: cited.document, section: cited.section });
    const response = await SELF.fetch(`https://toolgate.test/v1/passages?${query}`, {
      headers: { authorization: `Bearer ${member.sessionToken}` },
    });
    expect(response.status).toBe(200);
    const passage = (await response.json()) as { product: string; title: string; text: string };
    expect(passage.text.length).toBeGreaterThan(40);
    // The title the corpus's front matter gives the document, never its file name.
    expect(passage.title).toMatch(/^PlanCover .+ — .*policy wording/);
    expect(passage.title).not.toContain(cited.document);
    expect(passage.product).toBe(cited.product);
    expect(cited.title).toBe(passage.title);
  });

  it("never opens another company's passage: a caller of a company without it is answered 404", async () => {
    const document = "plancover-family-shield";
    const section = "Waiting period for pre-existing diseases";
    const query = new URLSearchParams({ document, section });
    const demo = await guest("demo");
    const elsewhere = await guest(await createCompany());

    const own = await SELF.fetch(`https://toolgate.test/v1/passages?${query}`, {
      headers: { authorization: `Bearer ${demo.sessionToken}` },
    });
    const other = await SELF.fetch(`https://toolgate.test/v1/passages?${query}`, {
      headers: { authorization: `Bearer ${elsewhere.sessionToken}` },
    });

    expect(own.status).toBe(200);
    expect(other.status).toBe(404);
  });

  it("answers 404 for a section that does not exist and 400 for a missing field", async () => {
    const missing = await SELF.fetch("https://toolgate.test/v1/passages?document=nope&section=nope");
    expect(missing.status).toBe(404);
    const bad = await SELF.fetch("https://toolgate.test/v1/passages?document=x");
    expect(bad.status).toBe(400);
  });
});
