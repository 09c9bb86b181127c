// The D1 knowledge index and search_policy_knowledge, alone and through the real executor: company
// scope from AuthContext, evidence that survives the result cap, and a dead index as upstream_unavailable.
import { env } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failureMessage } from "../../../src/shared/failure-messages";
import { ok } from "../../../src/shared/result";
import {
  KNOWLEDGE_PASSAGES,
  searchPolicyKnowledge,
} from "../../../workers/tools/catalogue/knowledge/search-policy-knowledge";
import { snapshotStatements } from "../../../workers/tools/knowledge/corpus/sql";
import { createD1KnowledgeIndex } from "../../../workers/tools/knowledge/d1-knowledge-index";
import { PASSAGE_MAX_CHARS } from "../../../workers/tools/knowledge/passage";
import { ioFor } from "../../support/catalogue";
import { createCompany } from "../../support/company";
import { auditRows, run } from "../../support/executor";
import { applyStatements, demoSources, dropCompanyCorpus, parseAll, parsed } from "../../support/knowledge";
import { DEMO } from "../../support/members";
import { guest, signIn } from "../../support/people";

/** Another insurer's corpus, with the demo's document and section names but its own words. */
const ACME_DOCUMENT = `---
product: Acme Health Family Floater
title: Acme wording
---
## Waiting period for specific illnesses

Acme waiting periods: cataract is covered after 48 months, and the initial waiting period is 90 days.
`;

let acme = "";
let demoLike = "";

beforeAll(async () => {
  acme = await createCompany();
  demoLike = await createCompany();
  const acmeDoc = await parsed("plancover-family-shield.md", ACME_DOCUMENT);
  await applyStatements(snapshotStatements(acme, acmeDoc.chunks));
  const demo = (await parseAll(demoSources())).flatMap((d) => d.chunks);
  await applyStatements(snapshotStatements(demoLike, demo));
});

afterAll(async () => {
  await dropCompanyCorpus(acme);
  await dropCompanyCorpus(demoLike);
});

/** The passages a signed-out caller is given. */
async function search(companyId: string, query: string, limit = KNOWLEDGE_PASSAGES) {
  const found = await createD1KnowledgeIndex(env.DB, companyId).search(query, limit);
  return found.ok ? ok(found.value.passages) : found;
}

/** Makes the FTS index vanish for the length of `body`, then puts it back so the shared D1 stays intact. */
async function withDeadIndex<T>(body: () => Promise<T>): Promise<T> {
  await env.DB.prepare("ALTER TABLE knowledge_fts RENAME TO knowledge_fts_moved_by_test").run();
  try {
    return await body();
  } finally {
    await env.DB.prepare("ALTER TABLE knowledge_fts_moved_by_test RENAME TO knowledge_fts").run();
  }
}

describe("the D1 knowledge index", () => {
  it("ranks the sections whose heading matches first, with positive scores, best first", async () => {
    const found = await search("demo", "waiting period for pre-existing diseases");

    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.slice(0, 3).map((p) => p.section)).toEqual([
      "Waiting period for pre-existing diseases",
      "Waiting period for pre-existing diseases",
      "Waiting period for pre-existing diseases",
    ]);
    expect(found.value.map((p) => p.text).join(" ")).toContain("36 months");
    const scores = found.value.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(score).toBeGreaterThan(0);
  });

  it("returns at most the number of passages asked for", async () => {
    const found = await search("demo", "claim hospital policy cover", 2);

    expect(found.ok && found.value.length).toBe(2);
  });

  it("lifts the product a question names without hiding the others", async () => {
    const found = await search("demo", "room rent limit on the corporate policy");

    expect(found.ok && found.value[0]?.document).toBe("plancover-group-care");
    expect(found.ok && new Set(found.value.map((p) => p.document)).size).toBeGreaterThan(1);
  });

  it("gives each passage as whole sentences of its section, at most a passage long", async () => {
    const found = await search("demo", "what is a deductible");

    expect(found.ok).toBe(true);
    if (!found.ok) return;
    const glossary = found.value.find((p) => p.section === "Glossary");
    expect(glossary?.text).toMatch(/^… Deductible: a fixed amount/);
    for (const p of found.value) expect(p.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS + 4);
  });

  it("searches only its own company's corpus, even under the same document names", async () => {
    const demo = await search("demo", "cataract waiting period", 20);
    const other = await search(acme, "cataract waiting period", 20);

    expect(demo.ok && demo.value.some((p) => p.text.includes("Acme"))).toBe(false);
    expect(other.ok && other.value.map((p) => p.text)).toEqual([expect.stringContaining("Acme")]);
    expect(await search("no-such-company", "waiting period")).toEqual({ ok: true, value: [] });
  });

  it("treats text with FTS5 syntax as words, never as a query", async () => {
    const found = await search("demo", 'section:"room rent" OR NOT (*', 3);

    expect(found.ok && found.value[0]?.section).toBe("Room rent limit");
  });

  it("answers upstream_unavailable when the FTS table is missing, and the index works again once it is back", async () => {
    const dead = await withDeadIndex(() => search("demo", "waiting period"));

    expect(dead).toEqual({ ok: false, error: { code: "upstream_unavailable" } });
    const again = await search("demo", "waiting period", 1);
    expect(again.ok && again.value.length).toBe(1);
  });
});

