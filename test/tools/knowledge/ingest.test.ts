// Ingest against the real D1: hash-compared and idempotent, a changed file replaces only its changed
// chunks, removed sections go. Each test has its own company, so the shared demo corpus stays intact.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { planIngest } from "../../../workers/tools/knowledge/corpus/plan-ingest";
import { planStatements, sqlString } from "../../../workers/tools/knowledge/corpus/sql";
import type { ParsedDocument } from "../../../workers/tools/knowledge/corpus/types";
import { createD1KnowledgeIndex } from "../../../workers/tools/knowledge/d1-knowledge-index";
import {
  applyStatements,
  demoSources,
  dropCompanyCorpus,
  parseAll,
  parsed,
  rowFingerprint,
  storedChunks,
  testCompany,
} from "../../support/knowledge";

const companies: string[] = [];
afterEach(async () => {
  for (const company of companies.splice(0)) await dropCompanyCorpus(company);
});

function company(): string {
  const id = testCompany();
  companies.push(id);
  return id;
}

/** One ingest run as the CLI does it: read what is stored, plan, write. */
async function ingest(companyId: string, documents: readonly ParsedDocument[], prune = false) {
  const plan = planIngest(companyId, documents, await storedChunks(companyId), { prune });
  const statements = planStatements(plan);
  return { plan, statements, written: await applyStatements(statements) };
}

async function sectionsOf(companyId: string, query: string): Promise<string[]> {
  const found = await createD1KnowledgeIndex(env.DB, companyId).search(query, 10);
  return found.ok ? found.value.passages.map((p) => `${p.document} / ${p.section}`) : ["<unavailable>"];
}

const FRONT = "---\nproduct: PlanCover Family Shield\ntitle: T\n---\n";
const edited = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`the corpus no longer says "${from}"`);
  return text.replace(from, to);
};

describe("ingesting a corpus folder", () => {
  it("adds every section of a new company's folder, searchable at once", async () => {
    const id = company();
    const docs = await parseAll(demoSources());

    const { plan } = await ingest(id, docs);

    const sections = docs.flatMap((d) => d.chunks).length;
    expect(plan.added).toHaveLength(sections);
    expect(await storedChunks(id)).toHaveLength(sections);
    expect(await sectionsOf(id, "cataract waiting period")).toContain(
      "plancover-family-shield / Waiting period for specific illnesses",
    );
  });

  it("changes nothing when the same files are ingested again: no statement, no row touched", async () => {
    const id = company();
    const docs = await parseAll(demoSources());
    await ingest(id, docs);
    const before = await rowFingerprint(id);

    const again = await ingest(id, await parseAll(demoSources()));

    expect(again.statements).toEqual([]);
    expect(again.plan.unchanged).toHaveLength(before.length);
    expect(await rowFingerprint(id)).toEqual(before);
  });

  it("replaces only the changed chunk of a changed file, in place, and the index forgets the old wording", async () => {
    const id = company();
    const sources = demoSources();
    await ingest(id, await parseAll(sources));
    const before = await rowFingerprint(id);
    const file = "plancover-group-care.md";
    sources[file] = edited(
      sources[file] ?? "",
      "A co-payment of 10% applies",
      "A co-payment of 15% (quindecile) applies",
    );

    const { plan, written } = await ingest(id, await parseAll(sources));

    expect(plan.changed.map((c) => `${c.document} / ${c.section}`)).toEqual(["plancover-group-care / Co-payment"]);
    expect([plan.added, plan.removed]).toEqual([[], []]);
    expect(written).toBeGreaterThan(0);
    const after = await rowFingerprint(id);
    const differing = after.filter((row) => !before.includes(row));
    expect(differing).toHaveLength(1);
    expect(differing[0]).toMatch(/\|plancover-group-care\|Co-payment\|/);
    expect(after.map((r) => r.split("|")[0])).toEqual(before.map((r) => r.split("|")[0]));
    // Only the changed section holds the new word, so it answers first (its product's nearby sections may follow).
    expect((await sectionsOf(id, "quindecile"))[0]).toBe("plancover-group-care / Co-payment");
  });

  it("deletes a section removed from a file, and only that one", async () => {
    const id = company();
    const sources = demoSources();
    await ingest(id, await parseAll(sources));
    const file = "plancover-personal-accident-guard.md";
    const text = sources[file] ?? "";
    sources[file] =
      text.slice(0, text.indexOf("## Children's education")) + text.slice(text.indexOf("## Waiting periods"));

    const { plan } = await ingest(id, await parseAll(sources));

    expect(plan.removed).toEqual([
      { document: "plancover-personal-accident-guard", section: "Children's education and ambulance benefits" },
    ]);
    expect([plan.added, plan.changed]).toEqual([[], []]);
    expect(await sectionsOf(id, "education benefit")).not.toContain(
      "plancover-personal-accident-guard / Children's education and ambulance benefits",
    );
  });

  it("adds a new file's chunks and leaves the other documents untouched", async () => {
    const id = company();
    const sources = demoSources();
    await ingest(id, await parseAll(sources));
    const before = await rowFingerprint(id);
    sources["plancover-senior-secure.md"] =
      "---\nproduct: PlanCover Senior Secure\ntitle: T\n---\n## Co-payment\n\nA 30% co-payment applies.\n";

    const { plan } = await ingest(id, await parseAll(sources));

    expect(plan.added.map((c) => c.document)).toEqual(["plancover-senior-secure"]);
    expect(plan.changed).toEqual([]);
    expect((await rowFingerprint(id)).filter((row) => !before.includes(row))).toHaveLength(1);
  });

  it("keeps a stored document the folder does not hold, and removes it only when pruning", async () => {
    const id = company();
    const all = await parseAll(demoSources());
    await ingest(id, all);
    const onlyFamily = all.filter((d) => d.document === "plancover-family-shield");

    const kept = await ingest(id, onlyFamily);
    const pruned = await ingest(id, onlyFamily, true);

    expect(kept.statements).toEqual([]);
    expect(kept.plan.keptDocuments).toEqual([
      "plancover-group-care",
      "plancover-individual-essential",
      "plancover-personal-accident-guard",
    ]);
    expect(new Set(pruned.plan.removed.map((k) => k.document)).size).toBe(3);
    expect(new Set((await storedChunks(id)).map((c) => c.document))).toEqual(new Set(["plancover-family-shield"]));
  });

  it("treats a renamed heading as one section removed and another added", async () => {
    const id = company();
    await ingest(id, [await parsed("a.md", `${FRONT}## Room rent\n\nOne room.\n`)]);

    const { plan } = await ingest(id, [await parsed("a.md", `${FRONT}## Room rent limit\n\nOne room.\n`)]);

    expect(plan.removed).toEqual([{ document: "a", section: "Room rent" }]);
    expect(plan.added.map((c) => c.section)).toEqual(["Room rent limit"]);
    expect((await storedChunks(id)).map((c) => c.section)).toEqual(["Room rent limit"]);
  });

  it("stores quotes, semicolons at line ends and line breaks exactly as written", async () => {
    const id = company();
    const text = "The member's share;\nit's 10%; 'quoted' -- not a comment;\n\"double\" ₹5,000.";
    const doc = await parsed("a.md", `${FRONT}## Odd text\n\n${text.replaceAll("\n", "\n\n")}\n`);

    await ingest(id, [doc]);

    const row = await env.DB.prepare("SELECT text FROM knowledge_chunks WHERE company_id = ?1")
      .bind(id)
      .first<{ text: string }>();
    expect(row?.text).toBe(text);
    expect(sqlString("a'b\nc")).toBe("'a''b' || char(10) || 'c'");
  });
});
