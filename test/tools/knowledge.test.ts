// The D1 knowledge index (FTS5 bm25, company scope, a dead index as a value) and search_policy_knowledge.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createD1KnowledgeIndex } from "../../workers/tools/knowledge/d1-knowledge-index";
import { toFtsQuery } from "../../workers/tools/knowledge/fts-query";
import { searchPolicyKnowledge } from "../../workers/tools/tools/knowledge/search-policy-knowledge";
import { applyKnowledgeSeed, ioFor, seedStatements } from "./support";

const OTHER_COMPANY = "acme-knowledge-test";

beforeAll(async () => {
  await applyKnowledgeSeed();
  await env.DB.prepare(
    `INSERT OR IGNORE INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
     VALUES (?1, 'acme-wording', 'Acme Health', 'Waiting periods', ?2, 'test')`,
  )
    .bind(OTHER_COMPANY, "Acme waiting periods: the initial waiting period is 90 days for every illness.")
    .run();
});

describe("toFtsQuery", () => {
  it("quotes each word and ORs them, dropping common words", () => {
    expect(toFtsQuery("What is the waiting period?")).toBe('"waiting" OR "period"');
  });

  it.each([
    ["an FTS5 operator and a column filter", 'text: NEAR(a b) AND "x" *', '"text" OR "near" OR "b" OR "x"'],
    ["an unbalanced quote", 'room "rent', '"room" OR "rent"'],
    ["repeated words", "rent rent RENT", '"rent"'],
  ])("neutralises %s", (_, text, expected) => {
    expect(toFtsQuery(text)).toBe(expected);
  });

  it("gives nothing to search for punctuation or common words alone", () => {
    expect(toFtsQuery("?!* --")).toBeNull();
    expect(toFtsQuery("what is the")).toBeNull();
  });
});

describe("the D1 knowledge index", () => {
  it("loads the demo corpus idempotently: a second run inserts nothing", async () => {
    const count = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM knowledge_chunks WHERE company_id = 'demo'").first<{
          n: number;
        }>()
      )?.n;
    const before = await count();
    await applyKnowledgeSeed();
    expect(await count()).toBe(before);
    expect(before).toBe(seedStatements().length);
  });

  it("ranks the section whose heading matches above passages that only mention the words", async () => {
    const found = await createD1KnowledgeIndex(env.DB, "demo").search("waiting periods for pre-existing diseases", 5);
    expect(found.ok).toBe(true);
    if (!found.ok) return;
    expect(found.value.map((p) => p.section).slice(0, 2)).toEqual(["Waiting periods", "Waiting periods"]);
    expect(found.value[0]?.text).toContain("36 months");
    const scores = found.value.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const score of scores) expect(score).toBeGreaterThan(0);
  });

  it("finds the documents needed for a reimbursement claim", async () => {
    const found = await createD1KnowledgeIndex(env.DB, "demo").search("documents for reimbursement claim", 3);
    expect(found.ok && found.value[0]?.section).toBe("Reimbursement claim procedure");
  });

  it("returns at most the number of passages asked for", async () => {
    const found = await createD1KnowledgeIndex(env.DB, "demo").search("claim hospital policy cover", 2);
    expect(found.ok && found.value.length).toBe(2);
  });

  it("searches only its own company's corpus", async () => {
    const demo = await createD1KnowledgeIndex(env.DB, "demo").search("initial waiting period", 20);
    const acme = await createD1KnowledgeIndex(env.DB, OTHER_COMPANY).search("initial waiting period", 20);
    expect(demo.ok && demo.value.some((p) => p.document === "acme-wording")).toBe(false);
    expect(acme.ok && acme.value.map((p) => p.document)).toEqual(["acme-wording"]);
    const nobody = await createD1KnowledgeIndex(env.DB, "no-such-company").search("waiting period", 5);
    expect(nobody).toEqual({ ok: true, value: [] });
  });

  it("treats text with FTS5 syntax as words, never as a query", async () => {
    const found = await createD1KnowledgeIndex(env.DB, "demo").search('section:"room rent" OR NOT (*', 3);
    expect(found.ok && found.value[0]?.section).toMatch(/Room rent/);
  });

  it("answers upstream_unavailable when the FTS table is missing, and the shared table survives", async () => {
    await env.DB.prepare("ALTER TABLE knowledge_fts RENAME TO knowledge_fts_moved_by_test").run();
    try {
      const found = await createD1KnowledgeIndex(env.DB, "demo").search("waiting period", 5);
      expect(found).toEqual({ ok: false, error: { code: "upstream_unavailable" } });
    } finally {
      await env.DB.prepare("ALTER TABLE knowledge_fts_moved_by_test RENAME TO knowledge_fts").run();
    }
    const again = await createD1KnowledgeIndex(env.DB, "demo").search("waiting period", 1);
    expect(again.ok && again.value.length).toBe(1);
  });
});

describe("search_policy_knowledge", () => {
  it("returns the passages as evidence and only their count as data", async () => {
    const result = await searchPolicyKnowledge.handler({ query: "cashless claim procedure" }, ioFor(null));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.evidence?.length).toBeGreaterThan(0);
    expect(result.data).toEqual({ passages: result.evidence?.length });
    expect(result.evidence?.[0]).toMatchObject({ section: "Cashless claim procedure" });
  });

  it("answers upstream_unavailable when the index is dead", async () => {
    await env.DB.prepare("ALTER TABLE knowledge_fts RENAME TO knowledge_fts_moved_by_test").run();
    try {
      const result = await searchPolicyKnowledge.handler({ query: "room rent" }, ioFor(null));
      expect(result).toEqual({ ok: false, code: "upstream_unavailable" });
    } finally {
      await env.DB.prepare("ALTER TABLE knowledge_fts_moved_by_test RENAME TO knowledge_fts").run();
    }
  });
});