describe("search_policy_knowledge", () => {
  it("returns the passages as evidence and only their count as data", async () => {
    const result = await searchPolicyKnowledge.handler({ query: "cashless claim procedure" }, ioFor(null));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.evidence?.length).toBe(KNOWLEDGE_PASSAGES);
    expect(result.data).toEqual({ passages: KNOWLEDGE_PASSAGES });
    expect(result.evidence?.slice(0, 3).map((p) => p.section)).toContain("Cashless claims at network hospitals");
  });

  it("gives every passage its document's product and title from the corpus's front matter, never only a file name", async () => {
    const result = await searchPolicyKnowledge.handler({ query: "waiting period for cataract" }, ioFor(null));

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const titles = new Map(
      (await parseAll(demoSources())).map((d) => [d.document, { product: d.product, title: d.title }]),
    );
    expect(result.evidence?.length).toBeGreaterThan(0);
    for (const passage of result.evidence ?? []) {
      expect({ product: passage.product, title: passage.title }).toEqual(titles.get(passage.document));
      expect(passage.title).not.toBe(passage.document);
    }
  });

  it("answers upstream_unavailable when the index is dead", async () => {
    const result = await withDeadIndex(() => searchPolicyKnowledge.handler({ query: "room rent" }, ioFor(null)));

    expect(result).toEqual({ ok: false, code: "upstream_unavailable" });
  });
});

