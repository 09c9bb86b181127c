/**
 * What the knowledge tests share: the committed corpus parsed by the ingest code itself, statements
 * run against the real D1, and a company of the test's own so the shared `demo` corpus stays intact.
 */
import { env } from "cloudflare:test";
import { onTestFinished } from "vitest";
import { newId } from "../../src/shared/ids";
import { parseCorpusDocument } from "../../workers/tools/knowledge/corpus/parse-markdown";
import type { ParsedDocument, StoredChunk } from "../../workers/tools/knowledge/corpus/types";

/** The committed corpus files of company `demo`, by file name. */
const DEMO_SOURCES: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>("../../corpus/demo/*.md", { query: "?raw", import: "default", eager: true }),
  ).map(([file, text]) => [file.split("/").at(-1) ?? file, text]),
);

export function demoSources(): Record<string, string> {
  return { ...DEMO_SOURCES };
}

/** Parses one file, failing the test with the parser's own message when it is malformed. */
export async function parsed(fileName: string, source: string): Promise<ParsedDocument> {
  const result = await parseCorpusDocument(fileName, source);
  if (!result.ok) throw new Error(`${result.error.file}:${result.error.line}: ${result.error.message}`);
  return result.value;
}

export async function parseAll(sources: Record<string, string>): Promise<ParsedDocument[]> {
  return Promise.all(Object.entries(sources).map(([file, text]) => parsed(file, text)));
}

/** Runs statements in one batch and returns D1's `changes`: every row written, by triggers too. */
export async function applyStatements(statements: readonly string[]): Promise<number> {
  if (statements.length === 0) return 0;
  const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  return results.reduce((n, r) => n + r.meta.changes, 0);
}

export async function storedChunks(companyId: string): Promise<StoredChunk[]> {
  const { results } = await env.DB.prepare(
    "SELECT document, section, content_hash AS contentHash FROM knowledge_chunks WHERE company_id = ?1 ORDER BY document, section",
  )
    .bind(companyId)
    .all<StoredChunk>();
  return results;
}

/** Row ids and hashes, to prove a run touched no row (an update or re-insert changes one or the other). */
export async function rowFingerprint(companyId: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, document, section, content_hash AS h FROM knowledge_chunks WHERE company_id = ?1 ORDER BY id",
  )
    .bind(companyId)
    .all<{ id: number; document: string; section: string; h: string }>();
  return results.map((r) => `${r.id}|${r.document}|${r.section}|${r.h}`);
}

/** A company id no other test uses. */
export function testCompany(): string {
  return newId("kn-").slice(0, 24).replaceAll("_", "-").toLowerCase();
}

/**
 * One section of a company's wording, written straight to D1 (its triggers index it), dropped with the
 * company's corpus when the test ends: bm25 weighs each word by every company's sections, so a section
 * left behind would move the ranking of the files that run after this one in the same workerd.
 */
export async function plantSection(companyId: string, section: string, text: string): Promise<void> {
  onTestFinished(() => dropCompanyCorpus(companyId));
  await env.DB.prepare(
    `INSERT INTO knowledge_chunks (company_id, document, product, section, text, content_hash)
     VALUES (?1, 'planted-wording', 'Planted Health', ?2, ?3, 'test')`,
  )
    .bind(companyId, section, text)
    .run();
}

export async function dropCompanyCorpus(companyId: string): Promise<void> {
  await env.DB.prepare("DELETE FROM knowledge_chunks WHERE company_id = ?1").bind(companyId).run();
}
