/**
 * Ingest plans and corpus snapshots as SQLite statements for D1 (`wrangler d1 execute --file`, the
 * seed files, the tests). Pure. Every statement ends in `;` then a newline and no literal holds a raw
 * newline (text lines are joined with char(10)), so splitting a file on `;\n` always yields whole
 * statements. Re-running any of them touches no row whose content hash is unchanged.
 */
import type { Chunk, ChunkKey, IngestPlan } from "./types";

/** A SQL string literal: quotes doubled, newlines as char(10) outside the quotes. */
export function sqlString(value: string): string {
  return value
    .split("\n")
    .map((line) => `'${line.replaceAll("'", "''")}'`)
    .join(" || char(10) || ");
}

/**
 * Inserts the chunk, or updates the stored one only when its hash differs: an unchanged chunk
 * writes nothing, so its FTS row (kept by the update trigger) is never rewritten either.
 */
export function upsertChunkStatement(companyId: string, chunk: Chunk): string {
  const values = [companyId, chunk.document, chunk.product, chunk.title, chunk.section, chunk.text, chunk.contentHash]
    .map(sqlString)
    .join(",\n  ");
  return (
    "INSERT INTO knowledge_chunks (company_id, document, product, title, section, text, content_hash)\n" +
    `VALUES (\n  ${values}\n)\n` +
    "ON CONFLICT (company_id, document, section) DO UPDATE SET\n" +
    "  product = excluded.product, title = excluded.title, text = excluded.text,\n" +
    "  content_hash = excluded.content_hash\n" +
    "  WHERE knowledge_chunks.content_hash <> excluded.content_hash;"
  );
}

export function deleteChunkStatement(companyId: string, key: ChunkKey): string {
  return (
    "DELETE FROM knowledge_chunks\n" +
    `  WHERE company_id = ${sqlString(companyId)} AND document = ${sqlString(key.document)}` +
    ` AND section = ${sqlString(key.section)};`
  );
}

/** The plan's writes, removals first; an empty list when nothing changed. */
export function planStatements(plan: IngestPlan): string[] {
  return [
    ...plan.removed.map((key) => deleteChunkStatement(plan.companyId, key)),
    ...[...plan.added, ...plan.changed].map((chunk) => upsertChunkStatement(plan.companyId, chunk)),
  ];
}

/**
 * The company's whole corpus as statements that need no knowledge of what is stored: remove every
 * other section of the company, then upsert each chunk. Applied to any state, it leaves exactly
 * these chunks; applied twice, the second run writes nothing.
 */
export function snapshotStatements(companyId: string, chunks: readonly Chunk[]): string[] {
  const keep = chunks.map((c) => `(${sqlString(c.document)}, ${sqlString(c.section)})`).join(",\n    ");
  const prune =
    chunks.length === 0
      ? `DELETE FROM knowledge_chunks WHERE company_id = ${sqlString(companyId)};`
      : `DELETE FROM knowledge_chunks\n  WHERE company_id = ${sqlString(companyId)}\n` +
        `  AND (document, section) NOT IN (VALUES\n    ${keep});`;
  return [prune, ...chunks.map((chunk) => upsertChunkStatement(companyId, chunk))];
}

/** Reads what the company holds, for planning (the CLI runs it through wrangler). */
export function storedChunksQuery(companyId: string): string {
  return (
    "SELECT document, section, content_hash AS contentHash FROM knowledge_chunks " +
    `WHERE company_id = ${sqlString(companyId)} ORDER BY document, section`
  );
}

/** Statements as one file: a comment header, then one statement per `;\n`, blank-line separated. */
export function sqlFile(header: readonly string[], statements: readonly string[]): string {
  return `${header.map((line) => `-- ${line}`.trimEnd()).join("\n")}\n\n${statements.join("\n\n")}\n`;
}