describe("search_policy_knowledge through the executor", () => {
  it("gives a guest every passage as evidence, unchanged by the sanitizer and within the result cap", async () => {
    const direct = await search(demoLike, "documents needed for a reimbursement claim");

    const ran = await run(await guest(demoLike), "search_policy_knowledge", {
      args: { query: "documents needed for a reimbursement claim" },
    });

    expect(ran.outcome).toMatchObject({ status: "ok", result: { passages: KNOWLEDGE_PASSAGES } });
    if (ran.outcome.status !== "ok") return;
    expect(ran.outcome.evidence).toEqual(direct.ok ? direct.value : []);
    expect(ran.outcome.evidence?.slice(0, 3).map((p) => p.section)).toContain("Documents needed for a claim");
    expect(await auditRows(ran.conversationId)).toMatchObject([
      { tool_name: "search_policy_knowledge", outcome: "ok" },
    ]);
  });

  it("scopes the search to the caller's company from AuthContext", async () => {
    const ran = await run(await guest(acme), "search_policy_knowledge", { args: { query: "cataract waiting period" } });

    expect(ran.outcome.status === "ok" && ran.outcome.evidence?.map((p) => p.text)).toEqual([
      expect.stringContaining("Acme"),
    ]);
  });

  it("refuses a company filter from the model as an unknown argument", async () => {
    const ran = await run(await guest(acme), "search_policy_knowledge", {
      args: { query: "cataract waiting period", company_id: "demo" },
    });

    expect(ran.outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
  });

  it("answers upstream_unavailable, retryable, with no evidence, when the index is dead", async () => {
    const person = await guest(demoLike);

    const ran = await withDeadIndex(() =>
      run(person, "search_policy_knowledge", { args: { query: "room rent limit" } }),
    );

    expect(ran.outcome).toMatchObject({
      status: "failed",
      code: "upstream_unavailable",
      retryable: true,
      message: failureMessage("upstream_unavailable"),
    });
    expect(ran.outcome).not.toHaveProperty("evidence");
    expect(await auditRows(ran.conversationId)).toMatchObject([
      { tool_name: "search_policy_knowledge", outcome: "failed", failure_code: "upstream_unavailable" },
    ]);
    const after = await search(demoLike, "room rent limit", 1);
    expect(after.ok && after.value.length).toBe(1);
  });
});

describe("search_policy_knowledge scoped to the member who asks", () => {
  const FS = "PlanCover Family Shield";
  const GC = "PlanCover Group Care";

  it("gives a member only the passages of the products their session holds, each marked as theirs", async () => {
    const index = createD1KnowledgeIndex(env.DB, demoLike, {
      kind: "member",
      policyProducts: [`${GC} for Northwind Logistics`],
    });
    const found = await index.search("is cataract surgery covered in the first year", KNOWLEDGE_PASSAGES);

    expect(found.ok && found.value.held).toEqual([GC]);
    const passages = found.ok ? found.value.passages : [];
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.map((p) => [p.product, p.held])).toEqual(passages.map(() => [GC, true]));
  });

  it("keeps another product's passage for a member only when the question names it by name, marked as not theirs", async () => {
    const index = createD1KnowledgeIndex(env.DB, demoLike, { kind: "member", policyProducts: [GC] });
    const found = await index.search("cataract waiting period on family shield", KNOWLEDGE_PASSAGES);

    const passages = found.ok ? found.value.passages : [];
    expect(passages.filter((p) => p.product === FS).map((p) => p.held)).toContain(false);
    expect(passages.filter((p) => p.product !== FS && p.product !== GC)).toEqual([]);
  });

  it("gives a signed-out caller each product that addresses the question, with no mark of whose it is", async () => {
    const found = await createD1KnowledgeIndex(env.DB, demoLike).search("cataract waiting period", KNOWLEDGE_PASSAGES);

    expect(found.ok && found.value.held).toBeNull();
    const passages = found.ok ? found.value.passages : [];
    expect(new Set(passages.map((p) => p.product)).size).toBeGreaterThan(1);
    expect(passages.every((p) => p.held === undefined)).toBe(true);
  });

  it("scopes a signed-in member's search to the products read at sign-in, never to a model's argument, and classes it personal", async () => {
    const ravi = await signIn(DEMO.ravi.mobile, demoLike);
    expect(ravi.auth.policies.map((policy) => policy.product)).toEqual([`${GC} for Northwind Logistics`]);

    const ran = await run(ravi, "search_policy_knowledge", { args: { query: "cataract waiting period" } });

    expect(ran.outcome).toMatchObject({ status: "ok", result: { heldProducts: [GC] }, dataClass: "personal" });
    if (ran.outcome.status !== "ok") return;
    expect(new Set(ran.outcome.evidence?.map((p) => p.product))).toEqual(new Set([GC]));
    const filtered = await run(ravi, "search_policy_knowledge", {
      args: { query: "cataract waiting period", products: [FS] },
    });
    expect(filtered.outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
  });

  it("answers a question about the insurer's plans (catalogue) from every plan's wording, the member's own marked as theirs", async () => {
    const ravi = await signIn(DEMO.ravi.mobile, demoLike);

    const ran = await run(ravi, "search_policy_knowledge", { args: { query: "plans overview", catalogue: true } });

    expect(ran.outcome).toMatchObject({
      status: "ok",
      result: { heldProducts: [GC], catalogue: true },
      dataClass: "personal",
    });
    if (ran.outcome.status !== "ok") return;
    const evidence = ran.outcome.evidence ?? [];
    const marks = new Map(evidence.map((p) => [p.product, p.held]));
    expect(marks.size).toBe(4);
    expect(marks.get(GC)).toBe(true);
    expect(marks.get(FS)).toBe(false);
    // The same words without `catalogue` stay the member's own plan's.
    const own = await run(ravi, "search_policy_knowledge", { args: { query: "plans overview" } });
    expect(own.outcome.status === "ok" && new Set(own.outcome.evidence?.map((p) => p.product))).toEqual(new Set([GC]));
  });

  it("refuses a catalogue flag that is not a boolean as invalid arguments", async () => {
    const ravi = await signIn(DEMO.ravi.mobile, demoLike);
    const ran = await run(ravi, "search_policy_knowledge", { args: { query: "plans overview", catalogue: "all" } });
    expect(ran.outcome).toMatchObject({ status: "failed", code: "invalid_arguments" });
  });
});
